import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres';

export interface PgBouncer {
  /** The database's URL through PgBouncer (transaction mode). */
  url: string;
  stop(): Promise<void>;
}

/** Debian's pgbouncer binary; the test fails (never skips) when it is missing: `apt-get install -y pgbouncer` (.ci/run does). */
export function pgbouncerBinary(): string {
  for (const path of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) {
    if (spawnSync(path, ['--version']).status === 0) return path;
  }
  throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer (the CI installs it)');
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PgBouncer in transaction mode on a loopback port in front of `databaseUrl` (what a managed
 * PostgreSQL's pooler offers). PgBouncer refuses to run as root: as root it runs as the postgres user.
 */
export async function startPgBouncer(databaseUrl: string, poolSize = 5): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  const target = new URL(databaseUrl);
  const db = target.pathname.slice(1);
  const dir = mkdtempSync(join(tmpdir(), 'hp-pgbouncer-'));
  const port = await freePort();
  const server = [
    `host=${target.searchParams.get('host') ?? decodeURIComponent(target.hostname)}`,
    `port=${target.port || 5432}`,
    `user=${decodeURIComponent(target.username || 'postgres')}`,
    ...(target.password ? [`password=${decodeURIComponent(target.password)}`] : []),
    `dbname=${db}`,
  ].join(' ');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${db} = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 200',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(id.stdout.trim());
    if (id.status !== 0 || !Number.isInteger(uid)) throw new Error('running as root: pgbouncer needs the postgres user to run as');
    chownSync(dir, uid, uid);
    chownSync(join(dir, 'pgbouncer.ini'), uid, uid);
  }
  const args = [join(dir, 'pgbouncer.ini')];
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'ignore' })
    : spawn(binary, args, { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await portAnswers(port)); i++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.search = '';
  return {
    url: url.toString(),
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGTERM');
      }),
  };
}
