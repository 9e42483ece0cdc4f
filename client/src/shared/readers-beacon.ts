/**
 * The Readers beacon (issue 24, docs/readers.md): what a page says about itself for counting, and the
 * one function that sends a count. A page loaded from the server is counted there; the beacon counts
 * what the server cannot see: client-side navigations (the app), affiliate clicks, and a prerendered
 * page once it is shown (the inline entry), so it stays tiny. Nothing is written to the reader's
 * storage; no cookie exists. Not sent when the reader asks not to be tracked (Do Not Track, Global
 * Privacy Control), while a page is prerendered, or when the administrator is signed in on this browser.
 */

/** Where counts are posted (a form body, so the browser sends it without a preflight). */
export const BEACON_PATH = '/api/public/readers/hit';
/** The form the "Did this guide help?" buttons post (works without JavaScript). */
export const HELPFUL_PATH = '/api/public/readers/helpful';
/** The fragment the vote redirects to: the page shows its thanks by CSS :target. */
export const HELPFUL_THANKS_ID = 'helpful-thanks';
/** The meta tag a page describes itself in: t=type&l=lang, plus g=guide id, or q/n/o for a search. */
export const COUNT_META = 'hp-count';

export type CountedPage = 'home' | 'guide' | 'category' | 'search' | 'static' | 'notfound';

/** The meta's content: form-encoded fields, read back by the server (src/readers/readers-rules.ts). */
export function countFields(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

/** Whether this browser may be counted now. */
export function countingAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return false;
  try {
    // The administrator's own visits (client/src/api/http.ts keeps the token here): read, never written.
    if (localStorage.getItem('token')) return false;
  } catch {
    // Storage refused (privacy mode): count.
  }
  return true;
}

/** Sends one count; `fields` as countFields makes them. Never throws, never waits. */
export function sendCount(fields: string): void {
  if (!countingAllowed()) return;
  const send = () => {
    try {
      navigator.sendBeacon(BEACON_PATH, new URLSearchParams(fields));
    } catch {
      // No beacon support: not counted.
    }
  };
  const doc = document as Document & { prerendering?: boolean };
  // A prerendered page counts when (if ever) the reader opens it.
  if (doc.prerendering) doc.addEventListener('prerenderingchange', send, { once: true });
  else send();
}

/**
 * A page view: the page's own fields, where the reader came from (r) and whether it is the other
 * language of the page they were on (s=1: a How↔Paano switch).
 */
export function pageViewFields(count: string, previous: string, otherLanguagePath: string | null): string {
  let switched = false;
  try {
    const from = new URL(previous);
    const other = otherLanguagePath ? new URL(otherLanguagePath, location.href).pathname : null;
    switched = from.origin === location.origin && other !== null && other !== location.pathname && from.pathname === other;
  } catch {
    // No previous page.
  }
  return `${beaconFields(count)}&r=${encodeURIComponent(previous)}${switched ? '&s=1' : ''}`;
}

/**
 * A page's count fields as a beacon sends them: without a search's text and result count (the server
 * counts the searches it answers; a beacon's text is anyone's word: issue 35 item 2).
 */
export function beaconFields(count: string): string {
  const fields = new URLSearchParams(count);
  for (const name of ['q', 'n', 'o']) fields.delete(name);
  return fields.toString();
}

/** The current page's count fields (from its meta tag), or null on a page that is not counted. */
export function pageCount(): string | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${COUNT_META}"]`)?.content || null;
}

/**
 * From the inline entry. The first page's view is counted by the server as it serves the page
 * (src/readers, docs/readers.md), except a prerendered page: the server left its request out, so it
 * is counted here when (if ever) the reader opens it; behind a shared cache (SiteConfig.countInBrowser)
 * every first page is counted here, as the server sees only misses. From then on every click on a sponsored link in
 * a guide is an affiliate click, counted per guide.
 */
export function countFirstPage(inBrowser = false): void {
  const count = pageCount();
  // The server counted this page as it served it, unless a shared cache served it (inBrowser) or the
  // browser prerendered it (counted when shown, sendCount waits for that).
  if (count && (inBrowser || (document as Document & { prerendering?: boolean }).prerendering)) {
    const lang = document.documentElement.lang === 'fil' ? 'en' : 'fil';
    const other = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${lang}"]`)?.href ?? null;
    sendCount(pageViewFields(count, document.referrer, other));
  }
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[rel~="sponsored"]');
      const now = pageCount();
      if (link && now && now.startsWith('t=guide&')) sendCount(now.replace('t=guide', 't=affiliate'));
    },
    true,
  );
}
