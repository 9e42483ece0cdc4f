import type { AdminGuideListItemDto, SourceDto, TranslationDto } from '../../client/src/api/types';
import { ID_PATTERN } from '../common/id-param';
import { fieldError } from '../common/validation';
import { GUIDE_STATUSES, type Guide, type GuideStatus } from './guide.entity';
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
 * sources badge. The SQL is in admin-list.repository.ts.
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
 * SPEC §3's guide object as lists carry it (the public lists' rule, guide-list.repository.ts):
 * conclusion and meta fields empty, descriptions cut to LIST_TEXT_MAX; the guide's real sources (at
 * most MAX_SOURCES short links) and their number; no `sections` key at all (sections are the
 * guide's long texts: an empty list would say "no sections", issue 29). The editor and previews read
 * the whole guide by id.
 */
export function mapAdminListItem(guide: Guide, sources: SourceDto[]): AdminGuideListItemDto {
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
    sources,
    sources_count: sources.length,
    stale_parts: guide.staleParts,
    version: guide.version,
    publish_at: guide.publishAt?.toISOString() ?? null,
  };
}
