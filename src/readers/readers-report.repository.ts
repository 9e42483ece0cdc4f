import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { VITAL_RULES, VITALS } from '../../client/src/shared/vitals-buckets';
import { WINDOWS, type SiteRow } from './readers.repository';

/**
 * One group of the speed report and one metric: where its 75th percentile falls (the bucket the
 * cumulative count reaches 75 % in, the count before it and in it) and its views per rating.
 */
export interface VitalsReportRow {
  dim: 'all' | 'page' | 'device' | 'lang';
  key: string;
  metric: string;
  total: number;
  p75_upto: number;
  p75_before: number;
  p75_n: number;
  good: number;
  poor: number;
}

export interface ReportGuideRow {
  guide_id: number;
  title_en: string | null;
  title_fil: string | null;
  views_en: number;
  views_fil: number;
  helpful_yes: number;
  helpful_no: number;
  affiliate_clicks: number;
}

type ReportRows = (ReportGuideRow & { list: 'views' | 'helpful' | 'affiliate' | 'total' })[];

/**
 * The Readers screen's reads (issue 24, docs/readers.md has their timings): the daily roll-ups, the
 * running 7/30/90-day guide totals and the speed histograms, never the counting's own tables.
 */
@Injectable()
export class ReadersReportRepository {
  constructor(private readonly em: EntityManager) {}

  private execute<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  /**
   * Readers' speed since `from` (issue 36 item 2), for all views, per page type, per device class and per
   * language: each metric's 75th percentile bucket and its views per rating, from the histograms: the
   * period's rows (≤ 2,448 a day) summed once into ≤ 2,448 rows, then grouped four ways and summed
   * cumulatively over ≤ 28 buckets per group and metric.
   */
  vitals(from: string): Promise<VitalsReportRow[]> {
    const limits = VITALS.map((name) => `('${name}', ${VITAL_RULES[name].good}, ${VITAL_RULES[name].poor})`).join(', ');
    return this.execute(
      `with d as materialized (
         select page, device, lang, metric, upto, sum(n)::int as n from readers_vitals_day where day >= ?::date
         group by page, device, lang, metric, upto),
       b as (
         select case when grouping(page) = 0 then 'page' when grouping(device) = 0 then 'device' when grouping(lang) = 0 then 'lang' else 'all' end as dim,
           coalesce(page, device, lang, '') as key, metric, upto, sum(n)::int as n
         from d group by grouping sets ((metric, upto), (page, metric, upto), (device, metric, upto), (lang, metric, upto))),
       c as (
         select b.*, sum(n) over (partition by dim, key, metric order by upto)::int as upto_n,
           sum(n) over (partition by dim, key, metric)::int as total
         from b)
       select c.dim, c.key, c.metric, c.total,
         min(c.upto) filter (where c.upto_n * 4 >= c.total * 3) as p75_upto,
         (array_agg(c.upto_n - c.n order by c.upto) filter (where c.upto_n * 4 >= c.total * 3))[1] as p75_before,
         (array_agg(c.n order by c.upto) filter (where c.upto_n * 4 >= c.total * 3))[1] as p75_n,
         coalesce(sum(c.n) filter (where c.upto <= t.good), 0)::int as good,
         coalesce(sum(c.n) filter (where c.upto > t.poor), 0)::int as poor
       from c join (values ${limits}) as t(metric, good, poor) on t.metric = c.metric
       group by c.dim, c.key, c.metric, c.total
       order by c.dim, c.key, c.metric`,
      [from],
    );
  }

  /** Site-wide counts per day and dimension since `from` (views, readers: the chart). */
  series(from: string): Promise<SiteRow[]> {
    return this.execute(
      `select to_char(day, 'YYYY-MM-DD') as day, dim, key, sum(n)::int as n from readers_site_day
       where day >= ?::date and dim in ('views', 'readers') group by day, dim, key order by day`,
      [from],
    );
  }

  /** Totals per dimension and key since `from` (sources, devices, languages, landings, switches, page types). */
  totals(from: string): Promise<{ dim: string; key: string; n: number }[]> {
    return this.execute(
      `select dim, key, sum(n)::int as n from readers_site_day where day >= ?::date group by dim, key order by n desc, key`,
      [from],
    );
  }

