import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AtAGlanceDto, GuideReviewDto, ImageDto, Lang, SectionDto, SourceDto } from '../../api/types';
import { blocksOf, type GuideWithBlocks } from '../../shared/guide-blocks';
import { AtAGlance, GuideNotes, NeedsChecklist } from './GuideBlocks';
import { GuideVideo } from './GuideVideo';
import type { GuideWithVideo } from '../../shared/video';
import { AffiliateDomainsContext, FormattedText, isParagraphSection } from '../../format/format';
import { guideHasAffiliateLinks } from '../../shared/format/affiliate-links';
import type { AdsConfig } from '../../shared/site-config';
import { AdSlot, type AdPlace } from './AdSlot';
import { messages, uiLang } from '../../i18n/i18n';
import { HEADER_IMAGE_SIZES } from './image-sizes';
import { smallestImage } from '../../shared/lite';
import { useSite } from '../root';
import { headerImageAlt } from '../../shared/image-alt';
import { categoryPath } from '../../shared/links';
import { homePath } from '../../shared/site-paths';
import { guideReadTime, type GuideWithSections } from '../../shared/reading';
import { categoryName, sectionText, translationOf, type CategoryLike } from '../../shared/translation';
import { GuideDate, plainPreview } from '../common';
import { GuideSections } from './GuideSections';
import { GuideSources } from './GuideSources';
import { ReviewedBy } from './ReviewedBy';

/** A guide in either shape the article reads: the public guide, or the admin's bilingual one. */
export type ArticleGuide = GuideWithSections &
  GuideWithBlocks &
  GuideWithVideo &
  GuideReviewDto & {
    header_image?: ImageDto | null;
    category?: CategoryLike | null;
    sections?: SectionDto[];
    sources?: SourceDto[];
    updated_at?: string;
    header_image_decorative?: boolean;
    at_a_glance?: AtAGlanceDto | null;
  };

interface Props {
  guide: ArticleGuide;
  lang: Lang;
  /**
   * The admin's preview of the guide: nothing in the article leads elsewhere (breadcrumb and contents
   * are plain text), no date, SPEC §2's "No sections available for this content.", and the article
   * carries its language itself (the admin page around it is English).
   */
  preview?: boolean;
  className?: string;
  /** Under the breadcrumb: the page's language switch and text size. */
  controls?: ReactNode;
  /** After the conclusion: the page's share links. */
  share?: ReactNode;
  /** After the sources: the page's suggestions. */
  more?: ReactNode;
  /** The page's ad slots (Settings; none in the preview). */
  ads?: AdsConfig;
  /** The Settings screen's affiliate domains. */
  affiliateDomains?: string[];
}

/**
 * A guide's article in one language: breadcrumb, header, contents, introduction, sections,
 * conclusion and sources. The public guide page and the admin's draft preview and article view all
 * render through this, so a preview reads exactly as the published page will.
 */
