import { OFFLINE_PATHS } from './offline/offline-paths';
import { SAVED_PATHS } from './shared/site-paths';
import { registerServiceWorker } from './offline/register';
import { DATA_SCRIPT_ID, SITE_SCRIPT_ID } from './shared/site-config';
import { isAdministrator } from './ads/administrator';
import { ADMIN_PATH_PREFIXES } from './shared/admin-paths';
import { applyTextSize, readTextSize, wireTextSizeButtons } from './shared/text-size';
import { wireCopyLinks } from './shared/copy-link';
import { markServedVideos, wireVideoPreviews } from './shared/video-play';
import { keepLiteChoice } from './shared/lite-links';
import { APP_READY, hydrateOnInteraction } from './hydrate-on-interaction';
import { countFirstPage } from './shared/readers-beacon';
import './styles.css';

/**
 * The page's only script: a few KB, inline in the head of every page (src/site/build-files.ts
 * inlineEntry), so it runs before the body is parsed. The server's HTML is the whole page (readable
 * and navigable without JavaScript); the React app (entry-app.tsx, its own chunk) loads on the
 * reader's first interaction with it (hydrate-on-interaction.ts), so its download, start-up and
 * hydration never hold the first paint back nor block the main thread of a reader who only reads (issue 11).
 */

// Saving guides for offline (issue 36 item 4) needs Cache Storage and a service worker: the buttons show where both exist.
if (typeof caches !== 'undefined' && 'serviceWorker' in navigator) document.documentElement.dataset.canSave = '';
// The reader's text size, before the first layout.
applyTextSize(readTextSize());
// The signed-in administrator sees no ad slots (styles.css), from the first layout on.
if (isAdministrator()) document.documentElement.dataset.hpAdmin = '';

const loadApp = () => import(/* webpackChunkName: "app" */ './entry-app');

/** Once the body is parsed (at once when the entry runs late, as a linked file). */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/** A lite page (shared/lite.ts): the server's HTML alone, no app; its links keep the reader's ?lite=1. */
function isLitePage(): boolean {
  return !!document.getElementById(SITE_SCRIPT_ID)?.textContent?.includes('"lite":true');
}

/** Whether the page's configuration block holds this text (a cheap test, before any parse). */
function siteSays(text: string): boolean {
  return document.getElementById(SITE_SCRIPT_ID)?.textContent?.includes(text) ?? false;
}

/** Analytics, when the Settings screen sets it: its id travels in the page's configuration block. */
function analyticsId(): string | undefined {
  const text = document.getElementById(SITE_SCRIPT_ID)?.textContent;
  if (!text?.includes('"ga4"')) return undefined;
  try {
    return (JSON.parse(text) as { ga4?: string }).ga4;
  } catch {
    return undefined;
  }
}

/** The share of views that measure their speed (SiteConfig.vitals; 0 when absent). */
function vitalsSample(): number {
  const match = /"vitals":([0-9.e-]+)/.exec(document.getElementById(SITE_SCRIPT_ID)?.textContent ?? '');
  return match ? Number(match[1]) || 0 : 0;
}

/** After the load event, when the main thread is idle (within 3 s). */
function whenLoadedAndIdle(then: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 3000 }) : setTimeout(then, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

// Copy-link answers from the first tap on (issue 36), the app or not.
wireCopyLinks();
// A guide's video plays on the first tap (issue 38), the app or not.
wireVideoPreviews();

whenParsed(() => {
  // The guide's text size buttons: the remembered size checked, a choice kept (issue 36).
  wireTextSizeButtons();
  markServedVideos();
  // Ads and analytics, on a page that has them (their code is a chunk of its own: none on other pages).
  // The admin's pages (the sign-in too) are the owner's own visits: no analytics there, signed in or not.
  const ownerPage = ADMIN_PATH_PREFIXES.some((prefix) => window.location.pathname.startsWith(prefix));
  const ga4 = analyticsId();
  if ((ga4 || document.querySelector('ins.hp-ad, [data-hp-auto-ads]')) && !isAdministrator() && !ownerPage) {
    void import(/* webpackChunkName: "ads" */ './ads/ads-loader').then(({ startAds, startAnalytics }) => {
      startAds();
      if (ga4 && document.readyState === 'complete') startAnalytics(ga4);
      else if (ga4) addEventListener('load', () => startAnalytics(ga4), { once: true });
    });
  }
  if (isLitePage()) {
    keepLiteChoice();
    return;
  }
  // The offline and Saved pages are made in the browser (what this device saved, what the reader asked for).
  const madeInBrowser = ([...Object.values(OFFLINE_PATHS), ...Object.values(SAVED_PATHS)] as string[]).includes(window.location.pathname);
  if (document.getElementById(DATA_SCRIPT_ID) && !madeInBrowser) {
    // Readers (issue 24): this page's view, sent now (the app may never load); later pages by the app.
    countFirstPage(siteSays('"countInBrowser":true'));
    // Readers' speed (issue 36 item 2): a sample of views (Math.random per view: nothing is kept), measured
    // by a chunk of its own (web-vitals with it) loaded once the page has loaded and is idle.
    if (Math.random() < vitalsSample())
      whenLoadedAndIdle(
        () =>
          void import(/* webpackChunkName: "vitals" */ './shared/readers-vitals').then(
            (m) => m.measureVitals(),
            () => undefined,
          ),
      );
    // A server-rendered page: whole without the app, which waits for the reader.
    hydrateOnInteraction(() => loadApp().then((app) => app.start()));
    return;
  }
  // The admin shell, the offline page: nothing (or not all) to show until the app runs.
  loadApp()
    .then((app) => app.start())
    .then(() => {
      document.documentElement.dataset.app = APP_READY;
    })
    .catch(() => {
      // Offline with a build that is gone, or a failed download.
    });
});

registerServiceWorker();
