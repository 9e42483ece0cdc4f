import type { EntityManager } from '@mikro-orm/postgresql';
import type { BilingualGuideDto, RevisionDto, RevisionListItemDto } from '../../../client/src/api/types';
import { MAX_PAGE_SIZE, pageOffset, type PageRequest } from '../../../client/src/shared/pagination';

/**
 * How many revisions a guide keeps: the newest REVISIONS_KEPT, older ones are deleted in the save's
 * transaction (docs/revisions-translations.md). Ghost keeps 25, WordPress every one.
 */
export const REVISIONS_KEPT = 50;

export type RevisionReason = RevisionListItemDto['reason'];

interface RevisionRow {
  id: number;
  created_at: Date | string;
  version: number;
  reason: RevisionReason;
  summary: string[];
  snapshot?: BilingualGuideDto;
}

function toDto(row: RevisionRow): RevisionListItemDto {
  return {
    id: row.id,
    created_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    version: row.version,
    reason: row.reason,
    summary: row.summary ?? [],
  };
}

export async function insertRevision(
  em: EntityManager,
  guideId: number,
  revision: { version: number; reason: RevisionReason; summary: string[]; snapshot: BilingualGuideDto },
): Promise<void> {
  await em.execute(
    `insert into guide_revision (guide_id, created_at, version, reason, summary, snapshot) values (?, clock_timestamp(), ?, ?, ?::jsonb, ?::jsonb)`,
    [guideId, revision.version, revision.reason, JSON.stringify(revision.summary), JSON.stringify(revision.snapshot)],
  );
}

/** Deletes all but the newest `keep` revisions of the guide (at most a few rows past the limit). */
export async function pruneRevisions(em: EntityManager, guideId: number, keep: number): Promise<void> {
  await em.execute(
    `delete from guide_revision where id in (
       select id from guide_revision where guide_id = ? order by created_at desc, id desc offset ?)`,
    [guideId, keep],
  );
}

export async function findRevisionPage(
  em: EntityManager,
  guideId: number,
  page: PageRequest,
): Promise<{ items: RevisionListItemDto[]; count: number }> {
  const size = Math.min(page.pageSize, MAX_PAGE_SIZE);
  const [rows, [{ count }]] = await Promise.all([
    em.execute<RevisionRow[]>(
      `select id, created_at, version, reason, summary from guide_revision where guide_id = ?
        order by created_at desc, id desc limit ? offset ?`,
      [guideId, size, pageOffset(page)],
    ),
    em.execute<{ count: number }[]>(`select count(*)::int as count from guide_revision where guide_id = ?`, [guideId]),
  ]);
  return { items: rows.map(toDto), count };
}

export async function findRevision(em: EntityManager, guideId: number, id: number): Promise<RevisionDto | null> {
  const rows = await em.execute<RevisionRow[]>(
    `select id, created_at, version, reason, summary, snapshot from guide_revision where guide_id = ? and id = ?`,
    [guideId, id],
  );
  const row = rows[0];
  return row ? { ...toDto(row), snapshot: row.snapshot! } : null;
}
