import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from './guide.entity';

/**
 * path_redirect: an old address (path and query, as redirectKey makes it) that answers a 301 to a
 * guide's current address. Written by the import (issue 28); general, so a redirect manager can
 * keep rows of its own. One primary-key lookup per uncached page render.
 */

export const MAX_REDIRECT_PATH = 500;

export interface PathRedirectTarget {
  guideId: number;
  lang: Lang;
}

/**
 * The key an address is stored and looked up under: the path without trailing slashes, lower-cased
 * (WordPress and Blogger addresses are), and only WordPress's ?p= / ?page_id= of the query. Null
 * for the home page and anything too long.
 */
export function redirectKey(pathAndQuery: string): string | null {
  const [rawPath = '', query = ''] = pathAndQuery.split('?', 2) as [string, string?];
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    path = rawPath;
  }
  path = path.replace(/\/+$/, '').toLowerCase() || '/';
  const params = new URLSearchParams(query);
  const id = params.get('p') ?? params.get('page_id');
  const key = id && /^\d{1,12}$/.test(id) ? `${path === '/' ? '' : path}/?p=${id}` : path;
  if (key === '/' || key.length > MAX_REDIRECT_PATH) return null;
  return key;
}

/** Whether a request's query asks for a WordPress post by id (/?p=123): never a cached page. */
export function hasPostIdQuery(pathAndQuery: string): boolean {
  const query = pathAndQuery.split('?', 2)[1];
  if (!query) return false;
  const params = new URLSearchParams(query);
  return params.has('p') || params.has('page_id');
}

export async function findPathRedirect(em: EntityManager, key: string): Promise<PathRedirectTarget | null> {
  const rows = await em.execute<{ guide_id: number; lang: Lang }[]>(
    `select r.guide_id, r.lang from path_redirect r join guide g on g.id = r.guide_id
      where r.path = ? and g.status = 'published' limit 1`,
    [key],
  );
  return rows[0] ? { guideId: rows[0].guide_id, lang: rows[0].lang } : null;
}

/** Adds or moves a redirect (the latest writer wins an address). */
export async function savePathRedirect(em: EntityManager, key: string, target: PathRedirectTarget): Promise<void> {
  await em.execute(
    `insert into path_redirect (path, guide_id, lang) values (?, ?, ?)
      on conflict (path) do update set guide_id = excluded.guide_id, lang = excluded.lang, created_at = now()`,
    [key, target.guideId, target.lang],
  );
}

export interface RedirectGuide {
  slug: string;
  lang: Lang;
  name_how: string | null;
  name_paano: string | null;
}

/** The guide's slug in `lang` (else its other language's) and its category names: its current address. */
export async function redirectGuide(em: EntityManager, target: PathRedirectTarget): Promise<RedirectGuide | null> {
  const rows = await em.execute<RedirectGuide[]>(
    `select t.slug, t.lang, c.name_how, c.name_paano from guide_translation t join guide g on g.id = t.guide_id
      left join category c on c.id = g.category_id where t.guide_id = ? order by (t.lang = ?) desc limit 1`,
    [target.guideId, target.lang],
  );
  return rows[0] ?? null;
}
