import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One PostgreSQL advisory lock shared by every replica: a save holds it SHARED (in its transaction)
 * while it writes image files and stores the rows that reference them; the orphan sweep holds it
 * EXCLUSIVE, so it only ever sees files whose save has committed or died.
 */
const MEDIA_LOCK: [number, number] = [0x6870, 0x6d64]; // "hp", "md"

export async function lockMediaShared(em: EntityManager): Promise<void> {
  await em.getConnection().execute('select pg_advisory_xact_lock_shared(?, ?)', MEDIA_LOCK, 'all', em.getTransactionContext());
}

export async function lockMediaExclusive(em: EntityManager): Promise<void> {
  await em.getConnection().execute('select pg_advisory_xact_lock(?, ?)', MEDIA_LOCK, 'all', em.getTransactionContext());
}
