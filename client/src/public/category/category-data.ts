import { countFields } from '../../shared/readers-beacon';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, GuideDto, Lang } from '../../api/types';
import { messages, uiLang } from '../../i18n/i18n';
import { categoryPath } from '../../shared/links';
import { queryLanguage } from '../../shared/query-language';
import { slugify } from '../../shared/slug';
import { categoryLabel, categoryName } from '../../shared/translation';
import { DEFAULT_PAGE_SIZE, pageCount, withPage } from '../../shared/pagination';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom } from '../site';
import { popularGuides, type PopularLink } from '../popular';

/** Cards per category page. */
export const CATEGORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CategoryData {
  slug: string;
  /**
   * The page's language: Filipino at the address of the category's Filipino name (docs/languages-offline.md,
   * "One language per page"); for an unknown address, the language its words clearly are.
   */
  lang: Lang;
  category: CategoryDto | null;
  /** This page's guides, newest update first. */
  guides: GuideDto[];
  /** Every published guide of the category ("n Results"). */
  count: number;
  page: number;
  error: string | null;
  /** An unknown category address: popular guides in the page's language (issue 29). */
  popular?: PopularLink[];
}

/** ?page=N (N >= 2) of a category address; null when the query asks for a page in any other way. */
function requestedPage(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,8}$/.test(raw) && raw !== '1' ? Number(raw) : null;
}

/** The language of a category address: Filipino when it is the Filipino name's (and not also the English one's). */
export function categoryLang(category: CategoryDto, slug: string): Lang {
  const wanted = slug.toLowerCase();
  return slugify(category.category_paano) === wanted && slugify(category.category_how) !== wanted ? 'paano' : 'how';
}

/** SPEC §7: the category whose slugified name (English or Filipino) equals the URL slug. */
export function findCategory(categories: CategoryDto[], slug: string): CategoryDto | null {
  const wanted = slug.toLowerCase();
  return categories.find((c) => slugify(c.category_how) === wanted) ?? categories.find((c) => slugify(c.category_paano) === wanted) ?? null;
}

export async function categoryLoader({ params, context, request }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const slug = params.categorySlug ?? '';
  const page = requestedPage(request);
  // ?page=1, ?page=abc and the like have one address: the category's own.
  if (page === null) return redirect(`/category/${encodeURIComponent(slug)}`, 301);
  const guessed: Lang = queryLanguage(slug.replace(/-/g, ' ')) === 'fil' ? 'paano' : 'how';
  const empty = { slug, guides: [], count: 0, page };
  let categories: CategoryDto[];
  try {
    categories = await api.categories();
  } catch (err) {
    return { ...empty, lang: guessed, category: null, error: categoriesMessage(err, uiLang(guessed)) } satisfies CategoryData;
  }
  const category = findCategory(categories, slug);
  // Not a category: a 404 that helps (the page lists the categories there are).
  if (!category) {
    const popular = await popularGuides(api, guessed);
    return data<CategoryData>({ ...empty, lang: guessed, category: null, error: null, popular }, { status: 404 });
  }
  const lang = categoryLang(category, slug);
  try {
    const result = await api.guidesPage({ categoryId: category.id, page, pageSize: CATEGORY_PAGE_SIZE });
    const guides = result.results.filter((g) => g.category?.id === category.id);
    const answer: CategoryData = { slug, lang, category, guides, count: result.count, page, error: null };
    // A page past the last one does not exist (the first page of an empty category does: "Content Coming Soon").
    return page > 1 && guides.length === 0 ? data(answer, { status: 404 }) : answer;
  } catch (err) {
    return { ...empty, lang, category, error: contentListMessage(err, uiLang(lang)) } satisfies CategoryData;
  }
}

/** The category's title on its page: SPEC's "how / paano" in English, its Filipino name in Filipino. */
export function categoryTitle(category: CategoryDto, lang: Lang): string {
  return lang === 'paano' ? categoryName(category, 'paano') : categoryLabel(category);
}

export const categoryHead: HeadFn<CategoryData> = ({ data: page }) => {
  const ui = uiLang(page.lang);
  const t = messages(ui);
  // Categories that could not be loaded (the database is down): titled as the page's heading, never "not found".
  if (!page.category)
    return {
      title: page.error ? page.slug.replace(/-/g, ' ') : t.categoryNotFound,
      robots: 'noindex',
      lang: ui,
      count: countFields({ t: 'notfound', l: ui }),
    };
  const path = categoryPath(page.category, page.lang);
  const last = pageCount(page.count, CATEGORY_PAGE_SIZE);
  const beyond = page.page > 1 && page.guides.length === 0;
  const title = categoryTitle(page.category, page.lang);
  return {
    title: page.page > 1 ? t.categoryPageTitle(title, page.page) : title,
    description: (ui === 'en' && page.category.meta_description) || t.categoryDescription(categoryName(page.category, page.lang)),
    keywords: page.category.meta_keywords,
    lang: ui,
    count: countFields({ t: 'category', l: ui }),
    alternates: beyond
      ? undefined
      : {
          en: withPage(categoryPath(page.category, 'how'), page.page),
          fil: withPage(categoryPath(page.category, 'paano'), page.page),
        },
    ...(beyond
      ? { robots: 'noindex' }
      : {
          // Each page of the list is its own canonical page (what search engines advise for paged lists).
          canonicalPath: withPage(path, page.page),
          prevPath: page.page > 1 ? withPage(path, page.page - 1) : undefined,
          nextPath: page.page < last ? withPage(path, page.page + 1) : undefined,
        }),
  };
};
