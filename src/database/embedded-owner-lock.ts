import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { EmbeddedPostgresError } from './embedded-error';

/**
 * One owner per embedded cluster (issue 14): PGDATA.lock names the process that owns the cluster now
 * ({pid, started}); a second start on the same data directory stops with a clear message while that
 * owner lives, and a server an owner left running after a crash is stopped before a new one starts.
 * Split from embedded-postgres.ts (issue 40 item 3).
 */

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
export async function acquireOwnerLock(pgdata: string): Promise<() => void> {
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
export async function stopOrphanedServer(pgdata: string, logger: Logger): Promise<void> {
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
