import type { EntityManager } from '@mikro-orm/postgresql';

/** import_source (the posts already imported, by guid) and import_job (the admin's progress bar). */

/** Which of these source keys were imported before (at most one query per 1,000 keys). */
export async function importedKeys(em: EntityManager, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await em.execute<{ key: string }[]>(
      `select key from import_source where key in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(keys.slice(i, i + 1000))],
    );
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** The guids a guide came from, each with its post's language (`langs[i]` is `keys[i]`'s). */
export async function saveImportedKeys(em: EntityManager, keys: string[], guideId: number, langs: (string | null)[] = []): Promise<void> {
  for (const [i, key] of keys.entries()) {
    await em.execute(`insert into import_source (key, guide_id, lang) values (?, ?, ?) on conflict (key) do nothing`, [
      key,
      guideId,
      langs[i] ?? null,
    ]);
  }
}

export interface GuideKeyRow {
  key: string;
  guide_id: number;
  lang: 'how' | 'paano' | null;
}

/** The guids kept for these guides, oldest first (one query per export batch). */
export async function keysOfGuides(em: EntityManager, guideIds: number[]): Promise<GuideKeyRow[]> {
  if (!guideIds.length) return [];
  return em.execute<GuideKeyRow[]>(
    `select key, guide_id, lang from import_source where guide_id in (select jsonb_array_elements_text(?::jsonb)::int) order by imported_at, key`,
    [JSON.stringify(guideIds)],
  );
}

/**
 * One import at a time across replicas (and the command): a transaction-scoped advisory lock,
 * taken without waiting. False when another import holds it.
 */
export async function lockImports(em: EntityManager): Promise<boolean> {
  const rows = await em.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('howpaano_import')) as locked`);
  return rows[0]!.locked;
}

export interface ImportJobRow {
  id: number;
  state: 'running' | 'done' | 'failed';
  total: number;
  done: number;
  report: unknown;
  error: string | null;
}

/**
 * A new running job, unless one is running already (then null): checked and written under one
 * advisory lock, so two requests at once (on any replicas) cannot both start. A job not updated for
 * 10 minutes died with its process and is marked failed.
 */
