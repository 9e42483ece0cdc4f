import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, GuideDto } from '../../api/types';
import { guidePath } from '../../shared/links';
import { slugify } from '../../shared/slug';
import { categoryLabel, translationOf } from '../../shared/translation';
import { DEFAULT_PAGE_SIZE, pageCount, withPage } from '../../shared/pagination';
import { GuideDate, plainPreview } from '../common';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { Pager } from '../Pager';
import { apiFrom } from '../site';

/** Cards per category page. */
export const CATEGORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CategoryData {
  slug: string;
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

/** SPEC §7: the category whose slugified name (English or Filipino) equals the URL slug. */
export function findCategory(categories: CategoryDto[], slug: string): CategoryDto | null {
  const wanted = slug.toLowerCase();
  return (
    categories.find((c) => slugify(c.category_how) === wanted) ??
    categories.find((c) => slugify(c.category_paano) === wanted) ??
    null
  );
}

export async function categoryLoader({ params, context, request }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const slug = params.categorySlug ?? '';
  const page = requestedPage(request);
  // ?page=1, ?page=abc and the like have one address: the category's own.
  if (page === null) return redirect(`/category/${encodeURIComponent(slug)}`, 301);
  const empty = { slug, guides: [], count: 0, page };
  let categories: CategoryDto[];
  try {
    categories = await api.categories();
  } catch (err) {
    return { ...empty, category: null, error: categoriesMessage(err) } satisfies CategoryData;
  }
  const category = findCategory(categories, slug);
  if (!category) return data<CategoryData>({ ...empty, category: null, error: null }, { status: 404 });
  try {
    const result = await api.guidesPage({ categoryId: category.id, page, pageSize: CATEGORY_PAGE_SIZE });
    const guides = result.results.filter((g) => g.category?.id === category.id);
    const answer: CategoryData = { slug, category, guides, count: result.count, page, error: null };
    // A page past the last one does not exist (the first page of an empty category does: "Content Coming Soon").
    return page > 1 && guides.length === 0 ? data(answer, { status: 404 }) : answer;
  } catch (err) {
    return { ...empty, category, error: contentListMessage(err) } satisfies CategoryData;
  }
}

export const categoryHead: HeadFn<CategoryData> = ({ data: page }) => {
  if (!page.category) return { title: 'Content Coming Soon', robots: 'noindex' };
  const path = `/category/${slugify(page.category.category_how)}`;
  const last = pageCount(page.count, CATEGORY_PAGE_SIZE);
  const beyond = page.page > 1 && page.guides.length === 0;
  return {
    title: page.page > 1 ? `${categoryLabel(page.category)} — Page ${page.page}` : categoryLabel(page.category),
    description: page.category.meta_description || `Guides about ${page.category.category_how} in English and Filipino.`,
    keywords: page.category.meta_keywords,
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

export function CategoryPage() {
  const page = useLoaderData() as CategoryData;
  const title = page.category ? categoryLabel(page.category) : page.slug.replace(/-/g, ' ');
  const count = page.count;
  const beyond = page.page > 1 && page.guides.length === 0;
  return (
    <div className="container category-page">
      <header className="page-header">
        <p className="page-kicker">Category</p>
        <h1 className="page-title">{title}</h1>
        {!page.error && <p className="result-count">{count === 1 ? '1 Result' : `${count} Results`}</p>}
      </header>
      {page.error ? (
        <div className="error-banner" role="alert">
          {page.error}
        </div>
      ) : beyond ? (
        <div className="card empty-state">
          <h2>Content not found</h2>
          <p>This page of the list does not exist.</p>
          <div className="button-row">
            <Link className="btn btn-primary" to={page.category ? `/category/${slugify(page.category.category_how)}` : '/'}>
              Back to the first page
            </Link>
          </div>
        </div>
      ) : count === 0 ? (
        <div className="card empty-state">
          <h2>Content Coming Soon</h2>
          <p>We are preparing guides for this topic. Check back soon, or tell us what you would like to learn.</p>
          <div className="button-row">
            <Link className="btn btn-primary" to="/">
              Home
            </Link>
            <Link className="btn btn-secondary" to="/contact">
              Request Content
            </Link>
          </div>
        </div>
      ) : (
        <div className="card-grid">
          {page.guides.map((guide) => {
            const how = translationOf(guide, 'how');
            const paano = translationOf(guide, 'paano');
            return (
              <article key={guide.id} className="card guide-card">
                <h2 className="card-title">
                  <Link to={guidePath(guide, 'how')}>{how.title}</Link>
                </h2>
                {paano.title && (
                  <p className="card-subtitle" lang="fil">
                    <Link to={guidePath(guide, 'paano')}>{paano.title}</Link>
                  </p>
                )}
                <p className="card-text">{plainPreview(how.introduction, 160)}</p>
                <p className="card-meta">
                  <GuideDate value={guide.updated_at} />
                </p>
              </article>
            );
          })}
        </div>
      )}
      {page.category && !page.error && !beyond && (
        <Pager path={`/category/${slugify(page.category.category_how)}`} page={page.page} count={count} pageSize={CATEGORY_PAGE_SIZE} />
      )}
    </div>
  );
}
