import { isAdminPath } from '../shared/admin-paths';
import { STATIC_PATHS } from '../public/pages/static-paths';
import { FEED_PATHS, HOME_PATHS, SAVED_PATHS } from '../shared/site-paths';

/**
 * What the service worker keeps for reading without a connection (docs/languages-offline.md, "Offline and installing"), written as
 * plain functions so the worker and the offline page share them and unit tests can read them.
 */
export const OFFLINE_PATHS = { en: '/offline', fil: '/offline/fil' } as const;
export const OFFLINE_PATH = OFFLINE_PATHS.en;

/** Cache names: the shell belongs to one build; opened pages and their images outlive builds. */
export const SHELL_CACHE_PREFIX = 'hp-shell-';
export const PAGES_CACHE = 'hp-pages';
export const MEDIA_CACHE = 'hp-media';
export const MAX_SAVED_PAGES = 60;
/**
 * What the reader saved for offline on purpose (issue 36 item 4): pages and their images, kept until
 * the reader removes them. Never trimmed, and not a shell cache, so no build's clean-up deletes it.
 */
export const SAVED_CACHE = 'hp-saved-v1';
/** The header of a saved page's cached answer that holds its record (title, language, images, sizes). */
export const SAVED_HEADER = 'X-HP-Saved';
export const MAX_SAVED_IMAGES = 150;

const FEED_LIST: string[] = Object.values(FEED_PATHS);
const STATIC = new Set<string>(Object.values(STATIC_PATHS).flatMap((p) => [p.en, p.fil]));

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** Never intercepted: the admin area, sign-in, every API call (reads included: they are live data) and the feeds. */
export function isBypassed(pathname: string): boolean {
  return (
    isAdminPath(pathname) ||
    /^\/(api|healthz|readyz|sitemap\.xml|robots\.txt|sw\.js)(\/|$)/i.test(pathname) ||
    // The feeds are live lists, and /fil/rss.xml has a guide's two segments.
    FEED_LIST.includes(pathname)
  );
}

/**
 * A request an admin page made (an image in the editor or a draft preview): never cached by the
 * worker (issue 30 item 4), so a draft's image does not outlive the session on a shared device.
 * Same-origin requests carry the page's whole address as referrer (Referrer-Policy
 * strict-origin-when-cross-origin).
 */
export function isFromAdminPage(referrer: string): boolean {
  if (!referrer) return false;
  try {
    return isAdminPath(new URL(referrer).pathname);
  } catch {
    return false;
  }
}

const SAVED = new Set<string>(Object.values(SAVED_PATHS));

/** The Saved page's address in either language. */
export function isSavedListPath(pathname: string): boolean {
  return SAVED.has(pathname.replace(/\/+$/, ''));
}

/** A guide's address: two segments, not a category listing, the offline page nor the Saved page. */
export function isGuidePath(pathname: string): boolean {
  const parts = segments(pathname);
  return (
    parts.length === 2 && parts[0]!.toLowerCase() !== 'category' && parts[0]!.toLowerCase() !== 'offline' && !isSavedListPath(pathname)
  );
}

/**
 * Pages kept when opened: guides, home (both), categories and the static pages. Search pages (any other
 * single segment) are not: they are many and stale fast.
 */
export function isSavedPage(pathname: string): boolean {
  if (isBypassed(pathname)) return false;
  const parts = segments(pathname);
  if (parts.length === 0 || pathname.replace(/\/+$/, '') === HOME_PATHS.fil) return true;
  if (STATIC.has(pathname.replace(/\/+$/, ''))) return true;
  if (parts[0]!.toLowerCase() === 'category') return parts.length === 2;
  return isGuidePath(pathname);
}
