import { useMemo } from 'react';
import type { Lang } from '../../api/types';
import type { EditorForm } from './editor-form';
import { seoCheck, TITLE_FONT, TITLE_WIDTH_BUDGET, type SeoFinding } from './seo-check';
import { useEditorTexts } from './texts';
import { actionOf, altOf, detailsOf, stepHasImage } from './step-model';
import type { EditorCatalogue } from '../../i18n/editor-en';
import { TextField } from '../fields/TextField';

/** A title's width as a search result draws it (canvas text metrics in the result's font). */
function titleWidth(): (text: string) => number {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => [...text].length * 9.5;
  context.font = TITLE_FONT;
  return (text) => context.measureText(text).width;
}

function sentence(f: SeoFinding, t: EditorCatalogue['check']): string {
  switch (f.id) {
    case 'title':
      return f.chars === 0 ? t.titleEmpty : t.titleWidth(f.px, TITLE_WIDTH_BUDGET, f.seoTitle);
    case 'description':
      return t.description(f.length);
    case 'slug':
      return t.slug[f.problem];
    case 'headings':
      return t.headings(f.count, f.empty);
    case 'alt':
      return t.alt(f.missing, f.images);
    case 'links':
      return t.links(f.count);
    case 'keyword':
      return t.keyword(f.keyword, f.inTitle, f.inIntroduction);
    case 'readability-en':
      return t.readabilityEn(f.flesch, f.wordsPerSentence, f.longSentences);
    case 'readability-fil':
      return t.readabilityFil(f.wordsPerSentence, f.lettersPerWord, f.longSentences, f.verbSteps, f.steps);
    case 'translation':
      return f.state === 'stale' ? t.translation.stale(f.parts) : t.translation[f.state];
  }
}

const MARK = { good: '✓', warn: '!', bad: '✗' } as const;

interface Props {
  lang: Lang;
  form: EditorForm;
  hasHeaderImage: boolean;
  otherTitle: string;
  staleParts: number;
}

/** The live SEO check of the language being edited (issue 27 item 6): recomputed as the form changes. */
export function SeoCheck({ lang, form, hasHeaderImage, otherTitle, staleParts }: Props) {
  const t = useEditorTexts().check;
  const measure = useMemo(titleWidth, []);
  const tr = form.translation;
  const findings = useMemo(
    () =>
      seoCheck(
        {
          lang,
          title: tr.title,
          seoTitle: tr.seo_title ?? '',
          metaDescription: tr.meta_description,
          headerDescription: tr.header_description,
          introduction: tr.introduction,
          conclusion: tr.conclusion,
          slug: tr.slug,
          keywords: tr.meta_keywords,
          sections: form.sections.map((s) => ({
            heading: s.heading[lang],
            paragraph: s.paragraph[lang],
            bullets: s.bullets[lang],
            hasImage: Boolean(s.imageFile || (s.imageUrl && !s.removeImage)),
            alt: s.alt?.[lang] ?? '',
            decorative: s.decorative ?? false,
            steps: (s.steps ?? []).map((step) => ({
              action: actionOf(step, lang),
              details: detailsOf(step, lang),
              hasImage: stepHasImage(step),
              alt: altOf(step, lang),
            })),
          })),
          blocks: [...(tr.needs ?? []).flatMap((n) => [n.item, n.note ?? '']), ...(tr.tips ?? []), ...(tr.warnings ?? [])],
          headerImage: hasHeaderImage,
          headerAlt: tr.header_image_alt ?? '',
          headerDecorative: form.headerImageDecorative ?? false,
          otherTitle,
          staleParts,
        },
        measure,
      ),
    [lang, tr, form.sections, form.headerImageDecorative, hasHeaderImage, otherTitle, staleParts, measure],
  );
  return (
    <section className="hp-seocheck" aria-label={t.title} data-testid="seo-check">
      <h3 className="hp-subtitle">{t.title}</h3>
      <ul className="hp-seocheck__list">
        {findings.map((f) => (
          <li key={f.id} className={`hp-seocheck__item hp-seocheck__item--${f.status}`} data-check={f.id} data-status={f.status}>
            <span className="hp-seocheck__mark" aria-hidden="true">
              {MARK[f.status]}
            </span>
            <span className="hp-visually-hidden">{t.status[f.status]}: </span>
            {sentence(f, t)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The optional SEO title of this language (falls back to the title on the page and in results). */
export function SeoTitleField({ lang, value, onChange }: { lang: Lang; value: string; onChange(value: string): void }) {
  const t = useEditorTexts().check;
  return <TextField label={t.seoTitle} hint={t.seoTitleHint} lang={lang === 'paano' ? 'fil' : 'en'} value={value} onChange={onChange} />;
}
