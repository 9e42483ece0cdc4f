import { countFields } from '../../shared/readers-beacon';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { SearchResultDto } from '../../api/types';
import { guidePath, queryFromSearchSlug, searchPath } from '../../shared/links';
import { messages, type UiLang } from '../../i18n/i18n';
import { queryLanguage } from '../../shared/query-language';
import { opensDirectly } from '../../shared/search-match';
import { searchMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom } from '../site';
import { popularGuides, type PopularLink } from '../popular';

export interface SearchData {
  query: string;
  /** The interface language: Filipino when the query clearly is (shared/query-language.ts). */
  lang: UiLang;
  results: SearchResultDto[];
  /** The page shown (1 to 5) and whether a next one exists ("More results", issue 39). */
  page: number;
  more: boolean;
  error: string | null;
  /** No results: popular guides in the page's language (issue 29). */
  popular?: PopularLink[];
}

/** /search?q=... → /{slug}; /search alone → home (SPEC §2: a missing slug redirects to home). */
export function searchQueryLoader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q');
  return redirect(searchPath(q) ?? '/');
}

/** SPEC §2: hyphens become spaces; exactly one confident result → straight to that guide. */
export async function searchLoader({ params, context, request }: LoaderFunctionArgs) {
  const query = queryFromSearchSlug(params.searchSlug ?? '');
  if (!query) return redirect('/');
  const lang = queryLanguage(query);
  const page = searchPageParam(new URL(request.url).searchParams.get('page'));
  try {
    const { results, more } = await apiFrom(context).search(query, page);
    const only = page === 1 ? opensDirectly(results) : null;
    if (only) return redirect(resultPath(only));
    const popular = results.length ? undefined : await popularGuides(apiFrom(context), lang === 'fil' ? 'paano' : 'how');
    return { query, lang, results, page, more, error: null, popular } satisfies SearchData;
  } catch (err) {
    return { query, lang, results: [], page, more: false, error: searchMessage(err, lang) } satisfies SearchData;
  }
}

/** ?page=N of a search page: 1 to 5 (the search's SEARCH_MAX_PAGES), anything else page 1. */
export function searchPageParam(value: string | null): number {
  const n = value && /^[1-5]$/.test(value) ? Number(value) : 1;
  return n;
}

export function resultPath(result: SearchResultDto): string {
  return guidePath(result, result.language);
}

export const searchHead: HeadFn<SearchData> = ({ data }) => ({
  title: messages(data.lang).searchTitle(data.query),
  description: messages(data.lang).searchDescription(data.query),
  // A search counts once, on its first page (its later pages are the same search).
  count: data.error || data.page > 1 ? undefined : searchCount(data),
  lang: data.lang,
  robots: 'noindex, follow',
});

/**
 * A search counts with its query, its result count and whether every result is in the other language
 * (Readers' search gaps, issue 24): a cached search page is counted by its beacon like any page.
 */
export function searchCount(data: SearchData): string {
  const own = data.lang === 'fil' ? 'paano' : 'how';
  const otherOnly = data.results.length > 0 && data.results.every((r) => r.language !== own);
  return countFields({ t: 'search', l: data.lang, q: data.query, n: data.results.length, o: otherOnly ? 1 : 0 });
}
