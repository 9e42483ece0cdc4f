import { LANGS, type Lang, type TranslationDto } from '../../api/types';
import { useAdminLang, useAdminTexts } from '../admin-lang';
import type { SectionDraft } from '../section-model';
import { AtAGlanceEditor } from './AtAGlanceEditor';
import { BlocksEditor, blocksTexts, cleanBlocks, type LanguageBlocksDraft } from './BlocksEditor';
import { glanceToInput, stepAltProblems, type AtAGlanceDraft } from './step-model';

/**
 * The create form's blocks (issue 38): the same "at a glance" and per-language needs, tips and
 * warnings as the editor, both languages at once, each language's blocks named by its language.
 * A section's steps are edited under the section (StepsEditor with both languages).
 */
export function CreateBlocks({
  translations,
  glance,
  onGlance,
  onBlocks,
}: {
  translations: Record<Lang, TranslationDto>;
  glance: AtAGlanceDraft;
  /** One fact of "at a glance" changed (AtAGlanceEditor). */
  onGlance(patch: Partial<AtAGlanceDraft>): void;
  onBlocks(lang: Lang, next: LanguageBlocksDraft): void;
}) {
  const a = useAdminTexts();
  const t = blocksTexts(useAdminLang().lang === 'fil' ? 'paano' : 'how');
  return (
    <>
      <AtAGlanceEditor value={glance} onChange={onGlance} />
      {LANGS.map((lang) => (
        <BlocksEditor
          key={lang}
          lang={lang}
          title={`${t.blocks} (${a.langName[lang]})`}
          headingLevel="h3"
          blocks={translations[lang]}
          onChange={(next) => onBlocks(lang, next)}
        />
      ))}
    </>
  );
}

/** Whether any block was typed: a step, an item, a tip, a warning or a fact at a glance. */
export function blocksTyped(translations: Record<Lang, TranslationDto>, glance: AtAGlanceDraft, sections: SectionDraft[]): boolean {
  const lists = LANGS.some((lang) => {
    const b = translations[lang];
    return Boolean(b.needs?.length || b.tips?.length || b.warnings?.length);
  });
  return lists || glanceToInput(glance) !== null || sections.some((s) => (s.steps?.length ?? 0) > 0);
}

/** A language's texts as a create sends them: its blocks without blank entries. */
export function withCleanBlocks(translation: TranslationDto): TranslationDto {
  return { ...translation, ...cleanBlocks(translation) };
}

/** The (section, step) numbers whose step image has no alt text in `lang`. */
export function stepAltGaps(sections: SectionDraft[], lang: Lang): { section: number; step: number }[] {
  return sections.flatMap((s, i) => stepAltProblems(s.steps, lang).map((step) => ({ section: i + 1, step })));
}
