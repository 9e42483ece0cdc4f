import type { RouteObject } from 'react-router';
import { categoryHead, categoryLoader } from './public/category/category-data';
import { guideHead, guideLoader } from './public/guide/guide-data';
import { homeHead, homeLoader } from './public/home/home-data';
import { PublicLayout } from './public/Layout';
import { staticHead, staticLoader } from './public/pages/static-data';
import { STATIC_PATHS } from './public/pages/static-paths';
import { HOME_PATHS, SAVED_PATHS } from './shared/site-paths';
import { OfflinePage, offlineHead } from './offline/OfflinePage';
import { OFFLINE_PATHS } from './offline/offline-paths';
import { savedHead } from './offline/saved-head';
import { ROOT_ID, rootLoader, rootShouldRevalidate } from './public/root';
import { RouteError } from './public/RouteError';
import { NotFoundPage } from './public/StateMessage';
import { notFoundHead, notFoundLoader } from './public/not-found-data';
import { searchHead, searchLoader, searchQueryLoader } from './public/search/search-data';
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

const handle = (head: RouteHandle['head']): RouteHandle => ({ head });

/**
 * Each page type's component is a chunk of its own (issue 11): a visitor downloads the guide page's
 * code only on a guide. Loaders and heads stay in the app chunk (the server renders from them, and a
 * navigation starts its loader while the chunk arrives). The browser resolves the first page's chunk
 * before it hydrates (entry-app.tsx), so hydration finds the server's markup, never a fallback.
 */
const lazyPage = {
  home: () => import(/* webpackChunkName: "page-home" */ './public/home/Home').then((m) => ({ Component: m.Home })),
  guide: () => import(/* webpackChunkName: "page-guide" */ './public/guide/GuidePage').then((m) => ({ Component: m.GuidePage })),
  category: () =>
    import(/* webpackChunkName: "page-category" */ './public/category/CategoryPage').then((m) => ({ Component: m.CategoryPage })),
  saved: () => import(/* webpackChunkName: "page-saved" */ './offline/SavedPage').then((m) => ({ Component: m.SavedPage })),
  search: () => import(/* webpackChunkName: "page-search" */ './public/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
  static: (page: 'AboutPage' | 'PrivacyPage' | 'TermsPage' | 'ContactPage') => () =>
    import(/* webpackChunkName: "page-static" */ './public/pages/StaticPages').then((m) => ({ Component: m[page] })),
};

/** About, Privacy, Terms and Contact, each at its English and its Filipino address. */
const staticRoutes: RouteObject[] = (
  [
    ['about', 'AboutPage'],
    ['privacy', 'PrivacyPage'],
    ['terms', 'TermsPage'],
    ['contact', 'ContactPage'],
  ] as const
).flatMap(([page, component]) =>
  (['en', 'fil'] as const).map((lang) => ({
    path: STATIC_PATHS[page][lang].slice(1),
    loader: staticLoader,
    lazy: lazyPage.static(component),
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
          { index: true, loader: homeLoader, lazy: lazyPage.home, handle: handle(homeHead('en')) },
          ...staticRoutes,
          ...Object.values(OFFLINE_PATHS).map((path) => ({
            path: path.slice(1),
            loader: staticLoader,
            Component: OfflinePage,
            handle: handle(offlineHead),
          })),
          { path: 'category/:categorySlug', loader: categoryLoader, lazy: lazyPage.category, handle: handle(categoryHead) },
          { path: 'search', loader: searchQueryLoader },
          { path: ':categorySegment/:slug', loader: guideLoader, lazy: lazyPage.guide, handle: handle(guideHead) },
          { path: SEARCH_ROUTE_PATH, loader: searchLoader, lazy: lazyPage.search, handle: handle(searchHead) },
          { path: '*', loader: notFoundLoader, Component: NotFoundPage, handle: handle(notFoundHead) },
          // The Filipino home: a reserved single segment, so it wins over the search route (the router
          // ranks a fixed segment above a parameter whatever the order). Last, so the other routes keep their ids.
          { path: HOME_PATHS.fil.slice(1), loader: homeLoader, lazy: lazyPage.home, handle: handle(homeHead('fil')) },
          // The reader's saved guides (issue 36 item 4), in each language; fixed paths outrank the guide and
          // search routes whatever the order; last, like the Filipino home, so the other routes keep their ids.
          ...Object.values(SAVED_PATHS).map((path) => ({
            path: path.slice(1),
            loader: staticLoader,
            lazy: lazyPage.saved,
            handle: handle(savedHead),
          })),
        ],
      },
    ],
  },
  adminRoute('/login-access'),
  adminRoute('/admin-hp-access/*'),
];
