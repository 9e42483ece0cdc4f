import { Fragment, type ReactNode } from 'react';
import { sectionImageAlt } from '../../shared/image-alt';
import type { Lang, SectionDto } from '../../api/types';
import { Bullets, FormattedInline, FormattedText, isParagraphSection, stripParagraphMarker } from '../../format/format';
import { messages, uiLang } from '../../i18n/i18n';
import { imageShape, SECTION_IMAGE_SIZES } from './image-sizes';
import { smallestImage } from '../../shared/lite';
import { useSite } from '../root';
import { imageSizeFromUrl } from '../../shared/links';
import { srcSetFromUrl } from '../../shared/media-renditions';
import { sectionText } from '../../shared/translation';
import { plainPreview } from '../common';
import { GuideSteps } from './GuideBlocks';

/** SPEC §9: section colours cycle through 6. */
export const SECTION_COLOURS = 6;

/**
 * The numbered sections of a guide in one language: titled parts with their bullets, and [p]
 * "key insight" paragraphs between them. The public guide page and the admin draft preview both
 * render through this, so a preview looks exactly as the published page will.
 */
export function GuideSections({
  sections,
  lang,
  empty,
  adEvery = 0,
  ad,
}: {
  sections: SectionDto[];
  lang: Lang;
  empty: ReactNode;
  /** An ad slot (`ad`) after every adEvery sections, never after the last (issue 25). */
  adEvery?: number;
  ad?: (index: number) => ReactNode;
}) {
  const { lite } = useSite();
  if (sections.length === 0) return <div className="empty sections-empty">{empty}</div>;
  const t = messages(uiLang(lang));
  let number = 0;
  return (
    <div className="guide-sections">
      {sections.map((section, i) => {
        const { heading, bullets } = sectionText(section, lang);
        const colour = `section-colour-${i % SECTION_COLOURS}`;
        const image = section.section_img || section.image;
        // Shown whole at its own aspect ratio (a chart keeps its title); reserved before it loads.
        const size = imageSizeFromUrl(image);
        const figure = image ? (
          <img
            className="section-image"
            src={lite ? smallestImage(image, srcSetFromUrl(image)) : image}
            srcSet={lite ? undefined : srcSetFromUrl(image)}
            sizes={SECTION_IMAGE_SIZES}
            alt={sectionImageAlt(section, lang, plainPreview(stripParagraphMarker(heading), 120) || t.sectionIllustration)}
            width={size?.width}
            height={size?.height}
            style={imageShape(size)}
            loading="lazy"
            decoding="async"
          />
        ) : null;
        const after = ad && adEvery > 0 && (i + 1) % adEvery === 0 && i < sections.length - 1 ? ad(i) : null;
        if (isParagraphSection(heading)) {
          const insight = (
            <aside key={section.id ?? i} id={`section-${i + 1}`} className={`key-insight ${colour}`}>
              {!/^(key insight|mahalagang punto)/i.test(stripParagraphMarker(heading)) && (
                <p className="key-insight-label">{t.keyInsight}</p>
              )}
              <FormattedText className="key-insight-text" text={stripParagraphMarker(heading)} />
              <Bullets items={bullets} className="section-bullets" />
              {figure}
            </aside>
          );
          return after ? (
            <Fragment key={section.id ?? i}>
              {insight}
              {after}
            </Fragment>
          ) : (
            insight
          );
        }
        number += 1;
        const part = (
          <section key={section.id ?? i} id={`section-${i + 1}`} className={`guide-section ${colour}`}>
            <h2 className="section-heading">
              <span className="section-number">{number}</span>
              <span>
                <FormattedInline text={heading} />
              </span>
            </h2>
            {figure}
            <Bullets items={bullets} className="section-bullets" />
            <GuideSteps steps={section.steps ?? []} lang={lang} sectionNumber={number} lite={Boolean(lite)} />
          </section>
        );
        return after ? (
          <Fragment key={section.id ?? i}>
            {part}
            {after}
          </Fragment>
        ) : (
          part
        );
      })}
    </div>
  );
}
