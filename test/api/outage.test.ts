import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/app-config';
import { migrate } from '../../src/database/database';
import { freePort } from '../../src/database/embedded-postgres';
import { startPgProcess, type PgProcess } from '../utils/pg-process';
import { DATABASE_UNAVAILABLE } from '../../src/common/http-error.filter';
import { DatabaseCircuit } from '../../src/common/database-circuit';

const PASSWORD = 'outage test password';

/**
 * Issue 6, database outage, and issue 26 item 4 (outages answered right): with PostgreSQL stopped,
 * everything that needs it answers 503 with Retry-After and SPEC's {detail} shape (never 400, 500 or
 * a "not found"), never hangs; /healthz (liveness) stays 200 while /readyz (readiness) is 503; when
 * PostgreSQL returns, the same process recovers without a restart.
 * This suite runs its own PostgreSQL (not the shared one) so it can stop it.
 */
describe('a database outage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-outage-'));
  const pgdata = join(dir, 'pgdata');
  let port: number;
  let db: PgProcess;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    port = await freePort();
    db = await startPgProcess(pgdata, port);
    await migrate(db.url);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(dir, 'data'),
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: 'outage-test-secret-that-is-long-enough-1234',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    app = await createApp(config, db.url);
    await app.init();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the database is down, stays live but not ready, then recovers by itself', async () => {
    const http = app.getHttpServer();
    await request(http).get('/api/categories/').expect(200);
    await request(http).get('/healthz').expect(200);
    await request(http).get('/readyz').expect(200);
    const token = (await request(http).post('/api/token/').send({ username: 'admin', password: PASSWORD }).expect(200)).body.access;
    const auth = `Bearer ${token}`;

    await db.stop();

    const calls: [string, () => request.Test][] = [
      ['categories', () => request(http).get('/api/categories/')],
      ['public list', () => request(http).get('/api/public/content/?status=published')],
      ['public home', () => request(http).get('/api/public/home')],
      ['guide by slug', () => request(http).get('/api/public/content/by_slug/some-guide')],
      ['recommended', () => request(http).get('/api/public/content/recommended?category_id=1&exclude=1')],
      ['search', () => request(http).get('/api/public/search/?q=rice')],
      ['sign in', () => request(http).post('/api/token/').send({ username: 'admin', password: PASSWORD })],
      ['wrong sign in', () => request(http).post('/api/token/').send({ username: 'admin', password: 'not the password' })],
      ['admin list', () => request(http).get('/api/bilingual-content/').set('Authorization', auth)],
      ['admin guide', () => request(http).get('/api/bilingual-content/1/retrieve_bilingual').set('Authorization', auth)],
      [
        'new category',
        () => request(http).post('/api/categories/').set('Authorization', auth).send({ category_how: 'Down', category_paano: 'Baba' }),
      ],
      ['autosave', () => request(http).get('/api/autosaves/new').set('Authorization', auth)],
      ['sitemap', () => request(http).get('/sitemap.xml')],
    ];
    const answers: Record<string, unknown> = {};
    for (const [name, call] of calls) {
      const res = await call().timeout(15_000);
      answers[name] = [res.status, res.headers['retry-after'] !== undefined, res.body];
    }
    const expected = Object.fromEntries(calls.map(([name]) => [name, [503, true, { detail: DATABASE_UNAVAILABLE }]]));
    expect(answers).toEqual(expected);
    // Issue 37 item 4: the first failure opened the circuit; from then on nothing waits for the database.
    expect(app.get(DatabaseCircuit).open).toBe(true);

    // Liveness: the process serves (an orchestrator must not restart it); readiness: not without the database.
    const live = await request(http).get('/healthz').timeout(15_000);
    expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
    const ready = await request(http).get('/readyz').timeout(15_000);
    expect([ready.status, ready.body]).toEqual([503, { status: 'unavailable', unavailable: ['database'] }]);
    expect(ready.headers['retry-after']).toBeDefined();

    db = await startPgProcess(pgdata, port);

    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await request(http).get('/api/categories/')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    // Closed by its background probe, not by a request.
    expect(app.get(DatabaseCircuit).open).toBe(false);
    await request(http).get('/readyz').expect(200);
    await request(http).get('/healthz').expect(200);
  }, 120_000);
});
