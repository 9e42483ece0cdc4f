import type { Lang } from '../../api/types';
import { ALT_MESSAGES } from '../../shared/image-alt-messages';
import type { EditorCatalogue } from '../../i18n/editor-en';
import { hasImage, type SectionDraft } from '../section-model';

/**
 * The editor's check before a save (the server checks the same, issue 12 item 6): every image the
 * guide will show needs an alt text in the edited language unless it is marked decorative.
 */
export function missingAlt(
  lang: Lang,
  header: { present: boolean; decorative: boolean; alt: string },
  sections: SectionDraft[],
  /** The admin's catalogue: the refusal in the admin's language (else the server's English words). */
  t?: EditorCatalogue,
): string | null {
  if (header.present && !header.decorative && !header.alt.trim())
    return t ? t.problems.headerAlt(t.langName[lang]) : ALT_MESSAGES.header(lang);
  const index = sections.findIndex((s) => hasImage(s) && !s.decorative && !(s.alt?.[lang] ?? '').trim());
  if (index < 0) return null;
  return t ? t.problems.sectionAlt(index + 1, t.langName[lang]) : ALT_MESSAGES.section(index + 1, lang);
}
