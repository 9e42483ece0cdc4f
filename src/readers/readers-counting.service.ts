import { Inject, Injectable } from '@nestjs/common';
import type { SearchResultDto } from '../../client/src/api/types';
import { queryLanguage } from '../../client/src/shared/query-language';
import { clientAddressKey } from '../common/client-address';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ReadersBuffer } from './readers-buffer';
import { ReadersKeys, type HitContext } from './readers-keys.service';
import {
  deviceClass,
  isBot,
  isPrefetch,
  normaliseSearch,
  optedOut,
  parseHit,
  readerDay,
  sourceOf,
  type Hit,
  type ReaderLang,
  type VitalsHit,
} from './readers-rules';
import { ReadersVitalsService } from './readers-vitals.service';
import { isOwner, readPageCount, type PageCount } from './served-page';

/**
 * Pages served and not yet counted (raw, for a few milliseconds: address and user agent are hashed
 * and grouped when the queue is drained, then dropped). Drained at DRAIN_AT (on the next turn of the
 * event loop), at every flush, and never longer than MAX_SERVED: beyond it a view is dropped.
 */
const DRAIN_AT = 500;
const MAX_SERVED = 20_000;

interface Served {
  count: PageCount;
  path: string;
  referrer: string;
  address: string;
  userAgent: string;
  host: string;
  at: number;
}

type Headers = Record<string, string | string[] | undefined>;

/** Robots, prefetches, readers who opted out (DNT, GPC) and the owner: not counted. */
function notCounted(headers: Headers): boolean {
  const ua = headers['user-agent'];
  return isBot(typeof ua === 'string' ? ua : undefined) || isPrefetch(headers) || optedOut(headers) || isOwner(headers);
}

/**
 * Readers (issue 24, docs/readers.md): counts made in memory as pages are served and beacons, searches
 * and votes arrive (nothing a reader's request waits for), each within its address's budget for the
 * day; ReadersFlushService writes them every FLUSH_MS.
 */
@Injectable()
export class ReadersCountingService {
  private served: Served[] = [];
  private draining = false;
  /** What each kept page says about itself, read once (keyed by the page's bytes: gone with the page). */
  private readonly pageCounts = new WeakMap<Buffer, PageCount | null>();
  /** Each page's hit as its meta says it (referrer and switch added per view). */
  private readonly pageHits = new WeakMap<PageCount, Hit | null>();

