import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, GuideDto, Lang } from '../../api/types';
import { messages, uiLang, useT, type UiLang } from '../../i18n/i18n';
import { categoryPath, guidePath } from '../../shared/links';
import { queryLanguage } from '../../shared/query-language';
import { slugify } from '../../shared/slug';
import { categoryLabel, categoryName, translationOf } from '../../shared/translation';
import { DEFAULT_PAGE_SIZE, pageCount, withPage } from '../../shared/pagination';
import { CardImage, GuideDate, plainPreview } from '../common';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { useRootData } from '../Layout';
import { staticPath } from '../pages/static-paths';
import { Pager } from '../Pager';
import { apiFrom } from '../site';

/** Cards per category page. */
export const CATEGORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CategoryData {
  slug: string;
  /**
   * The page's language: Filipino at the address of the category's Filipino name (README
   * "Languages"); for an unknown address, the language its words clearly are.
   */
  lang: Lang;
  category: CategoryDto | null;
  /** This page's guides, newest update first. */
  guides: GuideDto[];
  /** Every published guide of the category ("n Results"). */
  count: number;
  page: number;
  error: string | null;
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
    return { ...empty, lang: guessed, category: null, error: categoriesMessage(err) } satisfies CategoryData;
  }
  const category = findCategory(categories, slug);
  // Not a category: a 404 that helps (the page lists the categories there are).
  if (!category) return data<CategoryData>({ ...empty, lang: guessed, category: null, error: null }, { status: 404 });
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
function categoryTitle(category: CategoryDto, lang: Lang): string {
  return lang === 'paano' ? categoryName(category, 'paano') : categoryLabel(category);
}

export const categoryHead: HeadFn<CategoryData> = ({ data: page }) => {
  const ui = uiLang(page.lang);
  const t = messages(ui);
  if (!page.category) return { title: t.categoryNotFound, robots: 'noindex', lang: ui };
  const path = categoryPath(page.category, page.lang);
  const last = pageCount(page.count, CATEGORY_PAGE_SIZE);
  const beyond = page.page > 1 && page.guides.length === 0;
  const title = categoryTitle(page.category, page.lang);
  return {
    title: page.page > 1 ? t.categoryPageTitle(title, page.page) : title,
    description: (ui === 'en' && page.category.meta_description) || t.categoryDescription(categoryName(page.category, page.lang)),
    keywords: page.category.meta_keywords,
    lang: ui,
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

/** An address that is no category: a 404 page that lists the categories there are. */
function UnknownCategory({ slug, lang }: { slug: string; lang: UiLang }) {
  const t = useT();
  const { categories } = useRootData();
  return (
    <div className="container category-page">
      <header className="page-header">
        <p className="page-kicker">{t.category}</p>
        <h1 className="page-title">{t.categoryNotFound}</h1>
      </header>
      <div className="card empty-state">
        <p>{t.categoryNotFoundText(slug)}</p>
        {categories && categories.length > 0 ? (
          <ul className="chips category-choices">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={categoryPath(category, lang === 'fil' ? 'paano' : 'how')}>
                  {lang === 'fil' ? categoryName(category, 'paano') : categoryLabel(category)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t.noCategories}</p>
        )}
        <div className="button-row">
          <Link className="btn btn-primary" to="/">
            {t.backToHome}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function CategoryPage() {
  const page = useLoaderData() as CategoryData;
  const t = useT();
  const ui = uiLang(page.lang);
  if (!page.category && !page.error) return <UnknownCategory slug={page.slug} lang={ui} />;
  const title = page.category ? categoryTitle(page.category, page.lang) : page.slug.replace(/-/g, ' ');
  const count = page.count;
  const beyond = page.page > 1 && page.guides.length === 0;
  // The card's first title is the page's language; the other language's title follows it.
  const other: Lang = page.lang === 'paano' ? 'how' : 'paano';
  return (
    <div className="container category-page">
      <header className="page-header">
        <p className="page-kicker">{t.category}</p>
        <h1 className="page-title">{title}</h1>
        {!page.error && <p className="result-count">{t.resultCount(count)}</p>}
      </header>
      {page.error ? (
        <div className="error-banner" role="alert">
          {page.error}
        </div>
      ) : beyond ? (
        <div className="card empty-state">
          <h2>{t.contentNotFound}</h2>
          <p>{t.pageBeyondList}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to={page.category ? categoryPath(page.category, page.lang) : '/'}>
              {t.backToFirstPage}
            </Link>
          </div>
        </div>
      ) : count === 0 ? (
        <div className="card empty-state">
          <h2>{t.contentComingSoon}</h2>
          <p>{t.comingSoonText}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/">
              {t.home}
            </Link>
            <Link className="btn btn-secondary" to={staticPath('contact', ui)}>
              {t.requestContent}
            </Link>
          </div>
        </div>
      ) : (
        <div className="card-grid">
          {page.guides.map((guide) => {
            const own = translationOf(guide, page.lang);
            const second = translationOf(guide, other);
            // A guide without this language's version shows its other one, marked as such.
            const lead: Lang = own.title ? page.lang : other;
            const first = own.title ? own : second;
            return (
              <article key={guide.id} className="card guide-card">
                <CardImage image={guide.header_image} />
                <h2 className="card-title" lang={lead === page.lang ? undefined : uiLang(lead)}>
                  <Link to={guidePath(guide, lead)}>{first.title}</Link>
                </h2>
                {own.title && second.title && (
                  <p className="card-subtitle" lang={uiLang(other)}>
                    <Link to={guidePath(guide, other)}>{second.title}</Link>
                  </p>
                )}
                <p className="card-text" lang={lead === page.lang ? undefined : uiLang(lead)}>
                  {plainPreview(first.introduction, 160)}
                </p>
                <p className="card-meta">
                  <GuideDate value={guide.updated_at} />
                </p>
              </article>
            );
          })}
        </div>
      )}
      {page.category && !page.error && !beyond && (
        <Pager path={categoryPath(page.category, page.lang)} page={page.page} count={count} pageSize={CATEGORY_PAGE_SIZE} />
      )}
    </div>
  );
}
