import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { categoryPath, searchPath } from '../shared/links';
import { contentLang, useT, useUiLang } from '../i18n/i18n';
import { CategoryLabel } from './common';
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

/** Search form used by the header (and the mobile menu): navigates to /{slug of the text}. */
export function SearchForm({ id, autoFocus, onDone }: { id: string; autoFocus?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    setText('');
    onDone?.();
    void navigate(path);
  }
  return (
    <form className="search-form" role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.searchGuides}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t.searchPlaceholder}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        {t.search}
      </button>
    </form>
  );
}

/** SPEC §2 header: logo, Home, Explore dropdown, search box, mobile menu. */
export function Header() {
  const { site, categories, categoriesError } = useRootData();
  const t = useT();
  const lang = useUiLang();
  const homePath = homePathOf(lang);
  const [exploreOpen, setExploreOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const exploreButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const menuId = useId();
  const exploreId = useId();

  // Menus close on route change.
  useEffect(() => {
    setExploreOpen(false);
    setSearchOpen(false);
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  // Escape and a click outside close the search and the dropdown.
  useEffect(() => {
    if (!exploreOpen && !searchOpen && !menuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        // Keyboard users land back on the button that opened what just closed.
        if (exploreOpen) exploreButton.current?.focus();
        else if (searchOpen) searchButton.current?.focus();
        setExploreOpen(false);
        setSearchOpen(false);
        setMenuOpen(false);
      }
    }
    function onPointer(event: MouseEvent) {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setExploreOpen(false);
        setSearchOpen(false);
        setMenuOpen(false);
      }
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [exploreOpen, searchOpen, menuOpen]);

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
          <div className="explore">
            <button
              ref={exploreButton}
              type="button"
              className="nav-link explore-toggle"
              aria-expanded={exploreOpen}
              aria-controls={exploreId}
              onClick={() => {
                setExploreOpen((open) => !open);
                setSearchOpen(false);
              }}
            >
              {t.explore} <span aria-hidden="true">▾</span>
            </button>
            <div id={exploreId} className="explore-menu" hidden={!exploreOpen}>
              {categoryList}
            </div>
          </div>
        </nav>
        <div className="header-actions">
          <button
            ref={searchButton}
            type="button"
            className="icon-btn search-toggle"
            aria-label={t.openSearch}
            aria-expanded={searchOpen}
            onClick={() => {
              setSearchOpen((open) => !open);
              setExploreOpen(false);
              setMenuOpen(false);
            }}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="icon-btn menu-toggle"
            aria-label={t.menu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuOpen((open) => !open);
              setSearchOpen(false);
              setExploreOpen(false);
            }}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {searchOpen && (
        <div className="header-search container">
          <SearchForm id="header-search" autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      )}
      <div
        id={menuId}
        className="mobile-menu"
        hidden={!menuOpen}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
        }}
      >
        <div className="container">
          <SearchForm id="mobile-search" onDone={() => setMenuOpen(false)} />
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
    </header>
  );
}
