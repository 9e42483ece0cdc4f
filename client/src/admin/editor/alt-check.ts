import type { Lang } from '../../api/types';
import { ALT_MESSAGES } from '../../shared/image-alt-messages';
import { hasImage, type SectionDraft } from '../section-model';

/**
 * The editor's check before a save (the server checks the same, issue 12 item 6): every image the
 * guide will show needs an alt text in the edited language unless it is marked decorative.
 */
export function missingAlt(
  lang: Lang,
  header: { present: boolean; decorative: boolean; alt: string },
  sections: SectionDraft[],
): string | null {
  if (header.present && !header.decorative && !header.alt.trim()) return ALT_MESSAGES.header(lang);
  const index = sections.findIndex((s) => hasImage(s) && !s.decorative && !(s.alt?.[lang] ?? '').trim());
  return index >= 0 ? ALT_MESSAGES.section(index + 1, lang) : null;
}
