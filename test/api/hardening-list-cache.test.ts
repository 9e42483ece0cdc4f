import request from 'supertest';
import { createApp } from '../../src/app';
import { ContentChanged } from '../../src/common/content-changed';
import { createGuide, guideFields, insertCategory, updateGuide } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * The published list (/api/public/content/) is kept in memory between changes (issue 6 item 9: it
 * was the most expensive read under load). It must never show stale content: every guide write,
 * category delete and ranking change on this replica or another one is visible in the next list.
 */

jest.setTimeout(60_000);

let a: TestApp;
let b: Awaited<ReturnType<typeof createApp>>;
let categoryId: number;

const titles = async (http: unknown, query = '') =>
  (
    (
      await request(http as Parameters<typeof request>[0])
        .get(`/api/public/content/?status=published${query}`)
        .expect(200)
    ).body as {
      title: string;
      category: { id: number } | null;
    }[]
  ).map((g) => g.title);

beforeAll(async () => {
  a = await createTestApp();
  b = await createApp(a.config, a.databaseUrl);
  await b.init();
  categoryId = await insertCategory(a, 'Cache Checks', 'Mga Cache');
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('the cached published list', () => {
  it('shows every write of this replica in the next list', async () => {
    expect(await titles(a.http)).toEqual([]);
    expect(await titles(a.http, `&category_id=${categoryId}`)).toEqual([]);
    const draft = await createGuide(a, guideFields(categoryId, 'Cached draft', 'Borador'));
    expect(draft.status).toBe(201);
    expect(await titles(a.http)).toEqual([]);
    const published = await updateGuide(a, draft.body.id, { category: categoryId, post_status: 'published' });
    expect(published.status).toBe(200);
    expect(await titles(a.http)).toEqual(['Cached draft']);
    expect(await titles(a.http, `&category_id=${categoryId}`)).toEqual(['Cached draft']);
    expect((await updateGuide(a, draft.body.id, { lang: 'how', how: { title: 'Cached renamed' }, category: categoryId })).status).toBe(200);
    expect(await titles(a.http)).toEqual(['Cached renamed']);
    expect(await titles(a.http, `&category_id=${categoryId}`)).toEqual(['Cached renamed']);
    // Deleting the category keeps the guide, without a category.
    await request(a.http)
      .delete(`/api/categories/${categoryId}/`)
      .set('Authorization', `Bearer ${await a.token()}`)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const after = (await request(a.http).get('/api/public/content/?status=published').expect(200)).body as { category: unknown }[];
    expect(after).toHaveLength(1);
    expect(after[0].category).toBeNull();
    expect(await titles(a.http, `&category_id=${categoryId}`)).toEqual([]);
    await request(a.http)
      .delete(`/api/bilingual-content/${draft.body.id}/`)
      .set('Authorization', `Bearer ${await a.token()}`)
      .expect(204);
    expect(await titles(a.http)).toEqual([]);
  });

  it('shows a write of another replica once its notification arrives', async () => {
    // B's LISTEN connection starts in the background at boot: wait until B hears A.
    let heard = 0;
    const stop = b.get(ContentChanged).subscribe(() => heard++);
    let category = 0;
    for (let i = 0; i < 50 && heard === 0; i++) {
      const res = await request(a.http)
        .post('/api/categories/')
        .set('Authorization', `Bearer ${await a.token()}`)
        .send({ category_how: `Replica Checks ${i}`, category_paano: `Mga Replika ${i}` })
        .expect(201);
      category = res.body.id;
      await new Promise((r) => setTimeout(r, 100));
    }
    stop();
    expect(heard).toBeGreaterThan(0);
    expect(await titles(b.getHttpServer())).toEqual([]);
    const created = await createGuide(a, guideFields(category, 'Written on A', 'Isinulat sa A', { post_status: 'published' }));
    expect(created.status).toBe(201);
    let seen: string[] = [];
    for (let i = 0; i < 50 && seen.length === 0; i++) {
      seen = await titles(b.getHttpServer());
      if (seen.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toEqual(['Written on A']);
  });
});
