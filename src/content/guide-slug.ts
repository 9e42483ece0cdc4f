import type { EntityManager } from '@mikro-orm/postgresql';
import { adminSlugify, SLUG_MAX_LENGTH } from '../../client/src/shared/slug';
import type { Lang } from './guide.entity';
import { slugsStartingWith } from './guide-slug.repository';

/** Used when a title has no letter or digit left after slugifying (e.g. only emoji). */
const FALLBACK_SLUG = 'guide';

/** SPEC §5 admin slug rule, tidied so the stored slug is a clean URL segment of at most 60 characters. */
export function baseSlug(given: string | undefined, title: string): string {
  const source = given && adminSlugify(given) ? given : title;
  return cap(adminSlugify(source).replace(/-{2,}/g, '-').replace(/^-+/, ''), SLUG_MAX_LENGTH) || FALLBACK_SLUG;
}

function cap(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/** Every candidate for `base` (base, base-2, base-3, ...) starts with this prefix. */
export function slugPrefix(base: string): string {
  return base.slice(0, SLUG_MAX_LENGTH - 8);
}

/**
 * `base` itself when it is not taken, else the first free of base-2, base-3, ... (shortened so the
 * result stays within 60 characters).
 */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = cap(base, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The slug `base` for a guide (null: a new one) in `lang`, made unique among the other guides' slugs in that language. */
export async function uniqueSlug(em: EntityManager, lang: Lang, base: string, guideId: number | null): Promise<string> {
  return firstFreeSlug(base, await slugsStartingWith(em, lang, slugPrefix(base), guideId));
}
