import { Link, useLoaderData, useLocation } from 'react-router';
import { withPage } from '../../shared/pagination';
import { useT } from '../../i18n/i18n';
import { CategoryLabel, plainPreview, useHomePath } from '../common';
import { DeadEndHelp } from '../DeadEndHelp';
import { resultPath, type SearchData } from './search-data';

export function SearchPage() {
  const { query, results, error, popular, page, more } = useLoaderData() as SearchData;
  const t = useT();
  const { pathname } = useLocation();
  const home = useHomePath();
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
        <>
          <div className="card empty-state">
            <h2>{t.noResultsFor(query)}</h2>
            <p>{t.noResultsAdvice}</p>
            <div className="button-row">
              <Link className="btn btn-primary" to={home}>
                {t.home}
              </Link>
            </div>
          </div>
          <DeadEndHelp popular={popular ?? []} query={query} />
        </>
      ) : (
        <ul className="search-results">
          {results.map((result) => (
            <li key={`${result.id}-${result.language}`} className="card search-result">
              <p className="card-kicker">
                {/* Which version opens (issue 10 item 6), named in the page's language. */}
                <span className={`lang-tag lang-tag-${result.language}`}>{t.resultLanguage[result.language]}</span>
                <CategoryLabel category={result.category} />
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
      {/* Past the first 20 (issue 39): plain links, so they work without JavaScript. */}
      {!error && (more || page > 1) && (
        <nav className="pager search-pager" aria-label={t.searchPagesNav}>
          {page > 1 && (
            <Link className="pager-link pager-step" to={withPage(pathname, page - 1)} rel="prev">
              {t.pagerPrevious}
            </Link>
          )}
          {more && (
            <Link className="pager-link pager-step" to={withPage(pathname, page + 1)} rel="next">
              {t.moreResults}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
