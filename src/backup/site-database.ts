import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { embeddedUrlFile, redactUrl, runningEmbeddedUrl } from '../database/database';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { BackupError } from './backup';

/** Only warnings and errors of the embedded server reach the terminal of a CLI. */
const quiet = {
  log() {},
  verbose() {},
  debug() {},
  warn: (m: string) => console.warn(m),
  error: (m: string) => console.error(m),
} as unknown as Logger;

function runningPostmaster(pgdata: string): number | undefined {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid) process.kill(pid, 0);
    return pid || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` against the site's database, chosen as the site chooses it: DATABASE_URL; else the
 * embedded PostgreSQL of DATA_DIR — the running site's server when the site is up (it leaves its URL
 * in DATA_DIR/postgres.url), otherwise one started just for this command and stopped afterwards.
 */
export async function withSiteDatabase<T>(
  config: AppConfig,
  say: (line: string) => void,
  work: (url: string) => Promise<T>,
  { createIfMissing = false } = {},
): Promise<T> {
  // Command-line tools take sessions (migrations' lock, pg_dump): the direct URL when a pooler is in front.
  if (config.databaseDirectUrl) {
    say(`Database: ${redactUrl(config.databaseDirectUrl)} (DATABASE_DIRECT_URL)`);
    return work(config.databaseDirectUrl);
  }
  if (config.databaseUrl) {
    say(`Database: ${redactUrl(config.databaseUrl)} (DATABASE_URL)`);
    return work(config.databaseUrl);
  }
  const pgdata = join(config.dataDir, 'postgres');
  const urlFile = embeddedUrlFile(config.dataDir);
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running) {
    say(`Database: the running site's embedded PostgreSQL in ${pgdata}`);
    return work(running);
  }
  const pid = runningPostmaster(pgdata);
  if (pid) {
    throw new BackupError(
      `An embedded PostgreSQL (pid ${pid}) holds ${pgdata} but left no usable ${urlFile}: stop the site, then run this command again`,
    );
  }
  if (!createIfMissing && !existsSync(join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`No database in ${pgdata}: is DATA_DIR right (it is ${config.dataDir})?`);
  }
  say(`Database: embedded PostgreSQL in ${pgdata} (started for this command; the site is not running)`);
  const db = await startEmbeddedPostgres({ pgdata, database: 'howpaano', logger: quiet });
  try {
    return await work(db.url);
  } finally {
    await db.stop();
  }
}

/** A path given on the command line, relative to where `npm run` was typed (npm runs scripts from the project root). */
export function fromInvocationDir(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
