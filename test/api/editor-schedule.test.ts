import request from 'supertest';
import { createApp } from '../../src/app';
import { ScheduleService } from '../../src/content/schedule.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { locs, sitemapFiles } from '../utils/sitemap';
import { createGuide, guideFields, insertCategory, updateGuide } from '../utils/guides';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (up to 20 s) until `check` is true; returns whether it became true. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

/** Issue 12 item 2: publish, unpublish, schedule; a scheduled guide goes public once, on its own. */
describe('publish and schedule (/api/bilingual-content/{id}/publish|unpublish|schedule/)', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createApp>>;
  let auth: string;
  let categoryId: number;

  beforeAll(async () => {
    a = await createTestApp();
    // A second replica on the same database, with its own poller.
    b = await createApp(a.config, a.databaseUrl);
    await b.init();
    auth = `Bearer ${await a.token()}`;
    categoryId = await insertCategory(a, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function draft(title: string, titlePaano: string): Promise<{ id: number; version: number }> {
    const res = await createGuide(a, guideFields(categoryId, title, titlePaano));
    expect(res.status).toBe(201);
    return { id: res.body.id, version: res.body.version };
  }

  const publicBySlug = (slug: string) => request(a.http).get(`/api/public/content/by_slug/${slug}/`);

  it('answers 401 without a token', async () => {
    await request(a.http).post('/api/bilingual-content/1/publish/').expect(401);
    await request(a.http).post('/api/bilingual-content/1/schedule/').send({ publish_at: new Date().toISOString() }).expect(401);
  });

  it('publishes and unpublishes at once, refusing a stale version with 409', async () => {
    const g = await draft('Publish me now', 'Ilathala ako ngayon');
    await publicBySlug('publish-me-now').expect(404);
    const stale = await request(a.http)
      .post(`/api/bilingual-content/${g.id}/publish/`)
      .set('Authorization', auth)
      .send({ version: g.version + 5 });
    expect(stale.status).toBe(409);
    const pub = await request(a.http)
      .post(`/api/bilingual-content/${g.id}/publish/`)
      .set('Authorization', auth)
      .send({ version: g.version })
      .expect(200);
    expect(pub.body).toMatchObject({ status: 'published', publish_at: null, version: g.version + 1 });
    await publicBySlug('publish-me-now').expect(200);
    const un = await request(a.http).post(`/api/bilingual-content/${g.id}/unpublish/`).set('Authorization', auth).send({}).expect(200);
    expect(un.body.status).toBe('draft');
    await publicBySlug('publish-me-now').expect(404);
  });

  it('refuses a time in the past, a non-date, and scheduling a published guide', async () => {
    const g = await draft('Not in the past', 'Hindi sa nakaraan');
    const past = await request(a.http)
      .post(`/api/bilingual-content/${g.id}/schedule/`)
      .set('Authorization', auth)
      .send({ publish_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.publish_at).toEqual(['The publication time must be in the future.']);
    const junk = await request(a.http)
      .post(`/api/bilingual-content/${g.id}/schedule/`)
      .set('Authorization', auth)
      .send({ publish_at: 'tomorrow' });
    expect(junk.status).toBe(400);
    expect(JSON.stringify(junk.body)).toContain('publish_at must be a date and time (ISO 8601).');
    await request(a.http).post(`/api/bilingual-content/${g.id}/publish/`).set('Authorization', auth).send({}).expect(200);
    const published = await request(a.http)
      .post(`/api/bilingual-content/${g.id}/schedule/`)
      .set('Authorization', auth)
      .send({ publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(published.status).toBe(400);
    expect(published.body.detail).toBe('This guide is already published. Unpublish it first to schedule it.');
    expect((await sql(a.databaseUrl, 'select publish_at from guide where id = $1', [g.id]))[0].publish_at).toBeNull();
  });

  it('a draft saved while scheduled stays scheduled; choosing Published by hand replaces the schedule', async () => {
    const g = await draft('Keep my schedule', 'Panatilihin ang iskedyul');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const s = await request(a.http)
      .post(`/api/bilingual-content/${g.id}/schedule/`)
      .set('Authorization', auth)
      .send({ publish_at: at })
      .expect(200);
    expect(s.body).toMatchObject({ status: 'draft', publish_at: at });
    const list = await request(a.http).get('/api/bilingual-content/?page=1&page_size=50').set('Authorization', auth).expect(200);
    expect(list.body.results.find((x: { id: number }) => x.id === g.id).publish_at).toBe(at);
    const saved = await updateGuide(a, g.id, { how: { title: 'Keep my schedule' }, category: categoryId, post_status: 'draft' });
    expect(saved.body).toMatchObject({ status: 'draft', publish_at: at });
    const byHand = await updateGuide(a, g.id, { how: { title: 'Keep my schedule' }, category: categoryId, post_status: 'published' });
    expect(byHand.body).toMatchObject({ status: 'published', publish_at: null });
  });

  it('goes public at its time on its own, once across two replicas: guide, category list, counts, sitemap, search', async () => {
    const g = await draft('Scheduled zephyr guide', 'Nakaiskedyul na gabay zephyr');
    const siteUrl = a.config.siteUrl;
    const sitemapHas = async () =>
      [...(await sitemapFiles(a.http, siteUrl)).values()].some((xml) => locs(xml).some((l) => l.endsWith('/scheduled-zephyr-guide')));
    const searchFinds = async () => (await request(a.http).get('/api/public/search/?q=zephyr').expect(200)).body.length > 0;
    const categoryList = async () =>
      (await request(a.http).get(`/api/public/content/?status=published&category_id=${categoryId}`).expect(200)).body as
        { id: number }[] | { results: { id: number }[] };
    const inCategory = async () => {
      const body = await categoryList();
      return (Array.isArray(body) ? body : body.results).some((x) => x.id === g.id);
    };
    // Warm the caches, so the test also shows they are emptied at publication.
    expect(await sitemapHas()).toBe(false);
    expect(await searchFinds()).toBe(false);
    expect(await inCategory()).toBe(false);

    const at = new Date(Date.now() + 2_000);
    await request(a.http)
      .post(`/api/bilingual-content/${g.id}/schedule/`)
      .set('Authorization', auth)
      .send({ publish_at: at.toISOString(), version: g.version })
      .expect(200);
    await publicBySlug('scheduled-zephyr-guide').expect(404);

    // Both replicas race for it as hard as they can once it is due, besides their own pollers.
    while (Date.now() < at.getTime()) await sleep(50);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a.app).get(ScheduleService).publishDueNow()));
    expect(await eventually(async () => (await publicBySlug('scheduled-zephyr-guide')).status === 200)).toBe(true);
    const publishedBy = results.flat().filter((id) => id === g.id).length;
    expect(publishedBy).toBeLessThanOrEqual(1);
    // Scheduling bumped the version once, the publication once more: exactly one UPDATE matched.
    const [row] = await sql<{ status: string; version: number; publish_at: Date | null }>(
      a.databaseUrl,
      'select status, version, publish_at from guide where id = $1',
      [g.id],
    );
    expect(row).toEqual({ status: 'published', version: g.version + 2, publish_at: null });

    expect(await inCategory()).toBe(true);
    expect(await sitemapHas()).toBe(true);
    expect(await searchFinds()).toBe(true);
    const counts = await sql<{ published: number }>(a.databaseUrl, 'select published from category_guide_count where category_id = $1', [
      categoryId,
    ]);
    const real = await sql<{ n: number }>(
      a.databaseUrl,
      `select count(*)::int as n from guide where status = 'published' and category_id = $1`,
      [categoryId],
    );
    expect(counts[0].published).toBe(real[0].n);
    // Replica B serves it too (its caches were emptied through LISTEN/NOTIFY).
    await request(b.getHttpServer()).get('/api/public/content/by_slug/scheduled-zephyr-guide/').expect(200);
  });

  it('a guide due while no app was running is published at the next boot', async () => {
    const g = await draft('Due while away', 'Takdang oras habang wala');
    await sql(a.databaseUrl, `update guide set publish_at = now() - interval '1 hour' where id = $1`, [g.id]);
    const c = await createApp(a.config, a.databaseUrl);
    await c.init();
    try {
      expect(await eventually(async () => (await publicBySlug('due-while-away')).status === 200)).toBe(true);
    } finally {
      await c.close();
    }
  });
});
