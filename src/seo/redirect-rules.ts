import type { EntityManager } from '@mikro-orm/postgresql';
import { isAdminPath } from '../../client/src/shared/admin-paths';
import { FEED_PATHS, HOME_PATHS, SAVED_PATHS, STATIC_PATHS } from '../../client/src/shared/site-paths';

/**
 * The redirect manager's rules, one set for every writer of path_redirect (issue 35 item 5): the
 * manager's form (SeoService.addRedirect) and the import. path_redirect is looked up before a page
 * is rendered, so a row under one of the site's own addresses would take that page over.
 */

/** Why an old address may not redirect: the site's own page, the admin, another guide's address, a redirect already there. */
export type RedirectRefusal = 'reserved' | 'admin' | 'guide' | 'taken';

/** The API's and the build's own addresses, the category pages and search (SiteController.NOT_PAGES), the offline pages. */
const RESERVED_PREFIX = /^\/(api|media|assets|icons|healthz|readyz|category|search|offline)(\/|$)/;

/** The site's own pages and files at fixed addresses, in both languages. */
const SITE_PAGES = new Set<string>([
  HOME_PATHS.fil,
  ...Object.values(STATIC_PATHS).flatMap((paths) => Object.values(paths)),
  ...Object.values(FEED_PATHS),
  ...Object.values(SAVED_PATHS),
  '/robots.txt',
  '/ads.txt',
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/apple-touch-icon.png',
]);

/** The refusal an address earns by its shape alone (a key as redirectKey makes it: lower case, no trailing slash). */
export function ownAddressRefusal(key: string): 'reserved' | 'admin' | null {
  const path = key.split('?')[0]!;
  if (isAdminPath(path)) return 'admin';
  if (RESERVED_PREFIX.test(path) || SITE_PAGES.has(path) || /^\/sitemap[^/]*\.xml$/.test(path)) return 'reserved';
  return null;
}

/** The guide's slug when the address has a guide's shape (/{category}/{slug}, no query), else null. */
export function guideShapedSlug(key: string): string | null {
  if (key.includes('?')) return null;
  const segments = key.split('/').filter(Boolean);
  return segments.length === 2 ? segments[1]! : null;
}

/**
 * The guides whose own address this is (/{any category}/{their slug}, in either language, whatever
 * their status: a draft's address comes alive when it is published). The guide route answers
 * /{anything}/{slug} with that guide, so a redirect there would hide it or loop.
 */
export async function guidesAt(em: EntityManager, key: string): Promise<number[]> {
  const slug = guideShapedSlug(key);
  if (!slug) return [];
  const rows = await em.execute<{ guide_id: number }[]>(
    `select distinct guide_id from guide_translation where lang in ('how', 'paano') and slug = ? limit 10`,
    [slug],
  );
  return rows.map((r) => Number(r.guide_id));
}

/** The guide an address redirects to now, if any. */
export async function redirectedTo(em: EntityManager, key: string): Promise<number | null> {
  const rows = await em.execute<{ guide_id: number }[]>(`select guide_id from path_redirect where path = ?`, [key]);
  return rows[0] ? Number(rows[0].guide_id) : null;
}

/**
 * Whether an imported post's old address may redirect to `guideId`: null (write it), 'own' (it is
 * the guide's own address already: nothing to write), or the refusal. An import never moves a
 * redirect that leads to another guide (the owner's, or another post's of the same file).
 */
export async function importRedirectRefusal(em: EntityManager, key: string, guideId: number): Promise<RedirectRefusal | 'own' | null> {
  const own = ownAddressRefusal(key);
  if (own) return own;
  const at = await guidesAt(em, key);
  if (at.some((id) => id !== guideId)) return 'guide';
  if (at.length) return 'own';
  const existing = await redirectedTo(em, key);
  if (existing !== null && existing !== guideId) return 'taken';
  return null;
}
