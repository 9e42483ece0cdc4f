import { Link } from 'react-router';
import { useT, useUiLang } from '../i18n/i18n';
import { SearchForm } from './SearchForm';
import { staticPath } from './pages/static-paths';
import type { PopularLink } from './popular';

/**
 * What a dead end offers (issue 29: a not-found page, an empty search): a search box, popular guides
 * in the page's language, and a way to ask for the guide (Contact, the query named in the text).
 */
export function DeadEndHelp({ popular, query = '' }: { popular: PopularLink[]; query?: string }) {
  const t = useT();
  const lang = useUiLang();
  return (
    <div className="dead-end-help">
      <section className="dead-end-search" aria-labelledby="dead-end-search-heading">
        <h2 id="dead-end-search-heading">{t.searchAgain}</h2>
        <SearchForm id="dead-end-search" />
      </section>
      {popular.length > 0 && (
        <section className="dead-end-popular" aria-labelledby="dead-end-popular-heading">
          <h2 id="dead-end-popular-heading">{t.popularGuides}</h2>
          <ul className="dead-end-links">
            {popular.map((guide) => (
              <li key={guide.id}>
                <Link to={guide.path}>{guide.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="dead-end-request" aria-labelledby="dead-end-request-heading">
        <h2 id="dead-end-request-heading">{t.requestGuidePrompt(query)}</h2>
        <p>{t.requestGuideHint}</p>
        <Link className="btn btn-secondary" to={staticPath('contact', lang)}>
          {t.requestThisGuide}
        </Link>
      </section>
    </div>
  );
}
