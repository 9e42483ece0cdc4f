import { Link, useLoaderData } from 'react-router';
import type { CategoryDto, GuideTeaserDto } from '../../api/types';
import { categoryPath, guidePath, searchPath } from '../../shared/links';
import { queryLanguage } from '../../shared/query-language';
import { categorySegment } from '../../shared/slug';
import { categoryName, hasTranslation, translationOf } from '../../shared/translation';
import type { Lang } from '../../api/types';
import { showTrending, TOPICS_CARDS, TOPICS_MAX_CATEGORIES, topCategories } from '../../shared/trending';
import { contentLang, useT, useUiLang, type UiLang } from '../../i18n/i18n';
import { HOME_PATHS } from '../../shared/site-paths';
import { CardImage, CategoryLabel, GuideDate, LangSwitch, plainPreview } from '../common';
import type { HomeData } from './home-data';
import { AdSlot, AutoAdsMark } from '../guide/AdSlot';
import { useSite } from '../root';
import { SearchForm } from '../SearchForm';

/** SPEC §2's four quick searches on the English home; the Filipino home asks all four in Filipino. */
const QUICK_SEARCHES: Record<UiLang, string[]> = {
  en: ['How to start investing', 'Paano gumagana ang crypto?', 'How to learn the fundamentals', 'Paano gumawa ng budget?'],
  fil: ['Paano magsimulang mag-invest?', 'Paano gumagana ang crypto?', 'Paano matutunan ang mga batayan?', 'Paano gumawa ng budget?'],
};

const TOPICS = [
  { name: 'Educational Guides', paano: 'Edukasyon', icon: 'E' },
  { name: 'Tech Tutorials', paano: 'Teknolohiya', icon: 'T' },
  { name: 'Health & Wellness', paano: 'Kalusugan', icon: 'H' },
  { name: 'Financial Tips', paano: 'Pananalapi', icon: 'F' },
];

type Tab = 'featured' | 'latest' | 'categories';

/**
 * Which version of a guide a home card leads with: the page's language when the guide has it (the
 * Filipino home leads with Filipino titles and addresses), and the other version as its subtitle.
 */
function useVersions(guide: GuideTeaserDto): { main: Lang; second: Lang | null } {
  const page = contentLang(useUiLang());
  const other: Lang = page === 'paano' ? 'how' : 'paano';
  const main = page === 'how' || hasTranslation(guide, page) ? page : other;
  const second: Lang = main === 'how' ? 'paano' : 'how';
  return { main, second: hasTranslation(guide, second) ? second : null };
}

/** A category as the page's language names it: "how / paano" on the English home (SPEC §2), the Filipino name on the Filipino one. */
/**
 * A card's category on home: on the Filipino home its Filipino name alone where it has one, else (and on
 * the English home) both names with the other language's half marked (CategoryLabel).
 */
function HomeCategory({ category }: { category: GuideTeaserDto['category'] }) {
  const page = contentLang(useUiLang());
  const paano = categoryName(category, 'paano');
  return page === 'paano' && paano ? <>{paano}</> : <CategoryLabel category={category} />;
}

/** The `lang` of a text in `text` language on a page in `page` language: set only when they differ. */
function otherLang(text: UiLang, page: UiLang): UiLang | undefined {
  return text === page ? undefined : text;
}

const HTML_LANG: Record<Lang, UiLang> = { how: 'en', paano: 'fil' };

/** A guide's title linking to its version in `lang` (marked when that is not the page's language). */
function VersionLink({ guide, lang }: { guide: GuideTeaserDto; lang: Lang }) {
  const page = contentLang(useUiLang());
  return (
    <Link to={guidePath(guide, lang)} lang={lang === page ? undefined : HTML_LANG[lang]}>
      {translationOf(guide, lang).title}
    </Link>
  );
}

/** A card's excerpt: the version's description or introduction; nothing (no empty gap) when it has neither. */
function CardText({ text, length }: { text: { header_description?: string | null; introduction?: string | null }; length: number }) {
  const preview = plainPreview(text.header_description || text.introduction || '', length);
  return preview ? <p className="card-text">{preview}</p> : null;
}

function GuideCard({ guide, badge }: { guide: GuideTeaserDto; badge?: string }) {
  const { main, second } = useVersions(guide);
  const text = translationOf(guide, main);
  return (
    <article className="card guide-card">
      <CardImage image={guide.header_image} />
      {badge && <span className="badge badge-accent">{badge}</span>}
      {guide.category && (
        <p className="card-kicker">
          <HomeCategory category={guide.category} />
        </p>
      )}
      <h2 className="card-title">
        <VersionLink guide={guide} lang={main} />
      </h2>
      {second && (
        <p className="card-subtitle" lang={HTML_LANG[second]}>
          <Link to={guidePath(guide, second)}>{translationOf(guide, second).title}</Link>
        </p>
      )}
      <CardText text={text} length={140} />
      <p className="card-meta">
        <GuideDate value={guide.updated_at} />
      </p>
    </article>
  );
}

