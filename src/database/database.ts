import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
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
    for (const key of [...u.searchParams.keys()]) {
      if (/pass|secret|key|token/i.test(key)) u.searchParams.set(key, '***');
    }
    return u.toString();
  } catch {
    return 'postgres://***';
  }
}

/**
 * Where a running embedded PostgreSQL leaves its URL (mode 0600: it holds the cluster's password and
 * the path of its private socket) for the command-line tools run by the same user on the same DATA_DIR.
 */
export function embeddedUrlFile(dataDir: string): string {
  return join(dataDir, 'postgres.url');
}

/**
 * The URL a running server on this DATA_DIR left for other processes, when that server still answers.
 * Command-line tools use it: a second embedded PostgreSQL cannot start on the same data directory.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const file = embeddedUrlFile(dataDir);
  if (!existsSync(file)) return undefined;
  const url = readFileSync(file, 'utf8').trim();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
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
  // While it runs, tools such as `npm run backup` connect to this server (a second one cannot start on pgdata).
  const urlFile = embeddedUrlFile(config.dataDir);
  rmSync(urlFile, { force: true });
  writeFileSync(urlFile, `${db.url}\n`, { mode: 0o600 });
  return {
    url: db.url,
    embedded: true,
    async stop() {
      rmSync(urlFile, { force: true });
      await db.stop();
    },
  };
}

/** Applies every pending migration; safe to run on each boot and from several replicas (advisory lock). */
export async function migrate(url: string): Promise<string[]> {
  // One connection: the advisory lock is held by a session, so lock, migrations and unlock must share it.
  const options = ormConfig(url, { pool: { min: 1, max: 1 } });
  // Our own "Applied migrations" line goes through the app's logger; MikroORM's console lines would break JSON logs.
  options.migrations = { ...options.migrations, silent: true };
  const orm = await MikroORM.init(options);
  try {
    const conn = orm.em.getConnection();
    await conn.execute('select pg_advisory_lock(824017)');
    // The app's 15 s statement timeout guards requests; a migration backfilling a large catalogue
    // (100,000 guides) may take longer, and a boot must not fail halfway through an upgrade.
    await conn.execute('set statement_timeout = 0');
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
