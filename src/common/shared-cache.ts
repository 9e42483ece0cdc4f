import type { NextFunction, Request, Response } from 'express';
import type { ContentChange } from './cache-rules';
import { depends } from './cache-rules';

/**
 * A shared cache in front (a CDN, Varnish, nginx's proxy_cache; issue 37 item 1), opt-in with
 * SHARED_CACHE_SECONDS. A public answer names what it shows in Surrogate-Key (Fastly, Varnish, nginx)
 * and Cache-Tag (Cloudflare): the keys are the dependency names of cache-rules.ts, so a change purges
 * exactly what the one rule drops from this replica's own caches (purgeKeys), plus the site and the
 * language. docs/deploy.md lists them.
 */

/** Every public answer of the site carries it: a change of everything purges it. */
export const SITE_KEY = 'site';
/** Carried by every page that lists a category's guides: a change whose categories are unknown purges it. */
export const ANY_CATEGORY_KEY = 'categories';
/** A page in this language (the html element's lang: en or fil). */
export const langKey = (lang: string) => `lang:${lang}`;

/**
 * A page showing category `id` (its name in a breadcrumb or on a card) without listing its guides
 * (that is `category:<id>`, a dependency): a guide change in the category leaves it alone.
 */
export const showsCategoryKey = (id: number) => `shows-category:${id}`;

/** Answers for the reader's own eyes (the admin, a token's API answers, sign-in, previews, cookies). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Seconds a shared cache may keep answering a kept copy while the origin fails (an outage). */
export const STALE_IF_ERROR_SECONDS = 86_400;

/**
 * Cache-Control of a public answer: browsers revalidate every time (max-age=0, the ETag makes it a
 * 304), the shared cache keeps it `seconds` and is purged on change; it may serve its copy while it
 * fetches a new one (as long again) and for a day while the origin fails.
 */
export function sharedCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** The keys of an answer made from `dependencies` (cache-rules.ts) in `lang`: space-separated, as Surrogate-Key wants. */
export function surrogateKeys(dependencies: Iterable<string>, lang?: string | null, categories: Iterable<number> = []): string {
  const keys = new Set([SITE_KEY]);
  if (lang) keys.add(langKey(lang));
  for (const dependency of dependencies) keys.add(dependency);
  // Shown (a breadcrumb, a card's label), not listed: purged by a write of the category itself.
  for (const id of categories) if (!keys.has(depends.category(id))) keys.add(showsCategoryKey(id));
  if ([...keys].some((key) => key.startsWith('category:'))) keys.add(ANY_CATEGORY_KEY);
  return [...keys].join(' ');
}

/** Cloudflare's Cache-Tag takes the same keys, comma-separated. */
export function cacheTags(keys: string): string {
  return keys.replaceAll(' ', ',');
}

/** The language of a rendered page: its html element's lang attribute (in the first bytes). */
export function pageLang(html: Buffer | string): string | null {
  const head = typeof html === 'string' ? html.slice(0, 200) : html.subarray(0, 200).toString('latin1');
  return /<html[^>]*\slang="([a-zA-Z-]{2,10})"/.exec(head)?.[1] ?? null;
}

/**
 * The keys a change makes stale in a shared cache: the same rule as isStale (cache-rules.ts), from the
 * change's side. Everything: the site key. Some guides: their keys, their categories' (or every
 * category list when unknown), and the kinds every guide change drops (lists, searches, sitemaps, feeds).
 */
export function purgeKeys(change: ContentChange): string[] {
  if (change.everything) return [SITE_KEY];
  const keys = new Set<string>(change.guides.map((id) => depends.guide(id)));
  if (!change.categories) keys.add(ANY_CATEGORY_KEY);
  else for (const id of change.categories) if (id !== null) keys.add(depends.category(id));
  for (const kind of [depends.guideLists, depends.search, depends.sitemap, depends.feed]) keys.add(kind);
  return [...keys];
}

/**
 * With a shared cache on: whatever an answer set, an answer for a token (Authorization), to a reader
 * who sent the owner's cookies, or that sets a cookie is `private, no-store` and names no keys, so no
 * shared cache ever keeps or serves it to someone else. Applied as the headers go out, after every
 * controller had its say.
 */
export function privateAnswers(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!enabled) return next();
    const writeHead = res.writeHead;
    // As the headers go out (Node's writeHead, which every answer passes through): no hook of Express's.
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (req.headers.authorization || this.getHeader('Set-Cookie') !== undefined) {
        this.setHeader('Cache-Control', PRIVATE_NO_STORE);
        this.removeHeader('Surrogate-Key');
        this.removeHeader('Cache-Tag');
      }
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
