import { Injectable } from '@nestjs/common';
import type { Hit, ReaderLang } from './readers-rules';
import type { BudgetRow, GuideRow, SearchRow, SeenRow, VitalsRow } from './readers.repository';

/**
 * The buffer's bound: distinct rows (a guide and language, a source, a search, a reader key) waiting to
 * be written. Beyond it new rows are dropped (and the drop logged) until the next flush.
 */
export const MAX_PENDING = 50_000;
/** Reader keys this replica already sent today, kept so a reader's every view is not sent again. */
const MAX_KNOWN_KEYS = 200_000;
/**
 * What one address may add to the counts in a (Manila) day, across replicas (issue 35 item 2): views
 * and affiliate clicks (after de-duplication) and searches, new readers (a reader is an address and a
 * browser, and the browser is the client's word), votes. Generous for a family or an office behind one
 * address, and for a mobile carrier's shared addresses; what a script sending 120,000 beacons gets.
 */
export const BUDGET = { events: 600, readers: 100, votes: 30, clicks: 30 } as const;
export type BudgetKind = keyof typeof BUDGET;

/**
 * An address's spending on this replica since the last flush. The events that are no key's are kept
 * here until the flush admits them: `pages`, the site counts of each view of a page other than a guide;
 * `charged`, searches the server answered and speed beacons (charged, not held back).
 */
export type Spending = BudgetRow & { pages: string[][]; charged: number };

/**
 * What a key new to the site today adds (decided at the flush, across replicas): a reader, a vote, a
 * guide view (with its site counts: page type, language, source...) or an affiliate click, each once
 * per reader, guide (and language) and day.
 */
export type Effect =
  | { kind: 'reader' }
  | { kind: 'vote'; guideId: number; lang: ReaderLang; helpful: boolean }
  | { kind: 'view'; guideId: number; lang: ReaderLang; site: string[]; reader: string | null }
  | { kind: 'affiliate'; guideId: number; lang: ReaderLang };

export interface Pending {
  site: Map<string, number>;
  guide: Map<string, GuideRow>;
  search: Map<string, SearchRow>;
  /** Speed beacons' counts per day, page type, device, language, metric and bucket (issue 36 item 2). */
  vitals: Map<string, VitalsRow>;
  seen: Map<string, { day: string; key: string; effect: Effect; address: string | null }>;
  /** Each address's spending since the last flush, by day and address key. */
  budget: Map<string, Spending>;
}

export const emptyPending = (): Pending => ({
  site: new Map(),
  guide: new Map(),
  search: new Map(),
  vitals: new Map(),
  seen: new Map(),
  budget: new Map(),
});
export const size = (p: Pending) => p.site.size + p.guide.size + p.search.size + p.vitals.size + p.seen.size + p.budget.size;

export type SearchCount = NonNullable<Extract<Hit, { kind: 'view' }>['search']>;

/**
 * Readers' counts in memory (issue 24, docs/readers.md): what waits for the next flush, bounded by
 * MAX_PENDING; the keys this replica already sent today; each address's budget for the day (what every
 * replica spent as of the last flush, plus what this one spent since). Synchronous: memory only.
 */
@Injectable()
export class ReadersBuffer {
  private pending = emptyPending();
  private known = new Set<string>();
  private knownDay = '';
  /** Counts dropped (buffer full) and events over an address's budget, since the last flush logged them. */
  dropped = 0;
  overBudget = 0;
  /** Each address's spending as the database last said (every replica's), by day and address key. */
  private spentShared = new Map<string, BudgetRow>();
  /** The spending of the batch being written (neither pending nor in spentShared until it is). */
  private spentInFlight = new Map<string, Spending>();

  /** Rows waiting to be written. */
  size(): number {
    return size(this.pending);
  }

  room(): boolean {
    if (size(this.pending) < MAX_PENDING) return true;
    this.dropped++;
    return false;
  }

  addSite(day: string, dim: string, key: string): void {
    const id = `${day}\t${dim}\t${key}`;
    if (this.pending.site.has(id) || this.room()) this.pending.site.set(id, (this.pending.site.get(id) ?? 0) + 1);
  }

  guideRow(day: string, guideId: number, lang: string): GuideRow | null {
    const id = `${day}\t${guideId}\t${lang}`;
    let row = this.pending.guide.get(id);
    if (!row && this.room()) {
      row = { day, guide_id: guideId, lang, views: 0, helpful_yes: 0, helpful_no: 0, affiliate_clicks: 0 };
      this.pending.guide.set(id, row);
    }
    return row ?? null;
  }

  addKey(day: string, key: string | null, effect: Effect, address: string | null): void {
    if (!key || this.seenToday(day, key) || !this.room()) return;
    this.pending.seen.set(key, { day, key, effect, address });
  }

  /** Whether this replica already holds or sent the key today (then it adds nothing again). */
  seenToday(day: string, key: string): boolean {
    if (this.knownDay !== day) {
      this.known = new Set();
      this.knownDay = day;
    }
    return this.known.has(key) || this.pending.seen.has(key);
  }

  /**
   * One unit of an address's budget for the day, or false when it is spent (what every replica spent,
   * as of the last flush, plus what this one spent since). Without the day's salt: not budgeted. This
   * bounds what a replica holds; the flush charges the database exactly and admits what fits (admit).
   * `charged`: a search the server answered or a speed beacon, charged as it is.
   */
  spend(day: string, address: string | null, kind: BudgetKind, charged = false): boolean {
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
  newReaderRefused(day: string, readerKey: string | null, address: string | null): boolean {
    if (!readerKey || this.seenToday(day, readerKey)) return false;
    if (!this.spend(day, address, 'readers')) return true;
    this.addKey(day, readerKey, { kind: 'reader' }, address);
    return false;
  }

  /** A view of a page other than a guide, held with its address until the flush admits it within the day's budget. */
  holdPage(day: string, address: string, site: string[]): void {
    this.pending.budget.get(`${day}\t${address}`)?.pages.push(site);
  }

  addSearch(day: string, lang: ReaderLang, search: SearchCount): void {
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

  addVitals(row: Omit<VitalsRow, 'n'>): void {
    const id = `${row.day}\t${row.page}\t${row.device}\t${row.lang}\t${row.metric}\t${row.upto}`;
    const into = this.pending.vitals.get(id);
    if (into) into.n++;
    else if (this.room()) this.pending.vitals.set(id, { ...row, n: 1 });
  }

  /** What is pending, taken for a flush (null when nothing is); its spending counts as in flight until done(). */
  take(): Pending | null {
    const batch = this.pending;
    if (!size(batch)) return null;
    this.pending = emptyPending();
    this.spentInFlight = batch.budget;
    return batch;
  }

  /** A batch written: its keys known (so they are not sent again today), every replica's spending as the database said. */
  written(seen: readonly SeenRow[], spent: readonly BudgetRow[]): void {
    for (const { day, key } of seen) if (day === this.knownDay && this.known.size < MAX_KNOWN_KEYS) this.known.add(key);
    if (this.spentShared.size + spent.length > MAX_KNOWN_KEYS) this.spentShared = new Map();
    for (const row of spent) this.spentShared.set(`${row.day}\t${row.key}`, row);
  }

  /** The flush is over: what was in flight is written or pending again. */
  done(): void {
    this.spentInFlight = new Map();
  }

  /** A batch not written, pending again (merged with what came meanwhile, within the bound). */
  restore(batch: Pending): void {
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
}
