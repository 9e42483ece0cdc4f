import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { GuideDto, Lang } from '../api/types';
import { translationOf } from '../shared/translation';
import { guidePath } from '../shared/links';
import { adminApi } from './admin-api';
import { DASHBOARD_PATH, useGoToLogin } from './auth';
import { badgeClass } from './ContentTable';
import { isNotFound, isUnauthorized, loadError } from './messages';
import { PreviewArticle } from './PreviewArticle';
import { LoadStateMessage, type LoadState } from './feedback';

/** Finds a guide by its slug in a language: the admin list first (drafts too), then the public lookup. */
async function findBySlug(slug: string, lang: Lang): Promise<GuideDto | null> {
  try {
    const list = await adminApi.listContent();
    const found = list.find((g) => translationOf(g, lang).slug === slug) ?? list.find((g) => translationOf(g, lang === 'how' ? 'paano' : 'how').slug === slug);
    if (found) return found;
  } catch (err) {
    if (isUnauthorized(err)) throw err;
  }
  try {
    return await adminApi.publicGuideBySlug(lang, slug);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** /admin-hp-access/content/{slug}/{lang}: the guide as it reads when published. */
export function ArticleView() {
  const { slug = '', lang: rawLang } = useParams();
  const lang: Lang = rawLang === 'paano' ? 'paano' : 'how';
  const goToLogin = useGoToLogin();
  const goToLoginRef = useRef(goToLogin);
  goToLoginRef.current = goToLogin;
  const [guide, setGuide] = useState<GuideDto | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    setState('loading');
    findBySlug(slug, lang)
      .then((g) => {
        if (!live) return;
        setGuide(g);
        setState(g ? 'ready' : 'notFound');
      })
      .catch((err) => {
        if (!live) return;
        if (isUnauthorized(err)) return goToLoginRef.current();
        setError(loadError(err));
        setState('error');
      });
    return () => {
      live = false;
    };
  }, [slug, lang]);

  useEffect(() => {
    if (guide) document.title = `${translationOf(guide, lang).title} | HowPaano admin`;
  }, [guide, lang]);

  if (state !== 'ready' || !guide) return <LoadStateMessage state={state === 'ready' ? 'notFound' : state} error={error} />;

  const slugs: Record<Lang, string> = { how: translationOf(guide, 'how').slug, paano: translationOf(guide, 'paano').slug };
  return (
    <div className="hp-preview">
      <div className="hp-preview__toolbar">
        <nav className="hp-segmented" aria-label="Article language">
          {(['how', 'paano'] as const).map((l) =>
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
          <span className={badgeClass(guide.post_status)}>{guide.post_status}</span>
          <Link className="hp-btn hp-btn--secondary" to={`${DASHBOARD_PATH}/edit/${guide.id}/${lang}`}>
            Edit {lang === 'how' ? 'English' : 'Tagalog'} Version
          </Link>
          {guide.post_status === 'published' && (
            <a className="hp-btn hp-btn--ghost" href={guidePath(guide, lang)} target="_blank" rel="noopener">
              Open public page
            </a>
          )}
        </div>
      </div>
      <div className="hp-card hp-preview__article">
        <PreviewArticle guide={guide} lang={lang} />
      </div>
    </div>
  );
}
