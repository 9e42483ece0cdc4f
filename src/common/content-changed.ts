import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { encodeNotice, EVERYTHING, isStale, type ContentChange } from './cache-rules';

/** The PostgreSQL channel every replica LISTENs on to learn that public content changed. */
export const CONTENT_CHANGED_CHANNEL = 'howpaano_content_changed';

export type ContentChangedListener = (change: ContentChange) => void;

/** Changes remembered for the guard: a render older than this many changes is not kept. */
const REMEMBERED_CHANGES = 1000;

/**
 * Tells everyone who caches public content (the page and sitemap caches, the settings, on this
 * replica and the others) that a write has committed, and what it touched (cache-rules.ts). Call
 * notify() after the commit.
 */
@Injectable()
export class ContentChanged {
  private readonly logger = new Logger(ContentChanged.name);
  private readonly listeners = new Set<ContentChangedListener>();
  /** Told of this replica's own writes only (notify), never of another's: a shared cache is purged once. */
  private readonly ownListeners = new Set<ContentChangedListener>();
  /** Sent in the NOTIFY payload, so this replica can ignore its own notifications (it already told its listeners). */
  readonly instanceId = randomUUID();
  private changes = 0;
  /** The last REMEMBERED_CHANGES changes heard, the newest last: change number `changes - recent.length + i + 1` is recent[i]. */
  private readonly recent: ContentChange[] = [];
  /**
   * True while this replica's LISTEN connection is lost (ContentChangedListener): another replica's
   * change would not be heard, so a kept page may already be stale. The caches then answer from a new
   * render and fall back to the kept copy only when the database does not answer (an outage).
   */
  deaf = false;

  constructor(private readonly em: EntityManager) {}

  /** Registers a local listener; returns the function that removes it again. */
  subscribe(listener: ContentChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Registers a listener of this replica's own writes (notify), not of what other replicas announce or
   * a reconnect assumes: the CDN purge (cdn-purge.ts), sent by the one replica that wrote.
   */
  subscribeOwn(listener: ContentChangedListener): () => void {
    this.ownListeners.add(listener);
    return () => this.ownListeners.delete(listener);
  }

  /**
   * The one guard of every cache (issue 26 item 2): read before making something from the database
   * (a page, a sitemap file), and keep what was made only if `keepable` then says so.
   */
  get generation(): number {
    return this.changes;
  }

  /**
   * Whether something made from `dependencies`, begun at `generation`, may be kept: no change heard
   * since (this replica's write, another replica's NOTIFY, the listener's reconnect) touched what it
   * was made from (cache-rules.ts). A change that did means it may hold the state before the change,
   * and the caches dropped their copies of such things when they heard it, so this one must not come
   * back after. A render older than the changes remembered is not kept.
   */
  keepable(generation: number, dependencies: ReadonlySet<string>): boolean {
    const since = this.changes - generation;
    if (since === 0) return true;
    if (since < 0 || since > this.recent.length) return false;
    return !this.recent.slice(-since).some((change) => isStale(change, dependencies));
  }

  /** Calls the local listeners at once, then signals the other replicas through NOTIFY. */
  async notify(change: ContentChange = EVERYTHING): Promise<void> {
    this.emitLocal(change);
    try {
      await this.em.execute('select pg_notify(?, ?)', [CONTENT_CHANGED_CHANNEL, encodeNotice(this.instanceId, change)]);
    } catch (error) {
      // The write itself has committed; other replicas' caches will only be stale until they expire.
      this.logger.warn(`Could not signal other replicas about a content change: ${(error as Error).message}`);
    }
    // After the other replicas were told: a shared cache purged earlier could refill from a replica
    // that had not yet heard of the change.
    for (const listener of this.ownListeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error(`A content-changed listener failed: ${(error as Error).message}`);
      }
    }
  }

  /** Calls the local listeners only (used by whoever receives the NOTIFY from another replica). */
  emitLocal(change: ContentChange = EVERYTHING): void {
    this.changes++;
    this.recent.push(change);
    if (this.recent.length > REMEMBERED_CHANGES) this.recent.shift();
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error(`A content-changed listener failed: ${(error as Error).message}`);
      }
    }
  }
}
