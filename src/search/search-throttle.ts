import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RATE_LIMITED } from '../common/rate-limit.guard';

const WINDOW_MS = 60_000;
/** Addresses counted at once; past this the window's counts start afresh (a flood of addresses is not one address). */
const MAX_ADDRESSES = 50_000;

/** 429 for an address over its search budget; Retry-After from retryAfterSeconds. */
export class SearchThrottledException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: RATE_LIMITED }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Issue 30 item 1: a search is the heaviest public read (full-text over every guide), so each address
 * runs at most SEARCH_RATE_LIMIT_PER_MINUTE of them (default 120, per replica, in memory like the
 * general read limit), well under the general limit: 1,200 distinct searches a minute from one address
 * slowed everyone's reads. Searches answered from a cache (a search page already made) cost nothing
 * and are not counted.
 */
@Injectable()
export class SearchThrottle {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts one search for the address, or throws SearchThrottledException when its budget is spent. */
  take(addressKey: string | undefined): void {
    const limit = this.config.searchRateLimitPerMinute;
    if (!limit || addressKey === undefined) return;
    const now = Date.now();
    if (now - this.windowStart >= WINDOW_MS || this.counts.size >= MAX_ADDRESSES) {
      this.windowStart = now;
      this.counts = new Map();
    }
    const n = (this.counts.get(addressKey) ?? 0) + 1;
    if (n > limit) throw new SearchThrottledException(Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - now) / 1000)));
    this.counts.set(addressKey, n);
  }
}
