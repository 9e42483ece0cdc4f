/**
 * Pagination of every list the site answers (public guides, a category's guides, the admin table).
 * One rule for both sides: the server parses and clamps with it, the pages build their links with it.
 *
 * - `page` counts from 1; `page_size` is at most MAX_PAGE_SIZE (a larger one is clamped, not refused,
 *   so a crawler or an old client asking for "everything" still gets a bounded answer).
 * - A page beyond the end is an empty page (200), with `count` still the total, so a client can
 *   tell "nothing here" from "wrong address".
 * - A `page` or `page_size` that is not a whole number of at least 1 is a 400 naming the field.
 */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The answer to a paginated call (Django REST framework's shape, as the rest of SPEC's API). */
export interface PageDto<T> {
  count: number;
  /** Absolute path and query of the next page, or null on the last page. */
  next: string | null;
  previous: string | null;
  results: T[];
}

export class PageParamError extends Error {
  constructor(
    readonly field: 'page' | 'page_size',
    message: string,
  ) {
    super(message);
  }
}

function whole(value: unknown, field: 'page' | 'page_size'): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim()) || Number(value) < 1) {
    throw new PageParamError(field, `${field} must be a whole number of at least 1.`);
  }
  return Number(value);
}

/** Reads ?page=&page_size= (throws PageParamError); clamps the size to MAX_PAGE_SIZE. */
export function parsePageRequest(query: { page?: unknown; page_size?: unknown }, defaultSize = DEFAULT_PAGE_SIZE): PageRequest {
  const page = whole(query.page, 'page') ?? 1;
  const size = whole(query.page_size, 'page_size') ?? defaultSize;
  return { page, pageSize: Math.min(size, MAX_PAGE_SIZE) };
}

/** True when the caller asked for pages at all (otherwise SPEC's plain array is answered). */
export function wantsPages(query: { page?: unknown; page_size?: unknown }): boolean {
  return (query.page !== undefined && query.page !== '') || (query.page_size !== undefined && query.page_size !== '');
}

export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** `path` with its query's `page` set (dropped for page 1, so the first page has one address). */
export function withPage(path: string, page: number, param = 'page'): string {
  const [base, query = ''] = path.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/** Builds the envelope; `path` is the request's path and query (the links keep every other parameter). */
export function pageOf<T>(results: T[], count: number, request: PageRequest, path: string): PageDto<T> {
  const last = pageCount(count, request.pageSize);
  return {
    count,
    next: request.page < last ? withPage(path, request.page + 1) : null,
    previous: request.page > 1 ? withPage(path, Math.min(request.page - 1, last)) : null,
    results,
  };
}

/**
 * The page numbers a pager shows (the public pages' links and the admin table's buttons): the first, the last, and the current one with its neighbours;
 * null marks a gap ("…"). Always at most 7 entries.
 */
export function pageWindow(page: number, last: number): (number | null)[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(page - 1, last - 4));
  let to = Math.min(last - 1, Math.max(page + 1, 5));
  // A gap of a single page shows that page instead.
  if (from === 3) from = 2;
  if (to === last - 2) to = last - 1;
  const out: (number | null)[] = [1];
  if (from > 2) out.push(null);
  for (let p = from; p <= to; p++) out.push(p);
  if (to < last - 1) out.push(null);
  out.push(last);
  return out;
}
