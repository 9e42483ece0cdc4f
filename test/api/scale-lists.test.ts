import request from 'supertest';
import { rankTrending, type TrendingFacts } from '../../client/src/shared/trending';
import { HomeService } from '../../src/public/home.service';
import { insertGuides } from '../utils/catalogue';
import { insertCategory, updateGuide, translation } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

/**
 * The lists at a size larger than any page: the home page's rules (SPEC §9) decided on the server
 * from bounded queries must pick exactly what scoring every guide would, also when the right guides
 * are deep in the table; the list API pages with clear edges.
 */
jest.setTimeout(120_000);

let t: TestApp;
let first: number;
let second: number;
let plain: number;

/** SPEC §9 computed the slow way, over every published guide, as the reference. */
async function referenceHome(now: number) {
  const rows = await sql<{ id: number; updated_at: Date; category_id: number | null; rank: number | null; len: number }>(
    t.databaseUrl,
    `select g.id, g.updated_at, g.category_id, c.rank, char_length(tr.introduction) as len
       from guide g left join category c on c.id = g.category_id
       join guide_translation tr on tr.guide_id = g.id and tr.lang = 'how'
      where g.status = 'published'`,
  );
  const newest = [...rows].sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || b.id - a.id);
  const rankOne = newest.find((r) => r.rank === 1);
  const hero = rankOne ?? newest[0];
  const facts: TrendingFacts[] = rows
    .filter((r) => r.id !== hero?.id)
    .map((r) => ({ id: r.id, updatedAt: r.updated_at.getTime(), rank: r.rank, introLength: Number(r.len) }));
  return { hero: hero?.id ?? null, pool: rankTrending(facts, now).map((f) => f.id), latest: newest.slice(0, 6).map((r) => r.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  first = await insertCategory(t, 'First Topic', 'Unang Paksa', 1);
  second = await insertCategory(t, 'Second Topic', 'Ikalawang Paksa', 2);
  plain = await insertCategory(t, 'Unranked Topic', 'Walang Ranggo');
  // 330 guides: intro lengths spread with ties, updates spread over a year; drafts and archived among them.
  await insertGuides(
    t,
    Array.from({ length: 330 }, (_, i) => ({
      category: [first, second, plain, null][i % 4]!,
      status: i % 11 === 0 ? ('draft' as const) : i % 17 === 0 ? ('archived' as const) : ('published' as const),
      hoursAgo: 24 * 30 + ((i * 7919) % 8000),
      introLength: 50 + ((i * 104729) % 400),
    })),
  );
});

afterAll(() => t?.close());

