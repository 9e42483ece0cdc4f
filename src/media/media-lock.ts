import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One PostgreSQL advisory lock shared by every replica: a save holds it SHARED (in its transaction)
 * from before it writes image objects until it stores the rows that reference them; the orphan sweep
 * takes it EXCLUSIVE for an instant after listing the store (mediaBarrier), which waits out the saves
 * then in flight (media-janitor.service.ts). It is never held while the store is listed.
 */
const MEDIA_LOCK: [number, number] = [0x6870, 0x6d64]; // "hp", "md"

export async function lockMediaShared(em: EntityManager): Promise<void> {
  await em.getConnection().execute('select pg_advisory_xact_lock_shared(?, ?)', MEDIA_LOCK, 'all', em.getTransactionContext());
}

/**
 * Returns once no save that was in flight when it was called still holds the shared lock: takes the
 * exclusive lock with a try (never queued, so no new save ever waits behind it) and releases it at
 * once, trying again every `pollMs`. False when the lock could not be had within `timeoutMs` (saves
 * overlapping without a gap the whole time), or when `stop()` says so (the app is shutting down).
 */
export async function mediaBarrier(
  em: EntityManager,
  { timeoutMs = 10 * 60_000, pollMs = 200, stop = () => false }: { timeoutMs?: number; pollMs?: number; stop?: () => boolean } = {},
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = await em.fork().transactional(async (tx) => {
      const [row] = await tx
        .getConnection()
        .execute<{ ok: boolean }[]>('select pg_try_advisory_xact_lock(?, ?) as ok', MEDIA_LOCK, 'all', tx.getTransactionContext());
      return row?.ok === true;
    });
    if (got) return true;
    if (Date.now() >= until || stop()) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
