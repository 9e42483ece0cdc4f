import { countFields } from '../../shared/readers-beacon';
import { SUGGESTED_LIMIT } from '../../shared/trending';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { headerImageAlt } from '../../shared/image-alt';
import { guideSocialImage } from '../../shared/social-card';
import type { PublicApi } from '../../shared/public-api';
import type { CategoryDto, GuideDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../api/types';
import { categoryPath, guidePath, queryFromSearchSlug } from '../../shared/links';
import { HOME_PATHS, homePath } from '../../shared/site-paths';
import { slugify } from '../../shared/slug';
import { categoryName, hasTranslation, translationOf, type GuideLike } from '../../shared/translation';
import { articleLd, reviewerLd, videoLd } from '../../shared/structured-data';
import { videoOf } from '../../shared/video';
import { messages, uiLang } from '../../i18n/i18n';
import { guideLoadMessage, statusOf } from '../errors';
import type { HeadFn } from '../head';
import { plainPreview } from '../common';
import { apiFrom } from '../site';
import { popularGuides, type PopularLink } from '../popular';

export interface ListResult<T> {
  items: T[];
  error: string | null;
}

export type GuideData =
  | {
      state: 'ok';
      lang: Lang;
      guide: GuideDto;
      recommended: ListResult<RecommendedItemDto>;
      suggested: ListResult<SuggestedItemDto>;
    }
  | { state: 'not-found'; lang: Lang; query: string; popular: PopularLink[] }
  | { state: 'error'; lang: Lang; message: string };

/**
 * A guide fetched by the language toggle just before it replaces the URL, handed to the loader of
 * that URL so the switch costs one request (browser only; one entry at a time).
 */
let prefetched: { lang: Lang; slug: string; guide: GuideDto } | null = null;

export function rememberPrefetched(lang: Lang, slug: string, guide: GuideDto): void {
  prefetched = { lang, slug, guide };
}

function takePrefetched(lang: Lang, slug: string): GuideDto | null {
  const hit = prefetched && prefetched.lang === lang && prefetched.slug === slug ? prefetched.guide : null;
  prefetched = null;
  return hit;
}

let browserCategories: Promise<CategoryDto[]> | null = null;

/** Categories for telling a Filipino category segment; cached for the visit in the browser. */
function categoriesFor(api: PublicApi, onServer: boolean): Promise<CategoryDto[]> {
  if (onServer) return api.categories().catch(() => []);
  if (!browserCategories) {
    browserCategories = api.categories().catch(() => {
      browserCategories = null;
      return [];
    });
  }
  return browserCategories;
}

/**
 * SPEC §2/§4: a path with /edukasyon/ opens the Filipino version; generally a category segment that
 * is the slugified Filipino name of a category (and not also an English one) does.
 */
export function languageOfPath(pathname: string, segment: string, categories: CategoryDto[]): Lang {
  if (pathname.toLowerCase().includes('/edukasyon/')) return 'paano';
  const seg = segment.toLowerCase();
  // /fil/… is under the Filipino home: no guide lives there, and its "not found" speaks Filipino.
  if (`/${seg}` === HOME_PATHS.fil) return 'paano';
  const english = categories.some((c) => slugify(c.category_how) === seg);
  const filipino = categories.some((c) => slugify(c.category_paano) === seg);
  return filipino && !english ? 'paano' : 'how';
}

async function lookup(api: PublicApi, lang: Lang, slug: string): Promise<GuideDto> {
  return takePrefetched(lang, slug) ?? api.guideBySlug(lang, slug);
}

export async function guideLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const onServer = !!(context as { api?: unknown } | undefined)?.api;
  const segment = params.categorySegment ?? '';
  const slug = params.slug ?? '';
  const { pathname } = new URL(request.url);
  let lang: Lang = languageOfPath(pathname, segment, await categoriesFor(api, onServer));
  const pathLang = lang;
  let guide: GuideDto;
  try {
    try {
      guide = await lookup(api, lang, slug);
    } catch (err) {
      // The slug may be the other language's (a shared link with a stale category segment).
      if (statusOf(err) !== 404) throw err;
      const other: Lang = lang === 'how' ? 'paano' : 'how';
      guide = await lookup(api, other, slug).catch(() => {
        throw err;
      });
      lang = other;
    }
  } catch (err) {
    // The states speak the language the address asked for.
    if (statusOf(err) === 404) {
      // A way on from here (issue 29): the address's words as the guide asked for, popular guides.
      const popular = await popularGuides(api, pathLang);
      return data<GuideData>(
        { state: 'not-found', lang: pathLang, query: queryFromSearchSlug(slug).slice(0, 100), popular },
        { status: 404 },
      );
    }
    return data<GuideData>(
      { state: 'error', lang: pathLang, message: guideLoadMessage(err, uiLang(pathLang)) },
      { status: statusOf(err) ?? 500 },
    );
  }
  // A renamed slug keeps old links alive: send them to the current address.
  const current = translationOf(guide, lang).slug;
  if (current && current !== slug) return redirect(guidePath(guide, lang), 301);
  const categoryId = guide.category?.id;
  const t = messages(uiLang(lang));
  const [recommended, suggested] = await Promise.allSettled([
    categoryId != null ? api.recommended({ categoryId, language: lang, exclude: guide.id }) : Promise.resolve([] as RecommendedItemDto[]),
    api.suggested({ excludeCategory: categoryId, excludeContent: guide.id, language: lang, limit: SUGGESTED_LIMIT }),
  ]);
  return {
    state: 'ok',
    lang,
    guide,
    recommended:
      recommended.status === 'fulfilled'
        ? { items: recommendedIn(recommended.value, lang), error: null }
        : { items: [], error: t.recommendationsFailed },
    suggested:
      suggested.status === 'fulfilled'
        ? { items: suggested.value.slice(0, SUGGESTED_LIMIT), error: null }
        : { items: [], error: t.suggestionsFailed },
  } satisfies GuideData as GuideData;
}

