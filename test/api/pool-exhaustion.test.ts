import { Client } from 'pg';
import request from 'supertest';
import { DATABASE_UNAVAILABLE } from '../../src/common/http-error.filter';
import { expectingLogs } from '../utils/expected-logs';
import { createTestApp, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

/**
 * Issue 26 item 4: a replica whose pool is used up answers 503 with Retry-After (the request waited
 * its 5 s for a connection), never 500; the request holding the connection still completes.
 * DATABASE_POOL_MAX=1 and a table lock held from outside make the pool's one connection busy on demand.
 */
describe('pool exhaustion', () => {
  let t: TestApp;
  let outside: Client;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_MAX: '1' });
    outside = new Client({ connectionString: t.databaseUrl });
    await outside.connect();
  });
  afterAll(async () => {
    await outside?.end();
    await t?.close();
  });

  it('answers 503 with Retry-After while every pooled connection is busy', async () => {
    await request(t.http).get('/api/categories/').expect(200);
    await outside.query('begin');
    await outside.query('lock table category in access exclusive mode');
    // The one pooled connection waits on the lock, inside this request.
    const holding = request(t.http)
      .get('/api/categories/')
      .then((res) => res.status);
    let waiting = 0;
    for (let i = 0; i < 100 && waiting === 0; i++) {
      const { rows } = await outside.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      waiting = rows[0].n;
      if (waiting === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(waiting).toBe(1);

    // The 503 is logged as an error: held and checked here, not printed among passing tests.
    const { result: starved, lines } = await expectingLogs(() =>
      request(t.http)
        .get('/api/public/content/?status=published')
        .timeout(20_000)
        .then((res) => res),
    );
    expect([starved.status, starved.body]).toEqual([503, { detail: DATABASE_UNAVAILABLE }]);
    expect(lines.some((l) => /Database unavailable during GET \/api\/public\/content\//.test(l))).toBe(true);
    expect(starved.headers['retry-after']).toBe('5');

    await outside.query('commit');
    expect(await holding).toBe(200);
    await request(t.http).get('/api/public/content/?status=published').expect(200);
  });
});
