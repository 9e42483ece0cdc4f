/**
 * Lite pages (issue 36 item 3): for a reader whose browser sends `Save-Data: on`, or who chose "Lite"
 * in the footer (`?lite=1`; `?lite=0` asks for the full page whatever the browser sends). A lite page
 * is the server's HTML alone: no ads, no analytics, no app (its data block and download), images at
 * their smallest rendition. Every control works without the app (issue 36 item 1). There are no web
 * fonts and no video previews on any page, so those need nothing here.
 */
import type { SiteConfig } from './site-config';

/** The query parameter of the footer's switch. */
export const LITE_QUERY = 'lite';

/** Whether a request gets the lite page: the query's choice first, else the browser's Save-Data. */
export function wantsLite(pathAndQuery: string, saveData: string | string[] | undefined): boolean {
  const at = pathAndQuery.indexOf('?');
  if (at !== -1) {
    const choice = new URLSearchParams(pathAndQuery.slice(at + 1)).get(LITE_QUERY);
    if (choice === '1') return true;
    if (choice === '0') return false;
  }
  return typeof saveData === 'string' && saveData.trim().toLowerCase() === 'on';
}

/** The site configuration a lite page renders with: no ads, no analytics. */
export function liteSite(site: SiteConfig): SiteConfig {
  const { ads: _ads, ga4: _ga4, adsenseAccount: _account, ...rest } = site;
  return { ...rest, lite: true };
}

/** The smallest image of a srcset ("a.webp 480w, b.webp 960w"), else the given address. */
export function smallestImage(src: string, srcset: string | null | undefined): string {
  let best: { url: string; width: number } | null = null;
  for (const part of (srcset ?? '').split(',')) {
    const [url, size] = part.trim().split(/\s+/);
    const width = Number.parseInt(size ?? '', 10);
    if (url && Number.isFinite(width) && (!best || width < best.width)) best = { url, width };
  }
  return best?.url ?? src;
}

/** An address with the footer switch's choice: `on` adds ?lite=1, off ?lite=0 (other parameters kept). */
export function withLite(pathname: string, search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  params.set(LITE_QUERY, on ? '1' : '0');
  return `${pathname}?${params.toString()}`;
}
