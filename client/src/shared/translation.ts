import type { Lang, SectionDto, TranslationDto } from '../api/types';

/**
 * Reading a guide in one language, whatever shape it arrives in (SPEC §3):
 * - the public/admin guide object: English fields at the top level, Filipino under `paano_content`;
 * - the editor/preview object (and the older public shape): `how` and `paano` objects;
 * - single-language items (search results, suggestions): only top-level fields.
 * Missing fields come back as empty strings, never undefined, so callers can render them directly.
 */
export type GuideLike = Partial<TranslationDto> & {
  how?: Partial<TranslationDto> | null;
  paano?: Partial<TranslationDto> | null;
  paano_content?: Partial<TranslationDto> | null;
};

const TRANSLATION_FIELDS = [
  'title',
  'slug',
  'header_description',
  'introduction',
  'conclusion',
  'meta_keywords',
  'meta_description',
] as const satisfies readonly (keyof TranslationDto)[];

/** A language version with no text yet: every field of TRANSLATION_FIELDS empty (a new guide, a missing translation). */
export function emptyTranslation(): TranslationDto {
  return Object.fromEntries(TRANSLATION_FIELDS.map((field) => [field, ''])) as unknown as TranslationDto;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The translation of a guide in `lang`; a nested language object wins over top-level fields. */
export function translationOf(guide: GuideLike | null | undefined, lang: Lang): TranslationDto {
  const g = (guide ?? {}) as GuideLike;
  const nested = lang === 'paano' ? (g.paano_content ?? g.paano) : g.how;
  const result = {} as TranslationDto;
  for (const field of TRANSLATION_FIELDS) {
    // Nested object first; top-level fields are the fallback (they are English, or the only
    // language a single-language item has).
    const fromNested = nested ? str(nested[field]) : '';
    result[field] = fromNested || (lang === 'paano' && nested ? '' : str(g[field]));
  }
  return result;
}

/** Whether the guide has its own text in `lang` (a Filipino version exists). */
export function hasTranslation(guide: GuideLike | null | undefined, lang: Lang): boolean {
  if (!guide) return false;
  if (lang === 'how') return Boolean(str(guide.how?.title) || str(guide.title));
  return Boolean(str(guide.paano_content?.title) || str(guide.paano?.title));
}

/** A category as embedded anywhere in the API: {category_how, category_paano} or {how, paano}. */
export type CategoryLike = {
  category_how?: string | null;
  category_paano?: string | null;
  how?: string | null;
  paano?: string | null;
};

/** The category's name in `lang` (empty string when missing). */
export function categoryName(category: CategoryLike | null | undefined, lang: Lang): string {
  if (!category) return '';
  return lang === 'paano' ? str(category.category_paano) || str(category.paano) : str(category.category_how) || str(category.how);
}

/** The "how / paano" label SPEC §2 uses for categories in menus, titles and results. */
export function categoryLabel(category: CategoryLike | null | undefined): string {
  const how = categoryName(category, 'how');
  const paano = categoryName(category, 'paano');
  return how && paano ? `${how} / ${paano}` : how || paano;
}

/** A section's heading and bullets in `lang`. */
export function sectionText(section: Partial<SectionDto> | null | undefined, lang: Lang): { heading: string; bullets: string[] } {
  const heading = str(lang === 'paano' ? section?.section_paano : section?.section_how);
  const bullets = lang === 'paano' ? section?.section_paano_bullets : section?.section_how_bullets;
  return {
    heading,
    bullets: Array.isArray(bullets) ? bullets.filter((b): b is string => typeof b === 'string') : [],
  };
}
