import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { messages, UiLangContext } from '../i18n/i18n';
import { HomeSkeleton, Loading } from './common';
import { Footer } from './Footer';
import { Header } from './Header';
import { headFromMatches } from './head';
import { useSite } from './root';
import { HOME_PATHS } from '../shared/site-paths';
import { COUNT_META, pageViewFields, sendCount } from '../shared/readers-beacon';

function setMeta(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The matched page's head (its language decides the interface language of the whole layout). */
function usePageHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const site = useSite();
  return headFromMatches(matches, site, pathname);
}

/** Keeps the document title, description, keywords and lang in step with the page; the site's name on leaving. */
function DocumentHead({ head }: { head: ReturnType<typeof usePageHead> }) {
  const site = useSite();
  useEffect(() => {
    document.title = head.title;
    setMeta('description', head.description);
    setMeta('keywords', head.keywords);
    document.documentElement.lang = head.lang;
  }, [head.title, head.description, head.keywords, head.lang]);
  useEffect(() => () => void (document.title = site.siteName), [site.siteName]);
  useCountNavigations(head);
  return null;
}

/**
 * Readers (issue 24): a client-side navigation's page view (the first page was counted by the server
 * as it served it, docs/readers.md), with the page the reader came from; the page's count meta kept
 * current for the affiliate-click listener.
 */
function useCountNavigations(head: ReturnType<typeof usePageHead>) {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  const latest = useRef(head);
  latest.current = head;
  useEffect(() => {
    const page = latest.current;
    const here = `${window.location.origin}${pathname}${search}`;
    setMeta(COUNT_META, page.count ?? '');
    if (previous.current !== null && previous.current !== here && page.count) {
      const other = page.lang === 'fil' ? page.alternates?.en : page.alternates?.fil;
      sendCount(pageViewFields(page.count, previous.current, other ?? null));
    }
    previous.current = here;
  }, [pathname, search]);
}

/** The public layout of SPEC §2: header, page, footer. */
export function PublicLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  useScrollTopOnPathChange();
  const pending = pendingView(navigation, location.pathname);
  const head = usePageHead();
  return (
    <UiLangContext.Provider value={head.lang}>
      <div className="site">
        <a className="skip-link" href="#main">
          {messages(head.lang).skipToContent}
        </a>
        <DocumentHead head={head} />
        <Header />
        <div className={`route-progress${navigation.state === 'loading' ? ' is-active' : ''}`} aria-hidden="true" />
        <main id="main" className="site-main" tabIndex={-1}>
          {pending ?? <Outlet />}
        </main>
        <Footer />
      </div>
    </UiLangContext.Provider>
  );
}

/**
 * What shows while the next page's loader runs on a client navigation: the home skeleton, or
 * "Loading..." for a guide or a category. A language switch keeps the current guide on screen.
 */
function pendingView(navigation: ReturnType<typeof useNavigation>, currentPath: string) {
  if (navigation.state !== 'loading' || navigation.location.pathname === currentPath) return null;
  if ((navigation.location.state as { languageSwitch?: boolean } | null)?.languageSwitch) return null;
  const segments = navigation.location.pathname.split('/').filter(Boolean);
  if (segments.length === 0 || navigation.location.pathname === HOME_PATHS.fil) return <HomeSkeleton />;
  if (segments.length === 2) return <Loading />;
  return null;
}

export function PageTitle({ children }: { children: string }) {
  return <h1 className="page-title">{children}</h1>;
}

/**
 * SPEC §2: a new path starts at the top (back and forward keep the browser's own restoring); a
 * guide's or category's How/Paano switch keeps the reader's place (issue 39).
 */
function useScrollTopOnPathChange(): void {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const languageSwitch = (state as { languageSwitch?: boolean } | null)?.languageSwitch === true;
  useEffect(() => {
    if (navigationType !== 'POP' && !languageSwitch) window.scrollTo(0, 0);
    // Only a change of path scrolls (the switch's state travels with its own path change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, navigationType]);
}
