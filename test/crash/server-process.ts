import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres';

/**
 * The real server (src/main.ts compiled on the fly, exactly what `npm start` runs after a build)
 * as a child process with its own embedded PostgreSQL in DATA_DIR, so a test can SIGKILL it and
 * start it again on the same data.
 */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every line the process wrote (stdout and stderr). */
  log: string[];
  /** SIGKILL: no shutdown hook runs, the embedded postgres is orphaned still running. */
  kill(): Promise<void>;
  /** SIGTERM: graceful shutdown, the embedded postgres stopped with it. */
  stop(): Promise<number | null>;
}

const ROOT = join(__dirname, '..', '..');

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

export interface StartOptions {
  /** Where the project is reached from (default: the checkout); a symbolic link to it simulates another directory. */
  cwd?: string;
  /** Extra node flags, e.g. --preserve-symlinks so the modules are loaded through `cwd`. */
  nodeArgs?: string[];
}

export async function startServer(env: Record<string, string>, timeoutMs = 90_000, options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '-r', '@swc-node/register', join(options.cwd ?? ROOT, 'src', 'main.ts')],
    {
      cwd: options.cwd ?? ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        SWCRC: 'true',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'log',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop() ?? '';
    log.push(...lines.filter(Boolean));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting:\n${log.join('\n')}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms:\n${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    baseUrl,
    log,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}

/** The pid of the embedded postgres holding DATA_DIR/postgres, if one is running. */
export function runningPostgres(dataDir: string): number | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return null;
  } catch {
    return null;
  }
  return pid;
}

/** Safety net for afterAll: stops a postgres a failed test left behind (fast shutdown, then SIGKILL). */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pid = runningPostgres(dataDir);
  if (!pid) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && runningPostgres(dataDir) === pid; i++) await new Promise((r) => setTimeout(r, 100));
  if (runningPostgres(dataDir) === pid) process.kill(pid, 'SIGKILL');
}

/** The URL the running embedded server left in DATA_DIR (see src/database/database.ts). */
export function databaseUrlOf(dataDir: string): string {
  return readFileSync(join(dataDir, 'postgres.url'), 'utf8').trim();
}
