import { Link, useLoaderData } from 'react-router';
import type { Lang } from '../../api/types';
import { uiLang, useT, type UiLang } from '../../i18n/i18n';
import { categoryPath, guidePath, queryFromSearchSlug } from '../../shared/links';
import { categoryName, translationOf } from '../../shared/translation';
import { CardImage, CategoryLabel, GuideDate, LangSwitch, plainPreview } from '../common';
import { useRootData, useSite } from '../root';
import { AdSlot, AutoAdsMark } from '../guide/AdSlot';
import { SaveCategory } from '../../offline/SaveForOffline';
import { staticPath } from '../pages/static-paths';
import { homePath } from '../../shared/site-paths';
import { Pager } from '../Pager';
import { DeadEndHelp } from '../DeadEndHelp';
import type { PopularLink } from '../popular';
import { CATEGORY_PAGE_SIZE, categoryTitle, type CategoryData } from './category-data';

/** An address that is no category: a 404 page that lists the categories there are. */
function UnknownCategory({ slug, lang, popular }: { slug: string; lang: UiLang; popular: PopularLink[] }) {
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
                  {lang === 'fil' ? categoryName(category, 'paano') : <CategoryLabel category={category} />}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t.noCategories}</p>
        )}
        <div className="button-row">
          <Link className="btn btn-primary" to={homePath(lang)}>
            {t.backToHome}
          </Link>
        </div>
      </div>
      <DeadEndHelp popular={popular} query={queryFromSearchSlug(slug).slice(0, 100)} />
    </div>
  );
}

/** The category's How/Paano switch (issue 39): its address in each language that names it. */
function CategorySwitch({ category, lang }: { category: NonNullable<CategoryData['category']>; lang: UiLang }) {
  const t = useT();
  const paths: Partial<Record<UiLang, string>> = { en: categoryPath(category, 'how') };
  const fil = categoryPath(category, 'paano');
  if (categoryName(category, 'paano') && fil !== paths.en) paths.fil = fil;
  return <LangSwitch paths={paths} current={lang} keepPlace missing={t.notTranslatedYet} />;
}

export function CategoryPage() {
  const page = useLoaderData() as CategoryData;
  const t = useT();
  const { ads, lite } = useSite();
  const ui = uiLang(page.lang);
  if (!page.category && !page.error) return <UnknownCategory slug={page.slug} lang={ui} popular={page.popular ?? []} />;
  const title = page.category ? categoryTitle(page.category, page.lang) : page.slug.replace(/-/g, ' ');
  const count = page.count;
  const beyond = page.page > 1 && page.guides.length === 0;
  // The card's first title is the page's language; the other language's title follows it.
  const other: Lang = page.lang === 'paano' ? 'how' : 'paano';
  return (
    <div className="container category-page">
      <header className="page-header">
        <p className="page-kicker">{t.category}</p>
        <h1 className="page-title">{page.category && page.lang === 'how' ? <CategoryLabel category={page.category} /> : title}</h1>
        {!page.error && <p className="result-count">{t.resultCount(count)}</p>}
        {page.category && <CategorySwitch category={page.category} lang={ui} />}
        {/* Issue 36 item 4: its newest guides kept on the reader's tap (not on a lite page: no app there). */}
        {page.category && !page.error && count > 0 && !lite && (
          <SaveCategory key={`${page.category.id}-${page.lang}`} categoryId={page.category.id} lang={page.lang} t={t} />
        )}
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
            <Link className="btn btn-primary" to={page.category ? categoryPath(page.category, page.lang) : homePath(ui)}>
              {t.backToFirstPage}
            </Link>
          </div>
        </div>
      ) : count === 0 ? (
        <div className="card empty-state">
          <h2>{t.contentComingSoon}</h2>
          <p>{t.comingSoonText}</p>
          <div className="button-row">
            <Link className="btn btn-primary" to={homePath(ui)}>
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
      {ads?.category && page.category && !page.error && !beyond && count > 0 && (
        <AdSlot ads={ads} place="category" label={t.advertisement} />
      )}
      {ads && page.category && <AutoAdsMark ads={ads} />}
      {page.category && !page.error && !beyond && (
        <Pager path={categoryPath(page.category, page.lang)} page={page.page} count={count} pageSize={CATEGORY_PAGE_SIZE} />
      )}
    </div>
  );
}
