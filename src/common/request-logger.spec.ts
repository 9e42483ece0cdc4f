import express from 'express';
import request from 'supertest';
import { requestLogger } from './request-logger';

function appLogging(production: boolean, logLevel = 'log', trustProxy = false) {
  const lines: string[] = [];
  const app = express();
  app.set('trust proxy', trustProxy ? 1 : false);
  app.use(requestLogger({ production, logLevel }, (line) => lines.push(line)));
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.post('/api/token/', (_req, res) => res.status(401).json({ detail: 'Invalid credentials' }));
  app.get('/boom', (_req, res) => res.status(500).json({ detail: 'x' }));
  app.get('/{*path}', (_req, res) => res.send('page'));
  return { app, lines };
}

describe('requestLogger', () => {
  it('writes one JSON line per request in production, without the query string or credentials', async () => {
    const { app, lines } = appLogging(true);
    const before = Date.now();
    const res = await request(app).get('/guides/how-to?token=abc.def.ghi&password=hunter2').set('Authorization', 'Bearer abc.def.ghi');
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(line).toEqual({
      time: expect.any(String),
      level: 'info',
      pid: process.pid,
      context: 'HTTP',
      msg: 'GET /guides/how-to 200',
      reqId: res.headers['x-request-id'],
      method: 'GET',
      path: '/guides/how-to',
      status: 200,
      ms: expect.any(Number),
      ip: expect.any(String),
    });
    expect(lines[0]).not.toMatch(/abc\.def|hunter2|Bearer/);
    // The time is the request's own (made at most once per millisecond, never a stale one).
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(line.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(line.time)).toBeLessThanOrEqual(after);
  });

  it('writes the lines of later requests with later times', async () => {
    const { app, lines } = appLogging(true);
    await request(app).get('/a');
    await new Promise((r) => setTimeout(r, 5));
    await request(app).get('/b');
    const [first, second] = lines.map((l) => Date.parse(JSON.parse(l).time));
    expect(second).toBeGreaterThan(first);
  });

  it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
    const { app } = appLogging(true);
    const kept = await request(app).get('/').set('X-Request-Id', 'lb-7f3a.42');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await request(app).get('/').set('X-Request-Id', 'bad id <script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('skips successful health probes but logs failures at their level', async () => {
    const { app, lines } = appLogging(true);
    await request(app).get('/healthz');
    await request(app).post('/api/token/').send({ username: 'admin', password: 'wrong-password' });
    await request(app).get('/boom');
    expect(lines.map((l) => JSON.parse(l)).map((l) => [l.path, l.status, l.level])).toEqual([
      ['/api/token/', 401, 'warn'],
      ['/boom', 500, 'error'],
    ]);
    expect(lines.join('')).not.toContain('wrong-password');
  });

  it('logs the client address from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    const direct = appLogging(true);
    await request(direct.app).get('/').set('X-Forwarded-For', '203.0.113.9');
    expect(JSON.parse(direct.lines[0]).ip).not.toBe('203.0.113.9');
    const proxied = appLogging(true, 'log', true);
    await request(proxied.app).get('/').set('X-Forwarded-For', '203.0.113.9');
    expect(JSON.parse(proxied.lines[0]).ip).toBe('203.0.113.9');
  });

  it('writes a readable line in development and honours LOG_LEVEL', async () => {
    const dev = appLogging(false);
    await request(dev.app).get('/about');
    expect(dev.lines).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d \[HTTP\] GET \/about 200 [\d.]+ ms \S+ id=\S+\n$/)]);

    const quiet = appLogging(true, 'warn');
    await request(quiet.app).get('/about');
    await request(quiet.app).get('/boom');
    expect(quiet.lines).toHaveLength(1);
  });
});