/** SPEC §7: recommendations with no title in the language are dropped. */
export function recommendedIn(items: RecommendedItemDto[], lang: Lang): RecommendedItemDto[] {
  return items.filter((item) => !!item[lang]?.title);
}

/** The language's SEO title, if one was set (the public API carries it only then). */
function seoTitleOf(guide: GuideLike, lang: Lang): string {
  const nested = lang === 'paano' ? (guide.paano_content ?? guide.paano) : guide.how;
  return (nested?.seo_title ?? (lang === 'how' ? guide.seo_title : undefined) ?? '').trim();
}

export const guideHead: HeadFn<GuideData> = ({ data: page, site }) => {
  const pageLang = uiLang(page.lang);
  const m = messages(pageLang);
  if (page.state === 'not-found') {
    return {
      title: `${m.contentNotFound} | ${site.siteName}`,
      robots: 'noindex',
      lang: pageLang,
      count: countFields({ t: 'notfound', l: pageLang }),
    };
  }
  if (page.state === 'error') return { title: `${m.errorTitle} | ${site.siteName}`, robots: 'noindex', lang: pageLang };
  const { guide, lang } = page;
  const t = translationOf(guide, lang);
  const path = guidePath(guide, lang);
  const url = (p: string) => `${site.siteUrl}${p}`;
  const category = categoryName(guide.category, lang);
  const alternates = {
    en: hasTranslation(guide, 'how') ? guidePath(guide, 'how') : undefined,
    fil: hasTranslation(guide, 'paano') ? guidePath(guide, 'paano') : undefined,
  };
  const image = guide.header_image ? url(guide.header_image.image) : undefined;
  // The header image's alt text goes with it (issue 12): an ImageObject's caption.
  const imageAlt = headerImageAlt(guide, lang, t.title);
  const imageObject = image ? { '@type': 'ImageObject', url: image, ...(imageAlt ? { caption: imageAlt } : {}) } : undefined;
  const socialImage = guideSocialImage(guide, lang, site);
  const jsonLd: Record<string, unknown>[] = [
    articleLd({
      headline: t.title,
      description: plainPreview(t.meta_description || t.header_description, 300),
      lang,
      url: url(path),
      datePublished: guide.published_at ?? guide.created_at,
      dateModified: guide.updated_at,
      // Search engines want an image on every Article: the guide's own, else its social card.
      image: imageObject ?? { '@type': 'ImageObject', url: socialImage.url, width: socialImage.width, height: socialImage.height },
      site,
      ...reviewerLd(guide, lang, url),
    }),
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        // Each step in the page's language: the Filipino home and the category's Filipino address on a Filipino guide.
        { '@type': 'ListItem', position: 1, name: m.home, item: url(homePath(pageLang)) },
        ...(guide.category ? [{ '@type': 'ListItem', position: 2, name: category, item: url(categoryPath(guide.category, lang)) }] : []),
        { '@type': 'ListItem', position: guide.category ? 3 : 2, name: t.title, item: url(path) },
      ],
    },
  ];
  // Issue 38: the guide's video, where there is one (a Filipino page may show the English one).
  const shown = videoOf(guide, lang);
  if (shown)
    jsonLd.push(
      videoLd({
        info: shown.info,
        name: shown.video.title?.trim() || t.title,
        description: plainPreview(t.meta_description || t.header_description || t.introduction, 300),
        uploadDate: shown.video.upload_date ?? guide.published_at ?? guide.created_at,
        fallbackImage: image ?? socialImage.url,
        lang,
      }),
    );
  return {
    // The optional SEO title (issue 27 item 6) is what search results and shares show.
    title: `${seoTitleOf(guide, lang) || t.title} | ${site.siteName}`,
    description: plainPreview(t.meta_description || t.header_description, 300),
    keywords: t.meta_keywords,
    lang: lang === 'paano' ? 'fil' : 'en',
    count: countFields({ t: 'guide', g: guide.id, l: uiLang(lang) }),
    canonicalPath: path,
    alternates,
    ogType: 'article',
    image,
    socialImage,
    jsonLd,
  };
};
