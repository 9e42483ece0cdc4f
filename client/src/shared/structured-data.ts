import type { GuideReviewDto, Lang } from '../api/types';
import type { SiteConfig } from './site-config';
import { videoThumbnail, type VideoInfo } from './video';

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
  /** The guide's reviewer (src/reviewers): a Person with the credential as jobTitle, the bio, the photo as an absolute URL. */
  reviewer?: { name: string; jobTitle?: string; description?: string; image?: string } | null;
  /** YYYY-MM-DD. */
  lastReviewed?: string | null;
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
    ...(a.reviewer
      ? {
          reviewedBy: {
            '@type': 'Person',
            name: a.reviewer.name,
            ...(a.reviewer.jobTitle ? { jobTitle: a.reviewer.jobTitle } : {}),
            ...(a.reviewer.description ? { description: a.reviewer.description } : {}),
            ...(a.reviewer.image ? { image: a.reviewer.image } : {}),
          },
        }
      : {}),
    ...(a.lastReviewed ? { lastReviewed: a.lastReviewed } : {}),
  };
}

/** A guide's reviewer pick as articleLd's input, in the page's language (photo and texts absolute/plain). */
export function reviewerLd(
  guide: GuideReviewDto,
  lang: Lang,
  absolute: (path: string) => string,
): Pick<ArticleInput, 'reviewer' | 'lastReviewed'> {
  const r = guide.reviewer;
  if (!r) return {};
  const pick = (how: string, paano: string) => (lang === 'paano' ? paano || how : how || paano).trim();
  const image = r.photo?.image;
  return {
    reviewer: {
      name: r.name,
      jobTitle: pick(r.credential_how, r.credential_paano) || undefined,
      description: pick(r.bio_how, r.bio_paano) || undefined,
      image: image ? (/^https?:/.test(image) ? image : absolute(image)) : undefined,
    },
    lastReviewed: guide.last_reviewed ?? null,
  };
}

export interface VideoInput {
  info: VideoInfo;
  name: string;
  description: string;
  /** The owner's date for the video (YYYY-MM-DD), else the guide's publication (ISO 8601). */
  uploadDate: string;
  /** A picture when the video site gives none we may name (Facebook): the guide's image or card. */
  fallbackImage: string;
  lang: Lang;
}

/**
 * The guide's video (issue 38 item 4) as Google's VideoObject: its required name, thumbnailUrl and
 * uploadDate, and the recommended description, contentUrl and embedUrl. YouTube's picture is named
 * here for search engines; the reader's browser never asks for it (the page draws its own poster).
 */
export function videoLd(v: VideoInput): Record<string, unknown> {
  const uploadDate = /^\d{4}-\d{2}-\d{2}$/.test(v.uploadDate) ? `${v.uploadDate}T00:00:00Z` : v.uploadDate;
  const embedUrl =
    v.info.provider === 'youtube' ? `https://www.youtube.com/embed/${v.info.id}` : v.info.embedUrl.replace(/&autoplay=true$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: v.name,
    description: v.description || v.name,
    thumbnailUrl: [videoThumbnail(v.info) ?? v.fallbackImage],
    uploadDate,
    contentUrl: v.info.url,
    embedUrl,
    inLanguage: v.lang === 'paano' ? 'fil' : 'en',
  };
}