  /**
   * Top guides by views, by votes and by affiliate clicks over the last `days` days ending `to`, and
   * their totals, each with its titles. A period with running totals that end on `to` reads them (an
   * index scan with a LIMIT per list); any other (the totals not yet moved past midnight) sums the
   * daily roll-ups. One snapshot for both reads.
   */
  topGuides(from: string, to: string, days: number, limit: number): Promise<ReportRows> {
    return this.em.fork().transactional(async (em) => {
      const run = <T>(sql: string, params: unknown[] = []) => em.execute(sql, params) as Promise<T>;
      await run(`set transaction isolation level repeatable read`);
      const [state] = await run<{ day: string | null }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day from readers_window_state where id = 1`,
      );
      const titles = `(select title from guide_translation t where t.guide_id = p.guide_id and t.lang = 'how') as title_en,
         (select title from guide_translation t where t.guide_id = p.guide_id and t.lang = 'paano') as title_fil`;
      if (WINDOWS.includes(days) && state?.day === to) {
        return run<ReportRows>(
          `with picked as (
             (select 'views' as list, guide_id, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks
              from readers_guide_window where period = ? and guide_id > 0 order by views desc, guide_id limit ?)
             union all
             (select 'helpful', guide_id, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks
              from readers_guide_window where period = ? and guide_id > 0 and votes > 0 order by votes desc, guide_id limit ?)
             union all
             (select 'affiliate', guide_id, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks
              from readers_guide_window where period = ? and guide_id > 0 and affiliate_clicks > 0 order by affiliate_clicks desc, guide_id limit ?)
             union all
             (select 'total', 0, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks
              from readers_guide_window where period = ? and guide_id = 0))
           select p.list, p.guide_id, coalesce(p.views_en, 0) as views_en, coalesce(p.views_fil, 0) as views_fil,
             coalesce(p.helpful_yes, 0) as helpful_yes, coalesce(p.helpful_no, 0) as helpful_no,
             coalesce(p.affiliate_clicks, 0) as affiliate_clicks, ${titles}
           from picked p`,
          [days, limit, days, limit, days, limit, days],
        );
      }
      // Its aggregation (one row per guide read in the period) in memory, not in temporary files.
      await run(`set local work_mem = '32MB'`);
      return run<ReportRows>(
        `with g as materialized (
         select guide_id,
           sum(views) filter (where lang = 'en')::int as views_en, sum(views) filter (where lang = 'fil')::int as views_fil,
           sum(helpful_yes)::int as helpful_yes, sum(helpful_no)::int as helpful_no, sum(affiliate_clicks)::int as affiliate_clicks
         from readers_guide_day where day >= ?::date and day <= ?::date group by guide_id),
       picked as (
         (select 'views' as list, g.* from g order by coalesce(views_en, 0) + coalesce(views_fil, 0) desc, guide_id limit ?)
         union all
         (select 'helpful', g.* from g where helpful_yes + helpful_no > 0 order by helpful_yes + helpful_no desc, guide_id limit ?)
         union all
         (select 'affiliate', g.* from g where affiliate_clicks > 0 order by affiliate_clicks desc, guide_id limit ?)
         union all
         (select 'total', 0, sum(views_en)::int, sum(views_fil)::int, sum(helpful_yes)::int, sum(helpful_no)::int, sum(affiliate_clicks)::int from g))
       select p.list, p.guide_id, coalesce(p.views_en, 0) as views_en, coalesce(p.views_fil, 0) as views_fil,
         coalesce(p.helpful_yes, 0) as helpful_yes, coalesce(p.helpful_no, 0) as helpful_no,
         coalesce(p.affiliate_clicks, 0) as affiliate_clicks, ${titles}
       from picked p`,
        [from, to, limit, limit, limit],
      );
    });
  }

  /** Searches since `from` (results: the most a query found in the period): the most asked with no result, and those found only in the other language. */
  searchGaps(from: string, limit: number): Promise<{ list: 'none' | 'other'; lang: string; query: string; n: number; results: number }[]> {
    return this.execute(
      `with s as materialized (
         select lang, query, sum(n)::int as n, max(results) as results,
           bool_or(results = 0) as none, bool_or(other_only) as other
         from readers_search_day where day >= ?::date and (results = 0 or other_only) and query <> '' group by lang, query)
       (select 'none' as list, lang, query, n, results from s where lang = 'en' and none order by n desc, query limit ?)
       union all (select 'none', lang, query, n, results from s where lang = 'fil' and none order by n desc, query limit ?)
       union all (select 'other', lang, query, n, results from s where lang = 'en' and other order by n desc, query limit ?)
       union all (select 'other', lang, query, n, results from s where lang = 'fil' and other order by n desc, query limit ?)`,
      [from, limit, limit, limit, limit],
    );
  }

  /** One guide's counts per language since `from` (the editor's panel). */
  guide(
    guideId: number,
    from: string,
  ): Promise<{ lang: string; views: number; helpful_yes: number; helpful_no: number; affiliate_clicks: number }[]> {
    return this.execute(
      `select lang, sum(views)::int as views, sum(helpful_yes)::int as helpful_yes, sum(helpful_no)::int as helpful_no,
         sum(affiliate_clicks)::int as affiliate_clicks
       from readers_guide_day where guide_id = ? and day >= ?::date group by lang`,
      [guideId, from],
    );
  }
}
