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
import { badgeClass, statusName } from './ContentTable';
import { useAdminTexts } from './admin-lang';
import type { AdminCatalogue } from '../i18n/admin-en';
import { formatSiteTime } from '../shared/site-time';
import { guidePath } from '../shared/links';
import { LoadStateMessage } from './feedback';

/** What the banner says: SPEC's text for a draft; the truth for a scheduled, published or archived guide. */
function bannerTitle(guide: BilingualGuideDto, a: AdminCatalogue): string {
  const t = a.preview;
  if (guide.status === 'published') return t.published;
  if (guide.publish_at) return t.scheduled(formatSiteTime(guide.publish_at, a.locale));
  if (guide.status === 'archived') return t.archived;
  return t.draft;
}

/** /admin-hp-access/draft/{id}: the guide as a visitor would see it, in either language (SPEC §2). */
export function DraftPreview() {
  const { id } = useParams();
  const loaded = useAdminData(() => adminApi.retrieve(id ?? ''), [id]);
  const guide = loaded.data;
  const [lang, setLang] = useState<Lang>('how');
  const a = useAdminTexts();
  const p = a.preview;

  useEffect(() => {
    document.title = p.docTitle;
  }, [p]);

  if (!guide) return <LoadStateMessage state={loadStateOf(loaded)} error={loaded.error ?? ''} />;

  const counts = wordCounts(guide, lang);
  const t = translationOf(guide, lang);

  return (
    <div className="hp-preview">
      <div className={`hp-draft-banner hp-draft-banner--${guide.status}`} role="note">
        <p className="hp-draft-banner__title">{bannerTitle(guide, a)}</p>
        {guide.status === 'published' && (
          <p>
            <a className="hp-touch" href={guidePath(guide, lang)} target="_blank" rel="noreferrer">
              {a.common.viewLive}
            </a>
          </p>
        )}
        <p className="hp-draft-banner__status">
          {p.status} <span className={badgeClass(guide.status)}>{statusName(guide.status, a)}</span>
        </p>
        <dl className="hp-word-counts" aria-label={p.wordCounts}>
          <div>
            <dt>{p.header}</dt>
            <dd>{counts.header}</dd>
          </div>
          <div>
            <dt>{p.introduction}</dt>
            <dd>{counts.introduction}</dd>
          </div>
          <div>
            <dt>{p.sections}</dt>
            <dd>{counts.sections}</dd>
          </div>
          <div>
            <dt>{p.conclusion}</dt>
            <dd>{counts.conclusion}</dd>
          </div>
          <div>
            <dt>{p.total}</dt>
            <dd>{counts.total}</dd>
          </div>
        </dl>
      </div>
      <div className="hp-preview__toolbar">
        <div className="hp-segmented" role="group" aria-label={p.language}>
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
            {p.editHow}
          </Link>
          <Link className="hp-btn hp-btn--secondary" to={`${DASHBOARD_PATH}/edit/${guide.id}/paano`}>
            {p.editPaano}
          </Link>
        </div>
      </div>
      <div className="hp-card hp-preview__article">
        <GuideArticle guide={guide} lang={lang} preview className="hp-article" />
      </div>
      <section className="hp-card hp-seo" aria-labelledby="hp-seo-title">
        <h2 id="hp-seo-title">{p.seo}</h2>
        <dl>
          <dt>{a.fields.metaKeywords}</dt>
          <dd>{t.meta_keywords || <span className="hp-muted">{a.common.none}</span>}</dd>
          <dt>{a.fields.metaDescription}</dt>
          <dd>{t.meta_description || <span className="hp-muted">{a.common.none}</span>}</dd>
          <dt>{a.fields.slug}</dt>
          <dd>{t.slug || <span className="hp-muted">{a.common.none}</span>}</dd>
        </dl>
      </section>
    </div>
  );
}
