import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AtAGlanceDto, GuideDto, Lang, NeedDto } from '../../client/src/api/types';
import { mapListRow, type ListRow } from './guide.mapper';

/** A list item's long texts are cut to this many characters: lists show a preview, never the whole text. */
export const LIST_TEXT_MAX = 600;

export interface TrendingRow {
  id: number;
  updated_at: Date;
  intro_length: number;
  category_id: number | null;
}

export interface SitemapRow {
  id: number;
  updated_at: Date;
  category_how: string | null;
  category_paano: string | null;
  how_title: string | null;
  how_slug: string | null;
  paano_title: string | null;
  paano_slug: string | null;
}

export interface FeedRow {
  id: number;
  updated_at: Date;
  /** The first publication (the guide's date in feeds and the page's data); the creation for an older row without one. */
  published_at: Date;
  category_how: string | null;
  category_paano: string | null;
  title: string;
  slug: string;
  header_description: string | null;
  introduction: string | null;
  /** Issue 38's blocks in the feed's language (feeds show them under the summary). */
  needs: NeedDto[] | null;
  tips: string[] | null;
  warnings: string[] | null;
  at_a_glance: AtAGlanceDto | null;
  /** Every step's action line, in section order. */
  steps: string[] | null;
}

/** A feed item's source texts are read up to this many characters (its summary is cut shorter). */
const FEED_TEXT_MAX = 8_000;

/** Ids of published guides in a window, for a random pick that is not `order by random()`. */
export interface WindowQuery {
  /** Only this category, or every category but this one (null: guides without a category). */
  category?: { id: number | null; exclude?: boolean };
  excludeId?: number;
  /** The language whose title must not be blank. */
  titledIn: 'how' | 'paano';
  limit: number;
}

/**
 * The SQL of every published-guide list (pages, home, recommendations, sitemap), each query bounded
 * by a limit and served by an index of the migration "scale_lists". Rows become SPEC's guide shape
 * in guide.mapper.ts (list items: no sections, no sources, texts cut to LIST_TEXT_MAX).
 */
@Injectable()
export class GuideListRepository {
  constructor(private readonly em: EntityManager) {}

  private execute<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  /** Published guides per category id (0: without a category), kept by a trigger. */
  async publishedCounts(): Promise<Map<number, number>> {
    const rows = await this.execute<{ category_id: number; published: number }[]>(
      'select category_id, published from category_guide_count where published > 0',
    );
    return new Map(rows.map((r) => [r.category_id, Number(r.published)]));
  }

  async publishedCount(categoryId?: number): Promise<number> {
    const counts = await this.publishedCounts();
    if (categoryId !== undefined) return counts.get(categoryId) ?? 0;
    let total = 0;
    for (const n of counts.values()) total += n;
    return total;
  }

  /**
   * Ids of published guides, newest update first (id descending on a tie), one page of them.
   * An offset costs a walk of the index up to it, so a page in the older half of a list of `total`
   * guides is read from the oldest end instead: the last page costs what the first does, and no
   * page walks more than half the list.
   */
  async newestIds(options: { categoryId?: number; offset: number; limit: number; total?: number }): Promise<number[]> {
    const { categoryId, offset, limit, total } = options;
    const fromOldest = total !== undefined && offset > total / 2 && offset < total;
    const [order, skip, take] = fromOldest
      ? ['updated_at asc, id asc', Math.max(0, total - offset - limit), Math.min(limit, total - offset)]
      : ['updated_at desc, id desc', offset, limit];
    const rows = await this.execute<{ id: number }[]>(
      categoryId === undefined
        ? `select id from guide where status = 'published' order by ${order} limit ? offset ?`
        : `select id from guide where status = 'published' and category_id = ? order by ${order} limit ? offset ?`,
      categoryId === undefined ? [take, skip] : [categoryId, take, skip],
    );
    const ids = rows.map((r) => r.id);
    return fromOldest ? ids.reverse() : ids;
  }

