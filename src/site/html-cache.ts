import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  etag: string;
  /**
   * The document's UTF-8 bytes as rendered, the same for every visitor (the CSP is a constant, no
   * nonce), and their compressed copies once made (compressPage). Kept as bytes only: no string copy.
   */
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export function cachedPage(status: number, html: string): CachedPage {
  return { status, etag: etagOf(html), body: Buffer.from(html) };
}

/**
 * Brotli quality and gzip level for pages: compressed once per cached page, synchronously (so no
 * libuv threadpool work competes with the PostgreSQL driver), at settings that keep it about a
 * millisecond for a 32 KB guide while giving most of the best ratio.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Adds the br and gzip copies to a page, once. */
export function compressPage(page: CachedPage): CachedPage {
  if (page.br && page.gzip) return page;
  page.gzip = gzipSync(page.body, { level: GZIP_LEVEL });
  page.br = brotliCompressSync(page.body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
    },
  });
  return page;
}

/** Whether If-None-Match names this ETag (weak or strong, one of a list). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  return /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/**
 * How long a kept page is served at most (issue 26 item 2): ten minutes. Changes empty the caches
 * of every replica at once (ContentChanged), so this only matters when a replica missed a notice
 * (its listener connection was cut and the reconnect came too late): then a page heals by itself.
 */
export const PAGE_MAX_AGE_MS = 10 * 60_000;

interface Entry {
  page: CachedPage;
  expires: number;
}

/**
 * Rendered public pages by path, least recently used dropped first, bounded in entries and in bytes,
 * each kept PAGE_MAX_AGE_MS at most. Emptied whenever content, categories or rankings change
 * (ContentChanged, on this replica and the others).
 */
export class HtmlCache {
  private readonly pages = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxAgeMs = PAGE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  /** Compresses a kept page that was kept uncompressed (a search page on its second hit), counting its bytes. */
  compress(key: string, page: CachedPage): void {
    if (page.br && page.gzip) return;
    const kept = this.pages.get(key)?.page === page;
    if (kept) this.bytes -= sizeOf(key, page);
    compressPage(page);
    if (!kept) return;
    this.bytes += sizeOf(key, page);
    while (this.bytes > this.maxBytes && this.pages.size > 1) this.remove(this.pages.keys().next().value as string);
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(key, page);
    // A page larger than a quarter of the budget would empty the cache for itself: serve it, keep it not.
    if (size > this.maxBytes / 4) return;
    this.remove(key);
    this.pages.set(key, { page, expires: this.now() + this.maxAgeMs });
    this.bytes += size;
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.remove(this.pages.keys().next().value as string);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  /** What the cached pages hold, roughly: their bytes and compressed copies (keys counted at two bytes a character). */
  get byteSize(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(key, entry.page);
  }

  /** Whether `key` is kept and not expired, without touching its place in the LRU order. */
  has(key: string): boolean {
    const entry = this.pages.get(key);
    return !!entry && entry.expires > this.now();
  }

  get size(): number {
    return this.pages.size;
  }
}

function sizeOf(key: string, page: CachedPage): number {
  const buffers = page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
  return 2 * (key.length + page.etag.length) + buffers + 64;
}
