import { Link, useLocation } from 'react-router';
import { withLite } from '../shared/lite';
import { categoryPath } from '../shared/links';
import { categoryName } from '../shared/translation';
import { FOOTER_MAX_CATEGORIES, topCategories } from '../shared/trending';
import { contentLang, useT, useUiLang } from '../i18n/i18n';
import { CategoryLabel, WithMotto } from './common';
import { useRootData } from './root';
import { staticPath } from './pages/static-paths';
import { SAVED_PATHS } from '../shared/site-paths';

/** SPEC §2 footer: tagline, quick links, top categories (ranks 1–3), contact, social links, © 2025 to this year. */
export function Footer() {
  const { site, categories, categoriesError } = useRootData();
  const t = useT();
  const lang = useUiLang();
  const { pathname, search } = useLocation();
  const top = categories ? topCategories(categories, FOOTER_MAX_CATEGORIES) : [];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            {site.siteName}
          </h2>
          <p className="footer-tagline">
            <WithMotto text={(lang === 'fil' ? site.taglineFil : site.taglineEn) || t.footerTagline} />
          </p>
        </section>
        <nav className="footer-col" aria-labelledby="footer-links">
          <h2 id="footer-links">{t.quickLinks}</h2>
          <ul>
            <li>
              <Link to={staticPath('about', lang)}>{t.about}</Link>
            </li>
            <li>
              <Link to={staticPath('privacy', lang)}>{t.privacyPolicy}</Link>
            </li>
            <li>
              <Link to={staticPath('terms', lang)}>{t.termsOfService}</Link>
            </li>
            <li>
              <Link to={staticPath('contact', lang)}>{t.contact}</Link>
            </li>
          </ul>
        </nav>
        <section className="footer-col" aria-labelledby="footer-top">
          <h2 id="footer-top">{t.topCategories}</h2>
          {categoriesError ? (
            <p className="footer-note">{t.footerCategoriesError}</p>
          ) : !categories ? (
            <p className="footer-note">{t.loading}</p>
          ) : top.length === 0 ? (
            <p className="footer-note">{t.noRankedCategories}</p>
          ) : (
            <ol className="footer-ranked">
              {top.map((category) => (
                <li key={category.id}>
                  <Link to={categoryPath(category, contentLang(lang))}>
                    {lang === 'fil' ? categoryName(category, 'paano') : <CategoryLabel category={category} />}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="footer-col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contact}</h2>
          <ul>
            {site.contactEmail && (
              <li>
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </li>
            )}
            {site.contactPhone && (
              <li>
                <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`}>{site.contactPhone}</a>
              </li>
            )}
          </ul>
          <ul className="social-links">
            {site.facebookUrl && (
              <li>
                <a href={site.facebookUrl} rel="noopener noreferrer" target="_blank">
                  Facebook
                </a>
              </li>
            )}
            {site.instagramUrl && (
              <li>
                <a href={site.instagramUrl} rel="noopener noreferrer" target="_blank">
                  Instagram
                </a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className="copyright container">
        {t.copyright(site.siteName, new Date().getFullYear())}
        {/* Issue 36: the lite page by choice, in the address (no cookie); back to the full page the same way. */}
        <a
          className="lite-switch"
          href={withLite(pathname, search, !site.lite)}
          title={site.lite ? undefined : t.liteOnHint}
          rel="nofollow"
        >
          {site.lite ? t.liteOff : t.liteOn}
        </a>
        {/* Issue 36 item 4: the guides this device keeps, where the browser can keep them (styles.css). */}
        {!site.lite && (
          <a className="saved-link" href={SAVED_PATHS[lang]} rel="nofollow">
            {t.savedLink}
          </a>
        )}
      </p>
    </footer>
  );
}
