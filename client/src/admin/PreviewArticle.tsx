import type { ImageDto, Lang, SectionDto, SourceDto } from '../api/types';
import { FormattedText, isParagraphSection } from '../format/format';
import { messages, uiLang } from '../i18n/i18n';
import { plainPreview } from '../public/common';
import { GuideSections } from '../public/guide/GuideSections';
import { GuideSources } from '../public/guide/GuideSources';
import { headerImageAlt } from '../shared/image-alt';
import { guideReadTime, type GuideWithSections } from '../shared/reading';
import { categoryName, sectionText, translationOf, type CategoryLike } from '../shared/translation';

export type PreviewGuide = GuideWithSections & {
  header_image?: ImageDto | null;
  category?: CategoryLike | null;
  sections?: SectionDto[];
  sources?: SourceDto[];
};

/**
 * The guide's article in one language with the public guide page's markup and class names, so the
 * site's own stylesheet renders it exactly as a visitor will see it (without the page's visitor
 * widgets: sharing, recommendations, carousel). Its texts are the public page's catalogue (i18n), its
 * sections and sources the public page's own components.
 */
export function PreviewArticle({ guide, lang }: { guide: PreviewGuide; lang: Lang }) {
  const t = translationOf(guide, lang);
  const labels = messages(uiLang(lang));
  const sections = guide.sections ?? [];
  const category = categoryName(guide.category, lang);
  let tocNumber = 0;
  return (
    <article className="guide-article hp-article" lang={lang === 'paano' ? 'fil' : 'en'}>
      {category && (
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>{category}</li>
            <li aria-current="page">{t.title}</li>
          </ol>
        </nav>
      )}
      <header className="guide-header">
        <h1 className="guide-title">{t.title}</h1>
        <p className="guide-meta">
          <span>{labels.minRead(guideReadTime(guide, lang))}</span>
        </p>
        <FormattedText className="guide-description" text={t.header_description} />
      </header>
      {guide.header_image?.image && (
        <img
          className="guide-image"
          src={guide.header_image.image}
          srcSet={guide.header_image.srcset || undefined}
          sizes="(min-width: 1024px) 760px, 100vw"
          width={guide.header_image.width || undefined}
          height={guide.header_image.height || undefined}
          alt={headerImageAlt(guide, lang, t.title)}
        />
      )}
      {sections.length > 0 && (
        <nav className="toc card" aria-label={labels.contents}>
          <h2>{labels.contents}</h2>
          <ol>
            <li>{labels.introduction}</li>
            {sections.map((section, i) => {
              const { heading } = sectionText(section, lang);
              if (isParagraphSection(heading)) return null;
              tocNumber += 1;
              return (
                <li key={section.id ?? i}>
                  {tocNumber}. {plainPreview(heading, 90)}
                </li>
              );
            })}
            <li>{labels.conclusion}</li>
          </ol>
        </nav>
      )}
      <section className="guide-intro" aria-label={labels.introduction}>
        <FormattedText text={t.introduction} />
      </section>
      <GuideSections sections={sections} lang={lang} empty={<p>No sections available for this content.</p>} />
      <section className="guide-conclusion">
        <h2>{labels.conclusion}</h2>
        <FormattedText text={t.conclusion} />
      </section>
      <GuideSources sources={guide.sources ?? []} label={labels.sources} />
    </article>
  );
}
