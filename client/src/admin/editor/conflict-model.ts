import type { Lang } from '../../api/types';
import type { SectionDraft } from '../section-model';
import type { EditorForm } from './editor-form';
import { glanceText, stepsText } from './step-model';

/** The parts of the editor's form a conflict is shown and merged by. */
export type ConflictField =
  | 'title'
  | 'slug'
  | 'header_description'
  | 'introduction'
  | 'conclusion'
  | 'meta_keywords'
  | 'meta_description'
  | 'category'
  | 'status'
  | 'sections'
  | 'sources'
  | 'needs'
  | 'tips'
  | 'warnings'
  | 'video'
  | 'at_a_glance';

const TEXT_FIELDS = ['title', 'slug', 'header_description', 'introduction', 'conclusion', 'meta_keywords', 'meta_description'] as const;

/** Sections as the owner reads them: heading, then bullets, one per line, then the numbered steps (issue 38). */
export function sectionsText(sections: SectionDraft[], lang: Lang): string {
  return sections
    .map((s, i) =>
      [
        `${i + 1}. ${s.paragraph[lang] ? '[p] ' : ''}${s.heading[lang]}`,
        ...s.bullets[lang].filter((b) => b.trim()).map((b) => `- ${b}`),
        ...stepsText(s.steps, lang),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Issue 38's blocks of the edited language as the owner reads them, one entry a line. */
function blockText(form: EditorForm, part: 'needs' | 'tips' | 'warnings'): string {
  if (part === 'needs')
    return (form.translation.needs ?? [])
      .filter((n) => n.item.trim())
      .map((n) =>
        [n.item, n.quantity?.trim() && `(${n.quantity.trim()})`, n.note?.trim() && `— ${n.note.trim()}`].filter(Boolean).join(' '),
      )
      .join('\n');
  return (form.translation[part] ?? []).filter((x) => x.trim()).join('\n');
}

const BLOCKS = ['needs', 'tips', 'warnings'] as const;

/** The edited language's video as the owner reads it: its address, then its title. */
function videoText(form: EditorForm): string {
  const v = form.translation.video;
  return v?.url?.trim() ? [v.url.trim(), v.title?.trim() ?? ''].filter(Boolean).join('\n') : '';
}

export interface FieldDifference {
  field: ConflictField;
  mine: string;
  theirs: string;
}

/** Every field where the owner's form and the newer saved guide differ, as text to show side by side. */
export function diffForms(mine: EditorForm, theirs: EditorForm, lang: Lang, categoryName: (id: string) => string): FieldDifference[] {
  const pairs: [ConflictField, string, string][] = [
    ...TEXT_FIELDS.map((f): [ConflictField, string, string] => [f, mine.translation[f], theirs.translation[f]]),
    ['category', categoryName(mine.categoryId), categoryName(theirs.categoryId)],
    ['status', mine.status, theirs.status],
    ['sections', sectionsText(mine.sections, lang), sectionsText(theirs.sections, lang)],
    ['sources', mine.sources.filter((s) => s.trim()).join('\n'), theirs.sources.filter((s) => s.trim()).join('\n')],
    ...BLOCKS.map((b): [ConflictField, string, string] => [b, blockText(mine, b), blockText(theirs, b)]),
    ['video', videoText(mine), videoText(theirs)],
    ['at_a_glance', glanceText(mine.atAGlance), glanceText(theirs.atAGlance)],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([field, a, b]) => ({ field, mine: a, theirs: b }));
}

/** The owner's form with the fields chosen as "theirs" taken from the newer guide. */
export function mergeForms(mine: EditorForm, theirs: EditorForm, takeTheirs: ReadonlySet<ConflictField>): EditorForm {
  const translation = { ...mine.translation };
  for (const f of TEXT_FIELDS) if (takeTheirs.has(f)) translation[f] = theirs.translation[f];
  if (takeTheirs.has('needs')) translation.needs = theirs.translation.needs;
  if (takeTheirs.has('tips')) translation.tips = theirs.translation.tips;
  if (takeTheirs.has('warnings')) translation.warnings = theirs.translation.warnings;
  if (takeTheirs.has('video')) translation.video = theirs.translation.video;
  return {
    ...mine,
    translation,
    categoryId: takeTheirs.has('category') ? theirs.categoryId : mine.categoryId,
    status: takeTheirs.has('status') ? theirs.status : mine.status,
    sections: takeTheirs.has('sections') ? theirs.sections : mine.sections,
    sources: takeTheirs.has('sources') ? theirs.sources : mine.sources,
    atAGlance: takeTheirs.has('at_a_glance') ? theirs.atAGlance : mine.atAGlance,
  };
}
