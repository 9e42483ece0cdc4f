import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** The PostgreSQL channel every replica LISTENs on to learn that public content changed. */
export const CONTENT_CHANGED_CHANNEL = 'howpaano_content_changed';

export type ContentChangedListener = () => void;

/**
 * Tells everyone who caches public content (the site's HTML cache, on this replica and the others)
 * that a guide, category or ranking write has committed. Call notify() after the commit.
 */
@Injectable()
export class ContentChanged {
  private readonly logger = new Logger(ContentChanged.name);
  private readonly listeners = new Set<ContentChangedListener>();
  /** Sent as the NOTIFY payload, so this replica can ignore its own notifications (it already told its listeners). */
  readonly instanceId = randomUUID();
  private changes = 0;

  constructor(private readonly em: EntityManager) {}

  /** Registers a local listener; returns the function that removes it again. */
  subscribe(listener: ContentChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The one guard of every cache (issue 26 item 2): read before making something from the database
   * (a page, a sitemap file), and keep what was made only if `unchangedSince` that reading. A change
   * heard meanwhile (this replica's write, another replica's NOTIFY, the listener's reconnect) means
   * it may hold the state before the change, and the cache was emptied after it was begun.
   */
  get generation(): number {
    return this.changes;
  }

  unchangedSince(generation: number): boolean {
    return generation === this.changes;
  }

  /** Calls the local listeners at once, then signals the other replicas through NOTIFY. */
  async notify(): Promise<void> {
    this.emitLocal();
    try {
      await this.em.execute('select pg_notify(?, ?)', [CONTENT_CHANGED_CHANNEL, this.instanceId]);
    } catch (error) {
      // The write itself has committed; other replicas' caches will only be stale until they expire.
      this.logger.warn(`Could not signal other replicas about a content change: ${(error as Error).message}`);
    }
  }

  /** Calls the local listeners only (used by whoever receives the NOTIFY from another replica). */
  emitLocal(): void {
    this.changes++;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.logger.error(`A content-changed listener failed: ${(error as Error).message}`);
      }
    }
  }
}
