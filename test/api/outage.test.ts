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

/**
 * Issue 6, database outage: with PostgreSQL stopped the API answers 503 with a clear message and
 * never hangs; when PostgreSQL returns, the same process recovers without a restart.
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
      ADMIN_PASSWORD: 'outage test password',
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

  it('answers 503 with a clear message while the database is down, then recovers by itself', async () => {
    const http = app.getHttpServer();
    await request(http).get('/api/categories/').expect(200);
    await request(http).get('/healthz').expect(200);

    await db.stop();

    const down = await request(http).get('/api/categories/').timeout(15_000);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ detail: DATABASE_UNAVAILABLE });
    expect(down.headers['retry-after']).toBeDefined();
    const health = await request(http).get('/healthz').timeout(15_000);
    expect(health.status).toBe(503);

    db = await startPgProcess(pgdata, port);

    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await request(http).get('/api/categories/')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    await request(http).get('/healthz').expect(200);
  }, 90_000);
});
