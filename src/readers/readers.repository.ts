import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { storableText } from './readers-rules';

/**
 * A batch as the JSON PostgreSQL reads: every text storable (issue 35 item 1). The rules make texts so
 * already; this is the last check before the database, so no text can make it refuse a whole batch.
 */
const asJson = (rows: unknown): string =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? storableText(value) : value));

export interface SiteRow {
  day: string;
  dim: string;
  key: string;
  n: number;
}
export interface GuideRow {
  day: string;
  guide_id: number;
  lang: string;
  views: number;
  helpful_yes: number;
  helpful_no: number;
  affiliate_clicks: number;
}
export interface SearchRow {
  day: string;
  lang: string;
  query: string;
  results: number;
  other_only: boolean;
  n: number;
}
/** Speed beacons (issue 36 item 2): views whose metric fell in the bucket ending at `upto` (vitals-buckets.ts). */
export interface VitalsRow {
  day: string;
  page: string;
  device: string;
  lang: string;
  metric: string;
  upto: number;
  n: number;
}

export interface SeenRow {
  day: string;
  /** 32 hex digits (16 bytes of a salted hash). */
  key: string;
}

/** An address's spending of its day's budget (issue 35 item 2): added by a flush, read back as totals. */
export interface BudgetRow {
  day: string;
  /** 32 hex digits: the address, salted and hashed like a reader. */
  key: string;
  events: number;
  readers: number;
  votes: number;
  clicks: number;
}

/**
 * Distinct rows a day may hold (issue 35 item 2), the rest counted in one "other" row: per dimension
 * of readers_site_day (only sources have open-ended keys) and per language of readers_search_day (the
 * other row's query is empty, and it is no search gap). The busiest day measured had ≈150 sources and
 * ≈1,400 searches.
 */
export const MAX_KEYS_PER_DIM = 300;
export const MAX_SEARCHES_PER_LANG = 3_000;
export const OTHER_KEY = 'other';

export interface FlushBatch {
  site: SiteRow[];
  guide: GuideRow[];
  search: SearchRow[];
  vitals: VitalsRow[];
}

/** The Readers screen's periods whose guide totals are kept running (readers_guide_window). */
export const WINDOWS: readonly number[] = [7, 30, 90];

/**
 * The Readers tables, written (Migration20261125140001_readers, Migration20261125180004_readers_windows;
 * the reads of the report: readers-report.repository.ts). Batches come in as one JSON array per table
 * (json_to_recordset), so a flush is a handful of statements whatever its size; counts add up
 * (on conflict ... n = n + excluded.n), so replicas flushing the same day's rows never overwrite each other.
 */
@Injectable()
export class ReadersRepository {
  constructor(private readonly em: EntityManager) {}