  /** The `perCategory` newest published guides of each category, in one statement. */
  async newestIdsPerCategory(categoryIds: number[], perCategory: number): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
    if (!categoryIds.length) return result;
    const rows = await this.execute<{ category_id: number; id: number }[]>(
      `select c.id as category_id, g.id
         from unnest(?::int[]) as c(id)
         cross join lateral (
           select id from guide where status = 'published' and category_id = c.id
            order by updated_at desc, id desc limit ?) g`,
      [`{${categoryIds.map((id) => Math.trunc(id)).join(',')}}`, perCategory],
    );
    for (const row of rows) result.get(row.category_id)?.push(row.id);
    return result;
  }

  /** Trending candidates: the longest English introductions of published guides of one category (or of every category not in `notIn`), the newest first among equal lengths. */
  longestIntroductions(options: { categoryId: number } | { notIn: number[] }, limit: number): Promise<TrendingRow[]> {
    const columns = 'id, updated_at, intro_length, category_id';
    if ('categoryId' in options) {
      return this.execute<TrendingRow[]>(
        `select ${columns} from guide where status = 'published' and category_id = ? order by intro_length desc, updated_at desc, id desc limit ?`,
        [options.categoryId, limit],
      );
    }
    return this.execute<TrendingRow[]>(
      `select ${columns} from guide where status = 'published' and (category_id is null or category_id <> all(?::int[]))
        order by intro_length desc, updated_at desc, id desc limit ?`,
      [`{${options.notIn.map((id) => Math.trunc(id)).join(',')}}`, limit],
    );
  }

  /** Trending candidates: the most recently updated published guides. */
  mostRecent(limit: number): Promise<TrendingRow[]> {
    return this.execute<TrendingRow[]>(
      `select id, updated_at, intro_length, category_id from guide where status = 'published' order by updated_at desc, id desc limit ?`,
      [limit],
    );
  }

  /** Every published guide's trending facts: only for a catalogue whose candidates could not settle the pool. */
  allTrendingFacts(): Promise<TrendingRow[]> {
    return this.execute<TrendingRow[]>(`select id, updated_at, intro_length, category_id from guide where status = 'published'`);
  }

  /**
   * Up to `limit` published guides (with a title in `titledIn`) starting at a random point of the
   * id order, wrapping around: a random window read from an index, the same cost in a category of
   * ten guides as in one of ten thousand.
   */
  async randomWindow(query: WindowQuery): Promise<number[]> {
    const filters: string[] = [`g.status = 'published'`, `g.id <> ?`];
    const params: unknown[] = [query.excludeId ?? 0];
    if (query.category) {
      const { id, exclude } = query.category;
      if (exclude) {
        filters.push('g.category_id is distinct from ?');
        params.push(id);
      } else if (id === null) {
        filters.push('g.category_id is null');
      } else {
        filters.push('g.category_id = ?');
        params.push(id);
      }
    }
    // A scalar subquery, looked up per guide of the window through (guide_id, lang): as an exists the
    // planner turned it into a merge join that read every translation from the lowest guide id up
    // (690 ms for a window in the middle of 100,000 guides).
    const titled = `(select btrim(t.title) from guide_translation t where t.guide_id = g.id and t.lang = ?) <> ''`;
    const where = `${filters.join(' and ')} and ${titled}`;
    const bounds = await this.execute<{ low: number | null; high: number | null }[]>(
      `select min(g.id) as low, max(g.id) as high from guide g where ${filters.join(' and ')}`,
      params,
    );
    const { low, high } = bounds[0] ?? { low: null, high: null };
    if (low === null || high === null) return [];
    const start = low + Math.floor(Math.random() * (high - low + 1));
    const after = await this.execute<{ id: number }[]>(`select g.id from guide g where ${where} and g.id >= ? order by g.id limit ?`, [
      ...params,
      query.titledIn,
      start,
      query.limit,
    ]);
    if (after.length >= query.limit) return after.map((r) => r.id);
    const before = await this.execute<{ id: number }[]>(`select g.id from guide g where ${where} and g.id < ? order by g.id limit ?`, [
      ...params,
      query.titledIn,
      start,
      query.limit - after.length,
    ]);
    return [...after, ...before].map((r) => r.id);
  }

  /** The id of the `offset`-th published guide in id order (0-based), or null past the end: where a sitemap file starts. */
  async publishedIdAt(offset: number): Promise<number | null> {
    const rows = await this.execute<{ id: number }[]>(`select id from guide where status = 'published' order by id offset ? limit 1`, [
      offset,
    ]);
    return rows[0]?.id ?? null;
  }

  /**
   * The guides sitemap files: published guides in id order, `perFile` a file; each file's latest
   * update (its lastmod). One pass over the published guides, for the sitemap index.
   */
  async sitemapFiles(perFile: number): Promise<{ latest: Date }[]> {
    const rows = await this.execute<{ file: number; latest: Date }[]>(
      `select (n - 1) / ? as file, max(updated_at) as latest
         from (select updated_at, row_number() over (order by id) as n from guide where status = 'published') g
        group by 1 order by 1`,
      [perFile],
    );
    return rows.map((r) => ({ latest: r.latest }));
  }

  /** The latest update of a published guide, overall and per category (each an index lookup). */
  async latestUpdates(): Promise<{ overall: Date | null; byCategory: Map<number, Date> }> {
    const [overall, byCategory] = await Promise.all([
      this.execute<{ latest: Date | null }[]>(`select max(updated_at) as latest from guide where status = 'published'`),
      this.execute<{ id: number; latest: Date | null }[]>(
        `select c.id, (select g.updated_at from guide g where g.status = 'published' and g.category_id = c.id
                        order by g.updated_at desc, g.id desc limit 1) as latest
           from category c`,
      ),
    ]);
    return {
      overall: overall[0]?.latest ?? null,
      byCategory: new Map(byCategory.filter((r) => r.latest).map((r) => [r.id, r.latest!])),
    };
  }

  /** Published guides from id `fromId` on, in id order: what a sitemap lists of each (read in batches). */
  sitemapRows(fromId: number, limit: number): Promise<SitemapRow[]> {
    return this.execute<SitemapRow[]>(
      `select g.id, g.updated_at, c.name_how as category_how, c.name_paano as category_paano,
              h.title as how_title, h.slug as how_slug, p.title as paano_title, p.slug as paano_slug
         from guide g
         left join category c on c.id = g.category_id
         left join guide_translation h on h.guide_id = g.id and h.lang = 'how'
         left join guide_translation p on p.guide_id = g.id and p.lang = 'paano'
        where g.status = 'published' and g.id >= ?
        order by g.id limit ?`,
      [fromId, limit],
    );
  }

  /**
   * The `limit` newest published guides that have a version in `lang` (newest update first), with
   * that version's title, slug and summary texts: a feed. One statement, walking
   * guide_status_updated_idx from the newest end and stopping at `limit`.
   */
  feedRows(lang: Lang, limit: number): Promise<FeedRow[]> {
    return this.execute<FeedRow[]>(
      `select g.id, g.updated_at, coalesce(g.published_at, g.created_at) as published_at, c.name_how as category_how,
              c.name_paano as category_paano, t.title, t.slug,
              left(t.header_description, ${FEED_TEXT_MAX}) as header_description, left(t.introduction, ${FEED_TEXT_MAX}) as introduction,
              t.needs, t.tips, t.warnings, g.at_a_glance,
              (select jsonb_agg(st.step ->> '${lang === 'paano' ? 'action_paano' : 'action_how'}' order by s.position, st.n)
                 from section s, jsonb_array_elements(s.steps) with ordinality as st(step, n)
                where s.guide_id = g.id) as steps
         from guide g
         join guide_translation t on t.guide_id = g.id and t.lang = ? and t.title <> ''
         left join category c on c.id = g.category_id
        where g.status = 'published'
        order by g.updated_at desc, g.id desc limit ?`,
      [lang, limit],
    );
  }

  /** List items for these ids, in the order of `ids` (missing or unpublished ones left out when `publishedOnly`). */
  async items(ids: number[], options: { publishedOnly: boolean } = { publishedOnly: true }): Promise<GuideDto[]> {
    if (!ids.length) return [];
    const text = (alias: string) =>
      `${alias}.title as ${alias}_title, ${alias}.slug as ${alias}_slug,
       left(${alias}.header_description, ${LIST_TEXT_MAX}) as ${alias}_header_description,
       left(${alias}.introduction, ${LIST_TEXT_MAX}) as ${alias}_introduction, ${alias}.id as ${alias}_id`;
    const rows = await this.execute<ListRow[]>(
      `select g.id, g.status, g.created_at, g.updated_at, g.header_image, g.version,
              c.id as category_id, c.name_how as category_how, c.name_paano as category_paano,
              ${text('h')}, ${text('p')}
         from guide g
         left join category c on c.id = g.category_id
         left join guide_translation h on h.guide_id = g.id and h.lang = 'how'
         left join guide_translation p on p.guide_id = g.id and p.lang = 'paano'
        where g.id = any(?::int[]) ${options.publishedOnly ? `and g.status = 'published'` : ''}`,
      [`{${ids.map((id) => Math.trunc(id)).join(',')}}`],
    );
    const byId = new Map(rows.map((row) => [row.id, mapListRow(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
