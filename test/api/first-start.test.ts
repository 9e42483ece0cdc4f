import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopLeftoverPostgres, type ServerProcess } from '../crash/server-process';

jest.setTimeout(180_000);

/** Waits (bounded) until the server has written a line matching `pattern`: the banner comes right after listen. */
async function lineAppears(server: ServerProcess, pattern: RegExp): Promise<void> {
  for (let i = 0; i < 100 && !server.log.some((l) => pattern.test(l)); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Issue 29 item 5: what a newcomer reads on the first `npm start` — a short banner last (address,
 * and the sign-in the first time only), and none of Nest's ~75 module and route lines unless
 * LOG_LEVEL=debug. The real server process on its own embedded PostgreSQL.
 */
describe('the first start, as a newcomer sees it', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  const dev = { NODE_ENV: 'development', LOG_LEVEL: 'log' };

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hp-first-start-'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(async () => {
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends with a banner giving the address and the generated sign-in, with no framework lines', async () => {
    server = await startServer({ ...dev, DATA_DIR: dataDir });
    await lineAppears(server, /^=+$/);
    const log = server.log;
    const banner = log.slice(log.findIndex((l) => /HowPaano is ready at/.test(l)) - 1);
    expect(banner[0]).toMatch(/^=+$/);
    const address = server.baseUrl.replace('127.0.0.1', 'localhost');
    expect(banner[1]).toBe(`HowPaano is ready at ${address}`);
    // SITE_URL's default is that address: no second address line.
    expect(banner[2]).toBe(`Sign in at ${address}/login-access`);
    const password = /username admin, password (\S{20})/.exec(banner.join('\n'))?.[1];
    expect(password).toBeDefined();
    // Printed once, in the banner: no log line (which log files keep) holds it (issue 39).
    expect(log.filter((l) => l.includes(password!))).toHaveLength(1);
    expect(banner[banner.length - 1]).toMatch(/^=+$/);
    // Nothing of Nest's own boot chatter at the default level.
    expect(log.filter((l) => /Mapped \{|RoutesResolver|InstanceLoader|NestFactory|NestApplication/.test(l))).toEqual([]);
  });

  it('says no sign-in the second time, and shows the route lines at LOG_LEVEL=debug', async () => {
    server = await startServer({ ...dev, DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    await lineAppears(server, /^=+$/);
    expect(server.log.some((l) => /HowPaano is ready at/.test(l))).toBe(true);
    // (Route lines such as /api/account/password name the word: the banner's sign-in line is what must be absent.)
    expect(server.log.some((l) => /Sign in at|username admin, password/.test(l))).toBe(false);
    expect(server.log.some((l) => /Mapped \{\/api\/public\/search, GET\} route/.test(l))).toBe(true);
  });
});

/**
 * Issue 35 item 3: a yes-or-no variable written any other way (SEED_DEMO=ture) used to be taken quietly
 * as false. The real `npm start` stops before anything starts, with one line naming the variable.
 */
describe('a yes-or-no variable written otherwise', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hp-bad-boolean-'));
  });
  afterAll(async () => {
    await stopLeftoverPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the boot with exit code 78 and one line naming it', async () => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, '..', '..', 'src', 'main.ts')], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        SWCRC: 'true',
        DATA_DIR: dataDir,
        SEED_DEMO: 'ture',
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // Bounded: a server that boots instead never exits by itself (then it is stopped, and the test fails).
    const stopper = setTimeout(() => child.kill('SIGTERM'), 60_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(stopper);
    expect([code, output]).toEqual([78, 'Configuration error: SEED_DEMO must be true or false (or 1/0, yes/no, on/off) (got "ture")\n']);
  });
});
