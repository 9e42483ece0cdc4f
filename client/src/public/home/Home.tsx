import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { CategoryDto, GuideTeaserDto } from '../../api/types';
import { categoryPath, guidePath, searchPath } from '../../shared/links';
import { queryLanguage } from '../../shared/query-language';
import { categorySegment } from '../../shared/slug';
import { categoryName, translationOf } from '../../shared/translation';
import { showTrending, TOPICS_CARDS, TOPICS_MAX_CATEGORIES, topCategories } from '../../shared/trending';
import { useT } from '../../i18n/i18n';
import { CardImage, CategoryLabel, GuideDate, plainPreview } from '../common';
import type { HomeData } from './home-data';

const QUICK_SEARCHES = ['How to start investing', 'Paano gumagana ang crypto?', 'How to learn the fundamentals', 'Paano gumawa ng budget?'];

const TOPICS = [
  { name: 'Educational Guides', paano: 'Edukasyon', icon: 'E' },
  { name: 'Tech Tutorials', paano: 'Teknolohiya', icon: 'T' },
  { name: 'Health & Wellness', paano: 'Kalusugan', icon: 'H' },
  { name: 'Financial Tips', paano: 'Pananalapi', icon: 'F' },
];

type Tab = 'featured' | 'latest' | 'categories';

function HomeSearch() {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  }
  return (
    // action and name: without JavaScript the browser asks /search?q=..., which the server answers the same way.
    <form className="hero-search" role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor="home-search" className="visually-hidden">
        {t.searchGuides}
      </label>
      <input
        id="home-search"
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t.homeSearchPlaceholder}
        autoComplete="off"
      />
      <button type="submit" className="btn btn-primary">
        {t.search}
      </button>
    </form>
  );
}