describe('the home page decided on the server', () => {
  it('picks the hero, the trending pool and Latest exactly as scoring every guide would', async () => {
    const now = Date.now();
    const home = await t.app.get(HomeService).home(now);
    const expected = await referenceHome(now);
    expect(home.featured?.id).toBe(expected.hero);
    expect(home.trending.map((g) => g.id)).toEqual(expected.pool);
    expect(home.latest.map((g) => g.id)).toEqual(expected.latest);
  });

  it('finds deep guides: an old guide with the longest introduction, a draft never, the newest rank-1 guide as hero', async () => {
    const [long, draftLong, oldFirst] = await insertGuides(t, [
      { category: plain, hoursAgo: 24 * 900, introLength: 3000 },
      { category: second, hoursAgo: 1, introLength: 5000, status: 'draft' },
      { category: first, hoursAgo: 24 * 10, introLength: 10 },
    ]);
    const now = Date.now();
    const home = await t.app.get(HomeService).home(now);
    const expected = await referenceHome(now);
    expect(home.trending.map((g) => g.id)).toEqual(expected.pool);
    expect(home.trending.map((g) => g.id)).toContain(long);
    expect(home.trending.map((g) => g.id)).not.toContain(draftLong);
    // Every other rank-1 guide was updated at least 30 days ago.
    expect(home.featured?.id).toBe(oldFirst);
  });

  it('stays exact when introductions give no ordering at all (every length equal)', async () => {
    await sql(t.databaseUrl, `update guide_translation set introduction = repeat('y', 120) where lang = 'how'`);
    const now = Date.now();
    const home = await t.app.get(HomeService).home(now);
    expect(home.trending.map((g) => g.id)).toEqual((await referenceHome(now)).pool);
  });

  it('answers GET /api/public/home/ with only the guides it shows, and counts per category', async () => {
    const res = await request(t.http).get('/api/public/home/').expect(200);
    expect(res.body.trending).toHaveLength(10);
    expect(res.body.latest).toHaveLength(6);
    expect(res.body.topics.map((topic: { category_id: number }) => topic.category_id)).toEqual([first, second]);
    for (const topic of res.body.topics) expect(topic.guides).toHaveLength(6);
    const [{ n }] = await sql<{ n: string }>(
      t.databaseUrl,
      `select count(*) as n from guide where status = 'published' and category_id = $1`,
      [first],
    );
    expect(res.body.counts[String(first)]).toBe(Number(n));
    // Cards carry what they show: titles and slugs in both languages, a short preview on the Latest cards, nothing else.
    for (const g of [...res.body.latest, ...res.body.trending, res.body.featured]) {
      expect(g).not.toHaveProperty('sections');
      expect(g).not.toHaveProperty('introduction');
      expect(g.paano_content).toEqual({ title: expect.any(String), slug: expect.any(String) });
    }
    for (const g of res.body.latest) expect(g.header_description.length).toBeGreaterThan(0);
    for (const g of res.body.trending) expect(g).not.toHaveProperty('header_description');
    expect(JSON.stringify(res.body).length).toBeLessThan(20_000);
  });

  it('keeps the counts true through publish, unpublish, a move and a category delete', async () => {
    const count = async (id: number) => (await request(t.http).get('/api/public/home/').expect(200)).body.counts[String(id)] ?? 0;
    const before = { first: await count(first), second: await count(second) };
    const [moving] = await insertGuides(t, [{ category: first, hoursAgo: 2, status: 'draft' }]);
    expect(await count(first)).toBe(before.first);
    const token = await t.token();
    const bilingual = (
      await request(t.http).get(`/api/bilingual-content/${moving}/retrieve_bilingual/`).set('Authorization', `Bearer ${token}`)
    ).body;
    const publish = await updateGuide(t, moving!, {
      lang: 'how',
      how: translation('Moving guide'),
      category: first,
      post_status: 'published',
      version: bilingual.version,
    });
    expect(publish.status).toBe(200);
    expect(await count(first)).toBe(before.first + 1);
    const move = await updateGuide(t, moving!, {
      lang: 'how',
      how: translation('Moving guide'),
      category: second,
      post_status: 'published',
      version: publish.body.version,
    });
    expect(move.status).toBe(200);
    expect(await count(first)).toBe(before.first);
    expect(await count(second)).toBe(before.second + 1);
    await request(t.http).delete(`/api/categories/${second}/`).set('Authorization', `Bearer ${token}`).expect(204);
    expect(await count(second)).toBe(0);
    const [{ n }] = await sql<{ n: string }>(t.databaseUrl, `select count(*) as n from guide where status = 'published'`);
    const [{ total }] = await sql<{ total: string }>(t.databaseUrl, `select sum(published) as total from category_guide_count`);
    expect(Number(total)).toBe(Number(n));
  });
});

