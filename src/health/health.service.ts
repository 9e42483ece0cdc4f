import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../database/migrations';

/** How long a probe waits for the database before calling it unavailable. */
export const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  constructor(private readonly em: EntityManager) {}

  /** True when the database answers within the probe timeout and records every migration this build knows as applied. */
  async migrationsApplied(): Promise<boolean> {
    try {
      const rows = await withTimeout(this.em.execute<{ name: string }[]>('select name from mikro_orm_migrations'), PROBE_TIMEOUT_MS);
      const applied = new Set(rows.map((r) => r.name.replace(/\.[jt]s$/, '')));
      return MIGRATIONS.every((m) => applied.has(m.name));
    } catch {
      return false;
    }
  }
}
