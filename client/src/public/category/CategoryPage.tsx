import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CategoryDto, GuideDto } from '../../api/types';
import { guidePath } from '../../shared/links';
import { slugify } from '../../shared/slug';
import { categoryLabel, translationOf } from '../../shared/translation';
import { latestGuides } from '../../shared/trending';
import { GuideDate, listGuide, plainPreview } from '../common';
import { categoriesMessage, contentListMessage } from '../errors';
import type { HeadFn } from '../head';
import { apiFrom } from '../site';

export interface CategoryData {
  slug: string;
  category: CategoryDto | null;
  guides: GuideDto[];
  error: string | null;
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

export async function categoryLoader({ params, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const slug = params.categorySlug ?? '';
  let categories: CategoryDto[];
  try {
    categories = await api.categories();
  } catch (err) {
    return { slug, category: null, guides: [], error: categoriesMessage(err) } satisfies CategoryData;
  }
  const category = findCategory(categories, slug);
  if (!category) return data<CategoryData>({ slug, category: null, guides: [], error: null }, { status: 404 });
  try {
    const guides = (await api.publishedGuides(category.id)).filter((g) => g.category?.id === category.id).map(listGuide);
    return { slug, category, guides: latestGuides(guides, guides.length), error: null } satisfies CategoryData;
  } catch (err) {
    return { slug, category, guides: [], error: contentListMessage(err) } satisfies CategoryData;
  }
}

export const categoryHead: HeadFn<CategoryData> = ({ data: page }) =>
  page.category
    ? {
        title: categoryLabel(page.category),
        description:
          page.category.meta_description || `Guides about ${page.category.category_how} in English and Filipino.`,
        keywords: page.category.meta_keywords,
        canonicalPath: `/category/${slugify(page.category.category_how)}`,
      }
    : { title: 'Content Coming Soon', robots: 'noindex' };

export function CategoryPage() {
  const page = useLoaderData() as CategoryData;
  const title = page.category ? categoryLabel(page.category) : page.slug.replace(/-/g, ' ');
  const count = page.guides.length;
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
    </div>
  );
}