describe('GET /api/public/content/ pages', () => {
  it("answers SPEC's array without page parameters, at most 100 of the newest, with the total and the next page", async () => {
    const res = await request(t.http).get('/api/public/content/?status=published').expect(200);
    const [{ n }] = await sql<{ n: string }>(t.databaseUrl, `select count(*) as n from guide where status = 'published'`);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe(String(n));
    expect(res.headers.link).toBe('</api/public/content/?status=published&page_size=100&page=2>; rel="next"');
    const times = res.body.map((g: { updated_at: string }) => Date.parse(g.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with page and page_size, newest first, the pages joining without a gap or a repeat', async () => {
    const all = (await request(t.http).get(`/api/public/content/?status=published&category_id=${first}&page_size=100`).expect(200)).body;
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const res = await request(t.http)
        .get(`/api/public/content/?status=published&category_id=${first}&page=${page}&page_size=7`)
        .expect(200);
      expect(res.body.count).toBe(all.count);
      seen.push(...res.body.results.map((g: { id: number }) => g.id));
      if (!res.body.next) break;
      expect(res.body.next).toBe(`/api/public/content/?status=published&category_id=${first}&page=${page + 1}&page_size=7`);
    }
    expect(seen).toEqual(all.results.map((g: { id: number }) => g.id));
  });

  it('gives the older half of a long list (read from the oldest end) in the same order as SQL, the last short page included', async () => {
    const rows = await sql<{ id: number }>(
      t.databaseUrl,
      `select id from guide where status = 'published' order by updated_at desc, id desc`,
    );
    const size = 13;
    const pages = Math.ceil(rows.length / size);
    expect(rows.length % size).not.toBe(0);
    for (const page of [Math.ceil(pages / 2), Math.ceil(pages / 2) + 1, pages - 1, pages]) {
      const res = await request(t.http).get(`/api/public/content/?status=published&page=${page}&page_size=${size}`).expect(200);
      expect(res.body.results.map((g: { id: number }) => g.id)).toEqual(rows.slice((page - 1) * size, page * size).map((r) => r.id));
    }
  });

  it('answers the last page, an empty page past the end, a clamped size and a clear 400', async () => {
    const total = (await request(t.http).get('/api/public/content/?status=published&page=1&page_size=1').expect(200)).body.count as number;
    const last = Math.ceil(total / 50);
    const lastPage = (await request(t.http).get(`/api/public/content/?status=published&page=${last}&page_size=50`).expect(200)).body;
    expect(lastPage.results).toHaveLength(total - (last - 1) * 50);
    expect(lastPage.next).toBeNull();
    const beyond = (
      await request(t.http)
        .get(`/api/public/content/?status=published&page=${last + 5}&page_size=50`)
        .expect(200)
    ).body;
    expect(beyond).toMatchObject({ count: total, next: null, results: [] });
    const huge = (await request(t.http).get('/api/public/content/?status=published&page_size=100000').expect(200)).body;
    expect(huge.results).toHaveLength(100);
    for (const bad of ['0', '-1', 'two', '1.5']) {
      const res = await request(t.http).get(`/api/public/content/?status=published&page=${bad}`).expect(400);
      expect(res.body).toEqual({ page: ['page must be a whole number of at least 1.'] });
    }
    const empty = (await request(t.http).get(`/api/public/content/?category_id=999999&page=1`).expect(200)).body;
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('recommendations and suggestions from a large category', () => {
  it('are published guides of the category, never the excluded one, and not always the same six', async () => {
    const published = new Set(
      (await sql<{ id: number }>(t.databaseUrl, `select id from guide where status = 'published' and category_id = $1`, [plain])).map(
        (r) => r.id,
      ),
    );
    const exclude = [...published][0]!;
    const picks = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await request(t.http)
        .get(`/api/public/content/recommended/?category_id=${plain}&language=how&exclude=${exclude}`)
        .expect(200);
      expect(res.body).toHaveLength(6);
      for (const item of res.body) {
        expect(published.has(item.id)).toBe(true);
        expect(item.id).not.toBe(exclude);
      }
      picks.add(
        res.body
          .map((item: { id: number }) => item.id)
          .sort()
          .join(','),
      );
    }
    expect(picks.size).toBeGreaterThan(1);
    const suggested = await request(t.http)
      .get(`/api/public/content/suggested/?exclude_category=${plain}&language=paano&limit=5`)
      .expect(200);
    expect(suggested.body).toHaveLength(5);
    for (const item of suggested.body) expect(item.category?.id).not.toBe(plain);
  });
});
