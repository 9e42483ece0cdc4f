import { Link } from 'react-router';
import { categoryPath } from '../shared/links';
import { categoryLabel } from '../shared/translation';
import { FOOTER_MAX_CATEGORIES, topCategories } from '../shared/trending';
import { useRootData } from './Layout';

/** SPEC §2 footer: tagline, quick links, top categories (ranks 1–3), contact, social links, © 2025. */
export function Footer() {
  const { site, categories, categoriesError } = useRootData();
  const top = categories ? topCategories(categories, FOOTER_MAX_CATEGORIES) : [];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            {site.siteName}
          </h2>
          <p className="footer-tagline">Learn how. Alamin paano. Clear guides in English and Filipino, for everyone.</p>
        </section>
        <nav className="footer-col" aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <section className="footer-col" aria-labelledby="footer-top">
          <h2 id="footer-top">Top Categories</h2>
          {categoriesError ? (
            <p className="footer-note">Error loading categories</p>
          ) : !categories ? (
            <p className="footer-note">Loading...</p>
          ) : top.length === 0 ? (
            <p className="footer-note">No ranked categories available</p>
          ) : (
            <ol className="footer-ranked">
              {top.map((category) => (
                <li key={category.id}>
                  <Link to={categoryPath(category)}>{categoryLabel(category)}</Link>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="footer-col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
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
      <p className="copyright container">© 2025 {site.siteName}. All rights reserved.</p>
    </footer>
  );
}