  private execute<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  /** The salt of each day, made by the first replica that asks (all replicas then read the same). */
  async salts(days: string[]): Promise<Map<string, Buffer>> {
    await this.execute(
      `insert into readers_salt (day, salt)
       select x.day, decode(x.salt, 'hex') from json_to_recordset(?::json) as x(day date, salt text) on conflict do nothing`,
      [JSON.stringify(days.map((day) => ({ day, salt: randomBytes(32).toString('hex') })))],
    );
    const rows = await this.execute<{ day: string; salt: Buffer }[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, salt from readers_salt where day = any(string_to_array(?, ',')::date[])`,
      [days.join(',')],
    );
    return new Map(rows.map((r) => [r.day, r.salt]));
  }

  /** Destroys the salts and reader keys of days before `today`, and roll-ups older than `keepFrom`. */
  async purge(today: string, keepFrom: string): Promise<void> {
    await this.execute(`delete from readers_salt where day < ?::date`, [today]);
    await this.execute(`delete from readers_seen where day < ?::date`, [today]);
    await this.execute(`delete from readers_budget where day < ?::date`, [today]);
    for (const table of ['readers_site_day', 'readers_guide_day', 'readers_search_day', 'readers_vitals_day']) {
      await this.execute(`delete from ${table} where day < ?::date`, [keepFrom]);
    }
  }

  /**
   * One flush, in one transaction: all of it is stored, or none (the service keeps it then). The
   * reader keys go first: `counts` turns the keys new to the whole site today (another replica may
   * have seen the same reader) into the counts they add (a reader, a vote).
   */
  async flush(
    seen: SeenRow[],
    plan: (fresh: SeenRow[], charge: (budget: BudgetRow[]) => Promise<BudgetRow[]>) => Promise<FlushBatch>,
  ): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const run = <T>(sql: string, params: unknown[]) => em.execute(sql, params) as Promise<T>;
      // One flush at a time across replicas: the budgets and the bounds on a day's rows are exact (a few ms each, every 5 s).
      await run(`select pg_advisory_xact_lock(hashtext('readers_flush'))`, []);
      /** Adds each address's spending and answers its day's totals (every replica's). */
      const charge = (budget: BudgetRow[]) =>
        budget.length
          ? run<BudgetRow[]>(
              `insert into readers_budget as b (day, key, events, readers, votes, clicks)
               select x.day, decode(x.key, 'hex'), x.events, x.readers, x.votes, x.clicks
               from json_to_recordset(?::json) as x(day date, key text, events int, readers int, votes int, clicks int)
               on conflict (day, key) do update set events = b.events + excluded.events,
                 readers = b.readers + excluded.readers, votes = b.votes + excluded.votes, clicks = b.clicks + excluded.clicks
               returning to_char(day, 'YYYY-MM-DD') as day, encode(key, 'hex') as key, events, readers, votes, clicks`,
              [asJson(budget)],
            )
          : Promise.resolve([]);
      const fresh = seen.length
        ? await run<SeenRow[]>(
            `insert into readers_seen (day, key)
             select x.day, decode(x.key, 'hex') from json_to_recordset(?::json) as x(day date, key text)
             on conflict do nothing returning to_char(day, 'YYYY-MM-DD') as day, encode(key, 'hex') as key`,
            [asJson(seen)],
          )
        : [];
      const batch = await plan(fresh, charge);
      if (batch.site.length) {
        // A key the day does not hold yet is kept while the day has room under MAX_KEYS_PER_DIM; the rest is "other".
        await run(
          `insert into readers_site_day (day, dim, key, n)
           select day, dim, key, sum(n) from (
             select x.day, x.dim,
               case when s.key is not null or x.key = ?
                 or (select count(*) from readers_site_day c where c.day = x.day and c.dim = x.dim)
                    + row_number() over (partition by x.day, x.dim, s.key is null order by x.n desc, x.key) <= ?
               then x.key else ? end as key, x.n
             from json_to_recordset(?::json) as x(day date, dim text, key text, n int)
             left join readers_site_day s on s.day = x.day and s.dim = x.dim and s.key = x.key) y
           group by day, dim, key
           on conflict (day, dim, key) do update set n = readers_site_day.n + excluded.n`,
          [OTHER_KEY, MAX_KEYS_PER_DIM - 1, OTHER_KEY, asJson(batch.site)],
        );
      }
      if (batch.guide.length) {
        // Only guides that exist: a made-up id in a beacon adds nothing.
        await run(
          `insert into readers_guide_day (day, guide_id, lang, views, helpful_yes, helpful_no, affiliate_clicks)
           select x.day, x.guide_id, x.lang, x.views, x.helpful_yes, x.helpful_no, x.affiliate_clicks
           from json_to_recordset(?::json) as x(day date, guide_id int, lang text, views int, helpful_yes int, helpful_no int, affiliate_clicks int)
           where exists (select 1 from guide g where g.id = x.guide_id)
           on conflict (day, guide_id, lang) do update set
             views = readers_guide_day.views + excluded.views,
             helpful_yes = readers_guide_day.helpful_yes + excluded.helpful_yes,
             helpful_no = readers_guide_day.helpful_no + excluded.helpful_no,
             affiliate_clicks = readers_guide_day.affiliate_clicks + excluded.affiliate_clicks`,
          [asJson(batch.guide)],
        );
        // The running totals, in the same transaction. The marker row shared: a rebuild (rollWindows,
        // which locks it for update) waits for this flush, or this flush waits and adds to the rebuilt
        // windows. A row of a day the windows do not reach yet is left to the rebuild that reaches it.
        const [state] = await run<{ day: string | null }[]>(
          `select to_char(day, 'YYYY-MM-DD') as day from readers_window_state where id = 1 for share`,
          [],
        );
        if (state?.day) {
          await run(
            `insert into readers_guide_window as w (period, guide_id, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks)
             select p.period, coalesce(x.guide_id, 0), coalesce(sum(x.views) filter (where x.lang = 'en'), 0),
               coalesce(sum(x.views) filter (where x.lang = 'fil'), 0),
               sum(x.helpful_yes), sum(x.helpful_no), sum(x.affiliate_clicks)
             from json_to_recordset(?::json) as x(day date, guide_id int, lang text, views int, helpful_yes int, helpful_no int, affiliate_clicks int)
             join (values ${WINDOWS.map((days) => `(${days})`).join(', ')}) as p(period) on x.day > ?::date - p.period and x.day <= ?::date
             where exists (select 1 from guide g where g.id = x.guide_id)
             group by grouping sets ((p.period, x.guide_id), (p.period))
             on conflict (period, guide_id) do update set
               views_en = w.views_en + excluded.views_en, views_fil = w.views_fil + excluded.views_fil,
               helpful_yes = w.helpful_yes + excluded.helpful_yes, helpful_no = w.helpful_no + excluded.helpful_no,
               affiliate_clicks = w.affiliate_clicks + excluded.affiliate_clicks`,
            [asJson(batch.guide), state.day, state.day],
          );
        }
      }
      if (batch.search.length) {
        // The latest result count of a query wins (the catalogue changes during a day).
        // Searches beyond MAX_SEARCHES_PER_LANG distinct a day are counted in the language's "other" row (query '').
        await run(
          `insert into readers_search_day (day, lang, query, results, other_only, n)
           select day, lang, case when keep then query else '' end, max(case when keep then results else 0 end),
             bool_or(keep and other_only), sum(n)
           from (
             select x.*, s.query is not null
                 or (select count(*) from readers_search_day c where c.day = x.day and c.lang = x.lang)
                    + row_number() over (partition by x.day, x.lang, s.query is null order by x.n desc, x.query) <= ? as keep
             from json_to_recordset(?::json) as x(day date, lang text, query text, results int, other_only boolean, n int)
             left join readers_search_day s on s.day = x.day and s.lang = x.lang and s.query = x.query) y
           group by 1, 2, 3
           on conflict (day, lang, query) do update set n = readers_search_day.n + excluded.n,
             results = excluded.results, other_only = excluded.other_only`,
          [MAX_SEARCHES_PER_LANG - 1, asJson(batch.search)],
        );
      }
      if (batch.vitals.length) {
        // Closed keys (page types, devices, languages, metrics, bucket edges): a day's rows are bounded by construction.
        await run(
          `insert into readers_vitals_day (day, page, device, lang, metric, upto, n)
           select x.day, x.page, x.device, x.lang, x.metric, x.upto, x.n
           from json_to_recordset(?::json) as x(day date, page text, device text, lang text, metric text, upto int, n int)
           on conflict (day, page, device, lang, metric, upto) do update set n = readers_vitals_day.n + excluded.n`,
          [asJson(batch.vitals)],
        );
      }
    });
  }

  /** The day the running totals end on (null before the first build). */
  async windowsDay(): Promise<string | null> {
    const [state] = await this.execute<{ day: string | null }[]>(
      `select to_char(day, 'YYYY-MM-DD') as day from readers_window_state where id = 1`,
    );
    return state?.day ?? null;
  }

  /**
   * Moves the running totals to end on `day` when they end before it: rebuilt from the daily roll-ups
   * in one transaction holding the marker row, so of several replicas past midnight the first does
   * it and the others, once it commits, find it done. A day once passed is never rebuilt again.
   */
  async rollWindows(day: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const run = <T>(sql: string, params: unknown[] = []) => em.execute(sql, params) as Promise<T>;
      const [state] = await run<{ day: string | null }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day from readers_window_state where id = 1 for update`,
      );
      if (state?.day && state.day >= day) return;
      await run(`set local work_mem = '64MB'`);
      await run(`delete from readers_guide_window`);
      await run(
        `insert into readers_guide_window (period, guide_id, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks)
         select p.period, coalesce(d.guide_id, 0), coalesce(sum(d.views) filter (where d.lang = 'en'), 0),
           coalesce(sum(d.views) filter (where d.lang = 'fil'), 0), sum(d.helpful_yes), sum(d.helpful_no), sum(d.affiliate_clicks)
         from (values ${WINDOWS.map((days) => `(${days})`).join(', ')}) as p(period)
         join readers_guide_day d on d.day > ?::date - p.period and d.day <= ?::date
         group by grouping sets ((p.period, d.guide_id), (p.period))`,
        [day, day],
      );
      await run(`update readers_window_state set day = ?::date where id = 1`, [day]);
      await run(`analyze readers_guide_window`);
    });
  }
}
