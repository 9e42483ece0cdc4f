import type { Lang } from '../../api/types';
import type { SectionDraft } from '../section-model';
import type { EditorForm } from './editor-form';

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
  | 'sources';

const TEXT_FIELDS = ['title', 'slug', 'header_description', 'introduction', 'conclusion', 'meta_keywords', 'meta_description'] as const;

/** Sections as the owner reads them: heading, then bullets, one per line. */
export function sectionsText(sections: SectionDraft[], lang: Lang): string {
  return sections
    .map((s, i) =>
      [
        `${i + 1}. ${s.paragraph[lang] ? '[p] ' : ''}${s.heading[lang]}`,
        ...s.bullets[lang].filter((b) => b.trim()).map((b) => `- ${b}`),
      ].join('\n'),
    )
    .join('\n\n');
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
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([field, a, b]) => ({ field, mine: a, theirs: b }));
}

/** The owner's form with the fields chosen as "theirs" taken from the newer guide. */
export function mergeForms(mine: EditorForm, theirs: EditorForm, takeTheirs: ReadonlySet<ConflictField>): EditorForm {
  const translation = { ...mine.translation };
  for (const f of TEXT_FIELDS) if (takeTheirs.has(f)) translation[f] = theirs.translation[f];
  return {
    ...mine,
    translation,
    categoryId: takeTheirs.has('category') ? theirs.categoryId : mine.categoryId,
    status: takeTheirs.has('status') ? theirs.status : mine.status,
    sections: takeTheirs.has('sections') ? theirs.sections : mine.sections,
    sources: takeTheirs.has('sources') ? theirs.sources : mine.sources,
  };
}
