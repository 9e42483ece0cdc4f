import { useCallback, useEffect, useState } from 'react';
import type { AdminGuideListItemDto } from '../api/types';
import { pageCount } from '../shared/pagination';
import { adminApi } from './admin-api';
import { listError } from './messages';
import { useAdminTexts } from './admin-lang';
import { useUnauthorized } from './session';

/**
 * The dashboard table's data (issue 9 item 4): search, category and status are sent to the server,
 * which answers one page at a time with the total, so the table costs the same at 100,000 guides
 * as at 20.
 */

/** Rows per page of the table. */
export const ADMIN_PAGE_SIZE = 25;
/** Typing in the search box waits this long before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type StatusFilter = 'all' | 'published' | 'draft';
/** Issue 12: guides with parts whose translation needs an update, or none. */
export type TranslationFilter = 'all' | 'stale' | 'up_to_date';

export interface ContentFilters {
  query: string;
  categoryId: string;
  status: StatusFilter;
  translation: TranslationFilter;
}

export interface ContentList {
  filters: ContentFilters;
  setQuery(query: string): void;
  setCategoryId(id: string): void;
  setStatus(status: StatusFilter): void;
  setTranslation(translation: TranslationFilter): void;
  page: number;
  lastPage: number;
  setPage(page: number): void;
  items: AdminGuideListItemDto[];
  count: number;
  /** True until the first answer (SPEC's "Loading content..."). */
  loading: boolean;
  /** True while any answer is awaited (the rows shown are the previous page's). */
  busy: boolean;
  error: string | null;
  /** Loads the current page again (after a create, an edit of categories, a delete). */
  reload(): void;
}

export function useContentList(): ContentList {
  const unauthorized = useUnauthorized();
  const m = useAdminTexts().msg;
  const [filters, setFilters] = useState<ContentFilters>({ query: '', categoryId: '', status: 'all', translation: 'all' });
  // The search actually sent: the query once typing has paused.
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<AdminGuideListItemDto[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const wanted = filters.query.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      setSearch(wanted);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters.query, search]);

  useEffect(() => {
    // Answers of superseded requests (a faster later filter) are dropped.
    let live = true;
    setBusy(true);
    adminApi
      .listContent({
        page,
        pageSize: ADMIN_PAGE_SIZE,
        search,
        categoryId: filters.categoryId,
        status: filters.status,
        translation: filters.translation,
      })
      .then((answer) => {
        if (!live) return;
        const last = pageCount(answer.count, ADMIN_PAGE_SIZE);
        // The page emptied under us (a delete on the last page): show the new last page instead.
        if (answer.results.length === 0 && page > last) return setPage(last);
        setItems(answer.results);
        setCount(answer.count);
        setError(null);
        setLoading(false);
        setBusy(false);
      })
      .catch((err) => {
        if (!live) return;
        if (unauthorized(err, () => setReloads((n) => n + 1))) return;
        setItems([]);
        setCount(0);
        setError(listError(err, m));
        setLoading(false);
        setBusy(false);
      });
    return () => {
      live = false;
    };
  }, [page, search, filters.categoryId, filters.status, filters.translation, reloads, unauthorized, m]);

  return {
    filters,
    setQuery: useCallback((query: string) => setFilters((f) => ({ ...f, query })), []),
    setCategoryId: useCallback((categoryId: string) => {
      setFilters((f) => ({ ...f, categoryId }));
      setPage(1);
    }, []),
    setStatus: useCallback((status: StatusFilter) => {
      setFilters((f) => ({ ...f, status }));
      setPage(1);
    }, []),
    setTranslation: useCallback((translation: TranslationFilter) => {
      setFilters((f) => ({ ...f, translation }));
      setPage(1);
    }, []),
    page,
    lastPage: pageCount(count, ADMIN_PAGE_SIZE),
    setPage,
    items,
    count,
    loading,
    busy,
    error,
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}
