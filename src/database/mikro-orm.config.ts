import { Logger } from '@nestjs/common';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** knex's own messages (a pooled connection lost during an outage) in the app's log format, not raw coloured console lines. */
const knexLogger = new Logger('Database');
const text = (message: unknown) => (typeof message === 'string' ? message : String((message as Error)?.message ?? message));
const KNEX_LOG = {
  warn: (message: unknown) => knexLogger.warn(text(message)),
  error: (message: unknown) => knexLogger.error(text(message)),
  deprecate: (message: unknown) => knexLogger.warn(text(message)),
  debug: () => undefined,
};

/** The one MikroORM configuration, for the app, the CLI scripts and the tests alike. */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: 10, idleTimeoutMillis: 10_000, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 3_000, statement_timeout: 15_000 }, log: KNEX_LOG },
    forceUtcTimezone: true,
    debug: false,
    // No file cache: it writes ./temp and, reused across processes (jest global setup), corrupts metadata.
    metadataCache: { enabled: false },
    allowGlobalContext: false,
    ...overrides,
  });
}
