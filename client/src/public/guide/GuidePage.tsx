import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { browserPublicApi } from '../../api/browser-public-api';
import type { CategoryDto, GuideDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../api/types';
import { FormattedText, isParagraphSection } from '../../format/format';
import { guideReadTime, readingProgress } from '../../shared/reading';
import { categoryPath, guidePath } from '../../shared/links';
import { headerImageAlt } from '../../shared/image-alt';
import { categoryName, hasTranslation, sectionText, translationOf } from '../../shared/translation';
import { topCategories } from '../../shared/trending';
import { messages, uiLang, useT, type Catalogue } from '../../i18n/i18n';
import { GuideDate, plainPreview } from '../common';
import { switchLanguageMessage } from '../errors';
import { useRootData, useSite } from '../Layout';
import { recommendedIn, rememberPrefetched, type GuideData, type ListResult } from './guide-data';
import { GuideSections } from './GuideSections';
import { GuideSources } from './GuideSources';
import { TextSizeControl } from './TextSize';

/** SPEC §9 constants of the guide page. */
export { SECTION_COLOURS } from './GuideSections';
export const COPIED_MS = 2000;
export const IDLE_DIM_MS = 1000;

export function GuidePage() {
  const page = useLoaderData() as GuideData;
  const t = useT();
  if (page.state === 'not-found') {
    return (
      <div className="container state-message">
        <h1 className="page-title">{t.contentNotFound}</h1>
        <p>
          <Link className="btn btn-primary" to="/">
            {t.backToHome}
          </Link>
        </p>
      </div>
    );
  }
  if (page.state === 'error') {
    return (
      <div className="container state-message">
        <p className="error-banner" role="alert">
          {t.errorWith(page.message)}
        </p>
        <Link className="btn btn-secondary" to="/">
          {t.backToHome}
        </Link>
      </div>
    );
  }
  return <GuideView key={`${page.guide.id}-${page.lang}`} guide={page.guide} lang={page.lang} page={page} />;
}

function useReadingProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // The reading ends with the conclusion: 100 % once its last line is on screen (the share
      // links, suggestions and footer below it are not reading).
      const conclusion = document.getElementById('conclusion');
      const end = conclusion ? conclusion.getBoundingClientRect().bottom + window.scrollY : document.documentElement.scrollHeight;
      setProgress(readingProgress(window.scrollY, end, window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return progress;
}

/** SPEC §2: the page dims when there has been no mouse move or scroll for 1 second. */
function useIdle(ms: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), ms);
    };
    const events = ['mousemove', 'scroll', 'keydown', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, [ms]);
  return idle;
}

/** Its own component, so scrolling re-renders the bar and not the article. */
function ReadingProgress({ label }: { label: string }) {
  const progress = useReadingProgress();
  return (
    <div className="reading-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <div className="reading-progress-bar" style={{ width: `${progress}%` }} />
      <span className="reading-progress-value">{progress}%</span>
    </div>
  );
}

function IdleDim() {
  const idle = useIdle(IDLE_DIM_MS);
  return <div className={`idle-dim${idle ? ' is-idle' : ''}`} data-idle={idle ? 'true' : 'false'} aria-hidden="true" />;
}

