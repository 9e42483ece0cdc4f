import { SAVED_CACHE, SAVED_HEADER as META_HEADER } from './offline-paths';
import { chosenImage, type Viewport } from './saved-images';

/**
 * Guides saved for offline on the reader's explicit tap (issue 36 item 4): each page and the image
 * files it loads at this viewport, in their own cache (SAVED_CACHE) that no build's clean-up and no
 * trim touches. What the Saved page lists travels with each page, in a header of its cached answer
 * (title, language, when, its images and their sizes), so there is no index to keep in step.
 * Nothing here runs until the reader taps "Save for offline" (or opens a category's save panel to
 * see its size, which fetches but stores nothing).
 */

export interface SavedGuide {
  path: string;
  title: string;
  lang: 'en' | 'fil';
  savedAt: string;
  /** The page's bytes and its images', as stored. */
  bytes: number;
  images: [url: string, bytes: number][];
}

/** A page fetched and read, ready to store: its HTML and the images it loads here. */
export interface PreparedPage {
  path: string;
  title: string;
  lang: 'en' | 'fil';
  html: string;
  headers: Headers;
  htmlBytes: number;
  images: string[];
}

/** The reader's device is full (QuotaExceededError), or a page could not be fetched. */
export class SaveError extends Error {
  constructor(readonly reason: 'full' | 'network') {
    super(reason);
  }
}

export function canSave(): boolean {
  return typeof window !== 'undefined' && typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

function viewport(): Viewport {
  return {
    width: document.documentElement.clientWidth || window.innerWidth,
    dpr: window.devicePixelRatio || 1,
    matches: (condition) => window.matchMedia(condition).matches,
  };
}

/** The site's own image files a page loads at this viewport (ads and other sites' images are not kept). */
export function pageImages(doc: Document, view: Viewport = viewport()): string[] {
  const urls = new Set<string>();
  for (const img of doc.querySelectorAll('img')) {
    const chosen = chosenImage(
      { src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes') },
      view,
    );
    if (!chosen) continue;
    const url = new URL(chosen, window.location.origin);
    if (url.origin === window.location.origin && url.pathname.startsWith('/media/')) urls.add(url.pathname);
  }
  return [...urls];
}

/** Fetches a page (not stored) and reads what saving it would keep. */
export async function preparePage(path: string): Promise<PreparedPage> {
  let response: Response;
  try {
    response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'text/html' } });
  } catch {
    throw new SaveError('network');
  }
  if (!response.ok || !/text\/html/.test(response.headers.get('Content-Type') ?? '')) throw new SaveError('network');
  const html = await response.text();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const title = (doc.querySelector('h1')?.textContent ?? doc.title ?? path).trim();
  const lang = doc.documentElement.lang === 'fil' ? 'fil' : 'en';
  const headers = new Headers(response.headers);
  // The body is stored as text: its transfer encoding no longer applies.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return { path, title, lang, html, headers, htmlBytes: new Blob([html]).size, images: pageImages(doc) };
}

/** Runs `task` over `items`, a few at a time (a phone's connection, not a burst of requests). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The bytes saving these pages would take: their HTML, and each image once (its size by a HEAD request). */
export async function measure(pages: PreparedPage[]): Promise<number> {
  const images = [...new Set(pages.flatMap((p) => p.images))];
  let bytes = pages.reduce((sum, p) => sum + p.htmlBytes, 0);
  await eachLimited(images, 4, async (url) => {
    try {
      const head = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
      bytes += Number(head.headers.get('Content-Length')) || 0;
    } catch {
      // Unknown: left out of the estimate.
    }
  });
  return bytes;
}

/** Fetches `paths` and reads them (a few at a time); pages that fail are left out. */
export async function preparePages(paths: string[]): Promise<PreparedPage[]> {
  const pages = new Map<string, PreparedPage>();
  await eachLimited(paths, 3, async (path) => {
    try {
      pages.set(path, await preparePage(path));
    } catch {
      // Counted as not saved by the caller.
    }
  });
  return paths.flatMap((path) => (pages.has(path) ? [pages.get(path)!] : []));
}

