import type { BilingualGuideDto } from '../../client/src/api/types';
import { fieldError } from '../common/validation';
import { CONTENT_MESSAGES } from './content.messages';
import type { GuideFormInput } from './guide-input';
import { LANGS, type Guide, type Lang } from './guide.entity';
import type { Section } from './section.entity';

/**
 * Image alt text per language (issue 12 item 6). An image needs an alt text in each language the
 * save edits, unless it is marked decorative. SPEC's forms keep working: an alt text not sent keeps
 * the stored one, and a blank one sent for an image that already had none (a client sending back
 * what it read) changes nothing; such an image shows the title or heading as its alt on pages. A
 * blank alt text is refused for an image uploaded by this save and when it would clear a stored one.
 */

/** What the save uploads, and the alt texts stored before it (none for a new guide). */
export interface AltContext {
  headerUploaded: boolean;
  /** Indexes (in the submitted list) of the sections whose image this save uploads. */
  sectionsUploaded: Set<number>;
  before?: BilingualGuideDto;
}

/** Checked on the updated guide before it is written; a refusal rolls the whole save back. */
export function checkImageAlts(guide: Guide, input: GuideFormInput, context: AltContext): void {
  const langs = LANGS.filter((lang) => input.translations[lang]);
  for (const lang of langs) {
    const sent = input.translations[lang]?.headerImageAlt;
    const stored = context.before?.[lang].header_image_alt ?? '';
    const refused = sent !== undefined && !sent && (context.headerUploaded || stored !== '');
    if (guide.headerImage && !guide.headerImageDecorative && refused)
      fieldError('header_image_alt', CONTENT_MESSAGES.headerAltRequired(lang));
  }
  if (!input.sections) return;
  const sections = guide.sections.getItems();
  input.sections.forEach((s, position) => {
    const section = sections[position];
    if (!section?.image || section.imageDecorative) return;
    const old = s.id !== undefined ? context.before?.sections.find((b) => b.id === s.id) : undefined;
    for (const lang of langs) {
      const sent = s.imageAlt[lang];
      const stored = (lang === 'how' ? old?.section_how_img_alt : old?.section_paano_img_alt) ?? '';
      if (sent !== undefined && !sent && (context.sectionsUploaded.has(s.index) || stored !== '')) {
        fieldError('section_img_alt', CONTENT_MESSAGES.sectionAltRequired(position + 1, lang));
      }
    }
  });
}

export function applySectionAlts(section: Section, alts: Partial<Record<Lang, string>>, decorative: boolean | undefined): void {
  if (alts.how !== undefined) section.imageAltHow = alts.how;
  if (alts.paano !== undefined) section.imageAltPaano = alts.paano;
  if (decorative !== undefined) section.imageDecorative = decorative;
}
