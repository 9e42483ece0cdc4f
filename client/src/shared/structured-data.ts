import type { Lang } from '../api/types';
import type { SiteConfig } from './site-config';

/**
 * A guide's structured data (issue 38 item 4). Google retired HowTo rich results in September 2023;
 * what still counts is an Article with its author, dates, image and language, and the site it is
 * part of. The reviewer (reviewedBy, lastReviewed) and VideoObject come with those blocks.
 */
export interface ArticleInput {
  headline: string;
  description: string;
  lang: Lang;
  url: string;
  datePublished: string;
  dateModified: string;
  image: Record<string, unknown>;
  site: Pick<SiteConfig, 'siteName' | 'siteUrl'>;
}

/** Google shows at most 110 characters of a headline. */
export const HEADLINE_MAX = 110;

export function articleLd(a: ArticleInput): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: a.site.siteName, url: `${a.site.siteUrl}/` };
  const headline = [...a.headline].length > HEADLINE_MAX ? [...a.headline].slice(0, HEADLINE_MAX - 1).join('') + '…' : a.headline;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    ...(a.description ? { description: a.description } : {}),
    image: a.image,
    // Guides carry no named writer yet: the site that publishes them is their author.
    author: publisher,
    publisher,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: a.lang === 'paano' ? 'fil' : 'en',
    url: a.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    isPartOf: { '@type': 'WebSite', name: a.site.siteName, url: `${a.site.siteUrl}/` },
  };
}
