import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type {
  ReadersCountDto,
  ReadersGuideDto,
  ReadersGuideStatsDto,
  ReadersReportDto,
  ReadersSearchDto,
  ReadersVitalsDto,
  SearchResultDto,
} from '../../client/src/api/types';
import { queryLanguage } from '../../client/src/shared/query-language';
import { clientAddressKey } from '../common/client-address';
import {
  dayBefore,
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
import {
  ReadersRepository,
  type BudgetRow,
  type FlushBatch,
  type GuideRow,
  type ReportGuideRow,
  type SearchRow,
  type SeenRow,
  type VitalsReportRow,
  type VitalsRow,
} from './readers.repository';
import { bucketFloor, bucketOf, VITAL_RULES, VITALS, type VitalName } from '../../client/src/shared/vitals-buckets';
import { ReadersRetention } from './readers-retention';
import { isOwner, readPageCount, type PageCount } from './served-page';

/** Counts are written at most this long after they are made (what a crash can lose: docs/readers.md). */
export const FLUSH_MS = 5_000;
/** The last flush at shutdown waits at most this long. */
const SHUTDOWN_FLUSH_MS = 3_000;
/** Salts made ahead and old ones destroyed this often. */
const MAINTENANCE_MS = 10 * 60_000;
/**
 * The buffer's bound: distinct rows (a guide and language, a source, a search, a reader key) waiting to
 * be written. Beyond it new rows are dropped (and the drop logged) until the next flush.
 */
export const MAX_PENDING = 50_000;
/** Reader keys this replica already sent today, kept so a reader's every view is not sent again. */
const MAX_KNOWN_KEYS = 200_000;
const REPORT_LIST = 20;
/**
 * Pages served and not yet counted (raw, for a few milliseconds: address and user agent are hashed
 * and grouped when the queue is drained, then dropped). Drained at DRAIN_AT (on the next turn of the
 * event loop), at every flush, and never longer than MAX_SERVED: beyond it a view is dropped.
 */
const DRAIN_AT = 500;
/**
 * What one address may add to the counts in a (Manila) day, across replicas (issue 35 item 2): views
 * and affiliate clicks (after de-duplication) and searches, new readers (a reader is an address and a
 * browser, and the browser is the client's word), votes. Generous for a family or an office behind one
 * address, and for a mobile carrier's shared addresses; what a script sending 120,000 beacons gets.
 */
export const BUDGET = { events: 600, readers: 100, votes: 30, clicks: 30 } as const;
type BudgetKind = keyof typeof BUDGET;
/** Readers first (admit: a refused reader's views are refused too). */
const BUDGET_KINDS: readonly BudgetKind[] = ['readers', 'events', 'votes', 'clicks'];
/** The budget a key new to the site today spends, by what it adds. */
const KIND_OF = { reader: 'readers', vote: 'votes', view: 'events', affiliate: 'clicks' } as const satisfies Record<
  Effect['kind'],
  BudgetKind
>;

/**
 * An address's spending on this replica since the last flush. The events that are no key's are kept
 * here until the flush admits them: `pages`, the site counts of each view of a page other than a guide;
 * `charged`, searches the server answered and speed beacons (charged, not held back).
 */
type Spending = BudgetRow & { pages: string[][]; charged: number };
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

/** What the request tells about the reader: read to group and to hash, never kept. */
export interface HitContext {
  address: string;
  userAgent: string;
  /** Host names of this site (a referrer from them is a page of ours, not a source). */
  ownHosts: string[];
}

/**
 * What a key new to the site today adds (decided at the flush, across replicas): a reader, a vote, a
 * guide view (with its site counts: page type, language, source...) or an affiliate click, each once
 * per reader, guide (and language) and day.
 */
type Effect =
  | { kind: 'reader' }
  | { kind: 'vote'; guideId: number; lang: ReaderLang; helpful: boolean }
  | { kind: 'view'; guideId: number; lang: ReaderLang; site: string[]; reader: string | null }
  | { kind: 'affiliate'; guideId: number; lang: ReaderLang };

interface Pending {
  site: Map<string, number>;
  guide: Map<string, GuideRow>;
  search: Map<string, SearchRow>;
  /** Speed beacons' counts per day, page type, device, language, metric and bucket (issue 36 item 2). */
  vitals: Map<string, VitalsRow>;
  seen: Map<string, { day: string; key: string; effect: Effect; address: string | null }>;
  /** Each address's spending since the last flush, by day and address key. */
  budget: Map<string, Spending>;
}

const emptyPending = (): Pending => ({
  site: new Map(),
  guide: new Map(),
  search: new Map(),
  vitals: new Map(),
  seen: new Map(),
  budget: new Map(),
});
const size = (p: Pending) => p.site.size + p.guide.size + p.search.size + p.vitals.size + p.seen.size + p.budget.size;

/**
 * Readers (issue 24): counts made in memory as beacons arrive (nothing a reader's request waits for),
 * written in one transaction every FLUSH_MS into daily roll-ups that add up across replicas. A reader is
 * a salted hash of address and user agent; the salt is the day's (shared by replicas through the
 * database) and is destroyed with the day's keys once the day is over. Reports read the roll-ups only.
 */
@Injectable()
export class ReadersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReadersService.name);
  private pending = emptyPending();
  private salts = new Map<string, Buffer>();
  private known = new Set<string>();
  private knownDay = '';
  private dropped = 0;
  private rowsRefused = 0;
  private overBudget = 0;
  /** Each address's spending as the database last said (every replica's), by day and address key. */
  private spentShared = new Map<string, BudgetRow>();
  /** The spending of the batch being written (neither pending nor in spentShared until it is). */
  private spentInFlight = new Map<string, Spending>();
  /** Failures already logged (kind and day): each is logged once. */
  private readonly logged = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();
  private saltsLoading: Promise<void> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private served: Served[] = [];
  private draining = false;
  /** The day this replica last saw the running totals end on (or moved them to). */
  private windowsDay = '';
  /** What each kept page says about itself, read once (keyed by the page's bytes: gone with the page). */
  private readonly pageCounts = new WeakMap<Buffer, PageCount | null>();
  /** Each page's hit as its meta says it (referrer and switch added per view). */
  private readonly pageHits = new WeakMap<PageCount, Hit | null>();

  constructor(
    private readonly repo: ReadersRepository,
    private readonly retention: ReadersRetention,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.maintain();
    this.timers = [setInterval(() => void this.flush(), FLUSH_MS), setInterval(() => void this.maintain(), MAINTENANCE_MS)];
    for (const timer of this.timers) timer.unref();
  }

  /**
   * On shutdown: the last counts are written before the database connection closes, within
   * SHUTDOWN_FLUSH_MS (a database that does not answer must not hold the shutdown: the embedded
   * PostgreSQL is stopped after this).
   */
  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.flush(), new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS)))]);
    clearTimeout(timer);
  }

  /** Today's and tomorrow's salts made (so midnight needs no database), old salts, keys and roll-ups gone. */
  async maintain(): Promise<void> {
    const today = readerDay();
    try {
      await this.loadSalts(today);
      const keepFrom = dayBefore(today, Math.round(this.retention.months() * 30.44));
      await this.repo.purge(today, keepFrom);
      await this.ensureWindows(today);
    } catch (error) {
      this.failed('upkeep', error);
    }
  }

  private loadSalts(today: string): Promise<void> {
    this.saltsLoading ??= this.repo
      .salts([today, dayBefore(today, -1)])
      .then((salts) => {
        this.salts = salts;
      })
      .finally(() => {
        this.saltsLoading = null;
      });
    return this.saltsLoading;
  }

  /** A reader's key for the day (null without the day's salt: then the view counts, the reader not). */
  private key(day: string, ctx: HitContext, extra: string): string | null {
    const salt = this.salts.get(day);
    if (!salt) {
      void this.loadSalts(day).catch(() => undefined);
      return null;
    }
    return createHash('sha256').update(salt).update(`\n${ctx.address}\n${ctx.userAgent}\n${extra}`).digest('hex').slice(0, 32);
  }

  private room(): boolean {
    if (size(this.pending) < MAX_PENDING) return true;
    this.dropped++;
    return false;
  }

  private addSite(day: string, dim: string, key: string): void {
    const id = `${day}\t${dim}\t${key}`;
    if (this.pending.site.has(id) || this.room()) this.pending.site.set(id, (this.pending.site.get(id) ?? 0) + 1);
  }

  private guideRow(day: string, guideId: number, lang: string): GuideRow | null {
    const id = `${day}\t${guideId}\t${lang}`;
    let row = this.pending.guide.get(id);
    if (!row && this.room()) {
      row = { day, guide_id: guideId, lang, views: 0, helpful_yes: 0, helpful_no: 0, affiliate_clicks: 0 };
      this.pending.guide.set(id, row);
    }
    return row ?? null;
  }

  private addKey(day: string, key: string | null, effect: Effect, address: string | null): void {
    if (!key || this.seenToday(day, key) || !this.room()) return;
    this.pending.seen.set(key, { day, key, effect, address });
  }

  /** Whether this replica already holds or sent the key today (then it adds nothing again). */
  private seenToday(day: string, key: string): boolean {
    if (this.knownDay !== day) {
      this.known = new Set();
      this.knownDay = day;
    }
    return this.known.has(key) || this.pending.seen.has(key);
  }

  /** A key of the reader's for one thing (a guide's view, a click): derived from the reader's salted key. */
  private derived(readerKey: string | null, what: string): string | null {
    return readerKey && createHash('sha256').update(`${readerKey}\n${what}`).digest('hex').slice(0, 32);
  }

  /** An address's key for the day: salted and hashed like a reader's, without the browser. */
  private addressKey(day: string, ctx: HitContext): string | null {
    return this.key(day, { ...ctx, userAgent: '' }, 'address');
  }

  /**
   * One unit of an address's budget for the day, or false when it is spent (what every replica spent,
   * as of the last flush, plus what this one spent since). Without the day's salt: not budgeted. This
   * bounds what a replica holds; the flush charges the database exactly and admits what fits (admit).
   * `charged`: a search the server answered or a speed beacon, charged as it is.
   */
  private spend(day: string, address: string | null, kind: BudgetKind, charged = false): boolean {
    if (!address) return true;
    const id = `${day}\t${address}`;
    let mine = this.pending.budget.get(id);
    const used = (this.spentShared.get(id)?.[kind] ?? 0) + (this.spentInFlight.get(id)?.[kind] ?? 0) + (mine?.[kind] ?? 0);
    if (used >= BUDGET[kind]) {
      this.overBudget++;
      return false;
    }
    if (!mine) {
      if (!this.room()) return false;
      mine = { day, key: address, events: 0, readers: 0, votes: 0, clicks: 0, pages: [], charged: 0 };
      this.pending.budget.set(id, mine);
    }
    mine[kind]++;
    if (charged) mine.charged++;
    return true;
  }

  /** A reader's key, new today: one reader, within the address's budget of new readers. */
  private newReaderRefused(day: string, readerKey: string | null, address: string | null): boolean {
    if (!readerKey || this.seenToday(day, readerKey)) return false;
    if (!this.spend(day, address, 'readers')) return true;
    this.addKey(day, readerKey, { kind: 'reader' }, address);
    return false;
  }

  /** What a request tells about its reader (address, browser, this site's host names): read, never kept. */
  context(headers: Record<string, string | string[] | undefined>, ip: string | undefined): HitContext {
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
   * A beacon as it arrives (POST /api/public/readers/hit, answered by the fast path or the controller):
   * robots, prefetches and readers who opted out (DNT, GPC) are not counted; a body that says nothing
   * countable is ignored. Synchronous: memory only.
   */
  beacon(headers: Record<string, string | string[] | undefined>, ip: string | undefined, body: unknown): void {
    const ua = headers['user-agent'];
    if (isBot(typeof ua === 'string' ? ua : undefined) || isPrefetch(headers) || optedOut(headers) || isOwner(headers)) return;
    // A beacon's search fields are not read: searches are counted where the server answers them.
    const hit = body && typeof body === 'object' ? parseHit(body as Record<string, unknown>, false) : null;
    if (hit) this.record(hit, this.context(headers, ip));
  }

  /**
   * A page as it is served (the fast path, or the site controller for a page it renders): a view,
   * counted by the same rules as a beacon, plus the owner's cookie and the browser's own word on what
   * it fetches (Sec-Fetch-Mode: a navigation, not a service worker saving a page for offline). On the request only the
   * checks and one push onto a bounded queue; grouping and hashing happen when the queue is drained.
   */
  servedPage(
    headers: Record<string, string | string[] | undefined>,
    ip: string | undefined,
    path: string,
    status: number,
    body: Buffer,
  ): void {
    if (status >= 500) return;
    // Behind a shared cache the server sees only misses: every view comes from the page's beacon instead.
    if (this.config.sharedCacheSeconds > 0) return;
    // A browser's own navigation, also when a service worker passes it on (its other fetches: not a view).
    const mode = headers['sec-fetch-mode'];
    if (mode !== undefined && mode !== 'navigate') return;
    const ua = headers['user-agent'];
    if (isBot(typeof ua === 'string' ? ua : undefined) || isPrefetch(headers) || optedOut(headers) || isOwner(headers)) return;
    let count = this.pageCounts.get(body);
    if (count === undefined) {
      count = readPageCount(body);
      this.pageCounts.set(body, count);
    }
    if (!count) return;
    if (this.served.length >= MAX_SERVED) {
      this.dropped++;
      return;
    }
    const referrer = headers.referer;
    this.served.push({
      count,
      path,
      referrer: typeof referrer === 'string' ? referrer.slice(0, 2000) : '',
      address: ip ?? '',
      userAgent: ua as string,
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
        reader.key = this.key(day, ctx, '');
        reader.address = this.addressKey(day, ctx);
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
      this.addVitals(hit, ctx, day, this.addressKey(day, ctx));
      return;
    }
    const readerKey = this.key(day, ctx, '');
    const address = this.addressKey(day, ctx);
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
    if (hit.kind === 'affiliate') {
      const key = this.derived(readerKey, `affiliate:${hit.guideId}:${hit.lang}`);
      if ((key && this.seenToday(day, key)) || !this.spend(day, address, 'clicks')) return;
      if (key) this.addKey(day, key, { kind: 'affiliate', guideId: hit.guideId, lang: hit.lang }, address);
      else {
        const row = this.guideRow(day, hit.guideId, hit.lang);
        if (row) row.affiliate_clicks++;
      }
      return;
    }
    const viewKey = hit.guideId ? this.derived(readerKey, `view:${hit.guideId}:${hit.lang}`) : null;
    if (viewKey && this.seenToday(day, viewKey)) return;
    // A reader new today beyond the address's budget of new readers: a browser made up, nothing counted.
    if (this.newReaderRefused(day, readerKey, address) || !this.spend(day, address, 'events')) return;
    const site = [`views\t${hit.page}`, `lang\t${hit.lang}`];
    if (source !== null) {
      // A visit's first page: where it came from, on what, in which language.
      site.push(`source\t${source}`, `device\t${device ?? deviceClass(ctx.userAgent)}`, `landing\t${hit.lang}`);
    }
    if (hit.switched) site.push(`switch\t${hit.lang === 'en' ? 'fil' : 'en'}>${hit.lang}`);
    if (viewKey && hit.guideId) {
      this.addKey(day, viewKey, { kind: 'view', guideId: hit.guideId, lang: hit.lang, site, reader: readerKey }, address);
    } else if (address && !hit.guideId) {
      // Held with its address until the flush admits it within the day's budget.
      this.pending.budget.get(`${day}\t${address}`)?.pages.push(site);
    } else {
      for (const id of site) {
        const tab = id.indexOf('\t');
        this.addSite(day, id.slice(0, tab), id.slice(tab + 1));
      }
      if (hit.guideId) {
        const row = this.guideRow(day, hit.guideId, hit.lang);
        if (row) row.views++;
      }
    }
    if (hit.search) this.addSearch(day, hit.lang, hit.search);
  }

  /**
   * A page view's speed (issue 36 item 2): one count in each measured metric's bucket, under the page
   * type, the device class (from the user agent, then forgotten) and the language. One event of the
   * address's day budget, like a view; the rows a day can hold are bounded by construction (6 page
   * types, 3 devices, 2 languages, the buckets of VITAL_RULES).
   */
  private addVitals(hit: VitalsHit, ctx: HitContext, day: string, address: string | null): void {
    if (!this.spend(day, address, 'events', true)) return;
    const device = deviceClass(ctx.userAgent);
    for (const name of VITALS) {
      const value = hit.values[name];
      if (value === undefined) continue;
      const upto = bucketOf(name, value);
      const id = `${day}\t${hit.page}\t${device}\t${hit.lang}\t${name}\t${upto}`;
      const row = this.pending.vitals.get(id);
      if (row) row.n++;
      else if (this.room()) this.pending.vitals.set(id, { day, page: hit.page, device, lang: hit.lang, metric: name, upto, n: 1 });
    }
  }

  private addSearch(day: string, lang: ReaderLang, search: NonNullable<Extract<Hit, { kind: 'view' }>['search']>): void {
    const id = `${day}\t${lang}\t${search.query}`;
    const row = this.pending.search.get(id);
    if (row) {
      row.n++;
      row.results = search.results;
      row.other_only = search.otherOnly;
    } else if (this.room()) {
      this.pending.search.set(id, { day, lang, query: search.query, results: search.results, other_only: search.otherOnly, n: 1 });
    }
  }

  /**
   * A search the server answered (GET /api/public/search/, the app's searches; a search page the
   * server serves is counted from the page): the query as asked, what was found. Counted by the same
   * rules as a view (robots, prefetches, DNT/GPC and the owner not), within the address's budget;
   * a search that opens its one result directly counts too (issue 39: with its language and its one
   * result, so a Filipino query only an English guide answers reaches "what to translate next").
   */
  searched(
    headers: Record<string, string | string[] | undefined>,
    ip: string | undefined,
    text: string,
    results: readonly SearchResultDto[],
  ): void {
    const ua = headers['user-agent'];
    if (isBot(typeof ua === 'string' ? ua : undefined) || isPrefetch(headers) || optedOut(headers) || isOwner(headers)) return;
    const query = normaliseSearch(text);
    if (!query) return;
    const lang: ReaderLang = queryLanguage(query) === 'fil' ? 'fil' : 'en';
    const own = lang === 'fil' ? 'paano' : 'how';
    const ctx = this.context(headers, ip);
    const day = readerDay();
    if (!this.spend(day, this.addressKey(day, ctx), 'events', true)) return;
    const otherOnly = results.length > 0 && results.every((r) => r.language !== own);
    this.addSearch(day, lang, { query, results: Math.min(results.length, 1000), otherOnly });
  }

  /** A "Did this guide help?" vote: counted once per reader, guide and day (decided at the flush, across replicas). */
  vote(guideId: number, lang: ReaderLang, helpful: boolean, ctx: HitContext, at = new Date()): void {
    const day = readerDay(at);
    const key = this.key(day, ctx, `vote:${guideId}`);
    const address = this.addressKey(day, ctx);
    if (!key || this.seenToday(day, key) || !this.spend(day, address, 'votes')) return;
    this.addKey(day, key, { kind: 'vote', guideId, lang, helpful }, address);
  }

  /**
   * Writes what is pending, in one transaction; on failure it stays pending (merged with what came
   * meanwhile, within the bound) for the next flush. One flush at a time.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    this.drainServed();
    if (this.dropped) {
      this.logger.warn(`Readers: ${this.dropped} counts dropped (buffer full)`);
      this.dropped = 0;
    }
    if (this.overBudget) {
      this.failed('budget', { code: 'over budget' });
      this.overBudget = 0;
    }
    const batch = this.pending;
    if (!size(batch)) return;
    this.pending = emptyPending();
    this.spentInFlight = batch.budget;
    try {
      await this.ensureWindows();
    } catch (error) {
      this.failed('upkeep', error);
    }
    // A batch the database refuses as data is halved until the rows it refuses are alone, and those are
    // dropped (issue 35 item 1: one bad row used to stop all counting, retried every 5 s forever); any
    // other refusal (the database away) keeps what is not written for the next flush.
    const parts = [batch];
    let refused = 0;
    while (parts.length) {
      const part = parts.shift()!;
      try {
        await this.write(part);
      } catch (error) {
        if (isDataError(error) && size(part) > 1) {
          parts.unshift(...halve(part));
        } else if (isDataError(error)) {
          refused++;
          this.failed('row', error);
        } else {
          this.failed('flush', error);
          for (const rest of [part, ...parts]) this.restore(rest);
          break;
        }
      }
    }
    if (refused) this.rowsRefused += refused;
    this.spentInFlight = new Map();
  }

  private async write(batch: Pending): Promise<void> {
    const seen: SeenRow[] = [...batch.seen.values()].map(({ day, key }) => ({ day, key }));
    let spent: BudgetRow[] = [];
    await this.repo.flush(seen, async (fresh, charge) => {
      const admitted = await this.admit(batch, fresh, charge);
      spent = admitted.spent;
      return this.counts(batch, admitted.keys, admitted.sites);
    });
    for (const { day, key } of seen) if (day === this.knownDay && this.known.size < MAX_KNOWN_KEYS) this.known.add(key);
    if (this.spentShared.size + spent.length > MAX_KNOWN_KEYS) this.spentShared = new Map();
    for (const row of spent) this.spentShared.set(`${row.day}\t${row.key}`, row);
  }

  /**
   * The budgets, exact across replicas (flushes take turns): each address is charged its page events
   * and, per kind, the keys new to the site today; of those, only as many as its day's budget still
   * holds count (the rest stay seen, so they count nothing later today either).
   */
  private async admit(
    batch: Pending,
    fresh: SeenRow[],
    charge: (rows: BudgetRow[]) => Promise<BudgetRow[]>,
  ): Promise<{ keys: SeenRow[]; sites: string[]; spent: BudgetRow[] }> {
    const charged = new Map<string, { row: BudgetRow; pages: string[][]; charged: number; keys: Record<BudgetKind, SeenRow[]> }>();
    const of = (day: string, key: string) => {
      const id = `${day}\t${key}`;
      let entry = charged.get(id);
      if (!entry) {
        entry = {
          row: { day, key, events: 0, readers: 0, votes: 0, clicks: 0 },
          pages: [],
          charged: 0,
          keys: { events: [], readers: [], votes: [], clicks: [] },
        };
        charged.set(id, entry);
      }
      return entry;
    };
    for (const spending of batch.budget.values()) {
      if (!spending.pages.length && !spending.charged) continue;
      const entry = of(spending.day, spending.key);
      entry.row.events += spending.pages.length + spending.charged;
      entry.pages = spending.pages;
      entry.charged = spending.charged;
    }
    const sites: string[] = [];
    const keys: SeenRow[] = [];
    for (const row of fresh) {
      const seen = batch.seen.get(row.key);
      if (!seen?.address) {
        keys.push(row);
        continue;
      }
      const entry = of(seen.day, seen.address);
      const kind = KIND_OF[seen.effect.kind];
      entry.row[kind]++;
      entry.keys[kind].push(row);
    }
    const spent = await charge([...charged.values()].map(({ row }) => row));
    // Readers first: the view of a reader refused here counts nothing either.
    const refusedReaders = new Set<string>();
    for (const total of spent) {
      const entry = charged.get(`${total.day}\t${total.key}`);
      if (!entry) continue;
      for (const kind of BUDGET_KINDS) {
        const before = total[kind] - entry.row[kind];
        let room = BUDGET[kind] - before;
        if (kind === 'events') {
          // Searches and speed beacons are counted already; then pages' views, then guides' views, while the budget holds.
          room -= entry.charged;
          const pages = Math.max(0, Math.min(room, entry.pages.length));
          for (const view of entry.pages.slice(0, pages)) for (const id of view) sites.push(`${total.day}\t${id}`);
          this.overBudget += entry.pages.length - pages;
          room -= pages;
        }
        let candidates = entry.keys[kind];
        if (kind === 'events') {
          candidates = candidates.filter(({ key }) => {
            const effect = batch.seen.get(key)?.effect;
            return !(effect?.kind === 'view' && effect.reader && refusedReaders.has(effect.reader));
          });
        }
        const take = Math.max(0, Math.min(room, candidates.length));
        keys.push(...candidates.slice(0, take));
        if (kind === 'readers') for (const { key } of candidates.slice(take)) refusedReaders.add(key);
        this.overBudget += entry.keys[kind].length - take;
      }
    }
    return { keys, sites, spent };
  }

  /**
   * A failure, logged once per kind and day (issue 35 item 1): its SQLSTATE or error code and what
   * happens next, never the SQL or the data (a refused batch's SQL was megabytes a line, every 5 s).
   */
  private failed(where: 'flush' | 'row' | 'upkeep' | 'budget', error: unknown): void {
    const code = errorCode(error);
    const id = `${readerDay()}\t${where}\t${code}`;
    if (this.logged.has(id)) return;
    if (this.logged.size > 100) this.logged.clear();
    this.logged.add(id);
    const what = {
      flush: 'counts not written yet; kept for the next try',
      row: 'a row the database refused as data was dropped',
      upkeep: 'upkeep (salts, retention, running totals) failed; tried again later',
      budget: "an address spent its day's budget; its further counts are dropped",
    }[where];
    this.logger.warn(`Readers: ${what} (${code}; logged once a day)`);
  }

  /** Rows the database refused as data and that were dropped, since the start (diagnostics, tests). */
  refusedRows(): number {
    return this.rowsRefused;
  }

  /** The rows to add: the batch's counts, plus a reader or a vote for each key new to the site today. */
  private counts(batch: Pending, fresh: SeenRow[], sites: string[] = []): FlushBatch {
    const site = new Map([...batch.site].map(([id, n]) => [id, n]));
    for (const id of sites) site.set(id, (site.get(id) ?? 0) + 1);
    const guide = new Map([...batch.guide].map(([id, row]) => [id, { ...row }]));
    for (const { key } of fresh) {
      const entry = batch.seen.get(key);
      if (!entry) continue;
      const { day, effect } = entry;
      const addSite = (id: string) => site.set(`${day}\t${id}`, (site.get(`${day}\t${id}`) ?? 0) + 1);
      if (effect.kind === 'reader') {
        addSite('readers\tall');
        continue;
      }
      const id = `${day}\t${effect.guideId}\t${effect.lang}`;
      let row = guide.get(id);
      if (!row) {
        row = { day, guide_id: effect.guideId, lang: effect.lang, views: 0, helpful_yes: 0, helpful_no: 0, affiliate_clicks: 0 };
        guide.set(id, row);
      }
      if (effect.kind === 'vote') {
        if (effect.helpful) row.helpful_yes++;
        else row.helpful_no++;
      } else if (effect.kind === 'affiliate') {
        row.affiliate_clicks++;
      } else {
        row.views++;
        for (const dim of effect.site) addSite(dim);
      }
    }
    return {
      site: [...site].map(([id, n]) => {
        const [day, dim, key] = id.split('\t') as [string, string, string];
        return { day, dim, key, n };
      }),
      guide: [...guide.values()],
      search: [...batch.search.values()],
      vitals: [...batch.vitals.values()],
    };
  }

  private restore(batch: Pending): void {
    const now = this.pending;
    this.pending = batch;
    for (const [id, n] of now.site) if (batch.site.has(id) || this.room()) batch.site.set(id, (batch.site.get(id) ?? 0) + n);
    for (const [id, row] of now.guide) {
      const into = batch.guide.get(id);
      if (into) {
        into.views += row.views;
        into.affiliate_clicks += row.affiliate_clicks;
      } else if (this.room()) batch.guide.set(id, row);
    }
    for (const [id, row] of now.search) {
      const into = batch.search.get(id);
      if (into) into.n += row.n;
      else if (this.room()) batch.search.set(id, row);
    }
    for (const [id, row] of now.vitals) {
      const into = batch.vitals.get(id);
      if (into) into.n += row.n;
      else if (this.room()) batch.vitals.set(id, row);
    }
    for (const [key, entry] of now.seen) if (!batch.seen.has(key) && this.room()) batch.seen.set(key, entry);
    for (const [id, row] of now.budget) {
      const into = batch.budget.get(id);
      if (into) {
        into.events += row.events;
        into.readers += row.readers;
        into.votes += row.votes;
        into.clicks += row.clicks;
        into.pages.push(...row.pages);
        into.charged += row.charged;
      } else if (this.room()) batch.budget.set(id, row);
    }
  }

  /** The running totals (readers_guide_window) moved to end today, once a day per replica at most. */
  async ensureWindows(today = readerDay()): Promise<void> {
    if (this.windowsDay >= today) return;
    await this.repo.rollWindows(today);
    this.windowsDay = today;
  }

  /** Rows waiting to be written (diagnostics, tests). */
  pendingCount(): number {
    return size(this.pending) + this.served.length;
  }

  /** The Readers screen: the last `days` days, today included. */
  async report(days: number): Promise<ReadersReportDto> {
    const to = readerDay();
    const from = dayBefore(to, days - 1);
    // Not yet moved past midnight (no flush since): moved now; if that fails, the daily roll-ups answer.
    await this.ensureWindows(to).catch(() => undefined);
    const [series, totals, guides, gaps, vitals] = await Promise.all([
      this.repo.series(from),
      this.repo.totals(from),
      this.repo.topGuides(from, to, days, REPORT_LIST),
      this.repo.searchGaps(from, REPORT_LIST),
      this.repo.vitals(from),
    ]);
    const byDay = new Map<string, { day: string; views: number; readers: number }>();
    for (let i = days - 1; i >= 0; i--) {
      const day = dayBefore(to, i);
      byDay.set(day, { day, views: 0, readers: 0 });
    }
    for (const row of series) {
      const point = byDay.get(row.day);
      if (point && row.dim === 'views') point.views += row.n;
      if (point && row.dim === 'readers') point.readers += row.n;
    }
    const dim = (name: string): ReadersCountDto[] =>
      totals
        .filter((row) => row.dim === name)
        .slice(0, REPORT_LIST)
        .map(({ key, n }) => ({ key, n }));
    const sum = (name: string) => totals.filter((row) => row.dim === name).reduce((total, row) => total + row.n, 0);
    const list = (name: string) => guides.filter((row) => row.list === name).map(guideDto);
    const gapList = (name: string): ReadersSearchDto[] =>
      gaps.filter((row) => row.list === name).map(({ query, lang, n, results }) => ({ query, lang: lang as 'en' | 'fil', n, results }));
    const all = guides.find((row) => row.list === 'total');
    const helpfulAll = { helpfulYes: all?.helpful_yes ?? 0, helpfulNo: all?.helpful_no ?? 0, affiliateClicks: all?.affiliate_clicks ?? 0 };
    return {
      days,
      from,
      to,
      series: [...byDay.values()],
      totals: { views: sum('views'), readers: sum('readers'), ...helpfulAll },
      pages: dim('views'),
      languages: dim('lang'),
      sources: dim('source'),
      devices: dim('device'),
      landings: dim('landing'),
      switches: dim('switch'),
      topGuides: list('views'),
      helpful: list('helpful'),
      affiliate: list('affiliate'),
      noResults: gapList('none'),
      otherLanguageOnly: gapList('other'),
      vitals: vitalsDtos(vitals),
    };
  }

  async guide(guideId: number, days: number): Promise<ReadersGuideStatsDto> {
    const rows = await this.repo.guide(guideId, dayBefore(readerDay(), days - 1));
    const of = (lang: string) => {
      const row = rows.find((r) => r.lang === lang);
      return {
        views: row?.views ?? 0,
        helpfulYes: row?.helpful_yes ?? 0,
        helpfulNo: row?.helpful_no ?? 0,
        affiliateClicks: row?.affiliate_clicks ?? 0,
      };
    };
    return { days, en: of('en'), fil: of('fil') };
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

/** PostgreSQL's SQLSTATE (or Node's error code) of a failure, never its message (it holds the SQL). */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : ((error as Error | null)?.name ?? 'unknown').slice(0, 40);
}

/** Class 22, "data exception": the database refuses a value, not the statement or the connection. */
function isDataError(error: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(errorCode(error));
}

/** A batch in two halves (rows in the order they came), to find the rows the database refuses. */
function halve(batch: Pending): [Pending, Pending] {
  const halves: [Pending, Pending] = [emptyPending(), emptyPending()];
  let i = 0;
  const half = Math.ceil(size(batch) / 2);
  for (const name of ['site', 'guide', 'search', 'vitals', 'seen', 'budget'] as const) {
    for (const [id, value] of batch[name] as Map<string, unknown>) {
      (halves[i++ < half ? 0 : 1][name] as Map<string, unknown>).set(id, value);
    }
  }
  return halves;
}

const VITALS_DIMS = ['all', 'page', 'device', 'lang'] as const;

/**
 * The speed report's rows: all views first, then per page type, device class and language (each in a
 * fixed order). A metric's 75th percentile is placed inside its bucket by linear interpolation (the
 * bucket's count assumed spread evenly between its edges), in the page's unit (ms; CLS as a score).
 */
export function vitalsDtos(rows: readonly VitalsReportRow[]): ReadersVitalsDto[] {
  const groups = new Map<string, ReadersVitalsDto>();
  for (const row of rows) {
    const name = row.metric as VitalName;
    if (!VITALS.includes(name)) continue;
    const id = `${row.dim}\t${row.key}`;
    let group = groups.get(id);
    if (!group) {
      group = { dim: row.dim, key: row.key, views: 0, lcp: null, inp: null, cls: null };
      groups.set(id, group);
    }
    const floor = bucketFloor(name, row.p75_upto);
    const share = row.p75_n > 0 ? (row.total * 0.75 - row.p75_before) / row.p75_n : 1;
    const p75 = (floor + (row.p75_upto - floor) * Math.min(1, Math.max(0, share))) / VITAL_RULES[name].scale;
    group[name] = { n: row.total, p75: name === 'cls' ? Math.round(p75 * 1000) / 1000 : Math.round(p75), good: row.good, poor: row.poor };
    group.views = Math.max(group.views, row.total);
  }
  const order = (dto: ReadersVitalsDto) => VITALS_DIMS.indexOf(dto.dim) * 100 + (VITALS_KEY_ORDER.indexOf(dto.key) + 1);
  return [...groups.values()].sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key));
}

const VITALS_KEY_ORDER = ['', 'home', 'guide', 'category', 'search', 'static', 'notfound', 'mobile', 'tablet', 'desktop', 'en', 'fil'];

function guideDto(row: ReportGuideRow): ReadersGuideDto {
  return {
    id: row.guide_id,
    titleEn: row.title_en,
    titleFil: row.title_fil,
    viewsEn: row.views_en,
    viewsFil: row.views_fil,
    helpfulYes: row.helpful_yes,
    helpfulNo: row.helpful_no,
    affiliateClicks: row.affiliate_clicks,
  };
}
