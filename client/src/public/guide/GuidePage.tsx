import { LANGS } from '../../api/types';
import { useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { browserPublicApi } from '../../api/browser-public-api';
import type { GuideDto, Lang } from '../../api/types';
import { guidePath } from '../../shared/links';
import { homePath } from '../../shared/site-paths';
import { hasTranslation, translationOf } from '../../shared/translation';
import { topCategories } from '../../shared/trending';
import { messages, uiLang, useT } from '../../i18n/i18n';
import { switchLanguageMessage } from '../errors';
import { useRootData, useSite } from '../root';
import { AdSlot } from './AdSlot';
import { rememberPrefetched, type GuideData } from './guide-data';
import { NotFoundMessage } from '../StateMessage';
import { GuideArticle } from './GuideArticle';
import { TextSizeControl } from './TextSize';
import { ReadingProgress, IdleDim } from './ReadingProgress';
import { HelpfulVote } from './HelpfulVote';
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
  if (page.state === 'not-found') return <NotFoundMessage popular={page.popular} query={page.query} />;
  if (page.state === 'error') {
    return (
      <div className="container state-message">
        <p className="error-banner" role="alert">
          {t.errorWith(page.message)}
        </p>
        <Link className="btn btn-secondary" to={homePath(uiLang(page.lang))}>
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
      void navigate(guidePath(other, target), { replace: true, state: { languageSwitch: true } });
    } catch (err) {
      setSwitchError(switchLanguageMessage(err, uiLang(lang)));
      setSwitching(false);
    }
  }

  return (
    <div className="guide-page" lang={lang === 'paano' ? 'fil' : 'en'}>
      <ReadingProgress label={labels.readingProgress} />
      <IdleDim />
      <div className="container guide-layout">
        <GuideArticle
          guide={guide}
          lang={lang}
          controls={
            <>
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
            </>
          }
          share={
            <>
              <HelpfulVote guideId={guide.id} lang={uiLang(lang)} path={location.pathname} labels={labels} />
              <ShareLinks url={`${site.siteUrl}${location.pathname}`} title={t.title} labels={labels} />
            </>
          }
          more={<SuggestedCarousel suggested={page.suggested} lang={lang} labels={labels} />}
          ads={site.ads}
          affiliateDomains={site.affiliateDomains}
        />
        <aside className="guide-aside">
          {site.ads?.beside && <AdSlot ads={site.ads} place="beside" label={labels.advertisement} />}
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
