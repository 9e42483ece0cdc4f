import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Counter {
  /** The window this counter's `current` belongs to: floor(time / ttl). */
  window: number;
  current: number;
  /** Hits of the window before `window`. */
  previous: number;
  /** Blocked until this time (ms since the epoch); 0 when not blocked. */
  blockedUntil: number;
}

/**
 * The public rate limit's storage (issue 26 item 5): a two-bucket sliding window per key, so the cost
 * of a request is a map lookup and a few additions whatever the address has sent (@nestjs/throttler's
 * own storage keeps and filters an array of every hit in the window: at a limit of 1,000,000 a busy
 * address made each request slower than the page it asked for).
 *
 * The count of an address is its hits in the current fixed window plus its previous window's hits
 * weighted by how much of that window the sliding minute still covers: an estimate that never lets
 * through more than the limit over any minute by more than the previous window's share, with no burst
 * at a window's edge as a fixed window has. Over the limit, the address is blocked for blockDuration.
 *
 * Per replica (memory of this process): docs/replicas.md has the arithmetic for N replicas.
 */
export class SlidingWindowStorage implements ThrottlerStorage {
  private readonly counters = new Map<string, Counter>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The same as increment, answered at once (the fast path's cached pages need no promise). */
  hit(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    const now = this.now();
    const window = Math.floor(now / ttl);
    if (now >= this.nextSweep) this.sweep(now, window, ttl);
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { window, current: 0, previous: 0, blockedUntil: 0 };
      this.counters.set(key, counter);
    } else if (counter.window !== window) {
      counter.previous = counter.window === window - 1 ? counter.current : 0;
      counter.current = 0;
      counter.window = window;
    }
    const timeToExpire = Math.ceil(((window + 1) * ttl - now) / 1000);
    if (counter.blockedUntil > now) {
      return { totalHits: limit + 1, timeToExpire, isBlocked: true, timeToBlockExpire: Math.ceil((counter.blockedUntil - now) / 1000) };
    }
    counter.current++;
    const overlap = 1 - (now - window * ttl) / ttl;
    const totalHits = Math.ceil(counter.previous * overlap) + counter.current;
    if (totalHits > limit && blockDuration > 0) {
      counter.blockedUntil = now + blockDuration;
      return { totalHits, timeToExpire, isBlocked: true, timeToBlockExpire: Math.ceil(blockDuration / 1000) };
    }
    return { totalHits, timeToExpire, isBlocked: false, timeToBlockExpire: 0 };
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.hit(key, ttl, limit, blockDuration));
  }

  /** How many addresses are counted now (for tests and diagnostics). */
  get size(): number {
    return this.counters.size;
  }

  /**
   * Once a window: forgets addresses with no hit in the last two windows and no block, so memory
   * follows the addresses of the last two minutes (a pass over the map once a minute, not per request).
   */
  private sweep(now: number, window: number, ttl: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.window < window - 1 && counter.blockedUntil <= now) this.counters.delete(key);
    }
    this.nextSweep = (window + 1) * ttl;
  }
}
