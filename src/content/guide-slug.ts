import type { EntityManager } from '@mikro-orm/postgresql';
import { adminSlugify, SLUG_MAX_LENGTH } from '../../client/src/shared/slug';
import type { Lang } from './guide.entity';

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

/**
 * The slug itself when no other guide uses it in this language, else the first free of
 * slug-2, slug-3, ... (shortened so the result stays within 60 characters).
 */
export async function uniqueSlug(em: EntityManager, lang: Lang, base: string, guideId: number | null): Promise<string> {
  // Every candidate starts with this prefix, so one query finds all the slugs that could collide.
  const prefix = base.slice(0, SLUG_MAX_LENGTH - 8);
  const rows = await em
    .getConnection()
    .execute<{ slug: string }[]>(
      'select slug from guide_translation where lang = ? and left(slug, ?) = ? and guide_id <> ?',
      [lang, prefix.length, prefix, guideId ?? 0],
      'all',
      em.getTransactionContext(),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = cap(base, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