export async function reserveJob(em: EntityManager, deadError: string): Promise<number | null> {
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('howpaano_import_job'))`);
    await tx.execute(
      `update import_job set state = 'failed', error = ?, updated_at = now() where state = 'running' and updated_at <= now() - interval '10 minutes'`,
      [deadError],
    );
    const running = await tx.execute<{ n: number }[]>(`select count(*)::int as n from import_job where state = 'running'`);
    if (running[0]!.n > 0) return null;
    const rows = await tx.execute<{ id: number }[]>(`insert into import_job (state) values ('running') returning id`);
    return rows[0]!.id;
  });
}

/** A job whose file was refused before anything was written: it never ran. */
export async function dropJob(em: EntityManager, id: number): Promise<void> {
  await em.execute(`delete from import_job where id = ?`, [id]);
}

export async function updateJob(em: EntityManager, id: number, change: Partial<Omit<ImportJobRow, 'id'>>): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(change)) {
    sets.push(`"${column}" = ?${column === 'report' ? '::jsonb' : ''}`);
    params.push(column === 'report' ? JSON.stringify(value) : value);
  }
  await em.execute(`update import_job set ${sets.join(', ')}, updated_at = now() where id = ?`, [...params, id]);
}

export async function findJob(em: EntityManager, id: number): Promise<ImportJobRow | null> {
  const rows = await em.execute<ImportJobRow[]>(`select id, state, total, done, report, error from import_job where id = ?`, [id]);
  return rows[0] ?? null;
}

export interface CategoryNames {
  id: number;
  name_how: string;
  name_paano: string;
}

/** Categories named (either name, case-insensitive) as one of `lowerNames`. */
export async function categoriesNamed(em: EntityManager, lowerNames: string[]): Promise<CategoryNames[]> {
  return em.execute<CategoryNames[]>(
    `with names as (select jsonb_array_elements_text(?::jsonb) as name)
     select id, name_how, name_paano from category
      where lower(name_how) in (select name from names) or lower(name_paano) in (select name from names) order by id limit 1000`,
    [JSON.stringify(lowerNames)],
  );
}

/** The ranks (1 to 5) categories hold now. */
export async function takenRanks(em: EntityManager): Promise<Set<number>> {
  const rows = await em.execute<{ rank: number }[]>(`select rank from category where rank is not null`);
  return new Set(rows.map((r) => Number(r.rank)));
}

export interface RevisionExportRow {
  id: number;
  created_at: Date;
  snapshot: { how?: { title?: string; introduction?: string } };
}

/** A guide's stored revisions, newest first (at most 50 are kept per guide). */
export async function revisionsOf(em: EntityManager, guideId: number): Promise<RevisionExportRow[]> {
  return em.execute<RevisionExportRow[]>(
    `select id, created_at, snapshot from guide_revision where guide_id = ? order by id desc limit 50`,
    [guideId],
  );
}

/** Guides here holding one of the (language, slug) pairs: the import's match by slug (issue 34 item 6). */
export async function guidesWithSlugs(
  em: EntityManager,
  wanted: { lang: string; slug: string }[],
): Promise<{ guide_id: number; lang: string; slug: string; title: string }[]> {
  const rows = await em.execute<{ guide_id: number; lang: string; slug: string; title: string }[]>(
    `select t.guide_id, t.lang, t.slug, t.title from guide_translation t
       join jsonb_to_recordset(?::jsonb) as w(lang text, slug text) on w.lang = t.lang and w.slug = t.slug`,
    [JSON.stringify(wanted)],
  );
  return rows.map((r) => ({ ...r, guide_id: Number(r.guide_id) }));
}

export interface RevisionFullRow {
  created_at: Date;
  version: number;
  reason: string;
  summary: unknown;
  snapshot: unknown;
}

/** A guide's stored revisions whole, oldest first (the move archive carries them). */
export async function fullRevisionsOf(em: EntityManager, guideId: number): Promise<RevisionFullRow[]> {
  return em.execute<RevisionFullRow[]>(
    `select created_at, version, reason, summary, snapshot from guide_revision where guide_id = ? order by created_at, id limit 1000`,
    [guideId],
  );
}

/** Revisions brought by a move archive, written under the guide they belong to here. */
export async function insertRevisions(
  em: EntityManager,
  guideId: number,
  rows: { created_at: string; version: number; reason: string; summary: unknown; snapshot: unknown }[],
): Promise<void> {
  if (!rows.length) return;
  await em.execute(
    `insert into guide_revision (guide_id, created_at, version, reason, summary, snapshot)
     select ?, (r->>'created_at')::timestamptz, (r->>'version')::int, r->>'reason', coalesce(r->'summary', '[]'::jsonb), r->'snapshot'
       from jsonb_array_elements(?::jsonb) r`,
    [guideId, JSON.stringify(rows)],
  );
}

/** The latest settings revision and its settings (a move archive's settings are saved on top of it). */
export async function latestSettings(em: EntityManager): Promise<{ revision: number; settings: Record<string, unknown> } | null> {
  const [row] = await em.execute<{ revision: number; settings: Record<string, unknown> }[]>(
    `select revision, settings from site_settings order by revision desc limit 1`,
  );
  return row ?? null;
}

/** Saves `settings` as the next settings revision (inside the import's transaction). */
export async function saveSettingsRevision(em: EntityManager, settings: Record<string, unknown>): Promise<void> {
  await em.execute(`insert into site_settings (revision, settings) select coalesce(max(revision), 0) + 1, ?::jsonb from site_settings`, [
    JSON.stringify(settings),
  ]);
}

/** Images about to be written by an import, recorded (committed at once, outside the import's transaction) before the files are. */
export async function notePendingImages(em: EntityManager, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await em.execute(`insert into import_pending_image (id) select jsonb_array_elements_text(?::jsonb) on conflict do nothing`, [
    JSON.stringify(ids),
  ]);
}

export async function forgetPendingImages(em: EntityManager, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await em.execute(`delete from import_pending_image where id in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(ids)]);
}

/** The images of imports that died: recorded as pending, used by no guide or section. Forgotten here; the caller removes the files. */
export async function takeOrphanImages(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `delete from import_pending_image p
      where not exists (select 1 from guide g where g.header_image = p.id)
        and not exists (select 1 from section s where s.image = p.id)
      returning p.id`,
  );
  return rows.map((r) => r.id);
}
