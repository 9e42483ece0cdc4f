import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ormConfig } from './mikro-orm.config';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Describes a connection URL for the logs without its password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://***';
  }
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/postgres. */
export async function openDatabase(config: AppConfig, logger = new Logger('Database')): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    logger.log(`Using external PostgreSQL at ${redactUrl(config.databaseUrl)}`);
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const pgdata = join(config.dataDir, 'postgres');
  const db = await startEmbeddedPostgres({ pgdata, database: 'howpaano', logger });
  logger.log(`Using embedded PostgreSQL in ${pgdata} at ${redactUrl(db.url)}`);
  return { url: db.url, embedded: true, stop: db.stop };
}

/** Applies every pending migration; safe to run on each boot and from several replicas (advisory lock). */
export async function migrate(url: string): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig(url, { pool: { min: 0, max: 2 } }));
  try {
    const conn = orm.em.getConnection();
    await conn.execute('select pg_advisory_lock(824017)');
    try {
      const done = await orm.getMigrator().up();
      return done.map((m) => m.name);
    } finally {
      await conn.execute('select pg_advisory_unlock(824017)');
    }
  } finally {
    await orm.close(true);
  }
}
