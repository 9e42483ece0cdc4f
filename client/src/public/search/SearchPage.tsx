import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SearchResultDto } from '../../api/types';
import { guidePath, queryFromSearchSlug, searchPath } from '../../shared/links';
import { categoryLabel } from '../../shared/translation';
import { plainPreview } from '../common';
import { searchMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom } from '../site';

export interface SearchData {
  query: string;
  results: SearchResultDto[];
  error: string | null;
}

/** /search?q=... → /{slug}; /search alone → home (SPEC §2: a missing slug redirects to home). */
export function searchQueryLoader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q');
  return redirect(searchPath(q) ?? '/');
}

/** SPEC §2: hyphens become spaces; exactly one result → straight to that guide. */
export async function searchLoader({ params, context }: LoaderFunctionArgs) {
  const query = queryFromSearchSlug(params.searchSlug ?? '');
  if (!query) return redirect('/');
  try {
    const results = await apiFrom(context).search(query);
    if (results.length === 1) return redirect(resultPath(results[0]!));
    return { query, results, error: null } satisfies SearchData;
  } catch (err) {
    return { query, results: [], error: searchMessage(err) } satisfies SearchData;
  }
}

function resultPath(result: SearchResultDto): string {
  return guidePath(result, result.language);
}

export const searchHead: HeadFn<SearchData> = ({ data }) => ({
  title: `Search: ${data.query}`,
  description: `Guides matching "${data.query}" in English and Filipino.`,
  robots: 'noindex, follow',
});

export function SearchPage() {
  const { query, results, error } = useLoaderData() as SearchData;
  return (
    <div className="container search-page">
      <header className="page-header">
        <p className="page-kicker">Search</p>
        <h1 className="page-title">Results for “{query}”</h1>
        {!error && results.length > 0 && (
          <p className="result-count">{results.length === 1 ? '1 Result' : `${results.length} Results`}</p>
        )}
      </header>
      {error ? (
        <div className="error-banner" role="alert">
          {error}
        </div>
      ) : results.length === 0 ? (
        <div className="card empty-state">
          <h2>No results found for "{query}"</h2>
          <p>Try different keywords, a shorter phrase, or search in English or Filipino.</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/">
              Home
            </Link>
          </div>
        </div>
      ) : (
        <ul className="search-results">
          {results.map((result) => (
            <li key={`${result.id}-${result.language}`} className="card search-result">
              <p className="card-kicker">
                {categoryLabel(result.category)}
                <span className="lang-tag">{result.language === 'paano' ? 'Paano' : 'How'}</span>
              </p>
              <h2 className="card-title">
                <Link to={resultPath(result)}>{result.title}</Link>
              </h2>
              <p className="card-text">{plainPreview(result.introduction, 200)}</p>
              <Link className="read-more" to={resultPath(result)}>
                Read More <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
