import { data, type RouteObject } from 'react-router';
import { CategoryPage, categoryHead, categoryLoader } from './public/category/CategoryPage';
import { GuidePage } from './public/guide/GuidePage';
import { guideHead, guideLoader } from './public/guide/guide-data';
import { Home } from './public/home/Home';
import { homeHead, homeLoader } from './public/home/home-data';
import { PublicLayout } from './public/Layout';
import {
  AboutPage,
  aboutHead,
  ContactPage,
  contactHead,
  PrivacyPage,
  privacyHead,
  staticLoader,
  TermsPage,
  termsHead,
} from './public/pages/StaticPages';
import { ROOT_ID, rootLoader, rootShouldRevalidate } from './public/root';
import { RouteError } from './public/RouteError';
import { SearchPage, searchHead, searchLoader, searchQueryLoader } from './public/search/SearchPage';
import type { RouteHandle } from './public/head';

/** Paths served as the admin app shell (never server-rendered; the admin code is a lazy chunk). */
export const ADMIN_PATH_PREFIXES = ['/login-access', '/admin-hp-access'];

export function isAdminPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return ADMIN_PATH_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

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
  return (
    <div className="container state-message">
      <h1 className="page-title">Content not found</h1>
    </div>
  );
}

const handle = (head: RouteHandle['head']): RouteHandle => ({ head });

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
          { path: 'about', loader: staticLoader, Component: AboutPage, handle: handle(aboutHead) },
          { path: 'privacy', loader: staticLoader, Component: PrivacyPage, handle: handle(privacyHead) },
          { path: 'terms', loader: staticLoader, Component: TermsPage, handle: handle(termsHead) },
          { path: 'contact', loader: staticLoader, Component: ContactPage, handle: handle(contactHead) },
          { path: 'category/:categorySlug', loader: categoryLoader, Component: CategoryPage, handle: handle(categoryHead) },
          { path: 'search', loader: searchQueryLoader },
          { path: ':categorySegment/:slug', loader: guideLoader, Component: GuidePage, handle: handle(guideHead) },
          { path: SEARCH_ROUTE_PATH, loader: searchLoader, Component: SearchPage, handle: handle(searchHead) },
          {
            path: '*',
            loader: () => data({ notFound: true }, { status: 404 }),
            Component: NotFound,
            handle: handle(({ site }) => ({ title: `Content not found | ${site.siteName}`, robots: 'noindex' })),
          },
        ],
      },
    ],
  },
  adminRoute('/login-access'),
  adminRoute('/admin-hp-access/*'),
];
