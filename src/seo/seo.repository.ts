import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../content/guide.entity';
import type { SeoReportKind } from '../../client/src/shared/seo-messages';
import type { NotFoundDto, RedirectDto, SeoIssueDto, SlugRedirectDto } from '../../client/src/shared/seo-types';

/** The rows are the API's shapes (client/src/shared/seo-types.ts): read once, answered as they are. */
export type NotFoundRow = NotFoundDto;
export type RedirectRow = RedirectDto;
export type SlugRedirectRow = SlugRedirectDto;
export type IssueRow = SeoIssueDto;
export interface CheckRow {
  checked_at: string;
  took_ms: number;
  counts: Partial<Record<SeoReportKind, number>>;
}

/** Path segments that are the site's own routes, never a guide's category (client/src/routes.tsx). */
const RESERVED_FIRST_SEGMENTS = ['category', 'search', 'api', 'media', 'assets', 'icons', 'admin-hp-access', 'login-access'];

/** An advisory lock id: one site check at a time across replicas. */
const CHECK_LOCK = 27_006;

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The SQL of the not-found log, the redirect manager and the site report (issue 27 item 6). Every
 * list is one page of an index: not_found_path by (last_seen, hits) (bounded), path_redirect by
 * created_at, slug_redirect by id, seo_issue by a range of (kind, pos).
 */
@Injectable()
export class SeoRepository {
  constructor(readonly em: EntityManager) {}

  private execute<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  async notFound(offset: number, limit: number): Promise<{ count: number; rows: NotFoundRow[] }> {
    // An address that answers now is not listed (nor offered a redirect, which it would refuse): one
    // that redirects, and one with a published guide's shape (/{any category}/{its slug}, as the guide
    // route answers). The table holds at most MAX_NOT_FOUND rows; each test is a unique-index lookup.
    const stillMissing = `not exists (select 1 from path_redirect r where r.path = f.path)
        and not (f.path ~ '^/[^/]+/[^/]+$' and exists (
          select 1 from guide_translation t join guide g on g.id = t.guide_id and g.status = 'published'
           where t.lang in ('how', 'paano') and t.slug = regexp_replace(f.path, '^.*/', '')))`;
    const [{ n }] = await this.execute<[{ n: number }]>(`select count(*)::int as n from not_found_path f where ${stillMissing}`);
    // The suggestion: a published guide whose slug, now or before a rename, is the address's last
    // segment without an extension (/2024/05/how-to-save.html -> how-to-save): two unique-index lookups.
    const rows = await this.execute<NotFoundRow[]>(
      `select n.path, n.hits, to_char(n.last_seen, 'YYYY-MM-DD') as last_seen, s.guide_id, s.lang, s.title, s.slug
         from (select *, regexp_replace(regexp_replace(path, '^.*/', ''), '[.][a-z0-9]+$', '') as last
                 from not_found_path f where ${stillMissing}
                order by last_seen desc, hits desc, path offset ? limit ?) n
         left join lateral (
           select t.guide_id, t.lang, t.title, t.slug from (
               select guide_id, lang, 0 as o from guide_translation where lang in ('how', 'paano') and slug = n.last
               union all select guide_id, lang, 1 from slug_redirect where lang in ('how', 'paano') and slug = n.last) x
             join guide g on g.id = x.guide_id and g.status = 'published'
             join guide_translation t on t.guide_id = x.guide_id and t.lang = x.lang
            order by x.o limit 1) s on true
        order by n.last_seen desc, n.hits desc, n.path`,
      [offset, limit],
    );
    return { count: n, rows };
  }

  async forgetNotFound(path: string): Promise<number> {
    const rows = await this.execute<{ path: string }[]>(`delete from not_found_path where path = ? returning path`, [path]);
    return rows.length;
  }

  /** path_redirect is not bounded (imports add rows): counted by the planner's estimate past 10,000. */
  async redirects(offset: number, limit: number): Promise<{ count: number; rows: RedirectRow[] }> {
    const count = await this.boundedCount('path_redirect');
    const rows = await this.execute<RedirectRow[]>(
      `select r.path, r.guide_id, r.lang, t.title, r.created_at from path_redirect r
         left join guide_translation t on t.guide_id = r.guide_id and t.lang = r.lang
        order by r.created_at desc, r.path offset ? limit ?`,
      [offset, limit],
    );
    return { count, rows };
  }

