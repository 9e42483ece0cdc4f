import type { UIMatch } from 'react-router';
import type { SiteConfig } from './site';
import { siteSocialImage, type SocialImage } from '../shared/social-card';

/** What a page puts in the document's <head> (server) and title/meta tags (browser). */
export interface HeadInfo {
  title: string;
  description: string;
  keywords: string;
  /** <html lang>: en or fil. */
  lang: 'en' | 'fil';
  /** Path of the canonical URL; absent for pages that should not be indexed. */
  canonicalPath?: string;
  /** Paths of the previous and next page of a paged list (rel=prev/next). */
  prevPath?: string;
  nextPath?: string;
  /** hreflang pair for a guide. */
  alternates?: { en?: string; fil?: string };
  ogType?: 'website' | 'article';
  image?: string;
  /** og:image and its size, type and alt text (shared/social-card.ts); the site's card unless the page names one. */
  socialImage?: SocialImage;
  robots?: string;
  jsonLd?: Record<string, unknown>[];
  /** What the page counts as (Readers, issue 24; shared/readers-beacon.ts); absent: not counted. */
  count?: string;
}

export interface HeadArgs<D = unknown> {
  data: D;
  site: SiteConfig;
  pathname: string;
}

export type HeadFn<D = unknown> = (args: HeadArgs<D>) => Partial<HeadInfo>;

/** What routes put in their `handle`. */
export interface RouteHandle {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's loader data has its own type
  head?: HeadFn<any>;
}

export function defaultHead(site: SiteConfig): HeadInfo {
  return {
    title: site.siteName,
    description: `${site.siteName}: clear how-to guides in English and Filipino — learn how, alamin paano.`,
    keywords: 'how to, paano, guides, tutorials, Filipino, English',
    lang: 'en',
    ogType: 'website',
  };
}

/** The head of the deepest matched route that says anything, over the defaults. */
export function resolveHead(matches: { handle?: unknown; data?: unknown }[], site: SiteConfig, pathname: string): HeadInfo {
  let head = defaultHead(site);
  for (const match of matches) {
    const fn = (match.handle as RouteHandle | undefined)?.head;
    if (!fn || match.data === undefined) continue;
    const part = fn({ data: match.data, site, pathname });
    head = { ...head, ...Object.fromEntries(Object.entries(part).filter(([, v]) => v !== undefined && v !== '')) };
  }
  return { ...head, title: pageTitle(head.title, site), socialImage: head.socialImage ?? siteSocialImage(site, head.lang) };
}

export function headFromMatches(matches: UIMatch[], site: SiteConfig, pathname: string): HeadInfo {
  return resolveHead(
    matches.map((m) => ({ handle: m.handle, data: m.data })),
    site,
    pathname,
  );
}

/** "Title | Site" unless the title already names the site. */
export function pageTitle(title: string, site: SiteConfig): string {
  if (!title) return site.siteName;
  return title.includes(site.siteName) ? title : `${title} | ${site.siteName}`;
}
