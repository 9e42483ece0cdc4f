import request from 'supertest';
import { expectingLogs } from '../utils/expected-logs';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

// Each suite boots the real app (argon2 hashing included) on a shared, sometimes busy machine.
jest.setTimeout(60_000);

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz → 200 {"status":"ok"}, public and not cached', async () => {
    const res = await request(t.http).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz → 200 {"status":"ready"} when every migration is applied', async () => {
    const res = await request(t.http).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz → 503 while a migration of this build is missing', async () => {
    const [last] = await sql<{ id: number; name: string }>(
      t.databaseUrl,
      `select id, name from mikro_orm_migrations order by id desc limit 1`,
    );
    await sql(t.databaseUrl, `delete from mikro_orm_migrations where id = $1`, [last.id]);
    try {
      const { result: res, lines } = await expectingLogs(() => request(t.http).get('/readyz'));
      expect(lines.filter((l) => /ERROR/.test(l)).map((l) => /GET \/readyz 503/.test(l))).toEqual([true]);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', unavailable: ['database'] });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await sql(t.databaseUrl, `insert into mikro_orm_migrations (id, name) values ($1, $2)`, [last.id, last.name]);
    }
    await request(t.http).get('/readyz').expect(200);
  });

  it('GET /healthz stays 200 (liveness) and GET /readyz → 503 with Retry-After when the database does not answer', async () => {
    // Cut this app's connections off and refuse new ones to its database; then let it back in.
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const admin = new URL(t.databaseUrl);
    admin.pathname = '/postgres';
    await sql(admin.toString(), `alter database "${name}" allow_connections false`);
    await sql(admin.toString(), `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
      name,
    ]);
    try {
      // The failed readiness probe is logged (held here, not printed among passing tests).
      const { result } = await expectingLogs(async () => [await request(t.http).get('/healthz'), await request(t.http).get('/readyz')]);
      const [res, ready] = result;
      expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
      expect([ready.status, ready.body]).toEqual([503, { status: 'unavailable', unavailable: ['database'] }]);
      expect(ready.headers['retry-after']).toBe('5');
    } finally {
      await sql(admin.toString(), `alter database "${name}" allow_connections true`);
    }
    await request(t.http).get('/readyz').expect(200);
  });
});
