import type { Lang } from '../../api/types';
import type { AdminCatalogue } from '../../i18n/admin-en';
import type { EditorCatalogue } from '../../i18n/editor-en';
import { hasImage } from '../section-model';
import type { EditorForm } from './editor-form';
import { stepAltProblems } from './step-model';

/** One problem that stops a save: its message and the label of the field to fix. */
export interface GuideProblem {
  message: string;
  field: string;
}

/**
 * The checks of SPEC §5 and issue 12 before a save, every one at once (issue 29): each problem in
 * the editor's language with the label of the field to fix. The server checks the same.
 */
export function guideProblems(
  toSave: EditorForm,
  lang: Lang,
  headerUrl: string | null,
  c: EditorCatalogue,
  a: AdminCatalogue,
): GuideProblem[] {
  const altLabel = (image: string) => c.alt.label(image, c.langName[lang]);
  const out: GuideProblem[] = [];
  if (!toSave.translation.title.trim()) out.push({ message: c.problems.titleRequired, field: a.fields.title });
  if (!toSave.categoryId) out.push({ message: c.problems.selectCategory, field: a.fields.category });
  const headerShown = Boolean(toSave.headerImageFile || headerUrl);
  if (headerShown && !toSave.headerImageDecorative && !(toSave.translation.header_image_alt ?? '').trim())
    out.push({ message: c.problems.headerAlt(c.langName[lang]), field: altLabel(c.alt.headerImage) });
  toSave.sections.forEach((s, i) => {
    if (hasImage(s) && !s.decorative && !(s.alt?.[lang] ?? '').trim())
      out.push({ message: c.problems.sectionAlt(i + 1, c.langName[lang]), field: altLabel(c.alt.sectionImage(i + 1)) });
    for (const k of stepAltProblems(s.steps, lang))
      out.push({ message: c.problems.stepAlt(i + 1, k, c.langName[lang]), field: c.steps.alt(i + 1, k, c.langName[lang]) });
  });
  return out;
}

/** Focuses the control whose label starts with `label` (the label's own text, before a required mark). */
export function focusField(form: HTMLFormElement | null, label: string): void {
  const found = [...(form?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(label));
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  control?.focus();
}
