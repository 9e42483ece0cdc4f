import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { migrate, openDatabase, type DatabaseHandle } from '../database/database';
import { ormConfig } from '../database/mikro-orm.config';

/** Parent pid of a process (Linux), or undefined when it cannot be read. */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * The embedded PostgreSQL of a HowPaano server that is running right now on this DATA_DIR, if any.
 * Starting a second one would stop the server's database, so the CLI connects to the running one.
 * (An orphan left by a killed server has been re-parented to init; openDatabase replaces that one.)
 */
function runningEmbeddedUrl(config: AppConfig): string | undefined {
  const pidFile = join(config.dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const ppid = parentPid(pid);
  if (ppid === undefined || ppid <= 1) return undefined;
  // The same fixed loopback-only credentials src/database/embedded-postgres.ts starts the cluster with.
  return `postgres://howpaano:local-only@127.0.0.1:${port}/howpaano`;
}

export interface CliDatabase {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Opens the app's database for a command-line tool (embedded or DATABASE_URL) and brings it up to date. */
export async function openCliDatabase(config: AppConfig, logger = new Logger('Database')): Promise<CliDatabase> {
  const running = config.databaseUrl ? undefined : runningEmbeddedUrl(config);
  let db: DatabaseHandle;
  if (running) {
    logger.log('Using the embedded PostgreSQL of the running server');
    db = { url: running, embedded: false, stop: async () => undefined };
  } else {
    db = await openDatabase(config, logger);
  }
  try {
    const applied = await migrate(db.url);
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
    const orm = await MikroORM.init(ormConfig(db.url, { pool: { min: 0, max: 2 } }));
    return {
      orm,
      async close() {
        await orm.close(true);
        await db.stop();
      },
    };
  } catch (error) {
    await db.stop().catch(() => undefined);
    throw error;
  }
}