export function GuideArticle({ guide, lang, preview = false, className, controls, share, more, ads, affiliateDomains }: Props) {
  const { lite } = useSite();
  const t = translationOf(guide, lang);
  const hasConclusion = Boolean(t.conclusion.trim());
  const labels = messages(uiLang(lang));
  const sections = guide.sections ?? [];
  const category = guide.category;
  const categoryLabel = categoryName(category, lang);
  const image = guide.header_image;
  /** A contents entry: a link to its part on the page, plain text in the preview. */
  const entry = (href: string, text: ReactNode) => (preview ? text : <a href={href}>{text}</a>);
  let tocNumber = 0;
  const slot = (place: AdPlace, key?: number) => ads && <AdSlot key={key} ads={ads} place={place} label={labels.advertisement} />;
  const disclosure = guideHasAffiliateLinks(guide, lang, affiliateDomains);
  // Issue 38: what you'll need before the sections; tips and warnings after them.
  const blocks = blocksOf(guide, lang);
  const article = (
    <article
      className={className ? `guide-article ${className}` : 'guide-article'}
      lang={preview ? (lang === 'paano' ? 'fil' : 'en') : undefined}
    >
      {preview ? (
        categoryLabel && (
          <nav className="breadcrumb" aria-label={labels.breadcrumb}>
            <ol>
              <li>{categoryLabel}</li>
              <li aria-current="page">{t.title}</li>
            </ol>
          </nav>
        )
      ) : (
        <nav className="breadcrumb" aria-label={labels.breadcrumb}>
          <ol>
            <li>
              <Link to={homePath(uiLang(lang))}>{labels.home}</Link>
            </li>
            {category && (
              <li>
                <Link to={categoryPath(category, lang)}>{categoryLabel}</Link>
              </li>
            )}
            <li aria-current="page">{t.title}</li>
          </ol>
        </nav>
      )}
      {controls}
      {disclosure && <p className="affiliate-disclosure">{labels.affiliateDisclosure}</p>}
      <header className="guide-header">
        <h1 className="guide-title">{t.title}</h1>
        <p className="guide-meta">
          <span>{labels.minRead(guideReadTime(guide, lang))}</span>
          {!preview && (
            <>
              <span aria-hidden="true"> · </span>
              <span>
                {labels.updatedOn} <GuideDate value={guide.updated_at} />
              </span>
            </>
          )}
        </p>
        <ReviewedBy reviewer={guide.reviewer} lastReviewed={guide.last_reviewed} lang={lang} />
        <FormattedText className="guide-description" text={t.header_description} />
      </header>
      <AtAGlance glance={guide.at_a_glance} lang={lang} />
      {image?.image && (
        <img
          className="guide-image"
          // A lite page (issue 36) asks for the smallest rendition only.
          src={lite ? smallestImage(image.image, image.srcset) : image.image}
          srcSet={(!lite && image.srcset) || undefined}
          sizes={HEADER_IMAGE_SIZES}
          width={image.width || undefined}
          height={image.height || undefined}
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
            <li>{entry('#introduction', labels.introduction)}</li>
            {blocks.needs.length > 0 && <li>{entry('#needs', labels.thingsNeeded)}</li>}
            {sections.map((section, i) => {
              const { heading } = sectionText(section, lang);
              if (isParagraphSection(heading)) return null;
              tocNumber += 1;
              return (
                <li key={section.id ?? i}>
                  {entry(
                    `#section-${i + 1}`,
                    <>
                      {tocNumber}. {plainPreview(heading, 90)}
                    </>,
                  )}
                </li>
              );
            })}
            {blocks.tips.length > 0 && <li>{entry('#tips', labels.tips)}</li>}
            {blocks.warnings.length > 0 && <li>{entry('#warnings', labels.warnings)}</li>}
            {hasConclusion && <li>{entry('#conclusion', labels.conclusion)}</li>}
          </ol>
        </nav>
      )}
      <section id="introduction" className="guide-intro" aria-label={labels.introduction}>
        <FormattedText text={t.introduction} />
      </section>
      <GuideVideo guide={guide} lang={lang} title={t.title} plain={lite || preview} />
      <NeedsChecklist needs={blocks.needs} lang={lang} />
      {ads?.afterIntro && slot('intro')}
      <GuideSections
        sections={sections}
        lang={lang}
        adEvery={ads?.everySections}
        ad={(i) => slot('sections', i)}
        empty={
          preview ? (
            <p>No sections available for this content.</p>
          ) : (
            <>
              <p>{labels.noSections}</p>
              <p>{labels.sectionsPreparing}</p>
            </>
          )
        }
      />
      <GuideNotes kind="tips" items={blocks.tips} lang={lang} />
      <GuideNotes kind="warnings" items={blocks.warnings} lang={lang} />
      {/* No "Conclusion" heading over nothing (issue 34: imported posts rarely have one). */}
      {hasConclusion && (
        <section id="conclusion" className="guide-conclusion">
          <h2>{labels.conclusion}</h2>
          <FormattedText text={t.conclusion} />
        </section>
      )}
      {ads?.afterConclusion && slot('conclusion')}
      {share}
      <GuideSources sources={guide.sources ?? []} label={labels.sources} />
      {more}
    </article>
  );
  // Links in the article know the affiliate domains (format/render.tsx); without any, it is as it was.
  return affiliateDomains ? (
    <AffiliateDomainsContext.Provider value={affiliateDomains}>{article}</AffiliateDomainsContext.Provider>
  ) : (
    article
  );
}