function GuideCard({ guide, badge }: { guide: GuideTeaserDto; badge?: string }) {
  const how = translationOf(guide, 'how');
  const paano = translationOf(guide, 'paano');
  return (
    <article className="card guide-card">
      <CardImage image={guide.header_image} />
      {badge && <span className="badge badge-accent">{badge}</span>}
      {guide.category && (
        <p className="card-kicker">
          <CategoryLabel category={guide.category} />
        </p>
      )}
      <h2 className="card-title">
        <Link to={guidePath(guide, 'how')}>{how.title}</Link>
      </h2>
      {paano.title && (
        <p className="card-subtitle" lang="fil">
          <Link to={guidePath(guide, 'paano')}>{paano.title}</Link>
        </p>
      )}
      <p className="card-text">{plainPreview(how.header_description || how.introduction, 140)}</p>
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
  const how = translationOf(hero, 'how');
  const paano = translationOf(hero, 'paano');
  return (
    <div className="featured">
      <article className="card must-read">
        <CardImage image={hero.header_image} />
        <span className="badge badge-accent">{t.mustRead}</span>
        {hero.category && (
          <p className="card-kicker">
            <CategoryLabel category={hero.category} />
          </p>
        )}
        <h2 className="must-read-title">
          <Link to={guidePath(hero, 'how')}>{how.title}</Link>
        </h2>
        {paano.title && (
          <p className="card-subtitle" lang="fil">
            <Link to={guidePath(hero, 'paano')}>{paano.title}</Link>
          </p>
        )}
        <p className="card-text">{plainPreview(how.header_description || how.introduction, 240)}</p>
        <Link className="btn btn-primary" to={guidePath(hero, 'how')}>
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
                <div>
                  <Link to={guidePath(guide, 'how')}>{translationOf(guide, 'how').title}</Link>
                  {guide.category && (
                    <p className="card-kicker">
                      <CategoryLabel category={guide.category} />
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
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

function Topics({ data }: { data: HomeData }) {
  const ranked = topCategories(data.categories, TOPICS_MAX_CATEGORIES);
  const [expanded, setExpanded] = useState<number | null>(ranked[0]?.id ?? null);
  const t = useT();
  if (ranked.length === 0) return <p className="empty">{t.noCategories}</p>;
  return (
    <div className="topics">
      <div className="topic-cards">
        {ranked.slice(0, TOPICS_CARDS).map((category) => (
          <Link key={category.id} to={categoryPath(category)} className="card topic-card">
            <span className="topic-rank">#{category.rank}</span>
            <span className="topic-name">{categoryName(category, 'how')}</span>
            <span className="topic-paano" lang="fil">
              {categoryName(category, 'paano')}
            </span>
          </Link>
        ))}
      </div>
      <ul className="topic-accordion">
        {ranked.map((category) => (
          <TopicRow
            key={category.id}
            category={category}
            guides={data.home.topics.find((topic) => topic.category_id === category.id)?.guides ?? []}
            count={data.home.counts[category.id] ?? 0}
            open={expanded === category.id}
            onToggle={() => setExpanded((current) => (current === category.id ? null : category.id))}
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
  open,
  onToggle,
}: {
  category: CategoryDto;
  guides: GuideTeaserDto[];
  /** Every published guide of the category (the panel shows the newest 6). */
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `topic-panel-${category.id}`;
  const t = useT();
  return (
    <li className={`topic-row${open ? ' is-open' : ''}`}>
      <button type="button" className="topic-row-toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span>
          <CategoryLabel category={category} />
        </span>
        <span className="topic-count">{count}</span>
      </button>
      <div id={panelId} className="topic-panel" hidden={!open}>
        {guides.length === 0 ? (
          <p className="empty">{t.noTutorialsInCategory}</p>
        ) : (
          <ul className="topic-guides">
            {guides.map((guide) => (
              <li key={guide.id}>
                <Link to={guidePath(guide, 'how')}>{translationOf(guide, 'how').title}</Link>
              </li>
            ))}
          </ul>
        )}
        <Link className="view-all" to={categoryPath(category)}>
          {t.viewAll}
        </Link>
      </div>
    </li>
  );
}

export function Home() {
  const data = useLoaderData() as HomeData;
  const [tab, setTab] = useState<Tab>('featured');
  const t = useT();
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
            Learn <em>how</em>
            {'. '}
            <span lang="fil">
              Alamin <em>paano</em>.
            </span>
          </h1>
          <p className="hero-tagline">{t.heroTagline}</p>
          <HomeSearch />
          <div className="quick-searches" role="group" aria-label={t.popularSearches}>
            {QUICK_SEARCHES.map((text) => (
              <Link key={text} className="chip" to={searchPath(text) ?? '/'} lang={queryLanguage(text) === 'fil' ? 'fil' : undefined}>
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
            return (
              <Link key={topic.name} to={`/category/${segment}`} className="card topic-tile">
                <span className="topic-icon" aria-hidden="true">
                  {topic.icon}
                </span>
                <span className="topic-tile-name">{topic.name}</span>
                <span className="topic-tile-count">{t.guideCount(count)}</span>
              </Link>
            );
          })}
        </section>
        <div className="tabs" role="tablist" aria-label={t.guidesTabs}>
          {tabs.map((item) => (
            <button
              key={item.id}
              id={`tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={tab === item.id}
              aria-controls={`tabpanel-${item.id}`}
              className={`tab${tab === item.id ? ' is-active' : ''}`}
              onClick={() => setTab(item.id)}
            >
              {item.mobileLabel ? (
                <>
                  <span className="label-desktop">{item.label}</span>
                  <span className="label-mobile">{item.mobileLabel}</span>
                </>
              ) : (
                item.label
              )}
            </button>
          ))}
        </div>
        <div id={`tabpanel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="tab-panel">
          {tab === 'featured' && <Featured data={data} />}
          {tab === 'latest' && <Latest latest={data.home.latest} />}
          {tab === 'categories' && <Topics data={data} />}
        </div>
      </div>
    </div>
  );
}