function GuideView({ guide, lang, page }: { guide: GuideDto; lang: Lang; page: Extract<GuideData, { state: 'ok' }> }) {
  const navigate = useNavigate();
  const site = useSite();
  const { categories } = useRootData();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const t = translationOf(guide, lang);
  const labels = messages(uiLang(lang));
  const category = guide.category;
  const readTime = guideReadTime(guide, lang);
  const sections = guide.sections;

  async function switchTo(target: Lang) {
    if (target === lang || switching) return;
    setSwitchError(null);
    const slug = translationOf(guide, target).slug;
    if (!slug || !hasTranslation(guide, target)) {
      setSwitchError(labels.switchLanguageFailed);
      return;
    }
    setSwitching(true);
    try {
      const other = await browserPublicApi.guideBySlug(target, slug);
      rememberPrefetched(target, slug, other);
      navigate(guidePath(other, target), { replace: true, state: { languageSwitch: true } });
    } catch (err) {
      setSwitchError(switchLanguageMessage(err, uiLang(lang)));
      setSwitching(false);
    }
  }

  const shareUrl = `${site.siteUrl}${location.pathname}`;
  let tocNumber = 0;

  return (
    <div className="guide-page" lang={lang === 'paano' ? 'fil' : 'en'}>
      <ReadingProgress label={labels.readingProgress} />
      <IdleDim />
      <div className="container guide-layout">
        <article className="guide-article">
          <nav className="breadcrumb" aria-label={labels.breadcrumb}>
            <ol>
              <li>
                <Link to="/">{labels.home}</Link>
              </li>
              {category && (
                <li>
                  <Link to={categoryPath(category, lang)}>{categoryName(category, lang)}</Link>
                </li>
              )}
              <li aria-current="page">{t.title}</li>
            </ol>
          </nav>
          <div className="guide-controls">
            <div className="lang-toggle" role="group" aria-label={labels.language}>
              {(['how', 'paano'] as const).map((l) => (
                <button
                  key={l}
                  type="button"
                  className={`lang-btn${l === lang ? ' is-active' : ''}`}
                  aria-pressed={l === lang}
                  disabled={switching}
                  onClick={() => switchTo(l)}
                >
                  {l === 'how' ? 'How' : 'Paano'}
                </button>
              ))}
            </div>
            <TextSizeControl t={labels} />
          </div>
          {switchError && (
            <p className="error-banner" role="alert">
              {switchError}
            </p>
          )}
          <header className="guide-header">
            <h1 className="guide-title">{t.title}</h1>
            <p className="guide-meta">
              <span>{labels.minRead(readTime)}</span>
              <span aria-hidden="true"> · </span>
              <GuideDate value={guide.updated_at} />
            </p>
            <FormattedText className="guide-description" text={t.header_description} />
          </header>
          {guide.header_image && (
            <img
              className="guide-image"
              src={guide.header_image.image}
              srcSet={guide.header_image.srcset || undefined}
              sizes="(min-width: 1024px) 760px, 100vw"
              width={guide.header_image.width}
              height={guide.header_image.height}
              alt={headerImageAlt(guide, lang, t.title)}
            />
          )}
          {sections.length > 0 && (
            <nav className="toc card" aria-labelledby="toc-heading">
              <h2 id="toc-heading">{labels.contents}</h2>
              <ol>
                <li>
                  <a href="#introduction">{labels.introduction}</a>
                </li>
                {sections.map((section, i) => {
                  const { heading } = sectionText(section, lang);
                  if (isParagraphSection(heading)) return null;
                  tocNumber += 1;
                  return (
                    <li key={section.id ?? i}>
                      <a href={`#section-${i + 1}`}>
                        {tocNumber}. {plainPreview(heading, 90)}
                      </a>
                    </li>
                  );
                })}
                <li>
                  <a href="#conclusion">{labels.conclusion}</a>
                </li>
              </ol>
            </nav>
          )}
          <section id="introduction" className="guide-intro" aria-label={labels.introduction}>
            <FormattedText text={t.introduction} />
          </section>
          <GuideSections
            sections={guide.sections}
            lang={lang}
            empty={
              <>
                <p>{labels.noSections}</p>
                <p>{labels.sectionsPreparing}</p>
              </>
            }
          />
          <section id="conclusion" className="guide-conclusion">
            <h2>{labels.conclusion}</h2>
            <FormattedText text={t.conclusion} />
          </section>
          <ShareLinks url={shareUrl} title={t.title} labels={labels} />
          <GuideSources sources={guide.sources} label={labels.sources} />
          <SuggestedCarousel suggested={page.suggested} lang={lang} labels={labels} />
        </article>
        <aside className="guide-aside">
          <Recommended initial={page.recommended} guide={guide} lang={lang} labels={labels} />
          <PopularCategories
            categories={categories ? topCategories(categories, 5) : []}
            all={categories ?? []}
            labels={labels}
            lang={lang}
          />
        </aside>
      </div>
      <BackToTop label={labels.backToTop} />
    </div>
  );
}

/**
 * SPEC's four social pages and copy-link, the phone's own share sheet where the browser has one
 * (Web Share API; shown after hydration, so it never appears where it cannot work), and Messenger
 * and Viber, which Filipino readers use most (their app links open the app on a phone).
 */
function ShareLinks({ url, title, labels }: { url: string; title: string; labels: Catalogue }) {
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, app: false },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, app: false },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, app: false },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}`, app: false },
    { name: 'Messenger', href: `fb-messenger://share/?link=${u}`, app: true },
    { name: 'Viber', href: `viber://forward?text=${text}%20${u}`, app: true },
  ];
  async function shareNative() {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch {
      // The reader closed the sheet: nothing to do.
    }
  }
  async function copy() {
    const href = window.location.href;
    let ok: boolean;
    try {
      await navigator.clipboard.writeText(href);
      ok = true;
    } catch {
      ok = copyWithSelection(href);
    }
    if (!ok) {
      // SPEC §8: a failed copy is only logged.
      console.warn('Copy link failed');
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  }
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading">{labels.shareGuide}</h2>
      <ul className="share-links">
        {canShare && (
          <li>
            <button type="button" className="chip chip-strong" onClick={shareNative}>
              {labels.shareNative}
            </button>
          </li>
        )}
        {links.map((link) => (
          <li key={link.name}>
            {link.app ? (
              <a className="chip" href={link.href}>
                {link.name}
              </a>
            ) : (
              <a className="chip" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            )}
          </li>
        ))}
        <li>
          <button type="button" className="chip chip-strong" onClick={copy}>
            {copied ? labels.copied : labels.copyLink}
          </button>
        </li>
      </ul>
    </section>
  );
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

