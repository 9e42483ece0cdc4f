import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '@nestjs/common';
import { EmbeddedPostgresError } from './embedded-error';

/**
 * Who runs the embedded PostgreSQL and what it can reach (issue 14): its binaries from the npm package,
 * the "postgres" user when the app runs as root (PostgreSQL refuses root), and copies of the binaries and
 * the cluster directory where that user can reach them when the app's own directory is private.
 * Split from embedded-postgres.ts (issue 40 item 3).
 */

/** Where root keeps what the "postgres" user must reach when the app's directory is private (see reachableClusterDir). */
const ROOT_SHARED_DIR = process.env.HOWPAANO_ROOT_PG_DIR ?? '/var/lib/howpaano';

export interface Binaries {
  initdb: string;
  postgres: string;
  version: string;
}

export function packagedBinaries(): Binaries {
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

export interface RunAs {
  uid: number;
  gid: number;
}

/** As root: the "postgres" system user PostgreSQL runs as (PostgreSQL refuses root), created when missing. */
export function postgresUser(): RunAs {
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
export function reachableBinaries(binaries: Binaries, who: RunAs, logger: Logger): Binaries {
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
export function reachableClusterDir(pgdata: string, who: RunAs, logger: Logger): string {
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
