import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { migrate, openDatabase, runningEmbeddedUrl, type DatabaseHandle } from '../database/database';
import { ormConfig } from '../database/mikro-orm.config';

export interface CliDatabase {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Opens the app's database for a command-line tool (embedded or DATABASE_URL) and brings it up to date. */
export async function openCliDatabase(config: AppConfig, logger = new Logger('Database')): Promise<CliDatabase> {
  const running = config.databaseUrl ? undefined : await runningEmbeddedUrl(config.dataDir);
  let db: DatabaseHandle;
  if (config.databaseDirectUrl) {
    // Sessions (the migrations' lock): never through a pooler in transaction mode.
    db = { url: config.databaseDirectUrl, embedded: false, stop: async () => undefined };
  } else if (running) {
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
