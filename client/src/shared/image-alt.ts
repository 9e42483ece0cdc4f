import type { Lang, SectionDto, TranslationDto } from '../api/types';

/**
 * The alt text of a guide's images on public pages and in JSON-LD (issue 12 item 6): '' for an
 * image marked decorative; the alt text given in that language; else, for an image stored before
 * alt texts existed (or sent without one by SPEC's form), the title or the section's heading.
 */

interface HeaderAltSource {
  header_image_decorative?: boolean;
  header_image_alt?: string;
  paano_content?: Partial<TranslationDto> | null;
  how?: Partial<TranslationDto> | null;
  paano?: Partial<TranslationDto> | null;
}

export function headerImageAlt(guide: HeaderAltSource, lang: Lang, fallback: string): string {
  if (guide.header_image_decorative) return '';
  const given =
    lang === 'paano' ? (guide.paano_content ?? guide.paano)?.header_image_alt : (guide.how?.header_image_alt ?? guide.header_image_alt);
  return given?.trim() || fallback;
}

export function sectionImageAlt(section: SectionDto, lang: Lang, fallback: string): string {
  if (section.image_decorative) return '';
  const given = lang === 'paano' ? section.section_paano_img_alt : section.section_how_img_alt;
  return given?.trim() || fallback;
}
