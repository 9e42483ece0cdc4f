import { LITE_QUERY } from './lite';

/**
 * On a lite page asked for with the footer's switch (?lite=1), the reader's next pages are lite too:
 * a link to this site followed from it carries ?lite=1 (a page sent lite for Save-Data needs nothing:
 * the browser sends the header again). Runs from the page's inline entry; no cookie, nothing stored.
 */
export function keepLiteChoice(): void {
  if (new URLSearchParams(window.location.search).get(LITE_QUERY) !== '1') return;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.origin !== window.location.origin || (link.hash && link.pathname === window.location.pathname)) return;
    const url = new URL(link.href);
    if (url.searchParams.has(LITE_QUERY) || url.pathname.startsWith('/api/')) return;
    url.searchParams.set(LITE_QUERY, '1');
    link.href = url.toString();
  });
}
