import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * SQL of app_setting, the key/value settings every replica shares. Works on the manager it is
 * given: the application's, or a transaction's (`new AppSettingsRepository(tx)`).
 */
@Injectable()
export class AppSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The value stored under `key`, or undefined. */
  async get(key: string): Promise<string | undefined> {
    const [row] = await this.em.execute<{ value: string }[]>(`select value from app_setting where key = ?`, [key]);
    return row?.value;
  }

  /** Stores `value` under `key`, replacing what was there. */
  async put(key: string, value: string): Promise<void> {
    await this.em.execute(`insert into app_setting (key, value) values (?, ?) on conflict (key) do update set value = excluded.value`, [
      key,
      value,
    ]);
  }

  /**
   * Stores `value` under `key` unless a value is stored already, and returns the stored value: the
   * first writer wins, and every replica reads back the same value.
   */
  async getOrCreate(key: string, value: string): Promise<string> {
    await this.em.execute(`insert into app_setting (key, value) values (?, ?) on conflict (key) do nothing`, [key, value]);
    const [row] = await this.em.execute<{ value: string }[]>(`select value from app_setting where key = ?`, [key]);
    return row.value;
  }
}
