import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { BUDGET, emptyPending, ReadersBuffer, size, type BudgetKind, type Effect, type Pending } from './readers-buffer';
import { ReadersCountingService } from './readers-counting.service';
import { isDataError, ReadersFailures } from './readers-failures';
import { ReadersUpkeepService } from './readers-upkeep.service';
import { ReadersRepository, type BudgetRow, type FlushBatch, type SeenRow } from './readers.repository';

/** Counts are written at most this long after they are made (what a crash can lose: docs/readers.md). */
export const FLUSH_MS = 5_000;
/** The last flush at shutdown waits at most this long. */
const SHUTDOWN_FLUSH_MS = 3_000;
/** Readers first (admit: a refused reader's views are refused too). */
const BUDGET_KINDS: readonly BudgetKind[] = ['readers', 'events', 'votes', 'clicks'];
/** The budget a key new to the site today spends, by what it adds. */
const KIND_OF = { reader: 'readers', vote: 'votes', view: 'events', affiliate: 'clicks' } as const satisfies Record<
  Effect['kind'],
  BudgetKind
>;

/**
 * Readers' flush (issue 24, docs/readers.md): what is pending written every FLUSH_MS in one
 * transaction into daily roll-ups that add up across replicas; each address charged exactly, across
 * replicas, and only what its day's budget holds admitted. On failure the counts stay pending.
 */
@Injectable()
export class ReadersFlushService implements OnModuleInit, OnModuleDestroy {
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private rowsRefused = 0;

  constructor(
    private readonly repo: ReadersRepository,
    private readonly buffer: ReadersBuffer,
    private readonly counting: ReadersCountingService,
    private readonly upkeep: ReadersUpkeepService,
    private readonly failures: ReadersFailures,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /**
   * On shutdown: the last counts are written before the database connection closes, within
   * SHUTDOWN_FLUSH_MS (a database that does not answer must not hold the shutdown: the embedded
   * PostgreSQL is stopped after this).
   */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.flush(), new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS)))]);
    clearTimeout(timer);
  }

  /**
   * Writes what is pending, in one transaction; on failure it stays pending (merged with what came
   * meanwhile, within the bound) for the next flush. One flush at a time.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushOnce());
    return this.flushing;
  }

  /** Rows the database refused as data and that were dropped, since the start (diagnostics, tests). */
  refusedRows(): number {
    return this.rowsRefused;
  }

  private async flushOnce(): Promise<void> {
    this.counting.drainServed();
    if (this.buffer.dropped) {
      this.failures.warn(`Readers: ${this.buffer.dropped} counts dropped (buffer full)`);
      this.buffer.dropped = 0;
    }
    if (this.buffer.overBudget) {
      this.failures.failed('budget', { code: 'over budget' });
      this.buffer.overBudget = 0;
    }
    const batch = this.buffer.take();
    if (!batch) return;
    try {
      await this.upkeep.ensureWindows();
    } catch (error) {
      this.failures.failed('upkeep', error);
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
          this.failures.failed('row', error);
        } else {
          this.failures.failed('flush', error);
          for (const rest of [part, ...parts]) this.buffer.restore(rest);
          break;
        }
      }
    }
    if (refused) this.rowsRefused += refused;
    this.buffer.done();
  }

  private async write(batch: Pending): Promise<void> {
    const seen: SeenRow[] = [...batch.seen.values()].map(({ day, key }) => ({ day, key }));
    let spent: BudgetRow[] = [];
    await this.repo.flush(seen, async (fresh, charge) => {
      const admitted = await this.admit(batch, fresh, charge);
      spent = admitted.spent;
      return counts(batch, admitted.keys, admitted.sites);
    });
    this.buffer.written(seen, spent);
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
          this.buffer.overBudget += entry.pages.length - pages;
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
        this.buffer.overBudget += entry.keys[kind].length - take;
      }
    }
    return { keys, sites, spent };
  }
}

/** The rows to add: the batch's counts, plus a reader or a vote for each key new to the site today. */
function counts(batch: Pending, fresh: SeenRow[], sites: string[] = []): FlushBatch {
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
