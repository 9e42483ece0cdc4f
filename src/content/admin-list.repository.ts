import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MAX_PAGE_SIZE, pageOffset, type PageRequest } from '../../client/src/shared/pagination';
import type { AdminListFilters } from './admin-list';
import { GUIDE_STATUSES, Guide } from './guide.entity';
import type { SourceDto } from '../../client/src/api/types';

/** A guide of the administrator's table and its sources, in order (at most MAX_SOURCES each: small). */
export interface AdminListRow {
  guide: Guide;
  sources: SourceDto[];
}

/**
 * Lowercase without accents, folded here too: PostgreSQL's lower() leaves "Ñ" alone under the C
 * locale the embedded cluster uses, so "NIÑO" would not find "Niño".
 */
function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause over guide `g` and its parameters. */
function whereOf(filters: AdminListFilters): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filters.status) {
    parts.push('g.status = ?');
    params.push(filters.status);
  }
  if (filters.categoryId !== null) {
    parts.push('g.category_id = ?');
    params.push(filters.categoryId);
  }
  if (filters.translation) {
    // stale_parts is kept at save time (translation-state); the few stale guides have a partial index.
    parts.push(filters.translation === 'stale' ? 'g.stale_parts > 0' : 'g.stale_parts = 0');
  }
  if (filters.slug) {
    // Both languages spelled out so the unique (lang, slug) index answers.
    parts.push(`g.id in (select t.guide_id from guide_translation t where (t.lang, t.slug) in (('how', ?), ('paano', ?)))`);
    params.push(filters.slug, filters.slug);
  }
  if (filters.search) {
    // guide.title_search holds both titles folded the same way, under a trigram index (see
    // Migration20261123110000_admin_list_indexes); the pattern is folded once, at planning time.
    parts.push(`g.title_search like hp_unaccent(lower(?))`);
    params.push(containsPattern(fold(filters.search)));
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/**
 * How many guides match. Without a title, slug or translation filter, published guides are counted from
 * category_guide_count (kept by a trigger) and only the others (drafts, archived: a small part of a
 * large site) through the status index; counting 100,000 index entries took 40 ms.
 */
async function countOf(em: EntityManager, filters: AdminListFilters, where: { sql: string; params: unknown[] }): Promise<number> {
  const conn = em.getConnection();
  const count = async (sql: string, params: unknown[]) => Number((await conn.execute<{ n: number }[]>(sql, params))[0]?.n ?? 0);
  if (filters.search || filters.slug || filters.translation)
    return count(`select count(*)::int as n from guide g ${where.sql}`, where.params);
  const byCategory = filters.categoryId === null ? '' : 'and g.category_id = ?';
  const categoryParams = filters.categoryId === null ? [] : [filters.categoryId];
  const published =
    filters.status === null || filters.status === 'published'
      ? count(`select coalesce(sum(published), 0)::int as n from category_guide_count g where true ${byCategory}`, categoryParams)
      : Promise.resolve(0);
  const others = GUIDE_STATUSES.filter((s) => s !== 'published' && (filters.status === null || filters.status === s));
  const unpublished = others.length
    ? count(`select count(*)::int as n from guide g where g.status = any(?::text[]) ${byCategory}`, [
        `{${others.join(',')}}`,
        ...categoryParams,
      ])
    : Promise.resolve(0);
  return (await published) + (await unpublished);
}

/**
 * The SQL of the administrator's table (admin-list.ts has its filters and its item shape): one page of
 * guides matching the filters, newest update first, and how many match.
 */
@Injectable()
export class AdminListRepository {
  constructor(private readonly em: EntityManager) {}

  async findPage(filters: AdminListFilters, page: PageRequest): Promise<{ rows: AdminListRow[]; count: number }> {
    const em = this.em.fork();
    const conn = em.getConnection();
    const where = whereOf(filters);
    const size = Math.min(page.pageSize, MAX_PAGE_SIZE);
    const [ids, count] = await Promise.all([
      conn.execute<{ id: number }[]>(`select g.id from guide g ${where.sql} order by g.updated_at desc, g.id desc limit ? offset ?`, [
        ...where.params,
        size,
        pageOffset(page),
      ]),
      countOf(em, filters, where),
    ]);
    if (!ids.length) return { rows: [], count };
    const order = ids.map((r) => r.id);
    const [guides, sourceRows] = await Promise.all([
      em.find(Guide, { id: { $in: order } }, { populate: ['translations', 'category'], strategy: 'select-in' }),
      // A guide has at most MAX_SOURCES sources (short links), so a page's are bounded; served by source's guide_id index.
      conn.execute<{ id: number; guide_id: number; link: string }[]>(
        // An array literal: knex would spread a JS array into a list of parameters.
        `select id, guide_id, link from source where guide_id = any(?::int[]) order by guide_id, position, id`,
        [`{${order.join(',')}}`],
      ),
    ]);
    const byId = new Map(guides.map((g) => [g.id, g]));
    const sources = new Map<number, SourceDto[]>();
    for (const r of sourceRows) {
      const list = sources.get(r.guide_id) ?? [];
      list.push({ id: r.id, source_link: r.link });
      sources.set(r.guide_id, list);
    }
    const rows = order.flatMap((id) => {
      const guide = byId.get(id);
      // A guide deleted between the two queries is simply left out of this page.
      return guide ? [{ guide, sources: sources.get(id) ?? [] }] : [];
    });
    return { rows, count };
  }
}
