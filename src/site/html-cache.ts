import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  /** The document with NONCE_PLACEHOLDER where each response puts its own CSP nonce. */
  html: string;
  etag: string;
}

/** Stands in the cached HTML for the per-response nonce (letters only, so no escaping touches it). */
export const NONCE_PLACEHOLDER = 'HPNONCEPLACEHOLDER';

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/**
 * Rendered public pages by path, least recently used dropped first. Emptied whenever content,
 * categories or rankings change (ContentChanged, on this replica and the others).
 */
export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value as string;
      this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
