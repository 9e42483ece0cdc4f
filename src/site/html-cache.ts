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
  /** What the page shows, as a shared cache's keys (common/shared-cache.ts), when it was rendered. */
  keys?: string;
  /** The video players' origins this page may frame (site/video-frames.ts): its CSP's frame-src grows by these alone. */
  frameSrc?: string[];
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

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none; a coding the
 * header gives q=0 (itself, or through `*;q=0` when unnamed) is not acceptable (RFC 9110 §12.5.3), and
 * a higher q wins. hasBrotli false: only gzip is made (sitemaps).
 */
export function pickEncoding(acceptEncoding: string | undefined, hasBrotli = true): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  // The common header (no weights at all) is read without splitting it.
  if (!acceptEncoding.includes(';')) {
    return hasBrotli && /\bbr\b/i.test(acceptEncoding) ? 'br' : /\bgzip\b/i.test(acceptEncoding) ? 'gzip' : null;
  }
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';');
    let weight = 1;
    for (const param of params) {
      const q = /^\s*q\s*=\s*([0-9.]{1,5})\s*$/i.exec(param);
      if (q) weight = Number(q[1]);
    }
    weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? (weights.has('*') ? weights.get('*')! : 0);
  const br = hasBrotli ? weightOf('br') : 0;
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/** The share of the budget pages asked for more than once may hold (the rest is for new pages). */
const PROTECTED_SHARE = 0.8;

/**
 * How long a kept page is served at most (issue 26 item 2): ten minutes. Changes drop the pages they
 * touch on every replica at once (ContentChanged, cache-rules.ts), so this only matters when a
 * replica missed a notice (its listener connection was cut and the reconnect came too late): then a
 * page heals by itself.
 */
export const PAGE_MAX_AGE_MS = 10 * 60_000;

interface Entry {
  page: CachedPage;
  expires: number;
  /** What the page was made from (cache-rules.ts): a change touching one of them drops it. */
  dependencies: ReadonlySet<string>;
}

const NO_DEPENDENCIES: ReadonlySet<string> = new Set();

/**
 * Rendered public pages by path, bounded in entries and in bytes, as a segmented LRU (issue 30 item
 * 2): a new page enters on probation; asked for again, it moves to the protected part (at most 80% of
 * the budget). Room is made by dropping the least recently used page on probation first, so a stream
 * of addresses each asked for once only ever replaces others of its kind, never the pages readers come
 * back to. Each page is kept PAGE_MAX_AGE_MS at most (issue 26 item 2), and dropped when a change
 * touches what it was made from (dropStale, on ContentChanged, on this replica and the others).
 */
export class HtmlCache {
  private readonly probation = new Map<string, Entry>();
  private readonly kept = new Map<string, Entry>();
  private probationBytes = 0;
  private keptBytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxAgeMs = PAGE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.kept.get(key) ?? this.probation.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return undefined;
    }
    if (this.kept.get(key) === entry) {
      this.kept.delete(key);
      this.kept.set(key, entry);
      return entry.page;
    }
    // Asked for a second time: a page readers use.
    const size = sizeOf(key, entry.page);
    this.probation.delete(key);
    this.probationBytes -= size;
    this.kept.set(key, entry);
    this.keptBytes += size;
    const maxKeptEntries = Math.max(1, Math.floor(this.maxEntries * PROTECTED_SHARE));
    while (this.kept.size > maxKeptEntries || this.keptBytes > this.maxBytes * PROTECTED_SHARE) {
      // The protected part's oldest goes back on probation, as its newest (a page, not dropped).
      const oldest = this.kept.keys().next().value as string;
      const demoted = this.kept.get(oldest)!;
      const demotedSize = sizeOf(oldest, demoted.page);
      this.kept.delete(oldest);
      this.keptBytes -= demotedSize;
      this.probation.set(oldest, demoted);
      this.probationBytes += demotedSize;
    }
    return entry.page;
  }

  /** Compresses a kept page that was kept uncompressed (a search page on its second hit), counting its bytes. */
  compress(key: string, page: CachedPage): void {
    if (page.br && page.gzip) return;
    const part = this.kept.get(key)?.page === page ? 'kept' : this.probation.get(key)?.page === page ? 'probation' : null;
    const before = sizeOf(key, page);
    compressPage(page);
    if (!part) return;
    const grown = sizeOf(key, page) - before;
    if (part === 'kept') this.keptBytes += grown;
    else this.probationBytes += grown;
    this.makeRoom(key);
  }

  set(key: string, page: CachedPage, dependencies: ReadonlySet<string> = NO_DEPENDENCIES): void {
    const size = sizeOf(key, page);
    // A page larger than a quarter of the budget would empty the cache for itself: serve it, keep it not.
    if (size > this.maxBytes / 4) return;
    this.remove(key);
    this.probation.set(key, { page, expires: this.now() + this.maxAgeMs, dependencies });
    this.probationBytes += size;
    this.makeRoom(key);
  }

  /** Drops the pages whose dependencies `stale` names; returns how many. A pass over the keys (at most maxEntries). */
  dropWhere(stale: (dependencies: ReadonlySet<string>) => boolean): number {
    let dropped = 0;
    for (const part of [this.probation, this.kept]) {
      for (const [key, entry] of part) {
        if (!stale(entry.dependencies)) continue;
        this.remove(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.probation.clear();
    this.kept.clear();
    this.probationBytes = 0;
    this.keptBytes = 0;
  }

  /** What the cached pages hold, roughly: their bytes and compressed copies (keys counted at two bytes a character). */
  get byteSize(): number {
    return this.probationBytes + this.keptBytes;
  }

  /** Whether `key` is kept and not expired, without touching its place in the LRU order. */
  has(key: string): boolean {
    const entry = this.kept.get(key) ?? this.probation.get(key);
    return !!entry && entry.expires > this.now();
  }

  get size(): number {
    return this.kept.size + this.probation.size;
  }

  /** Drops least recently used pages, those on probation first, until the budget holds (`spare` last of all). */
  private makeRoom(spare: string): void {
    while (this.size > this.maxEntries || this.byteSize > this.maxBytes) {
      const victim = [...firstKeys(this.probation, 2), ...firstKeys(this.kept, 2)].find((key) => key !== spare);
      if (victim === undefined) return;
      this.remove(victim);
    }
  }

  private remove(key: string): void {
    const entry = this.kept.get(key);
    if (entry) {
      this.kept.delete(key);
      this.keptBytes -= sizeOf(key, entry.page);
      return;
    }
    const trial = this.probation.get(key);
    if (!trial) return;
    this.probation.delete(key);
    this.probationBytes -= sizeOf(key, trial.page);
  }
}

function firstKeys(map: Map<string, unknown>, n: number): string[] {
  const keys: string[] = [];
  for (const key of map.keys()) {
    if (keys.length === n) break;
    keys.push(key);
  }
  return keys;
}

function sizeOf(key: string, page: CachedPage): number {
  const buffers = page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
  return 2 * (key.length + page.etag.length) + buffers + 64;
}