function Featured({ data }: { data: HomeData }) {
  const hero = data.home.featured;
  const trending = showTrending(data.home.trending, data.seed);
  const t = useT();
  if (!hero) return <p className="empty">{t.noTutorialsYet}</p>;
  return <FeaturedGuides hero={hero} trending={trending} />;
}

function FeaturedGuides({ hero, trending }: { hero: GuideTeaserDto; trending: GuideTeaserDto[] }) {
  const t = useT();
  const { main, second } = useVersions(hero);
  const text = translationOf(hero, main);
  return (
    <div className="featured">
      <article className="card must-read">
        <CardImage image={hero.header_image} />
        <span className="badge badge-accent">{t.mustRead}</span>
        {hero.category && (
          <p className="card-kicker">
            <HomeCategory category={hero.category} />
          </p>
        )}
        <h2 className="must-read-title">
          <VersionLink guide={hero} lang={main} />
        </h2>
        {second && (
          <p className="card-subtitle" lang={HTML_LANG[second]}>
            <Link to={guidePath(hero, second)}>{translationOf(hero, second).title}</Link>
          </p>
        )}
        <CardText text={text} length={240} />
        <Link className="btn btn-primary" to={guidePath(hero, main)}>
          {t.readTheGuide}
        </Link>
      </article>
      <section className="trending" aria-labelledby="trending-heading">
        <h2 id="trending-heading">{t.trendingNow}</h2>
        {trending.length === 0 ? (
          <p className="empty">{t.noTrending}</p>
        ) : (
          <ol className="trending-list">
            {trending.map((guide, index) => (
              <li key={guide.id}>
                <span className="trending-rank" aria-hidden="true">
                  {index + 1}
                </span>
                <TrendingItem guide={guide} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function TrendingItem({ guide }: { guide: GuideTeaserDto }) {
  const { main } = useVersions(guide);
  return (
    <div>
      <VersionLink guide={guide} lang={main} />
      {guide.category && (
        <p className="card-kicker">
          <HomeCategory category={guide.category} />
        </p>
      )}
    </div>
  );
}

function Latest({ latest }: { latest: GuideTeaserDto[] }) {
  const t = useT();
  if (latest.length === 0) return <p className="empty">{t.noTutorialsYet}</p>;
  return (
    <div className="card-grid">
      {latest.map((guide, index) => (
        <GuideCard key={guide.id} guide={guide} badge={index === 0 ? t.newBadge : undefined} />
      ))}
    </div>
  );
}

/**
 * Up to 4 category cards and the categories as `details` sharing one name (issue 36): one open at a
 * time and a tap toggles it, as plain HTML, before the app has loaded or without JavaScript.
 */
function Topics({ data }: { data: HomeData }) {
  const ranked = topCategories(data.categories, TOPICS_MAX_CATEGORIES);
  const t = useT();
  const page = contentLang(useUiLang());
  const other: Lang = page === 'paano' ? 'how' : 'paano';
  if (ranked.length === 0) return <p className="empty">{t.noCategories}</p>;
  return (
    <div className="topics">
      <div className="topic-cards">
        {ranked.slice(0, TOPICS_CARDS).map((category) => (
          <Link key={category.id} to={categoryPath(category, page)} className="card topic-card">
            <span className="topic-rank">#{category.rank}</span>
            <span className="topic-name">{categoryName(category, page) || categoryName(category, other)}</span>
            <span className="topic-paano" lang={HTML_LANG[other]}>
              {categoryName(category, other)}
            </span>
          </Link>
        ))}
      </div>
      <ul className="topic-accordion">
        {ranked.map((category, index) => (
          <TopicRow
            key={category.id}
            category={category}
            guides={data.home.topics.find((topic) => topic.category_id === category.id)?.guides ?? []}
            count={data.home.counts[category.id] ?? 0}
            first={index === 0}
          />
        ))}
      </ul>
    </div>
  );
}

function TopicRow({
  category,
  guides,
  count,
  first,
}: {
  category: CategoryDto;
  guides: GuideTeaserDto[];
  /** Every published guide of the category (the panel shows the newest 6). */
  count: number;
  /** The first row starts open. */
  first: boolean;
}) {
  const t = useT();
  const page = contentLang(useUiLang());
  return (
    <li>
      {/* `name` makes the rows one group: opening one closes the other (the browser's own rule). */}
      <details className="topic-row" name="home-topics" open={first || undefined}>
        <summary className="topic-row-toggle">
          <span>
            <HomeCategory category={category} />
          </span>
          <span className="topic-count">{count}</span>
        </summary>
        <div className="topic-panel">
          {guides.length === 0 ? (
            <p className="empty">{t.noTutorialsInCategory}</p>
          ) : (
            <ul className="topic-guides">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <TopicGuide guide={guide} />
                </li>
              ))}
            </ul>
          )}
          <Link className="view-all" to={categoryPath(category, page)}>
            {t.viewAll}
          </Link>
        </div>
      </details>
    </li>
  );
}

function TopicGuide({ guide }: { guide: GuideTeaserDto }) {
  return <VersionLink guide={guide} lang={useVersions(guide).main} />;
}

export function Home() {
  const data = useLoaderData() as HomeData;
  const t = useT();
  const lang = useUiLang();
  const { ads } = useSite();
  const tabs: { id: Tab; label: string; mobileLabel?: string }[] = [
    { id: 'featured', label: t.tabFeatured },
    { id: 'latest', label: t.tabLatest },
    { id: 'categories', label: t.tabTopics, mobileLabel: t.tabCategories },
  ];
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero-inner">
          <h1 className="hero-title">
            {lang === 'fil' ? (
              <>
                Alamin <em>paano</em>.
              </>
            ) : (
              <>
                Learn <em>how</em>
                {'. '}
                <span lang="fil">
                  Alamin <em>paano</em>.
                </span>
              </>
            )}
          </h1>
          <p className="hero-tagline">{t.heroTagline}</p>
          <LangSwitch paths={HOME_PATHS} />
          <SearchForm id="home-search" hero />
          <div className="quick-searches" role="group" aria-label={t.popularSearches}>
            {QUICK_SEARCHES[lang].map((text) => (
              <Link key={text} className="chip" to={searchPath(text) ?? '/'} lang={otherLang(queryLanguage(text), lang)}>
                {text}
              </Link>
            ))}
          </div>
        </div>
      </section>
      <div className="container">
        {data.error && (
          <div className="error-banner" role="alert">
            {data.error}
          </div>
        )}
        <section className="topic-tiles" aria-label={t.topics}>
          {TOPICS.map((topic) => {
            const segment = categorySegment(topic.name);
            const category = data.categories.find((c) => categorySegment(c.category_how) === segment);
            const count = category ? (data.home.counts[category.id] ?? 0) : 0;
            // The Filipino home leads to the category's Filipino address.
            const to =
              lang === 'fil'
                ? category
                  ? categoryPath(category, 'paano')
                  : `/category/${categorySegment(topic.paano)}`
                : `/category/${segment}`;
            return (
              <Link key={topic.name} to={to} className="card topic-tile">
                <span className="topic-icon" aria-hidden="true">
                  {topic.icon}
                </span>
                <span className="topic-tile-name">{lang === 'fil' ? topic.paano : topic.name}</span>
                <span className="topic-tile-count">{t.guideCount(count)}</span>
              </Link>
            );
          })}
        </section>
        {ads?.home && <AdSlot ads={ads} place="home" label={t.advertisement} />}
        {ads && <AutoAdsMark ads={ads} />}
        {/*
          The tabs are radio buttons (issue 36): the first tap shows its panel with CSS alone (styles.css,
          :has), before the app has loaded or without JavaScript; the app renders the same and keeps
          what the reader chose. All three panels are in the page; the hidden ones load no image.
        */}
        <fieldset className="tabs home-tabs">
          <legend className="visually-hidden">{t.guidesTabs}</legend>
          {tabs.map((item) => (
            <label key={item.id} id={`tab-${item.id}`} className="tab">
              <input className="visually-hidden" type="radio" name="home-tab" value={item.id} defaultChecked={item.id === 'featured'} />
              {item.mobileLabel ? (
                <>
                  <span className="label-desktop">{item.label}</span>
                  <span className="label-mobile">{item.mobileLabel}</span>
                </>
              ) : (
                item.label
              )}
            </label>
          ))}
        </fieldset>
        {tabs.map((item) => (
          <section key={item.id} id={`tabpanel-${item.id}`} aria-labelledby={`tab-${item.id}`} className="tab-panel">
            {item.id === 'featured' && <Featured data={data} />}
            {item.id === 'latest' && <Latest latest={data.home.latest} />}
            {item.id === 'categories' && <Topics data={data} />}
          </section>
        ))}
      </div>
    </div>
  );
}
