import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from './guide.entity';

/**
 * The slugs in `lang` that start with `prefix`, of every guide but `exceptGuideId`, read in `em`'s
 * transaction (the save that will take one of them). One query finds every slug a candidate could
 * collide with.
 */
export async function slugsStartingWith(em: EntityManager, lang: Lang, prefix: string, exceptGuideId: number | null): Promise<Set<string>> {
  const rows = await em
    .getConnection()
    .execute<{ slug: string }[]>(
      'select slug from guide_translation where lang = ? and left(slug, ?) = ? and guide_id <> ?',
      [lang, prefix.length, prefix, exceptGuideId ?? 0],
      'all',
      em.getTransactionContext(),
    );
  return new Set(rows.map((r) => r.slug));
}
