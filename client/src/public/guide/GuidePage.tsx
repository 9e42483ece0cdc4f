import { LANGS } from '../../api/types';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { GuideDto, Lang } from '../../api/types';
import { guidePath } from '../../shared/links';
import { homePath } from '../../shared/site-paths';
import { hasTranslation, translationOf } from '../../shared/translation';
import { topCategories } from '../../shared/trending';
import { messages, uiLang, useT, type UiLang } from '../../i18n/i18n';
import { LangSwitch } from '../common';
import { useRootData, useSite } from '../root';
import { AdSlot, AutoAdsMark } from './AdSlot';
import type { GuideData } from './guide-data';
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
import { SaveGuide } from '../../offline/SaveForOffline';

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
  const site = useSite();
  const { categories } = useRootData();
  const location = useLocation();
  const t = translationOf(guide, lang);
  const labels = messages(uiLang(lang));
  // The How/Paano switch links each version's address (issue 39): it works before and without the
  // app, Back returns to the version the reader came from, and the reader keeps their place.
  const versions: Partial<Record<UiLang, string>> = {};
  for (const l of LANGS) if (hasTranslation(guide, l) && translationOf(guide, l).slug) versions[uiLang(l)] = guidePath(guide, l);

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
                <LangSwitch paths={versions} current={uiLang(lang)} keepPlace missing={labels.notTranslatedYet} />
                <TextSizeControl t={labels} />
              </div>
              {/* Issue 36 item 4: kept on the reader's tap; a lite page has no app to do it. */}
              {!site.lite && <SaveGuide path={location.pathname} t={labels} lang={uiLang(lang)} />}
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
          {site.ads && <AutoAdsMark ads={site.ads} />}
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
