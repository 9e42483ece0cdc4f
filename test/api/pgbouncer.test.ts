import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../../src/app';
import { ContentChanged } from '../../src/common/content-changed';
import { migrate } from '../../src/database/database';
import { startPgBouncer, type PgBouncer } from '../utils/pgbouncer';
import { createTestApp, type TestApp } from '../utils/test-app';

jest.setTimeout(90_000);

/**
 * Issue 26 item 3: DATABASE_URL through Debian's PgBouncer in transaction mode, DATABASE_DIRECT_URL
 * straight to PostgreSQL for what needs a session (LISTEN, the migrations' advisory lock). Two replicas
 * on the pooler: reads and writes work, and a write on one reaches the other's caches. PgBouncer missing
 * fails the suite with how to install it (never a skip).
 */
describe('replicas behind PgBouncer in transaction mode', () => {
  let direct: TestApp;
  let bouncer: PgBouncer;
  let a: Awaited<ReturnType<typeof createApp>>;
  let b: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    direct = await createTestApp();
    bouncer = await startPgBouncer(direct.databaseUrl);
    const config = { ...direct.config, databaseDirectUrl: direct.databaseUrl, databasePoolMax: 4 };
    a = await createApp(config, bouncer.url);
    await a.init();
    b = await createApp(config, bouncer.url);
    await b.init();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await bouncer?.stop();
    await direct?.close();
  });

  it('the pooler refuses what needs a session, so migrations go over the direct URL', async () => {
    // A startup parameter such as statement_timeout, or a session lock held across transactions, is not for a pooler.
    const client = new Client({ connectionString: bouncer.url, statement_timeout: 15_000 } as never);
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter/);
    // Migrations take their lock over the direct URL (nothing pending here: the template is migrated).
    await expect(migrate(direct.databaseUrl)).resolves.toEqual([]);
  });

  it('reads and writes through the pooler, and a write on one replica reaches the other (LISTEN on the direct URL)', async () => {
    const token = (await request(a.getHttpServer()).post('/api/token/').send({ username: 'admin', password: direct.config.adminPassword }))
      .body.access as string;
    expect(token).toEqual(expect.any(String));
    let heard = 0;
    const stop = b.get(ContentChanged).subscribe(() => heard++);
    // B's listener connects in the background at boot: write until B has heard one.
    for (let i = 0; i < 50 && heard === 0; i++) {
      await request(a.getHttpServer())
        .post('/api/categories/')
        .set('Authorization', `Bearer ${token}`)
        .send({ category_how: `Pooled ${i}`, category_paano: `Pinagsama ${i}` })
        .expect(201);
      if (heard === 0) await new Promise((r) => setTimeout(r, 100));
    }
    stop();
    expect(heard).toBeGreaterThan(0);
    const listed = await request(b.getHttpServer()).get('/api/categories/').expect(200);
    expect(listed.body.map((c: { category_how: string }) => c.category_how)).toContain('Pooled 0');
    // Many reads at once through 4 pooled connections per replica and PgBouncer's 5 server connections.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => request((i % 2 ? a : b).getHttpServer()).get('/api/public/content/?status=published')),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
  });
});
