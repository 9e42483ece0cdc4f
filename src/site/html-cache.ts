import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  /** The document as rendered: the same bytes for every visitor (the CSP is a constant, no nonce). */
  html: string;
  etag: string;
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/**
 * Rendered public pages by path, least recently used dropped first, bounded in entries and in bytes.
 * Emptied whenever content, categories or rankings change (ContentChanged, on this replica and the
 * others).
 */
export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(key, page);
    // A page larger than a quarter of the budget would empty the cache for itself: serve it, keep it not.
    if (size > this.maxBytes / 4) return;
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += size;
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.remove(this.pages.keys().next().value as string);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  /** What the cached pages hold, roughly (strings counted at two bytes a character). */
  get byteSize(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(key, page);
  }

  /** Whether `key` is kept, without touching its place in the LRU order. */
  has(key: string): boolean {
    return this.pages.has(key);
  }

  get size(): number {
    return this.pages.size;
  }
}

function sizeOf(key: string, page: CachedPage): number {
  return 2 * (key.length + page.html.length + page.etag.length) + 64;
}
