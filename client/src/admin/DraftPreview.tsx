import { LANGS } from '../api/types';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BilingualGuideDto, Lang } from '../api/types';
import { wordCounts } from '../shared/reading';
import { translationOf } from '../shared/translation';
import { adminApi } from './admin-api';
import { loadStateOf, useAdminData } from './admin-data';
import { DASHBOARD_PATH } from './auth';
import { GuideArticle } from '../public/guide/GuideArticle';
import { badgeClass } from './ContentTable';
import { formatSiteTime } from '../shared/site-time';
import { guidePath } from '../shared/links';
import { LoadStateMessage } from './feedback';

/** What the banner says: SPEC's text for a draft; the truth for a scheduled, published or archived guide. */
function bannerTitle(guide: BilingualGuideDto): string {
  if (guide.status === 'published') return 'Published - This is what visitors see';
  if (guide.publish_at) return `Scheduled Preview - This content goes live ${formatSiteTime(guide.publish_at)}`;
  if (guide.status === 'archived') return 'Archived Preview - This content is not public';
  return 'Draft Preview - This content is not yet published';
}

/** /admin-hp-access/draft/{id}: the guide as a visitor would see it, in either language (SPEC §2). */
export function DraftPreview() {
  const { id } = useParams();
  const loaded = useAdminData(() => adminApi.retrieve(id ?? ''), [id]);
  const guide = loaded.data;
  const [lang, setLang] = useState<Lang>('how');

  useEffect(() => {
    document.title = 'Draft preview | HowPaano admin';
  }, []);

  if (!guide) return <LoadStateMessage state={loadStateOf(loaded)} error={loaded.error ?? ''} />;

  const counts = wordCounts(guide, lang);
  const t = translationOf(guide, lang);

  return (
    <div className="hp-preview">
      <div className={`hp-draft-banner hp-draft-banner--${guide.status}`} role="note">
        <p className="hp-draft-banner__title">{bannerTitle(guide)}</p>
        {guide.status === 'published' && (
          <p>
            <a className="hp-touch" href={guidePath(guide, lang)} target="_blank" rel="noreferrer">
              View live page
            </a>
          </p>
        )}
        <p className="hp-draft-banner__status">
          Status: <span className={badgeClass(guide.status)}>{guide.status}</span>
        </p>
        <dl className="hp-word-counts" aria-label="Word counts">
          <div>
            <dt>Header</dt>
            <dd>{counts.header}</dd>
          </div>
          <div>
            <dt>Introduction</dt>
            <dd>{counts.introduction}</dd>
          </div>
          <div>
            <dt>Sections</dt>
            <dd>{counts.sections}</dd>
          </div>
          <div>
            <dt>Conclusion</dt>
            <dd>{counts.conclusion}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{counts.total}</dd>
          </div>
        </dl>
      </div>
      <div className="hp-preview__toolbar">
        <div className="hp-segmented" role="group" aria-label="Preview language">
          {LANGS.map((l) => (
            <button
              key={l}
              type="button"
              className={l === lang ? 'hp-segmented__item is-active' : 'hp-segmented__item'}
              aria-pressed={l === lang}
              onClick={() => setLang(l)}
            >
              {l === 'how' ? 'How' : 'Paano'}
            </button>
          ))}
        </div>
        <div className="hp-actions">
          <Link className="hp-btn hp-btn--secondary" to={`${DASHBOARD_PATH}/edit/${guide.id}/how`}>
            Edit English Version
          </Link>
          <Link className="hp-btn hp-btn--secondary" to={`${DASHBOARD_PATH}/edit/${guide.id}/paano`}>
            Edit Tagalog Version
          </Link>
        </div>
      </div>
      <div className="hp-card hp-preview__article">
        <GuideArticle guide={guide} lang={lang} preview className="hp-article" />
      </div>
      <section className="hp-card hp-seo" aria-labelledby="hp-seo-title">
        <h2 id="hp-seo-title">SEO</h2>
        <dl>
          <dt>Meta keywords</dt>
          <dd>{t.meta_keywords || <span className="hp-muted">None</span>}</dd>
          <dt>Meta description</dt>
          <dd>{t.meta_description || <span className="hp-muted">None</span>}</dd>
          <dt>Slug</dt>
          <dd>{t.slug || <span className="hp-muted">None</span>}</dd>
        </dl>
      </section>
    </div>
  );
}
