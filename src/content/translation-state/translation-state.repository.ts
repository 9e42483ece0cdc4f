import type { EntityManager } from '@mikro-orm/postgresql';
import type { SyncParts } from './translation-state';

/** The translation state of one guide (one row, by primary key) and its stale-part count on the guide. */
export async function loadSync(em: EntityManager, guideId: number): Promise<SyncParts> {
  const rows = await em.execute<{ parts: SyncParts }[]>(`select parts from translation_sync where guide_id = ?`, [guideId]);
  return rows[0]?.parts ?? {};
}

/** Written in the save's transaction; the count goes on the guide row without bumping its version. */
export async function saveSync(em: EntityManager, guideId: number, parts: SyncParts, staleParts: number): Promise<void> {
  await em.execute(
    `insert into translation_sync (guide_id, parts) values (?, ?::jsonb)
       on conflict (guide_id) do update set parts = excluded.parts`,
    [guideId, JSON.stringify(parts)],
  );
  await em.execute(`update guide set stale_parts = ? where id = ? and stale_parts is distinct from ?`, [staleParts, guideId, staleParts]);
}
