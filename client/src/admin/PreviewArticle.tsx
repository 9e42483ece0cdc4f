import type { ImageDto, Lang, SectionDto, SourceDto } from '../api/types';
import { Bullets, FormattedInline, FormattedText, isParagraphSection, stripParagraphMarker } from '../format/format';
import { displaySourceLink } from '../shared/links';
import { guideReadTime, type GuideWithSections } from '../shared/reading';
import { categoryName, sectionText, translationOf, type CategoryLike } from '../shared/translation';

export type PreviewGuide = GuideWithSections & {
  header_image?: ImageDto | null;
  category?: CategoryLike | null;
  sections?: SectionDto[];
  sources?: SourceDto[];
};

const CONCLUSION: Record<Lang, string> = { how: 'Conclusion', paano: 'Konklusyon' };
const SOURCES: Record<Lang, string> = { how: 'Sources', paano: 'Mga Pinagmulan' };
const MIN_READ: Record<Lang, string> = { how: 'min read', paano: 'minutong pagbasa' };
/** SPEC §9: section colours cycle through 6. */
const SECTION_COLOURS = 6;

/** The guide's article in one language, as the public guide page lays it out. */
export function PreviewArticle({ guide, lang }: { guide: PreviewGuide; lang: Lang }) {
  const t = translationOf(guide, lang);
  const sections = guide.sections ?? [];
  const category = categoryName(guide.category, lang);
  let numbered = 0;
  return (
    <article className="hp-article" lang={lang === 'paano' ? 'fil' : 'en'}>
      {guide.header_image?.image && (
        <img
          className="hp-article__image"
          src={guide.header_image.image}
          srcSet={guide.header_image.srcset || undefined}
          sizes="(max-width: 900px) 100vw, 860px"
          width={guide.header_image.width || undefined}
          height={guide.header_image.height || undefined}
          alt={t.title}
        />
      )}
      {category && <p className="hp-article__category">{category}</p>}
      <h1 className="hp-article__title">
        <FormattedInline text={t.title} />
      </h1>
      <p className="hp-article__meta">
        {guideReadTime(guide, lang)} {MIN_READ[lang]}
      </p>
      <FormattedText text={t.header_description} className="hp-article__lead" />
      <FormattedText text={t.introduction} className="hp-article__intro" />
      {sections.length === 0 ? (
        <p className="hp-article__empty">No sections available for this content.</p>
      ) : (
        sections.map((section, index) => {
          const { heading, bullets } = sectionText(section, lang);
          const image = section.section_img ?? section.image;
          const colour = `hp-article__section--c${index % SECTION_COLOURS}`;
          if (isParagraphSection(heading)) {
            return (
              <section key={section.id ?? index} className={`hp-article__section hp-article__insight ${colour}`}>
                <FormattedText text={stripParagraphMarker(heading)} />
                <Bullets items={bullets} />
                {image && <img className="hp-article__section-image" src={image} alt="" loading="lazy" />}
              </section>
            );
          }
          numbered += 1;
          return (
            <section key={section.id ?? index} className={`hp-article__section ${colour}`}>
              <h2>
                <span className="hp-article__num">{numbered}</span> <FormattedInline text={heading} />
              </h2>
              {image && <img className="hp-article__section-image" src={image} alt={stripParagraphMarker(heading)} loading="lazy" />}
              <Bullets items={bullets} />
            </section>
          );
        })
      )}
      {t.conclusion && (
        <section className="hp-article__conclusion">
          <h2>{CONCLUSION[lang]}</h2>
          <FormattedText text={t.conclusion} />
        </section>
      )}
      <Sources sources={guide.sources ?? []} lang={lang} />
    </article>
  );
}

function Sources({ sources, lang }: { sources: SourceDto[]; lang: Lang }) {
  if (sources.length === 0) return null;
  return (
    <section className="hp-article__sources">
      <h2>{SOURCES[lang]}</h2>
      <ol>
        {sources.map((s, i) => {
          const href = displaySourceLink(s.source_link);
          return (
            <li key={s.id ?? i}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {href}
                </a>
              ) : (
                s.source_link
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
