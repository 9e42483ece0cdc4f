import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopLeftoverPostgres, type ServerProcess } from '../crash/server-process';

/**
 * Issue 14 items 6 and 8, in the real server's output (src/main.ts as a child process, production):
 *   - every line, application or request, is JSON of one shape {time, level, pid, context, msg};
 *   - a line the application writes while handling a request carries that request's reqId, as the
 *     request line does;
 *   - a body the client abandons half-way is one warn line, no error, no stack trace.
 */

jest.setTimeout(120_000);

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hp-logs-'));
  server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'logs test password 1', LOG_LEVEL: 'log' });
});

afterAll(async () => {
  if (server) await server.stop();
  await stopLeftoverPostgres(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

const parsed = () => server.log.map((line) => JSON.parse(line) as Record<string, unknown>);

it('writes every line as JSON of one shape', async () => {
  await fetch(`${server.baseUrl}/api/categories/`, { headers: { 'x-request-id': 'logs-shape-1' } });
  await new Promise((r) => setTimeout(r, 200));
  const lines = parsed();
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) {
    expect(line).toEqual(
      expect.objectContaining({
        time: expect.any(String),
        level: expect.any(String),
        pid: expect.any(Number),
        context: expect.any(String),
        msg: expect.any(String),
      }),
    );
    expect(['fatal', 'error', 'warn', 'info', 'debug', 'verbose']).toContain(line.level);
  }
  expect(lines.find((l) => l.reqId === 'logs-shape-1')).toEqual(
    expect.objectContaining({
      context: 'HTTP',
      level: 'info',
      method: 'GET',
      path: '/api/categories/',
      status: 200,
      ms: expect.any(Number),
    }),
  );
  expect(lines.find((l) => /HowPaano is ready/.test(String(l.msg)))).toEqual(expect.objectContaining({ context: 'Boot', level: 'info' }));
});

it('logs a body abandoned half-way as one warn line carrying the request id, with no stack trace', async () => {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  socket.write(
    'POST /api/categories/ HTTP/1.1\r\nHost: x\r\nX-Request-Id: logs-abort-1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"category_how": "half',
  );
  await new Promise((r) => setTimeout(r, 300));
  socket.destroy();
  for (let i = 0; i < 50 && !parsed().some((l) => l.reqId === 'logs-abort-1' && l.context === 'HTTP'); i++)
    await new Promise((r) => setTimeout(r, 100));
  const lines = parsed().filter((l) => l.reqId === 'logs-abort-1');
  const appLines = lines.filter((l) => l.context !== 'HTTP');
  expect(appLines).toEqual([expect.objectContaining({ level: 'warn', context: 'Request', msg: expect.stringContaining('went away') })]);
  expect(lines.find((l) => l.context === 'HTTP')).toEqual(expect.objectContaining({ aborted: true, level: 'info' }));
  expect(lines.some((l) => l.level === 'error' || 'stack' in l)).toBe(false);
  expect(server.log.join('\n')).not.toMatch(/\n\s+at /);
});

it('logs an upload abandoned half-way without an error line or a stack trace', async () => {
  const login = await fetch(`${server.baseUrl}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'logs test password 1' }),
  });
  const { access } = (await login.json()) as { access: string };
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const boundary = 'hpboundary';
  socket.write(
    `POST /api/bilingual-content/ HTTP/1.1\r\nHost: x\r\nX-Request-Id: logs-abort-2\r\nAuthorization: Bearer ${access}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="header_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
      'x'.repeat(20_000),
  );
  await new Promise((r) => setTimeout(r, 300));
  socket.destroy();
  for (let i = 0; i < 50 && !parsed().some((l) => l.reqId === 'logs-abort-2' && l.context === 'HTTP'); i++)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 300));
  const lines = parsed().filter((l) => l.reqId === 'logs-abort-2');
  expect(lines.find((l) => l.context === 'HTTP')).toEqual(expect.objectContaining({ aborted: true, status: 499 }));
  expect(lines.filter((l) => l.level === 'error' || 'stack' in l)).toEqual([]);
  expect(lines.length).toBeLessThanOrEqual(2);
  expect(server.log.join('\n')).not.toMatch(/\n\s+at /);
});
