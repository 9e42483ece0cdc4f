import { data, Link, type RouteObject } from 'react-router';
import { CategoryPage, categoryHead, categoryLoader } from './public/category/CategoryPage';
import { GuidePage } from './public/guide/GuidePage';
import { guideHead, guideLoader } from './public/guide/guide-data';
import { Home } from './public/home/Home';
import { homeHead, homeLoader } from './public/home/home-data';
import { PublicLayout } from './public/Layout';
import { AboutPage, ContactPage, PrivacyPage, staticHead, staticLoader, TermsPage } from './public/pages/StaticPages';
import { STATIC_PATHS } from './public/pages/static-paths';
import { OfflinePage, offlineHead } from './offline/OfflinePage';
import { OFFLINE_PATHS } from './offline/offline-paths';
import { messages, useT } from './i18n/i18n';
import { ROOT_ID, rootLoader, rootShouldRevalidate } from './public/root';
import { RouteError } from './public/RouteError';
import { SearchPage, searchHead, searchLoader, searchQueryLoader } from './public/search/SearchPage';
import type { RouteHandle } from './public/head';

// The rule lives in shared/ so the service worker can apply it without the React app.
export { ADMIN_PATH_PREFIXES, isAdminPath } from './shared/admin-paths';

const adminRoute = (path: string): RouteObject => ({
  path,
  lazy: () => import(/* webpackChunkName: "admin" */ './admin/AdminApp').then((m) => ({ Component: m.AdminApp })),
  HydrateFallback: AdminLoading,
  ErrorBoundary: RouteError,
});

function AdminLoading() {
  return <div className="state-message">Loading...</div>;
}

function NotFound() {
  const t = useT();
  return (
    <div className="container state-message">
      <h1 className="page-title">{t.contentNotFound}</h1>
      <p>
        <Link className="btn btn-primary" to="/">
          {t.backToHome}
        </Link>
      </p>
    </div>
  );
}

const handle = (head: RouteHandle['head']): RouteHandle => ({ head });

/** About, Privacy, Terms and Contact, each at its English and its Filipino address. */
const staticRoutes: RouteObject[] = (
  [
    ['about', AboutPage],
    ['privacy', PrivacyPage],
    ['terms', TermsPage],
    ['contact', ContactPage],
  ] as const
).flatMap(([page, Component]) =>
  (['en', 'fil'] as const).map((lang) => ({
    path: STATIC_PATHS[page][lang].slice(1),
    loader: staticLoader,
    Component,
    handle: handle(staticHead(page, lang)),
  })),
);

/** The search route: a single segment that no other route claims (SPEC §2). */
export const SEARCH_ROUTE_PATH = ':searchSlug';

/** SPEC §2's route table. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    path: '/',
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Page errors render inside the layout, so header and footer stay.
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: homeLoader, Component: Home, handle: handle(homeHead) },
          ...staticRoutes,
          ...Object.values(OFFLINE_PATHS).map((path) => ({
            path: path.slice(1),
            loader: staticLoader,
            Component: OfflinePage,
            handle: handle(offlineHead),
          })),
          { path: 'category/:categorySlug', loader: categoryLoader, Component: CategoryPage, handle: handle(categoryHead) },
          { path: 'search', loader: searchQueryLoader },
          { path: ':categorySegment/:slug', loader: guideLoader, Component: GuidePage, handle: handle(guideHead) },
          { path: SEARCH_ROUTE_PATH, loader: searchLoader, Component: SearchPage, handle: handle(searchHead) },
          {
            path: '*',
            loader: () => data({ notFound: true }, { status: 404 }),
            Component: NotFound,
            handle: handle(({ site }) => ({ title: `${messages('en').contentNotFound} | ${site.siteName}`, robots: 'noindex' })),
          },
        ],
      },
    ],
  },
  adminRoute('/login-access'),
  adminRoute('/admin-hp-access/*'),
];
