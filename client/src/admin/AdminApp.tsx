import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import './admin.css';
import { Account } from './Account';
import { ArticleView } from './ArticleView';
import { DASHBOARD_PATH, isAuthenticated, LOGIN_PATH, useGoToLogin } from './auth';
import { Dashboard } from './Dashboard';
import { DraftPreview } from './DraftPreview';
import { Editor } from './Editor';
import { FOUND_PATH, FoundScreen } from './found/FoundScreen';
import { ImportExport } from './ImportExport';
import { Login } from './Login';
import { accountEn } from '../i18n/account-en';
import { accountFil } from '../i18n/account-fil';
import { AdminLangProvider, AdminLangSwitch, useAdminLang, useAdminTexts } from './admin-lang';
import { READERS_PATH, ReadersScreen } from './readers/ReadersScreen';
import { REVIEWERS_PATH, ReviewersScreen } from './reviewers/ReviewersScreen';
import { SessionProvider } from './session';
import { Settings } from './Settings';
import { ToastProvider } from './Toasts';

/**
 * The administrator's area (a lazy chunk): /login-access and everything under /admin-hp-access.
 * The route table declares both paths with this component; which screen shows is decided here.
 */
export function AdminApp() {
  return (
    <AdminLangProvider>
      <AdminShell />
    </AdminLangProvider>
  );
}

/** The admin in the owner's language (issue 39): its lang attribute says which. */
function AdminShell() {
  const { pathname } = useLocation();
  const { lang } = useAdminLang();
  return (
    <div className="hp-admin" lang={lang}>
      <ToastProvider>
        {pathname.startsWith(LOGIN_PATH) ? (
          <Login />
        ) : (
          <SessionProvider>
            <Guarded />
          </SessionProvider>
        )}
      </ToastProvider>
    </div>
  );
}

/** SPEC §2: without a stored token, any admin path is replaced by /login-access, remembering the origin. */
function Guarded() {
  const goToLogin = useGoToLogin();
  // Decided after mount: the token lives in localStorage, which the server render never sees.
  const [authed, setAuthed] = useState<boolean | null>(null);
  const { syncWithAccount } = useAdminLang();
  useEffect(() => {
    const ok = isAuthenticated();
    setAuthed(ok);
    if (!ok) goToLogin();
  }, [goToLogin]);
  // The owner's language is the account's (another device may have changed it).
  useEffect(() => {
    if (authed) syncWithAccount();
  }, [authed, syncWithAccount]);
  if (!authed) return null;
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<Dashboard />} />
        <Route path="draft/:id" element={<DraftPreview />} />
        <Route path="edit/:id/:lang" element={<Editor />} />
        <Route path="content/:slug/:lang" element={<ArticleView />} />
        <Route path="readers" element={<ReadersScreen />} />
        <Route path="reviewers" element={<ReviewersScreen />} />
        <Route path="import" element={<ImportExport />} />
        <Route path="account" element={<Account />} />
        <Route path="settings" element={<Settings />} />
        <Route path="seo" element={<FoundScreen />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminLayout>
  );
}

/**
 * The top bar: the brand, the admin language, every screen and Logout. On a phone (700 px and
 * narrower) the screens sit behind a Menu button that opens them as a list, every one in view (issue
 * 39 item 2: they used to sit in an unmarked sideways scroll cut at "Site c…"); the list closes on a
 * navigation or Escape.
 */
function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useAdminTexts();
  const { lang } = useAdminLang();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <>
      <header className="hp-topbar">
        <div className="hp-topbar__row">
          <Link to={DASHBOARD_PATH} className="hp-topbar__brand">
            HowPaano <span>{t.nav.brand}</span>
          </Link>
          <AdminLangSwitch className="hp-topbar__lang" />
          <button
            ref={menuButton}
            type="button"
            className="hp-topbar__menu"
            aria-expanded={menuOpen}
            aria-controls="hp-admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t.nav.menu}
          </button>
        </div>
        <nav id="hp-admin-nav" className={`hp-topbar__nav${menuOpen ? ' is-open' : ''}`} aria-label={t.nav.label}>
          <NavLink to={DASHBOARD_PATH} end className="hp-topbar__link">
            {t.nav.dashboard}
          </NavLink>
          <NavLink to={READERS_PATH} className="hp-topbar__link">
            {t.nav.readers}
          </NavLink>
          <NavLink to={REVIEWERS_PATH} className="hp-topbar__link">
            {t.nav.reviewers}
          </NavLink>
          <NavLink to={`${DASHBOARD_PATH}/settings`} className="hp-topbar__link">
            {t.nav.settings}
          </NavLink>
          <NavLink to={FOUND_PATH} className="hp-topbar__link">
            {t.nav.siteCheck}
          </NavLink>
          <NavLink to={`${DASHBOARD_PATH}/import`} className="hp-topbar__link">
            {t.nav.importExport}
          </NavLink>
          <NavLink to={`${DASHBOARD_PATH}/account`} className="hp-topbar__link">
            {(lang === 'fil' ? accountFil : accountEn).nav}
          </NavLink>
          <a href="/" className="hp-topbar__link" target="_blank" rel="noopener">
            {t.nav.viewSite}
          </a>
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--light hp-topbar__logout"
            // The token is cleared by the sign-in screen once the navigation really happens (an
            // editor with unsaved changes may still ask to stay).
            onClick={() => navigate(LOGIN_PATH, { state: { loggedOut: true } })}
          >
            {t.nav.logout}
          </button>
        </nav>
      </header>
      <main className="hp-main">{children}</main>
    </>
  );
}

function AdminNotFound() {
  const t = useAdminTexts().notFound;
  return (
    <div className="hp-card hp-empty">
      <h1>{t.title}</h1>
      <p>
        <Link className="hp-touch" to={DASHBOARD_PATH}>
          {t.back}
        </Link>
      </p>
    </div>
  );
}
