import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SearchResultDto } from '../../api/types';
import { guidePath, queryFromSearchSlug, searchPath } from '../../shared/links';
import { messages, useT, type UiLang } from '../../i18n/i18n';
import { queryLanguage } from '../../shared/query-language';
import { categoryLabel } from '../../shared/translation';
import { plainPreview } from '../common';
import { searchMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom } from '../site';

export interface SearchData {
  query: string;
  /** The interface language: Filipino when the query clearly is (shared/query-language.ts). */
  lang: UiLang;
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
  const lang = queryLanguage(query);
  try {
    const results = await apiFrom(context).search(query);
    if (results.length === 1) return redirect(resultPath(results[0]!));
    return { query, lang, results, error: null } satisfies SearchData;
  } catch (err) {
    return { query, lang, results: [], error: searchMessage(err, lang) } satisfies SearchData;
  }
}

function resultPath(result: SearchResultDto): string {
  return guidePath(result, result.language);
}

export const searchHead: HeadFn<SearchData> = ({ data }) => ({
  title: messages(data.lang).searchTitle(data.query),
  description: messages(data.lang).searchDescription(data.query),
  lang: data.lang,
  robots: 'noindex, follow',
});

export function SearchPage() {
  const { query, results, error } = useLoaderData() as SearchData;
  const t = useT();
  return (
    <div className="container search-page">
      <header className="page-header">
        <p className="page-kicker">{t.search}</p>
        <h1 className="page-title">{t.resultsFor(query)}</h1>
        {!error && results.length > 0 && <p className="result-count">{t.resultCount(results.length)}</p>}
      </header>
      {error ? (
        <div className="error-banner" role="alert">
          {error}
        </div>
      ) : results.length === 0 ? (
        <div className="card empty-state">
          <h2>{t.noResultsFor(query)}</h2>
          <p>{t.noResultsAdvice}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/">
              {t.home}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="search-results">
          {results.map((result) => (
            <li key={`${result.id}-${result.language}`} className="card search-result">
              <p className="card-kicker">
                {/* Which version opens (issue 10 item 6), named in the page's language. */}
                <span className={`lang-tag lang-tag-${result.language}`}>{t.resultLanguage[result.language]}</span>
                {categoryLabel(result.category)}
              </p>
              <h2 className="card-title" lang={result.language === 'paano' ? 'fil' : 'en'}>
                <Link to={resultPath(result)}>{result.title}</Link>
              </h2>
              <p className="card-text" lang={result.language === 'paano' ? 'fil' : 'en'}>
                {plainPreview(result.introduction, 200)}
              </p>
              <Link className="read-more" to={resultPath(result)} aria-label={`${t.readMore}: ${result.title}`}>
                {t.readMore} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
