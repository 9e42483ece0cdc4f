import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminGuideListItemDto, TranslationDto } from '../../client/src/api/types';
import { MAX_PAGE_SIZE, pageOffset, type PageRequest } from '../../client/src/shared/pagination';
import { ID_PATTERN } from '../common/id-param';
import { fieldError } from '../common/validation';
import { GUIDE_STATUSES, Guide, type GuideStatus } from './guide.entity';
import { mapCategoryRef } from '../categories/category.mapper';
import { mapTranslation } from './guide.mapper';
import { imageDto } from '../media/media-names';
import { LIST_TEXT_MAX } from './guide-list.repository';
import type { GuideTranslation } from './guide-translation.entity';

/**
 * The administrator's table (issue 9 item 4): SPEC §2's search by title, category filter and status
 * filter run in PostgreSQL and come back one page at a time, newest update first, so the dashboard
 * costs the same at 100,000 guides as at 20.
 *
 * - search: a part of the title in either language, case- and accent-insensitive ("mag-ipon" finds
 *   "Paano mag-IPON"; "nino" finds "Niño"), served by the trigram index on guide.title_search;
 * - category: a category id; status: draft, published or archived;
 * - slug: the exact slug in either language (how the admin article view, routed by slug, finds a draft);
 * every filter combines with the others.
 * List items are cut as every list of the site (mapAdminListItem); `sources_count` feeds the table's
 * sources badge.
 */
export interface AdminListFilters {
  search: string;
  /** An exact slug in either language (the admin article view finds its guide by slug). */
  slug: string;
  categoryId: number | null;
  status: GuideStatus | null;
  /** Issue 12: guides with parts whose translation needs an update, or none. */
  translation: 'stale' | 'up_to_date' | null;
}

export interface AdminListPage {
  items: AdminGuideListItemDto[];
  count: number;
}

/** Longer searches are cut: a title is at most 255 characters anyway. */
const SEARCH_MAX_LENGTH = 255;

export const ADMIN_LIST_MESSAGES = {
  badCategory: 'category must be a category id (a whole number).',
  badStatus: 'status must be one of draft, published, archived.',
  badTranslation: 'translation must be stale or up_to_date.',
} as const;

function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'string' ? value : '';
}

/** Reads ?search=&category=&status= (blank means "all"); a malformed category or status is a 400 naming it. */
export function parseAdminListFilters(query: Record<string, unknown>): AdminListFilters {
  const search = text(query.search).trim().slice(0, SEARCH_MAX_LENGTH);
  const rawCategory = text(query.category).trim();
  let categoryId: number | null = null;
  if (rawCategory !== '') {
    if (!ID_PATTERN.test(rawCategory)) fieldError('category', ADMIN_LIST_MESSAGES.badCategory);
    categoryId = Number(rawCategory);
  }
  const rawStatus = text(query.status).trim().toLowerCase();
  let status: GuideStatus | null = null;
  if (rawStatus !== '' && rawStatus !== 'all') {
    if (!(GUIDE_STATUSES as readonly string[]).includes(rawStatus)) fieldError('status', ADMIN_LIST_MESSAGES.badStatus);
    status = rawStatus as GuideStatus;
  }
  const slug = text(query.slug).trim().slice(0, SEARCH_MAX_LENGTH);
  const rawTranslation = text(query.translation).trim().toLowerCase();
  let translation: AdminListFilters['translation'] = null;
  if (rawTranslation !== '' && rawTranslation !== 'all') {
    if (rawTranslation !== 'stale' && rawTranslation !== 'up_to_date') fieldError('translation', ADMIN_LIST_MESSAGES.badTranslation);
    translation = rawTranslation;
  }
  return { search, slug, categoryId, status, translation };
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

/** One page of the table and the number of guides matching the filters. */
export async function findAdminListPage(em: EntityManager, filters: AdminListFilters, page: PageRequest): Promise<AdminListPage> {
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
  if (!ids.length) return { items: [], count };
  const order = ids.map((r) => r.id);
  const [guides, sourceCounts] = await Promise.all([
    em.find(Guide, { id: { $in: order } }, { populate: ['translations', 'category'], strategy: 'select-in' }),
    conn.execute<{ guide_id: number; n: number }[]>(
      // An array literal: knex would spread a JS array into a list of parameters.
      `select guide_id, count(*)::int as n from source where guide_id = any(?::int[]) group by guide_id`,
      [`{${order.join(',')}}`],
    ),
  ]);
  const byId = new Map(guides.map((g) => [g.id, g]));
  const sources = new Map(sourceCounts.map((r) => [r.guide_id, r.n]));
  const items = order.flatMap((id) => {
    const guide = byId.get(id);
    // A guide deleted between the two queries is simply left out of this page.
    return guide ? [mapAdminListItem(guide, sources.get(id) ?? 0)] : [];
  });
  return { items, count };
}

/** A translation as every list of the site carries it: conclusion and meta fields empty, descriptions cut. */
function listText(t: GuideTranslation | undefined): TranslationDto {
  const full = mapTranslation(t);
  return {
    ...full,
    header_description: full.header_description.slice(0, LIST_TEXT_MAX),
    introduction: full.introduction.slice(0, LIST_TEXT_MAX),
    conclusion: '',
    meta_keywords: '',
    meta_description: '',
  };
}

/**
 * SPEC §3's guide object as lists carry it (the public lists' rule, guide-list.repository.ts): no
 * sections and sources (empty lists), conclusion and meta fields empty, descriptions cut to
 * LIST_TEXT_MAX; plus the number of sources. The editor and previews read the whole guide by id.
 */
export function mapAdminListItem(guide: Guide, sourcesCount: number): AdminGuideListItemDto {
  const how = guide.translation('how');
  const paano = guide.translation('paano');
  return {
    id: guide.id,
    post_id: guide.id,
    post_status: guide.status,
    ...listText(how ?? paano),
    created_at: guide.createdAt.toISOString(),
    updated_at: guide.updatedAt.toISOString(),
    header_image: imageDto(guide.headerImage),
    category: mapCategoryRef(guide.category),
    paano_content: paano ? listText(paano) : null,
    sections: [],
    sources: [],
    sources_count: sourcesCount,
    stale_parts: guide.staleParts,
    version: guide.version,
    publish_at: guide.publishAt?.toISOString() ?? null,
  };
}
