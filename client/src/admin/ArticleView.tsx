import { LANGS } from '../api/types';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { BilingualGuideDto, Lang } from '../api/types';
import { translationOf } from '../shared/translation';
import { guidePath } from '../shared/links';
import { adminApi } from './admin-api';
import { loadStateOf, useAdminData } from './admin-data';
import { DASHBOARD_PATH } from './auth';
import { badgeClass, statusName } from './ContentTable';
import { useAdminTexts } from './admin-lang';
import { isNotFound } from './messages';
import { GuideArticle } from '../public/guide/GuideArticle';
import { LoadStateMessage } from './feedback';

/**
 * Finds a guide by its slug in a language, drafts too: the server's admin list answers the exact slug
 * (either language, the asked one preferred), then the whole guide is loaded by id.
 */
async function findBySlug(slug: string, lang: Lang): Promise<BilingualGuideDto | null> {
  const matches = await adminApi.contentBySlug(slug);
  const found = matches.find((g) => translationOf(g, lang).slug === slug) ?? matches[0];
  if (!found) return null;
  try {
    return await adminApi.retrieve(found.id);
  } catch (err) {
    // Deleted between the two calls.
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** /admin-hp-access/content/{slug}/{lang}: the guide as it reads when published. */
export function ArticleView() {
  const { slug = '', lang: rawLang } = useParams();
  const lang: Lang = rawLang === 'paano' ? 'paano' : 'how';
  const loaded = useAdminData(() => findBySlug(slug, lang), [slug, lang]);
  const guide = loaded.data;
  const a = useAdminTexts();

  useEffect(() => {
    if (guide) document.title = `${translationOf(guide, lang).title} | HowPaano admin`;
  }, [guide, lang]);

  if (!guide) return <LoadStateMessage state={loadStateOf(loaded)} error={loaded.error ?? ''} />;

  const slugs: Record<Lang, string> = { how: translationOf(guide, 'how').slug, paano: translationOf(guide, 'paano').slug };
  return (
    <div className="hp-preview">
      <div className="hp-preview__toolbar">
        <nav className="hp-segmented" aria-label={a.article.language}>
          {LANGS.map((l) =>
            slugs[l] ? (
              <Link
                key={l}
                to={`${DASHBOARD_PATH}/content/${encodeURIComponent(slugs[l])}/${l}`}
                className={l === lang ? 'hp-segmented__item is-active' : 'hp-segmented__item'}
                aria-current={l === lang ? 'page' : undefined}
              >
                {l === 'how' ? 'How' : 'Paano'}
              </Link>
            ) : null,
          )}
        </nav>
        <div className="hp-actions">
          <span className={badgeClass(guide.status)}>{statusName(guide.status, a)}</span>
          <Link className="hp-btn hp-btn--secondary" to={`${DASHBOARD_PATH}/edit/${guide.id}/${lang}`}>
            {a.article.edit(lang)}
          </Link>
          {guide.status === 'published' && (
            <a className="hp-btn hp-btn--ghost" href={guidePath(guide, lang)} target="_blank" rel="noopener">
              {a.article.openPublic}
            </a>
          )}
        </div>
      </div>
      <div className="hp-card hp-preview__article">
        <GuideArticle guide={guide} lang={lang} preview className="hp-article" />
      </div>
    </div>
  );
}
