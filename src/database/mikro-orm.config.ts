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

/**
 * What a new backend loads once, run before the pool hands it out: pg_trgm's functions, hp_unaccent
 * (and its rules file), the English text search dictionaries, and the planner's caches for the guide
 * table and its indexes (EXPLAIN plans without running). An error (a database before its migrations)
 * is ignored: outside a transaction it leaves the connection as it was.
 */
export const WARM_CONNECTION_SQL = [
  `select hp_unaccent(lower('Niño')), word_similarity('adobo', 'adobong manok'), to_tsvector('english', 'cooking guides')`,
  `explain select g.id from guide g where g.title_search like '%a%' order by g.updated_at desc, g.id desc limit 1`,
];

interface RawConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

function warmConnection(connection: RawConnection, done: (error: Error | null, connection: RawConnection) => void): void {
  const next = (i: number): void => {
    if (i === WARM_CONNECTION_SQL.length) done(null, connection);
    else connection.query(WARM_CONNECTION_SQL[i], () => next(i + 1));
  };
  next(0);
}

/**
 * The pool: two connections stay open between requests (min): a new PostgreSQL backend pays on its first
 * queries for its catalog caches, pg_trgm, the unaccent rules and the text search dictionaries (at 100,000
 * guides an admin title search took 156 ms on a new backend, 20 ms after), and a quiet site would otherwise
 * meet a new backend on nearly every visit after 10 idle seconds. `max`: DATABASE_POOL_MAX. A request that
 * waits 5 s for a connection is answered 503 (http-error.filter.ts).
 */
export function poolOptions(max = 10): NonNullable<Options['pool']> {
  return { min: Math.min(2, max), max, idleTimeoutMillis: 10_000, acquireTimeoutMillis: 5_000 };
}

/**
 * The one MikroORM configuration, for the app, the CLI scripts and the tests alike. `pooler`: the URL
 * is PgBouncer in transaction mode (DATABASE_DIRECT_URL is set), which refuses startup parameters such
 * as statement_timeout: then the timeout is not sent (docs/replicas.md: set it on the role instead).
 */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}, { pooler = false } = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    pool: poolOptions(),
    driverOptions: {
      connection: { connectionTimeoutMillis: 3_000, ...(pooler ? {} : { statement_timeout: 15_000 }) },
      log: KNEX_LOG,
      // knex's hook for each new connection, before the pool hands it out (MikroORM merges driverOptions into knex's options).
      pool: { afterCreate: warmConnection },
    },
    forceUtcTimezone: true,
    debug: false,
    // No file cache: it writes ./temp and, reused across processes (jest global setup), corrupts metadata.
    metadataCache: { enabled: false },
    allowGlobalContext: false,
    ...overrides,
  });
}
