import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SiteSettingsDto } from '../../client/src/api/types';

export interface SettingsRow {
  revision: number;
  settings: SiteSettingsDto;
  created_at: Date;
}

/** How many past revisions the Settings screen lists. */
export const REVISIONS_SHOWN = 50;

/** SQL of site_settings: one row per saved revision, the highest in force (primary-key lookups only). */
@Injectable()
export class SettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The revision in force, or undefined before the first boot wrote one. */
  async latest(): Promise<SettingsRow | undefined> {
    const [row] = await this.em.execute<SettingsRow[]>(
      `select revision, settings, created_at from site_settings order by revision desc limit 1`,
    );
    return row;
  }

  /** Writes revision 1 unless a row exists: the first replica to boot wins, the others read its row. */
  async insertFirst(settings: SiteSettingsDto): Promise<void> {
    await this.em.execute(
      `insert into site_settings (revision, settings) select 1, ?::jsonb where not exists (select 1 from site_settings) on conflict do nothing`,
      [JSON.stringify(settings)],
    );
  }

  /**
   * Saves `settings` as the revision after `base`, only if `base` is still the latest: returns the new
   * row, or undefined when another save came first (the primary key refuses a second base + 1).
   */
  async insertAfter(base: number, settings: SiteSettingsDto): Promise<SettingsRow | undefined> {
    const [row] = await this.em.execute<SettingsRow[]>(
      `insert into site_settings (revision, settings)
       select ?::int + 1, ?::jsonb where (select max(revision) from site_settings) = ?::int
       on conflict do nothing returning revision, settings, created_at`,
      [base, JSON.stringify(settings), base],
    );
    return row;
  }

  /** The newest revisions, newest first (bounded). */
  async revisions(): Promise<SettingsRow[]> {
    return this.em.execute<SettingsRow[]>(
      `select revision, settings, created_at from site_settings order by revision desc limit ${REVISIONS_SHOWN}`,
    );
  }
}
