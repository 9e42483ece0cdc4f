/**
 * The service worker (docs/languages-offline.md, "Offline and installing"): keeps the site's shell and the pages a reader opened, so
 * they read without a connection. Built by webpack on its own (webpack.config.js); the server
 * serves it at /sw.js with this build's version and shell files prepended as `self.HP_BUILD`
 * (src/site/build-files.ts), so every build is a new worker and replaces the old cache.
 *
 * - Never touched: anything but GET, other origins, the admin area, sign-in and the API, and what an
 *   admin page asks for (a draft's images: nothing of the admin's outlives the session).
 * - /assets (hashed, immutable) and the shell: cache first, from this build's cache.
 * - Pages: network first; a saved page or the offline page when the network fails.
 * - /media images: cache first once seen (bounded).
 * - A new build: its shell is cached on install; on activation the old shell is deleted and every
 *   saved page is fetched again, so no saved page points at a script that is gone.
 * - Saved for offline (issue 36 item 4, offline/saved.ts): the pages and images the reader saved on
 *   purpose, in SAVED_CACHE, read when the network fails (pages) or first (images); never trimmed,
 *   never dropped by a new build (a page is fetched again then, and kept as it was if that fails).
 */
import {
  isBypassed,
  isFromAdminPage,
  isSavedPage,
  MAX_SAVED_IMAGES,
  MAX_SAVED_PAGES,
  MEDIA_CACHE,
  OFFLINE_PATHS,
  PAGES_CACHE,
  SAVED_CACHE,
  SAVED_HEADER,
  SHELL_CACHE_PREFIX,
} from './offline-paths';
import { renditionFamily } from './saved-images';
import { SAVED_PATHS } from '../shared/site-paths';

// The DOM library is what the project compiles with; these are the few worker types used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  HP_BUILD: { version: string; shell: string[] };
  location: Location;
  navigator: Navigator;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const { version, shell } = worker.HP_BUILD;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${version}`;

function offlinePath(): string {
  return /^(fil|tl)\b/i.test(worker.navigator.language || '') ? OFFLINE_PATHS.fil : OFFLINE_PATHS.en;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...shell, OFFLINE_PATHS.en, OFFLINE_PATHS.fil, SAVED_PATHS.en, SAVED_PATHS.fil]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE);
      if (old.length > 0) await Promise.all([refreshSavedPages(), refreshReaderSaved()]);
      await Promise.all(old.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** A new build: fetch every saved page again (it names this build's files); drop what fails. */
async function refreshSavedPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests.map(async (request) => {
      try {
        const response = await fetch(request.url, { cache: 'no-cache', credentials: 'same-origin' });
        if (response.ok) await cache.put(request, response);
        else await cache.delete(request);
      } catch {
        await cache.delete(request);
      }
    }),
  );
}

/**
 * A new build, for the pages the reader saved: each fetched again with its saved-guide record, so it
 * names this build's files; one that cannot be fetched now stays as it was (the reader's to remove).
 */
async function refreshReaderSaved(): Promise<void> {
  if (!(await caches.has(SAVED_CACHE))) return;
  const cache = await caches.open(SAVED_CACHE);
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    const meta = kept?.headers.get(SAVED_HEADER);
    if (!meta) continue;
    try {
      const response = await fetch(request.url, { cache: 'no-cache', credentials: 'same-origin' });
      if (!response.ok) continue;
      const headers = new Headers(response.headers);
      headers.delete('Content-Encoding');
      headers.delete('Content-Length');
      headers.set(SAVED_HEADER, meta);
      await cache.put(request, new Response(await response.blob(), { status: 200, headers }));
    } catch {
      // Offline or full: the saved copy stays.
    }
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || isBypassed(url.pathname) || isFromAdminPage(request.referrer)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(media(request, url));
  } else if (shell.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  }
});

async function page(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && isSavedPage(url.pathname) && /text\/html/.test(response.headers.get('Content-Type') ?? '')) {
      const cache = await caches.open(PAGES_CACHE);
      await cache.put(url.pathname, response.clone());
      await trim(cache, MAX_SAVED_PAGES);
    }
    return response;
  } catch (error) {
    const saved =
      (await caches.match(url.pathname, { cacheName: PAGES_CACHE })) ??
      (await caches.match(url.pathname, { cacheName: SAVED_CACHE, ignoreVary: true })) ??
      (await caches.match(url.pathname, { cacheName: SHELL_CACHE }));
    if (saved) return saved;
    // Not saved: to the offline page by its own address (served from the shell just above), so the
    // page that hydrates is the offline page's and not the route of the address asked for.
    if (await caches.match(offlinePath(), { cacheName: SHELL_CACHE })) {
      return Response.redirect(`${offlinePath()}?from=${encodeURIComponent(url.pathname)}`, 302);
    }
    throw error;
  }
}

/** An image: the reader's saved copy first, then the images seen; offline, another saved width of it. */
async function media(request: Request, url: URL): Promise<Response> {
  const saved = await caches.match(url.pathname, { cacheName: SAVED_CACHE, ignoreVary: true });
  if (saved) return saved;
  try {
    return await cacheFirst(request, MEDIA_CACHE, MAX_SAVED_IMAGES);
  } catch (error) {
    const other = await otherRendition(url.pathname);
    if (other) return other;
    throw error;
  }
}

/** A kept rendition of the same image at another width (the page laid out wider or narrower than when saved). */
async function otherRendition(pathname: string): Promise<Response | undefined> {
  const family = renditionFamily(pathname);
  if (!family) return undefined;
  for (const name of [SAVED_CACHE, MEDIA_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    const key = (await cache.keys()).find((r) => renditionFamily(new URL(r.url).pathname) === family);
    if (key) return (await cache.match(key)) ?? undefined;
  }
  return undefined;
}

async function cacheFirst(request: Request, cacheName: string, limit?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (limit) await trim(cache, limit);
  }
  return response;
}

/** Oldest entries first out (Cache keys keep insertion order). */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}