function SuggestedCarousel({ suggested, lang, labels }: { suggested: ListResult<SuggestedItemDto>; lang: Lang; labels: Catalogue }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = useCallback((direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector('li');
    const step = card ? card.getBoundingClientRect().width + 16 : 316;
    el.scrollBy({ left: direction * step, behavior: 'smooth' });
  }, []);
  return (
    <section className="suggested" aria-labelledby="suggested-heading">
      <div className="suggested-head">
        <h2 id="suggested-heading">{labels.suggested}</h2>
        {suggested.items.length > 1 && (
          <div className="carousel-buttons">
            <button type="button" className="icon-btn" aria-label={labels.previous} onClick={() => scroll(-1)}>
              ‹
            </button>
            <button type="button" className="icon-btn" aria-label={labels.next} onClick={() => scroll(1)}>
              ›
            </button>
          </div>
        )}
      </div>
      {suggested.error ? (
        <p className="error-text">{suggested.error}</p>
      ) : suggested.items.length === 0 ? (
        <p className="empty">{labels.noSuggestions}</p>
      ) : (
        <ul className="carousel" ref={track}>
          {suggested.items.map((item) => (
            <li key={item.id} className="carousel-card card">
              {item.category && <p className="card-kicker">{categoryName(item.category, lang)}</p>}
              <h3 className="card-title">
                <Link to={guidePath(item, lang)}>{item.title}</Link>
              </h3>
              <p className="card-text">{plainPreview(item.description, 120)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Recommended({
  initial,
  guide,
  lang,
  labels,
}: {
  initial: ListResult<RecommendedItemDto>;
  guide: GuideDto;
  lang: Lang;
  labels: Catalogue;
}) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  async function refresh() {
    if (!guide.category) return;
    setLoading(true);
    try {
      const items = await browserPublicApi.recommended({ categoryId: guide.category.id, language: lang, exclude: guide.id });
      setState({ items: recommendedIn(items, lang), error: null });
    } catch {
      setState({ items: [], error: labels.recommendationsFailed });
    } finally {
      setLoading(false);
    }
  }
  return (
    <section className="card recommended" aria-labelledby="recommended-heading">
      <div className="aside-head">
        <h2 id="recommended-heading">{labels.recommended}</h2>
        <button type="button" className="icon-btn" aria-label={labels.refreshRecommendations} onClick={refresh} disabled={loading}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {loading ? (
        <p className="empty">{labels.loading}</p>
      ) : state.error ? (
        <p className="error-text">{state.error}</p>
      ) : state.items.length === 0 ? (
        <p className="empty">{labels.noRecommendations}</p>
      ) : (
        <ul className="recommended-list">
          {state.items.map((item) => {
            const text = item[lang]!;
            return (
              <li key={item.id}>
                <Link to={guidePath(item, lang)}>{text.title}</Link>
                {text.header_description && <p>{plainPreview(text.header_description, 90)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Ranked categories first; all of them (up to 8) when none is ranked. Named in the page's language. */
function PopularCategories({
  categories,
  all,
  labels,
  lang,
}: {
  categories: CategoryDto[];
  all: CategoryDto[];
  labels: Catalogue;
  lang: Lang;
}) {
  const shown = categories.length ? categories : all.slice(0, 8);
  return (
    <section className="card popular" aria-labelledby="popular-heading">
      <h2 id="popular-heading">{labels.popularCategories}</h2>
      {shown.length === 0 ? (
        <p className="empty">{labels.noCategories}</p>
      ) : (
        <ul className="chips">
          {shown.map((category) => (
            <li key={category.id}>
              <Link className="chip" to={categoryPath(category, lang)}>
                {categoryName(category, lang)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Fixed in the right margin where the window is wide enough to have one (CSS); on narrower screens
 * it sits at the end of the guide instead, so it never covers the ends of lines.
 */
function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' is-visible' : ''}`}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
