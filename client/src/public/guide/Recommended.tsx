import { useState } from 'react';
import { Link } from 'react-router';
import { browserPublicApi } from '../../api/browser-public-api';
import type { GuideDto, Lang, RecommendedItemDto } from '../../api/types';
import { guidePath } from '../../shared/links';
import type { Catalogue } from '../../i18n/i18n';
import { plainPreview } from '../common';
import { recommendedIn, type ListResult } from './guide-data';

export function Recommended({
  initial,
  guide,
  lang,
  labels,
}: {
  initial: ListResult<RecommendedItemDto>;
  guide: GuideDto;
  lang: Lang;
  labels: Catalogue;
}) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  async function refresh() {
    if (!guide.category) return;
    setLoading(true);
    try {
      const items = await browserPublicApi.recommended({ categoryId: guide.category.id, language: lang, exclude: guide.id });
      setState({ items: recommendedIn(items, lang), error: null });
    } catch {
      setState({ items: [], error: labels.recommendationsFailed });
    } finally {
      setLoading(false);
    }
  }
  return (
    <section className="card recommended" aria-labelledby="recommended-heading">
      <div className="aside-head">
        <h2 id="recommended-heading">{labels.recommended}</h2>
        <button type="button" className="icon-btn" aria-label={labels.refreshRecommendations} onClick={refresh} disabled={loading}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {loading ? (
        <p className="empty">{labels.loading}</p>
      ) : state.error ? (
        <p className="error-text">{state.error}</p>
      ) : state.items.length === 0 ? (
        <p className="empty">{labels.noRecommendations}</p>
      ) : (
        <ul className="recommended-list">
          {state.items.map((item) => {
            const text = item[lang]!;
            return (
              <li key={item.id}>
                <Link to={guidePath(item, lang)}>{text.title}</Link>
                {text.header_description && <p>{plainPreview(text.header_description, 90)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
