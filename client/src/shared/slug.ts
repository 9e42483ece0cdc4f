/** SPEC §9: slugs are at most 60 characters. */
export const SLUG_MAX_LENGTH = 60;

/**
 * SPEC §5 public slugify (search box, category segment): lowercase, whitespace to hyphens,
 * non-word characters dropped, repeated hyphens collapsed, edge hyphens trimmed, at most 60 characters.
 * Letters with accents (Filipino ñ, é) are folded to their base letter first so they are not lost.
 */
export function slugify(text: string): string {
  return String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/**
 * SPEC §5 admin slug from a title: lowercase, characters other than word characters, spaces and
 * hyphens removed, whitespace runs turned into hyphens. (The server also trims edge hyphens and
 * caps the length so stored slugs stay valid URLs.)
 */
export function adminSlugify(title: string): string {
  return String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The category URL segment in a language: the slugified category name (SPEC §2 guide route). */
export function categorySegment(name: string | null | undefined): string {
  return slugify(name ?? '') || 'guide';
}
