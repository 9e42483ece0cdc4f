import type { EntityManager } from '@mikro-orm/postgresql';

/** Guides published per statement; more due at once are published by the next statements of the same tick. */
export const PUBLISH_BATCH = 500;

/**
 * Publishes up to PUBLISH_BATCH due guides and returns their ids. Exactly once across replicas: the
 * rows are locked by the inner select (SKIP LOCKED: a replica never waits for another's batch), and
 * the outer condition is re-checked on the locked row, so a guide another replica has just published
 * (publish_at now null) can never match again. Bumps the version like a save, so an editor still
 * holding the draft gets a 409 instead of silently unpublishing it. The database triggers see an
 * ordinary status change: category counts, the search queue and the lists follow.
 */
export async function publishDue(em: EntityManager): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `update guide g
        set status = 'published', published_at = coalesce(g.published_at, g.publish_at), publish_at = null,
            updated_at = now(), version = g.version + 1
      where g.publish_at <= now()
        and g.id in (select id from guide where publish_at <= now() order by publish_at limit ? for update skip locked)
      returning g.id`,
    [PUBLISH_BATCH],
  );
  return rows.map((r) => r.id);
}

/** When the next scheduled guide is due (an index lookup), or null. */
export async function nextDue(em: EntityManager): Promise<Date | null> {
  const [row] = await em.execute<{ at: Date | null }[]>(`select min(publish_at) as at from guide where publish_at is not null`);
  return row?.at ? new Date(row.at) : null;
}
