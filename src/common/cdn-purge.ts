import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type PurgeConfig } from '../config/app-config';
import type { ContentChange } from './cache-rules';
import { ContentChanged } from './content-changed';
import { purgeKeys } from './shared-cache';

/** Cloudflare takes at most 30 tags a call; Fastly 256 keys a batch purge. */
const CLOUDFLARE_TAGS_PER_CALL = 30;
const FASTLY_KEYS_PER_CALL = 256;
/** A target that fails is tried again after 1, 2, 4, 8, 16 s (then the failure stays on the Site check screen). */
export const PURGE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000];
/**
 * Each change is purged again this long after the first purge: a reader's miss in between may have been
 * answered by a replica whose listener had not yet heard the NOTIFY (its own kept page, now stale), and
 * the shared cache would keep that for SHARED_CACHE_SECONDS. Measured in test/prod/varnish.js.
 */
export const REPURGE_MS = 500;
/** One call's answer must come within this. */
const CALL_TIMEOUT_MS = 5000;

export type PurgeTargetName = 'url' | 'cloudflare' | 'fastly';

/** What the owner sees per target (the Site check screen). */
export interface PurgeTargetState {
  target: PurgeTargetName;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** The last failure's reason while it is not yet followed by a success; null when the last call worked. */
  failing: string | null;
  /** Purges given up after every retry, since the start. */
  givenUp: number;
}

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The calls purging `keys` at each configured target, in each one's documented protocol:
 *   url        PURGE <CDN_PURGE_URL>, Surrogate-Key: the keys, space-separated (deploy/varnish.vcl)
 *   cloudflare POST <api>/zones/<zone>/purge_cache, Authorization: Bearer <token>, {"tags": [...]}
 *   fastly     POST <api>/service/<service>/purge, Fastly-Key: <token>, Surrogate-Key: the keys
 */
export function purgeCalls(config: PurgeConfig, keys: string[]): Map<PurgeTargetName, Call[]> {
  const calls = new Map<PurgeTargetName, Call[]>();
  if (config.url) calls.set('url', [{ url: config.url, method: 'PURGE', headers: { 'Surrogate-Key': keys.join(' ') } }]);
  const cf = config.cloudflare;
  if (cf) {
    calls.set(
      'cloudflare',
      chunks(keys, CLOUDFLARE_TAGS_PER_CALL).map((tags) => ({
        url: `${cf.apiUrl}/zones/${cf.zoneId}/purge_cache`,
        method: 'POST',
        headers: { Authorization: `Bearer ${cf.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags }),
      })),
    );
  }
  const fastly = config.fastly;
  if (fastly) {
    calls.set(
      'fastly',
      chunks(keys, FASTLY_KEYS_PER_CALL).map((batch) => ({
        url: `${fastly.apiUrl}/service/${fastly.serviceId}/purge`,
        method: 'POST',
        headers: { 'Fastly-Key': fastly.token, 'Surrogate-Key': batch.join(' '), Accept: 'application/json' },
      })),
    );
  }
  return calls;
}

/**
 * Issue 37 item 2: every change this replica writes (ContentChanged.notify: saves, publishing, a
 * schedule firing here, categories, settings, redirects, import, restore) purges exactly the keys the
 * one cache rule makes stale (shared-cache.ts purgeKeys) at every configured target, at once and in
 * the background: a save never waits for it nor fails with it. Other replicas hear the change through
 * NOTIFY but do not purge (subscribeOwn), so each change is purged once. A failed call is retried
 * with backoff, logged, and shown on the Site check screen (state()).
 */
@Injectable()
export class CdnPurge implements OnModuleDestroy {
  private readonly logger = new Logger('CdnPurge');
  private readonly states = new Map<PurgeTargetName, PurgeTargetState>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly unsubscribe: () => void;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    contentChanged: ContentChanged,
  ) {
    for (const target of purgeCalls(config.purge, ['site']).keys()) {
      this.states.set(target, { target, lastSuccessAt: null, lastFailureAt: null, failing: null, givenUp: 0 });
    }
    this.unsubscribe = this.states.size ? contentChanged.subscribeOwn((change) => this.purge(change)) : () => undefined;
  }

  /** Per configured target: when it last worked, the failure still standing, purges given up. */
  state(): PurgeTargetState[] {
    return [...this.states.values()].map((s) => ({ ...s }));
  }

  /** Sends the change's keys to every target (not awaited by anyone who writes). */
  purge(change: ContentChange): void {
    const keys = purgeKeys(change);
    const send = () => {
      for (const [target, calls] of purgeCalls(this.config.purge, keys)) {
        for (const call of calls) void this.attempt(target, call, keys, 0);
      }
    };
    send();
    if (this.closed) return;
    const again = setTimeout(() => {
      this.timers.delete(again);
      send();
    }, REPURGE_MS);
    again.unref();
    this.timers.add(again);
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.unsubscribe();
    for (const timer of this.timers) clearTimeout(timer);
  }

  private async attempt(target: PurgeTargetName, call: Call, keys: string[], tries: number): Promise<void> {
    const state = this.states.get(target)!;
    let failure: string | null = null;
    try {
      const res = await fetch(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) failure = `HTTP ${res.status}`;
    } catch (error) {
      failure = (error as Error).message;
    }
    const now = new Date().toISOString();
    if (!failure) {
      state.lastSuccessAt = now;
      state.failing = null;
      return;
    }
    state.lastFailureAt = now;
    state.failing = failure;
    const delay = PURGE_RETRY_DELAYS_MS[tries];
    if (delay === undefined || this.closed) {
      state.givenUp++;
      this.logger.error(`Purge at ${target} of ${keys.join(' ')} given up after ${tries + 1} tries: ${failure}`);
      return;
    }
    this.logger.warn(`Purge at ${target} failed (${failure}); trying again in ${delay / 1000} s`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(target, call, keys, tries + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