  async deleteRedirect(path: string): Promise<number> {
    const rows = await this.execute<{ path: string }[]>(`delete from path_redirect where path = ? returning path`, [path]);
    return rows.length;
  }

  async slugRedirects(offset: number, limit: number): Promise<{ count: number; rows: SlugRedirectRow[] }> {
    const count = await this.boundedCount('slug_redirect');
    const rows = await this.execute<SlugRedirectRow[]>(
      `select r.id, r.slug, r.lang, r.guide_id, t.title from slug_redirect r
         left join guide_translation t on t.guide_id = r.guide_id and t.lang = r.lang
        order by r.id desc offset ? limit ?`,
      [offset, limit],
    );
    return { count, rows };
  }

  async deleteSlugRedirect(id: number): Promise<number> {
    const rows = await this.execute<{ id: number }[]>(`delete from slug_redirect where id = ? returning id`, [id]);
    return rows.length;
  }

  /** Exact up to 10,000 rows (a bounded scan), then the planner's estimate: the same cost at any size. */
  private async boundedCount(table: 'path_redirect' | 'slug_redirect' | 'seo_issue'): Promise<number> {
    const [{ n }] = await this.execute<[{ n: number }]>(`select count(*)::int as n from (select 1 from ${table} limit 10001) x`);
    if (n <= 10_000) return n;
    const [{ estimate }] = await this.execute<[{ estimate: number }]>(
      `select greatest(reltuples, 10001)::bigint::int as estimate from pg_class where oid = ?::regclass`,
      [table],
    );
    return estimate;
  }

  /** A guide by one of its slugs (current first, published first), with the language of that slug. */
  async guideBySlug(slug: string): Promise<{ guide_id: number; lang: Lang; published: boolean } | null> {
    const rows = await this.execute<{ guide_id: number; lang: Lang; published: boolean }[]>(
      `select x.guide_id, x.lang, g.status = 'published' as published from (
         select guide_id, lang, 0 as o from guide_translation where lang in ('how', 'paano') and slug = ?
         union all select guide_id, lang, 1 from slug_redirect where lang in ('how', 'paano') and slug = ?) x
         join guide g on g.id = x.guide_id order by (g.status = 'published') desc, x.o limit 1`,
      [slug, slug],
    );
    return rows[0] ?? null;
  }

  /** Whether a site check holds its lock now, on any replica. */
  async checkRunning(): Promise<boolean> {
    const rows = await this.execute<unknown[]>(`select 1 from pg_locks where locktype = 'advisory' and objid = ? and granted limit 1`, [
      CHECK_LOCK,
    ]);
    return rows.length > 0;
  }

  async lastCheck(): Promise<CheckRow | null> {
    const rows = await this.execute<CheckRow[]>(`select checked_at, took_ms, counts from seo_check where id = 1`);
    return rows[0] ?? null;
  }

  async issues(kind: SeoReportKind, offset: number, limit: number): Promise<IssueRow[]> {
    return this.execute<IssueRow[]>(
      `select i.id::int as id, i.guide_id, i.lang, i.detail, th.title as title_how, tp.title as title_paano
         from (select * from seo_issue where kind = ? and pos > ? and pos <= ? order by pos) i
         left join guide_translation th on th.guide_id = i.guide_id and th.lang = 'how'
         left join guide_translation tp on tp.guide_id = i.guide_id and tp.lang = 'paano'
        order by i.pos`,
      [kind, offset, offset + limit],
    );
  }

