import type { BilingualGuideDto, GuideStatus, Lang, TranslationDto } from '../../api/types';
import { translationOf } from '../../shared/translation';
import { emptySection, sectionFromDto, type SectionDraft } from '../section-model';
import { glanceFromDraft, glanceFromDto, stepsFromDraft, stepsToDraft, type AtAGlanceDraft } from './step-model';

/** What the editor holds for one language of a guide plus its shared fields. */
export interface EditorForm {
  translation: TranslationDto;
  categoryId: string;
  status: GuideStatus;
  headerImageFile: File | null;
  removeHeaderImage: boolean;
  /** The header image needs no alt text (issue 12). */
  headerImageDecorative?: boolean;
  sections: SectionDraft[];
  sources: string[];
  /** Issue 38: the guide's "at a glance", shared by both languages (AtAGlanceEditor). */
  atAGlance: AtAGlanceDraft;
  /** Issue 38: the reviewer picked and the day last reviewed, shared by both languages (ReviewerPick); absent in older drafts (then kept as stored). */
  review?: ReviewDraft;
}

/** The reviewer pick as the form holds it: the id as the select holds it ('' none), the date as the date input does. */
export interface ReviewDraft {
  reviewerId: string;
  lastReviewed: string;
}

export function formFrom(data: BilingualGuideDto, lang: Lang): EditorForm {
  return {
    // The seven text fields of SPEC §7, strings even when the language is missing, and the header image's alt text.
    translation: {
      ...translationOf(data, lang),
      header_image_alt: data[lang]?.header_image_alt ?? '',
      seo_title: data[lang]?.seo_title ?? '',
      // Issue 38's blocks of this language (BlocksEditor); sent with the language's texts.
      needs: data[lang]?.needs ?? [],
      tips: data[lang]?.tips ?? [],
      warnings: data[lang]?.warnings ?? [],
      // Issue 38's video (VideoEditor): an empty address is none.
      video: data[lang]?.video ?? { url: '' },
    },
    categoryId: data.category ? String(data.category.id) : '',
    status: data.status,
    headerImageFile: null,
    removeHeaderImage: false,
    headerImageDecorative: data.header_image_decorative ?? false,
    sections: (data.sections ?? []).map(sectionFromDto),
    sources: (data.sources ?? []).map((s) => s.source_link),
    atAGlance: glanceFromDto(data.at_a_glance),
    review: { reviewerId: data.reviewer_id ? String(data.reviewer_id) : '', lastReviewed: data.last_reviewed ?? '' },
  };
}

/** The form as an autosave keeps it: JSON, without the picked files (those cannot be kept) and the render keys. */
export function formToDraft(form: EditorForm): Record<string, unknown> {
  return {
    ...form,
    headerImageFile: null,
    sections: sectionsToDraft(form.sections),
  };
}

/** Sections as an autosave keeps them: no render keys, no picked files. */
export function sectionsToDraft(sections: SectionDraft[]): Record<string, unknown>[] {
  return sections.map(({ key: _key, imageFile: _file, steps, ...rest }) => ({
    ...rest,
    ...(steps ? { steps: stepsToDraft(steps) } : {}),
  }));
}

/** Autosaved sections back in a form (fresh render keys, no files; fields in the order sectionFromDto gives them). */
export function sectionsFromDraft(sections: SectionDraft[]): SectionDraft[] {
  return sections.map((s): SectionDraft => ({
    key: emptySection().key,
    id: s.id,
    heading: s.heading,
    paragraph: s.paragraph,
    bullets: s.bullets,
    imageFile: null,
    imageUrl: s.imageUrl,
    removeImage: s.removeImage,
    ...(s.alt ? { alt: s.alt, decorative: s.decorative ?? false } : {}),
    ...(s.raw ? { raw: s.raw } : {}),
    ...(s.steps ? { steps: stepsFromDraft(s.steps) } : {}),
  }));
}

/** Whether autosaved sections have the shape the forms show. */
export function isSectionsDraft(sections: unknown): sections is SectionDraft[] {
  return (
    Array.isArray(sections) &&
    sections.every(
      (s: Partial<SectionDraft>) =>
        s &&
        typeof s.heading === 'object' &&
        typeof s.bullets === 'object' &&
        Array.isArray(s.bullets?.how) &&
        Array.isArray(s.bullets?.paano),
    )
  );
}

/** Whether an autosave (from the server or this device) holds an editor form this version can show. */
export function isEditorDraft(draft: Record<string, unknown>): boolean {
  const form = draft as Partial<EditorForm>;
  return (
    typeof form.translation === 'object' &&
    form.translation !== null &&
    typeof form.categoryId === 'string' &&
    typeof form.status === 'string' &&
    Array.isArray(form.sources) &&
    isSectionsDraft(form.sections)
  );
}

/** An autosaved form back in the editor. */
export function formFromDraft(draft: Record<string, unknown>): EditorForm {
  const form = draft as unknown as EditorForm;
  return {
    ...form,
    headerImageDecorative: form.headerImageDecorative ?? false,
    headerImageFile: null,
    sections: sectionsFromDraft(form.sections),
    // A draft kept before "at a glance" was editable has none: the form shows it empty.
    atAGlance: glanceFromDraft(form.atAGlance),
  };
}

/** What decides "unsaved changes": everything the user can change, files by their presence. */
export function snapshot(form: EditorForm): string {
  return JSON.stringify({
    ...form,
    headerImageFile: Boolean(form.headerImageFile),
    sections: form.sections.map((s) => ({
      ...s,
      key: undefined,
      imageFile: Boolean(s.imageFile),
      steps: s.steps?.map((step) => ({ ...step, key: undefined, imageFile: Boolean(step.imageFile) })),
    })),
  });
}