  constructor(
    private readonly buffer: ReadersBuffer,
    private readonly keys: ReadersKeys,
    private readonly vitals: ReadersVitalsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a request tells about its reader (address, browser, this site's host names): read, never kept. */
  context(headers: Headers, ip: string | undefined): HitContext {
    const host = String(headers.host ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
    return {
      address: clientAddressKey(ip),
      userAgent: String(headers['user-agent'] ?? '').slice(0, 500),
      ownHosts: [...this.siteHosts(), host],
    };
  }

  /**
   * A beacon as it arrives (POST /api/public/readers/hit, answered by the fast path or the controller),
   * its body read by the one schema (dto/beacon-body.ts: null when it says nothing countable): robots,
   * prefetches and readers who opted out (DNT, GPC) are not counted. Synchronous: memory only.
   */
  beacon(headers: Headers, ip: string | undefined, hit: Hit | null): void {
    if (hit && !notCounted(headers)) this.record(hit, this.context(headers, ip));
  }

  /**
   * A page as it is served (the fast path, or the site controller for a page it renders): a view,
   * counted by the same rules as a beacon, plus the owner's cookie and the browser's own word on what
   * it fetches (Sec-Fetch-Mode: a navigation, not a service worker saving a page for offline). On the request only the
   * checks and one push onto a bounded queue; grouping and hashing happen when the queue is drained.
   */
  servedPage(headers: Headers, ip: string | undefined, path: string, status: number, body: Buffer): void {
    if (status >= 500) return;
    // Behind a shared cache the server sees only misses: every view comes from the page's beacon instead.
    if (this.config.sharedCacheSeconds > 0) return;
    // A browser's own navigation, also when a service worker passes it on (its other fetches: not a view).
    const mode = headers['sec-fetch-mode'];
    if (mode !== undefined && mode !== 'navigate') return;
    if (notCounted(headers)) return;
    let count = this.pageCounts.get(body);
    if (count === undefined) {
      count = readPageCount(body);
      this.pageCounts.set(body, count);
    }
    if (!count) return;
    if (this.served.length >= MAX_SERVED) {
      this.buffer.dropped++;
      return;
    }
    const referrer = headers.referer;
    this.served.push({
      count,
      path,
      referrer: typeof referrer === 'string' ? referrer.slice(0, 2000) : '',
      address: ip ?? '',
      userAgent: headers['user-agent'] as string,
      host: String(headers.host ?? ''),
      at: Date.now(),
    });
    if (this.served.length === DRAIN_AT && !this.draining) {
      this.draining = true;
      setImmediate(() => this.drainServed());
    }
  }

  /** Counts the queued pages: each reader's key hashed once per drain, not once per page. */
  drainServed(): void {
    this.draining = false;
    const queue = this.served;
    if (!queue.length) return;
    this.served = [];
    // Per drain, once per reader (address, browser, host) and once per referrer, not once per page.
    const readers = new Map<string, { ctx: HitContext; device: string | null; day: string; key: string | null; address: string | null }>();
    const sources = new Map<string, string | null>();
    const siteHosts = this.siteHosts();
    let day = '';
    let dayStart = Infinity;
    for (const page of queue) {
      const id = `${page.address}\n${page.userAgent}\n${page.host}`;
      let reader = readers.get(id);
      if (!reader) {
        const host = page.host
          .toLowerCase()
          .replace(/:\d+$/, '')
          .replace(/^www\./, '');
        const ctx = { address: clientAddressKey(page.address), userAgent: page.userAgent.slice(0, 500), ownHosts: [...siteHosts, host] };
        reader = { ctx, device: null, day: '', key: null, address: null };
        readers.set(id, reader);
      }
      const { ctx } = reader;
      let switched = false;
      if (page.referrer) {
        const ours = ctx.ownHosts.some((host) => host && page.referrer.includes(host));
        const from = ours && URL.canParse(page.referrer) ? new URL(page.referrer) : null;
        if (from && ctx.ownHosts.includes(from.hostname.toLowerCase().replace(/^www\./, ''))) {
          // Back from "Did this guide help?" (the vote's redirect) or a link to itself: not a new view.
          if (`${from.pathname}${from.search}` === page.path) continue;
          switched = page.count.otherPath !== null && from.pathname === page.count.otherPath;
        }
      }
      let base = this.pageHits.get(page.count);
      if (base === undefined) {
        base = parseHit(page.count.fields, true);
        this.pageHits.set(page.count, base);
      }
      if (!base || base.kind !== 'view') continue;
      const hit: Hit = { ...base, referrer: page.referrer, switched };
      // The Manila day, worked out again only when a page's time leaves the last one's day.
      if (page.at < dayStart || page.at >= dayStart + 86_400_000) {
        day = readerDay(new Date(page.at));
        dayStart = Date.parse(`${day}T00:00:00+08:00`);
      }
      if (reader.day !== day) {
        reader.day = day;
        reader.key = this.keys.key(day, ctx, '');
        reader.address = this.keys.addressKey(day, ctx);
      }
      // Where from depends on the referrer alone, or with none on the browser (an in-app browser).
      const sourceId = page.referrer || `\n${page.userAgent}`;
      let source = sources.get(sourceId);
      if (source === undefined) {
        source = sourceOf(page.referrer, ctx.userAgent, ctx.ownHosts);
        sources.set(sourceId, source);
      }
      if (source !== null) reader.device ??= deviceClass(ctx.userAgent);
      this.count(hit, ctx, day, reader.key, reader.address, source, reader.device);
    }
  }

  /** A parsed beacon. Synchronous: memory only. */
  record(hit: Hit, ctx: HitContext, at = new Date()): void {
    const day = readerDay(at);
    if (hit.kind === 'vitals') {
      this.vitals.record(hit, ctx, day, this.keys.addressKey(day, ctx));
      return;
    }
    const readerKey = this.keys.key(day, ctx, '');
    const address = this.keys.addressKey(day, ctx);
    if (hit.kind !== 'view') {
      this.count(hit, ctx, day, readerKey, address, null, null);
      return;
    }
    const source = sourceOf(hit.referrer, ctx.userAgent, ctx.ownHosts);
    this.count(hit, ctx, day, readerKey, address, source, source === null ? null : deviceClass(ctx.userAgent));
  }

  /**
   * A hit's counts: source and device worked out by the caller (device only for a visit's first page).
   * A guide's view and an affiliate click count once per reader, guide, language and day (issue 35
   * item 2: repeats add nothing); every counted hit spends one of its address's events for the day.
   */
  private count(
    hit: Exclude<Hit, VitalsHit>,
    ctx: HitContext,
    day: string,
    readerKey: string | null,
    address: string | null,
    source: string | null,
    device: string | null,
  ): void {
    const { buffer } = this;
    if (hit.kind === 'affiliate') {
      const key = this.keys.derived(readerKey, `affiliate:${hit.guideId}:${hit.lang}`);
      if ((key && buffer.seenToday(day, key)) || !buffer.spend(day, address, 'clicks')) return;
      if (key) buffer.addKey(day, key, { kind: 'affiliate', guideId: hit.guideId, lang: hit.lang }, address);
      else {
        const row = buffer.guideRow(day, hit.guideId, hit.lang);
        if (row) row.affiliate_clicks++;
      }
      return;
    }
    const viewKey = hit.guideId ? this.keys.derived(readerKey, `view:${hit.guideId}:${hit.lang}`) : null;
    if (viewKey && buffer.seenToday(day, viewKey)) return;
    // A reader new today beyond the address's budget of new readers: a browser made up, nothing counted.
    if (buffer.newReaderRefused(day, readerKey, address) || !buffer.spend(day, address, 'events')) return;
    const site = [`views\t${hit.page}`, `lang\t${hit.lang}`];
    if (source !== null) {
      // A visit's first page: where it came from, on what, in which language.
      site.push(`source\t${source}`, `device\t${device ?? deviceClass(ctx.userAgent)}`, `landing\t${hit.lang}`);
    }
    if (hit.switched) site.push(`switch\t${hit.lang === 'en' ? 'fil' : 'en'}>${hit.lang}`);
    if (viewKey && hit.guideId) {
      buffer.addKey(day, viewKey, { kind: 'view', guideId: hit.guideId, lang: hit.lang, site, reader: readerKey }, address);
    } else if (address && !hit.guideId) {
      buffer.holdPage(day, address, site);
    } else {
      for (const id of site) {
        const tab = id.indexOf('\t');
        buffer.addSite(day, id.slice(0, tab), id.slice(tab + 1));
      }
      if (hit.guideId) {
        const row = buffer.guideRow(day, hit.guideId, hit.lang);
        if (row) row.views++;
      }
    }
    if (hit.search) buffer.addSearch(day, hit.lang, hit.search);
  }

  /**
   * A search the server answered (GET /api/public/search/, the app's searches; a search page the
   * server serves is counted from the page): the query as asked, what was found. Counted by the same
   * rules as a view (robots, prefetches, DNT/GPC and the owner not), within the address's budget;
   * a search that opens its one result directly counts too (issue 39: with its language and its one
   * result, so a Filipino query only an English guide answers reaches "what to translate next").
   */
  searched(headers: Headers, ip: string | undefined, text: string, results: readonly SearchResultDto[]): void {
    if (notCounted(headers)) return;
    const query = normaliseSearch(text);
    if (!query) return;
    const lang: ReaderLang = queryLanguage(query) === 'fil' ? 'fil' : 'en';
    const own = lang === 'fil' ? 'paano' : 'how';
    const ctx = this.context(headers, ip);
    const day = readerDay();
    if (!this.buffer.spend(day, this.keys.addressKey(day, ctx), 'events', true)) return;
    const otherOnly = results.length > 0 && results.every((r) => r.language !== own);
    this.buffer.addSearch(day, lang, { query, results: Math.min(results.length, 1000), otherOnly });
  }

  /** A "Did this guide help?" vote: counted once per reader, guide and day (decided at the flush, across replicas). */
  vote(guideId: number, lang: ReaderLang, helpful: boolean, ctx: HitContext, at = new Date()): void {
    const day = readerDay(at);
    const key = this.keys.key(day, ctx, `vote:${guideId}`);
    const address = this.keys.addressKey(day, ctx);
    if (!key || this.buffer.seenToday(day, key) || !this.buffer.spend(day, address, 'votes')) return;
    this.buffer.addKey(day, key, { kind: 'vote', guideId, lang, helpful }, address);
  }

  /** Rows waiting to be written, served pages not yet counted included (diagnostics, tests). */
  pendingCount(): number {
    return this.buffer.size() + this.served.length;
  }

  /** This site's host names (from SITE_URL), for telling our own pages from other sites. */
  siteHosts(): string[] {
    try {
      return [new URL(this.config.siteUrl).hostname.toLowerCase().replace(/^www\./, '')];
    } catch {
      return [];
    }
  }
}
