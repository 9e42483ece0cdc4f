import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { messages, useT, useUiLang } from '../i18n/i18n';
import { SAVED_PATHS } from '../shared/site-paths';
import type { HeadFn } from '../public/head';
import { useSite } from '../public/root';
import { isGuidePath, PAGES_CACHE } from './offline-paths';

interface SavedGuide {
  path: string;
  title: string;
  lang: string;
}

/** The offline page at /offline and /offline/fil: served by the service worker when a page is not saved. */
export const offlineHead: HeadFn = ({ pathname, site }) => {
  const lang = pathname.replace(/\/+$/, '').endsWith('/fil') ? 'fil' : 'en';
  return { title: `${messages(lang).offlineTitle} | ${site.siteName}`, lang, robots: 'noindex' };
};

/** The guides this device saved, read from the worker's cache (titles from their <title>). */
async function savedGuides(siteName: string): Promise<SavedGuide[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(PAGES_CACHE);
  const guides: SavedGuide[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!isGuidePath(path)) continue;
    const html = (await (await cache.match(request))?.text()) ?? '';
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const title = (doc.title || path).replace(new RegExp(`\\s*\\|\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '');
    guides.push({ path, title, lang: doc.documentElement.lang || 'en' });
  }
  return guides.reverse();
}

export function OfflinePage() {
  const t = useT();
  const lang = useUiLang();
  const { siteName } = useSite();
  // "Try again" goes back to the page the reader asked for (a path of this site only). Read after
  // hydration: the worker serves this page's HTML for any ?from=.
  const { search } = useLocation();
  const [retry, setRetry] = useState('/');
  useEffect(() => {
    const from = new URLSearchParams(search).get('from') ?? '/';
    setRetry(/^\/(?![/\\])/.test(from) ? from : '/');
  }, [search]);
  const [guides, setGuides] = useState<SavedGuide[] | null>(null);
  useEffect(() => {
    savedGuides(siteName)
      .then(setGuides)
      .catch(() => setGuides([]));
  }, [siteName]);
  return (
    <div className="container prose-page offline-page">
      <h1 className="page-title">{t.offlineTitle}</h1>
      <div className="card prose">
        {guides === null ? (
          <p role="status">{t.loading}</p>
        ) : guides.length === 0 ? (
          <p>{t.offlineNone}</p>
        ) : (
          <>
            <p>{t.offlineText}</p>
            <ul className="offline-list">
              {guides.map((guide) => (
                <li key={guide.path}>
                  {/* A full page load: the worker answers it from the cache. */}
                  <a href={guide.path} lang={guide.lang}>
                    {guide.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="button-row">
          <a className="btn btn-primary" href={retry}>
            {t.offlineRetry}
          </a>
          <a className="btn btn-secondary" href={SAVED_PATHS[lang]}>
            {t.offlineSavedLink}
          </a>
        </p>
      </div>
    </div>
  );
}
