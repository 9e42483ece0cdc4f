import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type NetConnectOpts, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../../src/app';
import { ContentChanged } from '../../src/common/content-changed';
import { ContentChangedListener } from '../../src/common/content-changed.listener';
import { loadConfig } from '../../src/config/app-config';
import { migrate } from '../../src/database/database';
import { freePort } from '../../src/database/embedded-postgres';
import { categorySegment } from '../../client/src/shared/slug';
import { startPgProcess, type PgProcess } from '../utils/pg-process';

/**
 * Issue 26 items 2 and 6: a replica hears other replicas' changes on its LISTEN connection. While that
 * connection is lost (an outage, and the moments after one until it listens again), a change made
 * elsewhere is not heard, so the replica must not answer from its page cache: it renders, and falls
 * back to the kept page only when the database does not answer. The cluster step (test/prod/cluster.sh)
 * saw stale pages for up to 2.9 s after an outage before this rule.
 *
 * The LISTEN connection goes through DATABASE_DIRECT_URL, here a plain TCP forwarder the test can cut
 * while DATABASE_URL still reaches PostgreSQL; the other replica's write is an UPDATE in SQL whose
 * notice this replica cannot hear.
 */

const PASSWORD = 'deaf replica test password';
const TITLE = 'How to notice what you did not hear';

/** A TCP forwarder to PostgreSQL that can be cut (every connection closed, new ones refused) and restored. */
function forwarder(target: NetConnectOpts) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { open, cut, port: () => port };
}

describe('a replica that cannot hear other replicas', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-deaf-'));
  const pgdata = join(dir, 'pgdata');
  let pgPort: number;
  let db: PgProcess;
  let app: Awaited<ReturnType<typeof createApp>>;
  let proxy: ReturnType<typeof forwarder>;
  let guidePath: string;
  let guideId: number;

  beforeAll(async () => {
    pgPort = await freePort();
    db = await startPgProcess(pgdata, pgPort);
    await migrate(db.url);
    // The test's PostgreSQL listens on a Unix socket (its URL's host is the socket's folder) or on loopback.
    const url = new URL(db.url);
    const host = decodeURIComponent(url.hostname);
    proxy = forwarder(host.startsWith('/') ? { path: join(host, `.s.PGSQL.${pgPort}`) } : { host, port: pgPort });
    await proxy.open();
    const direct = `postgres://${url.username}:${url.password}@127.0.0.1:${proxy.port()}${url.pathname}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(dir, 'data'),
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: 'deaf-replica-test-secret-that-is-long-enough',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATABASE_DIRECT_URL: direct,
    });
    app = await createApp(config, db.url);
    await app.init();
    await app.get(ContentChangedListener).listening;
    const http = app.getHttpServer();
    const token = (await request(http).post('/api/token/').send({ username: 'admin', password: PASSWORD }).expect(200)).body.access;
    const category = await request(http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${token}`)
      .send({ category_how: 'Listening', category_paano: 'Pakikinig' })
      .expect(201);
    const text = (title: string) =>
      JSON.stringify({
        title,
        header_description: 'Heard',
        introduction: 'Changes arrive.',
        conclusion: 'Done.',
        meta_keywords: 'x',
        meta_description: 'y',
      });
    const guide = await request(http)
      .post('/api/bilingual-content/')
      .set('Authorization', `Bearer ${token}`)
      .field('how', text(TITLE))
      .field('paano', text('Paano mapansin ang hindi narinig'))
      .field('category', String(category.body.id))
      .field('post_status', 'published')
      .field(
        'sections',
        JSON.stringify([{ section_how: 'One', section_paano: 'Isa', section_how_bullets: ['a'], section_paano_bullets: ['b'], order: 0 }]),
      )
      .field('sources', JSON.stringify(['https://example.com/']))
      .expect(201);
    guideId = guide.body.id;
    guidePath = `/${categorySegment('Listening')}/${guide.body.how.slug}`;
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.cut().catch(() => undefined);
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function until(what: () => boolean): Promise<void> {
    for (let i = 0; i < 200 && !what(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(what()).toBe(true);
  }

  it('renders instead of answering a kept page, falls back to it only while the database is down, and trusts its cache again once it listens', async () => {
    const http = app.getHttpServer();
    const changed = app.get(ContentChanged);
    expect((await request(http).get(guidePath).expect(200)).text).toContain(TITLE);
    expect((await request(http).get(guidePath).expect(200)).text).toContain(TITLE); // now kept

    await proxy.cut();
    await until(() => changed.deaf);

    // Another replica renames the guide; its notice cannot reach this one.
    const renamed = `${TITLE}, renamed elsewhere`;
    const other = new Client({ connectionString: db.url });
    await other.connect();
    await other.query(`update guide_translation set title = $1 where guide_id = $2 and lang = 'how'`, [renamed, guideId]);
    await other.end();
    expect((await request(http).get(guidePath).expect(200)).text).toContain(renamed);

    // The database goes away too: the page last made is answered (200), not a 503.
    await db.stop();
    const during = await request(http).get(guidePath).timeout(15_000);
    expect(during.status).toBe(200);
    expect(during.text).toContain(renamed);

    db = await startPgProcess(pgdata, pgPort);
    await proxy.open();
    await until(() => !changed.deaf);
    expect((await request(http).get(guidePath).expect(200)).text).toContain(renamed);
  }, 120_000);
});
