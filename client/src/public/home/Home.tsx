import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { CategoryDto, GuideDto } from '../../api/types';
import { categoryPath, guidePath, searchPath } from '../../shared/links';
import { categorySegment } from '../../shared/slug';
import { categoryLabel, categoryName, translationOf } from '../../shared/translation';
import { showTrending, TOPICS_CARDS, TOPICS_MAX_CATEGORIES, topCategories } from '../../shared/trending';
import { GuideDate, plainPreview } from '../common';
import type { HomeData } from './home-data';

const QUICK_SEARCHES = [
  'How to start investing',
  'Paano gumagana ang crypto?',
  'How to learn the fundamentals',
  'Paano gumawa ng budget?',
];

const TOPICS = [
  { name: 'Educational Guides', paano: 'Edukasyon', icon: 'E' },
  { name: 'Tech Tutorials', paano: 'Teknolohiya', icon: 'T' },
  { name: 'Health & Wellness', paano: 'Kalusugan', icon: 'H' },
  { name: 'Financial Tips', paano: 'Pananalapi', icon: 'F' },
];

type Tab = 'featured' | 'latest' | 'categories';

function HomeSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  }
  return (
    <form className="hero-search" role="search" onSubmit={submit}>
      <label htmlFor="home-search" className="visually-hidden">
        Search guides
      </label>
      <input
        id="home-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Start with 'how' or 'paano'..."
        autoComplete="off"
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}

function GuideCard({ guide, badge }: { guide: GuideDto; badge?: string }) {
  const how = translationOf(guide, 'how');
  const paano = translationOf(guide, 'paano');
  return (
    <article className="card guide-card">
      {badge && <span className="badge badge-accent">{badge}</span>}
      {guide.category && <p className="card-kicker">{categoryLabel(guide.category)}</p>}
      <h3 className="card-title">
        <Link to={guidePath(guide, 'how')}>{how.title}</Link>
      </h3>
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
  if (!hero) return <p className="empty">No tutorials available yet.</p>;
  const how = translationOf(hero, 'how');
  const paano = translationOf(hero, 'paano');
  return (
    <div className="featured">
      <article className="card must-read">
        <span className="badge badge-accent">Must Read</span>
        {hero.category && <p className="card-kicker">{categoryLabel(hero.category)}</p>}
        <h3 className="must-read-title">
          <Link to={guidePath(hero, 'how')}>{how.title}</Link>
        </h3>
        {paano.title && (
          <p className="card-subtitle" lang="fil">
            <Link to={guidePath(hero, 'paano')}>{paano.title}</Link>
          </p>
        )}
        <p className="card-text">{plainPreview(how.header_description || how.introduction, 240)}</p>
        <Link className="btn btn-primary" to={guidePath(hero, 'how')}>
          Read the guide
        </Link>
      </article>
      <section className="trending" aria-labelledby="trending-heading">
        <h3 id="trending-heading">Trending Now</h3>
        {trending.length === 0 ? (
          <p className="empty">No trending guides yet.</p>
        ) : (
          <ol className="trending-list">
            {trending.map((guide, index) => (
              <li key={guide.id}>
                <span className="trending-rank" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Link to={guidePath(guide, 'how')}>{translationOf(guide, 'how').title}</Link>
                  {guide.category && <p className="card-kicker">{categoryLabel(guide.category)}</p>}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Latest({ latest }: { latest: GuideDto[] }) {
  if (latest.length === 0) return <p className="empty">No tutorials available yet.</p>;
  return (
    <div className="card-grid">
      {latest.map((guide, index) => (
        <GuideCard key={guide.id} guide={guide} badge={index === 0 ? 'NEW' : undefined} />
      ))}
    </div>
  );
}

function Topics({ data }: { data: HomeData }) {
  const ranked = topCategories(data.categories, TOPICS_MAX_CATEGORIES);
  const [expanded, setExpanded] = useState<number | null>(ranked[0]?.id ?? null);
  if (ranked.length === 0) return <p className="empty">No categories available.</p>;
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
  guides: GuideDto[];
  /** Every published guide of the category (the panel shows the newest 6). */
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `topic-panel-${category.id}`;
  return (
    <li className={`topic-row${open ? ' is-open' : ''}`}>
      <button type="button" className="topic-row-toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span>{categoryLabel(category)}</span>
        <span className="topic-count">{count}</span>
      </button>
      <div id={panelId} className="topic-panel" hidden={!open}>
        {guides.length === 0 ? (
          <p className="empty">No tutorials available in this category.</p>
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
          View All
        </Link>
      </div>
    </li>
  );
}

export function Home() {
  const data = useLoaderData() as HomeData;
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('featured');
  const tabs: { id: Tab; label: string; mobileLabel?: string }[] = [
    { id: 'featured', label: 'Featured' },
    { id: 'latest', label: 'Latest' },
    { id: 'categories', label: 'Topics', mobileLabel: 'Categories' },
  ];
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero-inner">
          <h1 className="hero-title">
            Learn <em>how</em>. Alamin <em>paano</em>.
          </h1>
          <p className="hero-tagline">
            Step-by-step guides in English and Filipino — from money and tech to health and learning.
          </p>
          <HomeSearch />
          <div className="quick-searches" aria-label="Popular searches">
            {QUICK_SEARCHES.map((text) => (
              <button
                key={text}
                type="button"
                className="chip"
                onClick={() => {
                  const path = searchPath(text);
                  if (path) navigate(path);
                }}
              >
                {text}
              </button>
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
        <section className="topic-tiles" aria-label="Topics">
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
                <span className="topic-tile-count">
                  {count} {count === 1 ? 'guide' : 'guides'}
                </span>
              </Link>
            );
          })}
        </section>
        <div className="tabs" role="tablist" aria-label="Guides">
          {tabs.map((t) => (
            <button
              key={t.id}
              id={`tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`tabpanel-${t.id}`}
              className={`tab${tab === t.id ? ' is-active' : ''}`}
              onClick={() => setTab(t.id)}
            >
              {t.mobileLabel ? (
                <>
                  <span className="label-desktop">{t.label}</span>
                  <span className="label-mobile">{t.mobileLabel}</span>
                </>
              ) : (
                t.label
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