  /**
   * The site check: every finding written again in one transaction (readers of the report see the last
   * run until this one commits), one at a time across replicas. Links are found in the guides' texts
   * ([text](/category/slug) or the site's own absolute address) by one regular expression in SQL.
   * Returns false when another check holds the lock.
   */
  async check(siteHost: string): Promise<boolean> {
    const started = Date.now();
    return this.em.transactional(async (em) => {
      const run = <T>(sql: string, params: unknown[] = []) => em.execute(sql, params) as Promise<T>;
      const [{ locked }] = await run<[{ locked: boolean }]>(`select pg_try_advisory_xact_lock(?) as locked`, [CHECK_LOCK]);
      if (!locked) return false;
      // An admin's batch over the whole catalogue: longer than a request's 15 s at 100,000 guides
      // (docs/found.md has the numbers), still bounded.
      await run(`set local statement_timeout = '300s'`);
      const host = regexEscape(siteHost.toLowerCase().replace(/^www\./, ''));
      const linkPattern = `\\]\\(\\s*(?:https?://(?:www\\.)?${host})?(/[^\\s)]*)`;
      await run(`delete from seo_issue`);
      await run(`create temporary table seo_link (guide_id int, lang text, path text, target int) on commit drop`);
      await run(
        `with texts as (
           select t.guide_id, t.lang, x.txt from guide_translation t join guide g on g.id = t.guide_id and g.status = 'published',
             lateral (values (t.header_description), (t.introduction), (t.conclusion)) x(txt)
           union all
           select s.guide_id, l.lang, x.txt from section s join guide g on g.id = s.guide_id and g.status = 'published',
             lateral (values ('how'), ('paano')) l(lang),
             lateral (select case when l.lang = 'how' then s.heading_how else s.heading_paano end
                      union all select jsonb_array_elements_text(case when l.lang = 'how' then s.bullets_how else s.bullets_paano end)) x(txt)
         ), links as (
           select t.guide_id, t.lang, rtrim(split_part(split_part(m[1], '#', 1), chr(63), 1), '/') as path
             from texts t, regexp_matches(t.txt, ?, 'gi') m where t.txt like '%](%'
         )
         insert into seo_link (guide_id, lang, path)
         select guide_id, lang, lower(path) from links
          where split_part(path, '/', 3) <> '' and split_part(path, '/', 4) = ''
            and lower(split_part(path, '/', 2)) <> all(string_to_array(?, ','))`,
        [linkPattern, RESERVED_FIRST_SEGMENTS.join(',')],
      );
      await run(
        `update seo_link l set target = coalesce(
           (select t.guide_id from guide_translation t join guide g on g.id = t.guide_id and g.status = 'published'
             where t.lang in ('how', 'paano') and t.slug = split_part(l.path, '/', 3) limit 1),
           (select r.guide_id from slug_redirect r join guide g on g.id = r.guide_id and g.status = 'published'
             where r.lang in ('how', 'paano') and r.slug = split_part(l.path, '/', 3) limit 1),
           (select r.guide_id from path_redirect r join guide g on g.id = r.guide_id and g.status = 'published'
             where r.path = l.path limit 1))`,
      );
      await run(`create index on seo_link (target)`);
      await run(
        `insert into seo_issue (kind, pos, guide_id, lang, detail)
         select 'broken-link', row_number() over (order by guide_id, lang, path), guide_id, lang, path from seo_link where target is null`,
      );
      await run(
        `insert into seo_issue (kind, pos, guide_id, lang, detail)
         select 'missing', row_number() over (order by g.id, l.lang), g.id, l.lang, '' from guide g cross join (values ('how'), ('paano')) l(lang)
          where g.status = 'published'
            and not exists (select 1 from guide_translation t where t.guide_id = g.id and t.lang = l.lang and t.title <> '')`,
      );
      await run(
        `insert into seo_issue (kind, pos, guide_id, lang, detail)
         select 'stale', row_number() over (order by id), id, null, stale_parts::text from guide where status = 'published' and stale_parts > 0`,
      );
      for (const [kind, text] of [
        ['duplicate-title', `coalesce(nullif(t.seo_title, ''), t.title)`],
        ['duplicate-description', `coalesce(nullif(t.meta_description, ''), t.header_description)`],
      ] as const) {
        await run(
          `insert into seo_issue (kind, pos, guide_id, lang, detail)
           select ?, row_number() over (order by lang, lower(trim(text)), guide_id), guide_id, lang, text from (
             select t.guide_id, t.lang, ${text} as text,
                    count(*) over (partition by t.lang, lower(trim(${text}))) as n
               from guide_translation t join guide g on g.id = t.guide_id and g.status = 'published'
              where trim(${text}) <> '') d
            where n > 1`,
          [kind],
        );
      }
      await run(
        `insert into seo_issue (kind, pos, guide_id, lang, detail)
         select 'orphan', row_number() over (order by g.id), g.id, null, '' from guide g
          where g.status = 'published' and not exists (select 1 from seo_link l where l.target = g.id and l.guide_id <> g.id)`,
      );
      await run(`analyze seo_issue`);
      await run(
        `insert into seo_check (id, checked_at, took_ms, counts)
         select 1, now(), ?, coalesce((select jsonb_object_agg(kind, n) from (select kind, count(*) as n from seo_issue group by kind) c), '{}')
         on conflict (id) do update set checked_at = excluded.checked_at, took_ms = excluded.took_ms, counts = excluded.counts`,
        [Date.now() - started],
      );
      return true;
    });
  }
}
