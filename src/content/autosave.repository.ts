import type { EntityManager } from '@mikro-orm/postgresql';

/** An autosave slot: one per guide and language, and 'new' (no guide) for the create form. */
export type AutosaveSlot = { guideId: number; lang: 'how' | 'paano' } | { guideId: null; lang: 'new' };

export interface AutosaveRow {
  form: Record<string, unknown>;
  base_version: number | null;
  saved_at: Date;
}

/** SQL of guide_autosave (Migration20261124100000_guide_autosave): every call is one lookup on the slot's unique index. */
export async function findAutosave(em: EntityManager, slot: AutosaveSlot): Promise<AutosaveRow | null> {
  const [row] = await em.execute<AutosaveRow[]>(
    `select form, base_version, saved_at from guide_autosave where coalesce(guide_id, 0) = ? and lang = ?`,
    [slot.guideId ?? 0, slot.lang],
  );
  return row ?? null;
}

/** Stores the slot's form (replacing the previous one); null when the guide does not exist. */
export async function putAutosave(
  em: EntityManager,
  slot: AutosaveSlot,
  form: Record<string, unknown>,
  baseVersion: number | null,
): Promise<AutosaveRow | null> {
  const rows = await em.execute<AutosaveRow[]>(
    `insert into guide_autosave (guide_id, lang, form, base_version, saved_at)
       select ?, ?, ?::jsonb, ?, now()
        where ?::int is null or exists (select 1 from guide where id = ?)
     on conflict ((coalesce(guide_id, 0)), lang)
       do update set form = excluded.form, base_version = excluded.base_version, saved_at = excluded.saved_at
     returning form, base_version, saved_at`,
    [slot.guideId, slot.lang, JSON.stringify(form), baseVersion, slot.guideId, slot.guideId],
  );
  return rows[0] ?? null;
}

export async function deleteAutosave(em: EntityManager, slot: AutosaveSlot): Promise<void> {
  await em.execute(`delete from guide_autosave where coalesce(guide_id, 0) = ? and lang = ?`, [slot.guideId ?? 0, slot.lang]);
}
