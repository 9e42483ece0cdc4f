import { useEffect, useState, type ReactNode } from 'react';
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
import { READERS_PATH, ReadersScreen } from './readers/ReadersScreen';
import { SessionProvider } from './session';
import { Settings } from './Settings';
import { ToastProvider } from './Toasts';

/**
 * The administrator's area (a lazy chunk): /login-access and everything under /admin-hp-access.
 * The route table declares both paths with this component; which screen shows is decided here.
 */
export function AdminApp() {
  const { pathname } = useLocation();
  return (
    <div className="hp-admin">
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
  useEffect(() => {
    const ok = isAuthenticated();
    setAuthed(ok);
    if (!ok) goToLogin();
  }, [goToLogin]);
  if (!authed) return null;
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<Dashboard />} />
        <Route path="draft/:id" element={<DraftPreview />} />
        <Route path="edit/:id/:lang" element={<Editor />} />
        <Route path="content/:slug/:lang" element={<ArticleView />} />
        <Route path="readers" element={<ReadersScreen />} />
        <Route path="import" element={<ImportExport />} />
        <Route path="account" element={<Account />} />
        <Route path="settings" element={<Settings />} />
        <Route path="seo" element={<FoundScreen />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminLayout>
  );
}

function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      <header className="hp-topbar">
        <Link to={DASHBOARD_PATH} className="hp-topbar__brand">
          HowPaano <span>admin</span>
        </Link>
        <nav className="hp-topbar__nav" aria-label="Admin">
          <NavLink to={DASHBOARD_PATH} end className="hp-topbar__link">
            Dashboard
          </NavLink>
          <NavLink to={READERS_PATH} className="hp-topbar__link">
            Readers
          </NavLink>
          <NavLink to={`${DASHBOARD_PATH}/settings`} className="hp-topbar__link">
            Settings
          </NavLink>
          <NavLink to={FOUND_PATH} className="hp-topbar__link">
            Site check
          </NavLink>
          <NavLink to={`${DASHBOARD_PATH}/import`} className="hp-topbar__link">
            Import / Export
          </NavLink>
          <NavLink to={`${DASHBOARD_PATH}/account`} className="hp-topbar__link">
            {accountEn.nav}
          </NavLink>
          <a href="/" className="hp-topbar__link" target="_blank" rel="noopener">
            View site
          </a>
          <button
            type="button"
            className="hp-btn hp-btn--small hp-btn--light"
            // The token is cleared by the sign-in screen once the navigation really happens (an
            // editor with unsaved changes may still ask to stay).
            onClick={() => navigate(LOGIN_PATH, { state: { loggedOut: true } })}
          >
            Logout
          </button>
        </nav>
      </header>
      <main className="hp-main">{children}</main>
    </>
  );
}

function AdminNotFound() {
  return (
    <div className="hp-card hp-empty">
      <h1>Page not found</h1>
      <p>
        <Link className="hp-touch" to={DASHBOARD_PATH}>
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
