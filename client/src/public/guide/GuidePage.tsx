import { LANGS } from '../../api/types';
import { useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { browserPublicApi } from '../../api/browser-public-api';
import type { GuideDto, Lang } from '../../api/types';
import { FormattedText, isParagraphSection } from '../../format/format';
import { guideReadTime } from '../../shared/reading';
import { categoryPath, guidePath } from '../../shared/links';
import { headerImageAlt } from '../../shared/image-alt';
import { categoryName, hasTranslation, sectionText, translationOf } from '../../shared/translation';
import { topCategories } from '../../shared/trending';
import { messages, uiLang, useT } from '../../i18n/i18n';
import { GuideDate, plainPreview } from '../common';
import { switchLanguageMessage } from '../errors';
import { useRootData, useSite } from '../Layout';
import { rememberPrefetched, type GuideData } from './guide-data';
import { GuideSections } from './GuideSections';
import { GuideSources } from './GuideSources';
import { TextSizeControl } from './TextSize';
import { ReadingProgress, IdleDim } from './ReadingProgress';
import { ShareLinks } from './ShareLinks';
import { SuggestedCarousel } from './SuggestedCarousel';
import { Recommended } from './Recommended';
import { PopularCategories } from './PopularCategories';
import { BackToTop } from './BackToTop';

/** SPEC §9 constants of the guide page. */
export { SECTION_COLOURS } from './GuideSections';
export { COPIED_MS } from './ShareLinks';
export { IDLE_DIM_MS } from './ReadingProgress';

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
              {LANGS.map((l) => (
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
              // The first image of the page, most often its largest paint: fetched at once, first.
              loading="eager"
              fetchPriority="high"
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
