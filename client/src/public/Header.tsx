import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { categoryPath } from '../shared/links';
import { contentLang, useT, useUiLang } from '../i18n/i18n';
import { CategoryLabel } from './common';
import { SearchForm } from './SearchForm';
import { useRootData } from './root';
import { staticPath } from './pages/static-paths';
import { homePath as homePathOf } from '../shared/site-paths';

export function Logo({ name }: { name: string }) {
  const t = useT();
  const home = homePathOf(useUiLang());
  return (
    <Link to={home} className="logo" aria-label={t.logoHome(name)}>
      <svg className="logo-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 22V10h3v4.6h8V10h3v12h-3v-4.8h-8V22z" fill="#fff" />
      </svg>
      <span className="logo-text">{name}</span>
    </Link>
  );
}

/** Closes a disclosure (the app's side of a `details` the reader may have opened before it ran). */
function close(details: HTMLDetailsElement | null): void {
  if (details?.open) details.open = false;
}

/**
 * SPEC §2 header: logo, Home, Explore dropdown, search box, mobile menu. Explore, the search box and
 * the menu are `details` (issue 36): the first tap opens them as plain HTML, before the app has loaded
 * or without JavaScript at all; the app leaves them as the reader left them (it never renders `open`)
 * and adds what HTML does not: one open at a time, Escape, a click outside and a route change close them.
 */
export function Header() {
  const { site, categories, categoriesError } = useRootData();
  const t = useT();
  const lang = useUiLang();
  const homePath = homePathOf(lang);
  const headerRef = useRef<HTMLElement>(null);
  const explore = useRef<HTMLDetailsElement>(null);
  const search = useRef<HTMLDetailsElement>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  const closeAll = (except?: HTMLDetailsElement | null) => {
    for (const ref of [explore, search, menu]) if (ref.current !== except) close(ref.current);
  };

  // Menus close on route change (not as the app starts: a menu the reader opened before stays open).
  const shownAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (here === shownAt.current) return;
    shownAt.current = here;
    closeAll();
  }, [location.pathname, location.search]);

  // Escape and a click outside close the search, the dropdown and the menu.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const open = [explore, search, menu].find((ref) => ref.current?.open)?.current;
      if (!open) return;
      closeAll();
      // Keyboard users land back on the control that opened what just closed.
      open.querySelector('summary')?.focus();
    }
    function onPointer(event: MouseEvent) {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) closeAll();
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, []);

  // One open at a time: opening one closes the others.
  const onlyThis = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) closeAll(event.currentTarget);
  };
  // A search made from the box (or a link followed in the menu) closes it: the next page starts clean.
  const onSearchOpened = (event: SyntheticEvent<HTMLDetailsElement>) => {
    onlyThis(event);
    if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
  };

  const categoryList = categoriesError ? (
    <p className="menu-note">{lang === 'en' ? categoriesError : t.categoriesFailed}</p>
  ) : !categories ? (
    <p className="menu-note">{t.loading}</p>
  ) : categories.length === 0 ? (
    <p className="menu-note">{t.noCategories}</p>
  ) : (
    <ul className="explore-list">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryPath(category, contentLang(lang))}>
            <CategoryLabel category={category} />
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="site-header" ref={headerRef}>
      <div className="header-bar container">
        <Logo name={site.siteName} />
        <nav className="header-nav" aria-label={t.mainNav}>
          <NavLink to={homePath} end className="nav-link">
            {t.home}
          </NavLink>
          <details className="explore" ref={explore} onToggle={onlyThis}>
            <summary className="nav-link explore-toggle">
              {t.explore} <span aria-hidden="true">▾</span>
            </summary>
            <div className="explore-menu">{categoryList}</div>
          </details>
        </nav>
        <div className="header-actions">
          <details className="header-disclosure" ref={search} onToggle={onSearchOpened}>
            <summary className="icon-btn search-toggle" aria-label={t.openSearch}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="header-search header-drop">
              <div className="container">
                <SearchForm id="header-search" onDone={() => close(search.current)} />
              </div>
            </div>
          </details>
          <details className="header-disclosure menu-disclosure" ref={menu} onToggle={onlyThis}>
            <summary className="icon-btn menu-toggle" aria-label={t.menu}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path className="menu-icon-open" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                <path className="menu-icon-close" d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div
              className="mobile-menu header-drop"
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) close(menu.current);
              }}
            >
              <div className="container">
                <SearchForm id="mobile-search" onDone={() => close(menu.current)} />
                <nav aria-label={t.mobileNav}>
                  <ul className="mobile-links">
                    <li>
                      <Link to={homePath}>{t.home}</Link>
                    </li>
                    <li>
                      <Link to={staticPath('about', lang)}>{t.about}</Link>
                    </li>
                    <li>
                      <Link to={staticPath('contact', lang)}>{t.contact}</Link>
                    </li>
                  </ul>
                  <p className="mobile-heading">{t.explore}</p>
                  {categoryList}
                </nav>
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