async function put(cache: Cache, key: string, response: Response): Promise<void> {
  try {
    await cache.put(key, response);
  } catch (error) {
    if (isQuotaError(error)) throw new SaveError('full');
    throw error;
  }
}

/** An image of the saved cache, or fetched and stored now; its size. */
async function saveImage(cache: Cache, url: string): Promise<number> {
  const kept = await cache.match(url);
  if (kept) return (await kept.clone().blob()).size;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new SaveError('network');
  }
  if (!response.ok) return 0;
  const body = await response.blob();
  await put(cache, url, new Response(body, { headers: response.headers }));
  return body.size;
}

/**
 * Stores the pages and their images, page by page (newest first, as given); `progress(done, total)`
 * after each. A full device stops it with SaveError('full'); what was saved before stays.
 */
export async function savePages(pages: PreparedPage[], progress: (done: number, total: number) => void): Promise<SavedGuide[]> {
  const cache = await openSaved();
  const saved: SavedGuide[] = [];
  progress(0, pages.length);
  for (const page of pages) {
    const images: [string, number][] = [];
    for (const url of page.images) images.push([url, await saveImage(cache, url)]);
    const guide: SavedGuide = {
      path: page.path,
      title: page.title,
      lang: page.lang,
      savedAt: new Date().toISOString(),
      bytes: page.htmlBytes + images.reduce((sum, [, b]) => sum + b, 0),
      images,
    };
    const headers = new Headers(page.headers);
    headers.set(META_HEADER, encodeURIComponent(JSON.stringify(guide)));
    await put(cache, page.path, new Response(page.html, { status: 200, headers }));
    saved.push(guide);
    progress(saved.length, pages.length);
  }
  return saved;
}

async function openSaved(): Promise<Cache> {
  try {
    return await caches.open(SAVED_CACHE);
  } catch (error) {
    if (isQuotaError(error)) throw new SaveError('full');
    throw error;
  }
}

/** What this device keeps, the newest save first. */
export async function listSaved(): Promise<SavedGuide[]> {
  if (!canSave() || !(await caches.has(SAVED_CACHE))) return [];
  const cache = await caches.open(SAVED_CACHE);
  const guides: SavedGuide[] = [];
  for (const request of await cache.keys()) {
    const meta = (await cache.match(request))?.headers.get(META_HEADER);
    if (!meta) continue;
    try {
      guides.push(JSON.parse(decodeURIComponent(meta)) as SavedGuide);
    } catch {
      // Not ours: left alone.
    }
  }
  return guides.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Whether this address is saved. */
export async function isSaved(path: string): Promise<boolean> {
  if (!canSave() || !(await caches.has(SAVED_CACHE))) return false;
  return !!(await (await caches.open(SAVED_CACHE)).match(path));
}

/** The space the saved guides take: each page, and each image once. */
export function totalBytes(guides: SavedGuide[]): number {
  const images = new Map<string, number>();
  let bytes = 0;
  for (const guide of guides) {
    const imageBytes = guide.images.reduce((sum, [url, b]) => (images.set(url, b), sum + b), 0);
    bytes += guide.bytes - imageBytes;
  }
  for (const b of images.values()) bytes += b;
  return bytes;
}

/** Removes a saved page, and its images that no other saved page shows. */
export async function removeSaved(path: string): Promise<void> {
  const cache = await caches.open(SAVED_CACHE);
  const guides = await listSaved();
  const gone = guides.find((g) => g.path === path);
  await cache.delete(path);
  if (!gone) return;
  const still = new Set(guides.filter((g) => g.path !== path).flatMap((g) => g.images.map(([url]) => url)));
  for (const [url] of gone.images) if (!still.has(url)) await cache.delete(url);
}
