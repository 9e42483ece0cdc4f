import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { Client } from 'pg';
import { ormConfig, WARM_CONNECTION_SQL } from '../../src/database/mikro-orm.config';
import { createTestDatabase, sql } from '../utils/test-db';
import { createGuide, guideFields, insertCategory, updateGuide } from '../utils/guides';

// Jest 30 ignores testTimeout inside a project entry of jest.config.js, so each suite sets its own.
jest.setTimeout(60_000);

interface Item {
  id: number;
  title: string;
  post_status: string;
  updated_at: string;
  category: { id: number } | null;
  paano_content: { title: string } | null;
  sections?: unknown[];
  sources: { id: number; source_link: string }[];
  sources_count: number;
}

/**
 * The admin table's list (issue 9 item 4): search by title in either language, category and status
 * filters, pages, and the capped unpaginated answer, on a catalogue larger than one page.
 */
describe('admin list (/api/bilingual-content/) with filters and pages', () => {
  let t: TestApp;
  let auth: string;
  let money: number;
  let tech: number;
  /** Every guide id, newest update first (what the table shows without filters). */
  let newestFirst: number[];
  const BULK = 120;

  const get = (path: string) => request(t.http).get(path).set('Authorization', auth);
  const ids = (items: Item[]) => items.map((i) => i.id);
  const expected = async (where: string, params: unknown[] = []) =>
    (await sql<{ id: number }>(t.databaseUrl, `select g.id from guide g ${where} order by g.updated_at desc, g.id desc`, params)).map(
      (r) => r.id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    money = await insertCategory(t, 'Financial Tips', 'Mga Tip sa Pananalapi');
    tech = await insertCategory(t, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
    // A catalogue larger than the largest page: statuses and categories take turns, each guide one minute older.
    await sql(
      t.databaseUrl,
      `insert into guide (id, status, category_id, created_at, updated_at, published_at)
       select n, (array['published', 'draft', 'archived'])[1 + n % 3], case when n % 2 = 0 then $1::int else $2::int end,
              now() - interval '1 day' - n * interval '1 minute', now() - interval '1 day' - n * interval '1 minute', null
         from generate_series(1, ${BULK}) n`,
      [money, tech],
    );
    await sql(t.databaseUrl, `select setval(pg_get_serial_sequence('guide', 'id'), ${BULK})`);
    await sql(
      t.databaseUrl,
      `insert into guide_translation (guide_id, lang, title, slug)
       select n, 'how', 'Bulk guide ' || n, 'bulk-guide-' || n from generate_series(1, ${BULK}) n
       union all
       select n, 'paano', 'Maramihang gabay ' || n, 'maramihang-gabay-' || n from generate_series(1, ${BULK}) n`,
    );
    // Named guides, created through the API (so newer than the bulk ones).
    for (const [category, how, paano, status] of [
      [money, 'How to save money every month', 'Paano mag-IPON kada buwan', 'published'],
      [money, 'How to budget your salary', 'Paano mag-budget ng sweldo', 'draft'],
      [tech, "Niño's first laptop", 'Ang unang laptop ni Niño', 'draft'],
      [tech, 'Get 100% of your phone_battery back', 'Ibalik ang baterya ng phone', 'published'],
    ] as const) {
      const res = await createGuide(t, guideFields(category, how, paano, { post_status: status }));
      expect(res.status).toBe(201);
    }
    newestFirst = await expected('');
  });
  afterAll(() => t.close());

  describe('unpaginated (SPEC plain array)', () => {
    it('answers the first 100 newest-first, the total in X-Total-Count and a Link to the next page', async () => {
      const res = await get('/api/bilingual-content/');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(ids(res.body)).toEqual(newestFirst.slice(0, 100));
      expect(res.headers['x-total-count']).toBe(String(BULK + 4));
      expect(res.headers.link).toBe('</api/bilingual-content/?page_size=100&page=2>; rel="next"');
    });

    it('keeps the filters in the Link and sends no Link when everything fits', async () => {
      const res = await get(`/api/bilingual-content/?category=${money}`);
      const all = await expected('where g.category_id = $1', [money]);
      expect(ids(res.body)).toEqual(all);
      expect(res.headers['x-total-count']).toBe(String(all.length));
      expect(res.headers.link).toBeUndefined();

      const many = await get('/api/bilingual-content/?search=gabay');
      expect(many.body).toHaveLength(100);
      expect(many.headers['x-total-count']).toBe(String(BULK));
      expect(many.headers.link).toBe('</api/bilingual-content/?search=gabay&page_size=100&page=2>; rel="next"');
    });

    it("list items carry the guide's real sources in order and leave the sections key out (never an empty list that is not empty)", async () => {
      const res = await get('/api/bilingual-content/?search=save%20money');
      expect(res.body).toHaveLength(1);
      const [item] = res.body as Item[];
      const stored = await sql<{ id: number; link: string }>(
        t.databaseUrl,
        'select id, link from source where guide_id = $1 order by position, id',
        [item.id],
      );
      expect(stored).toHaveLength(2);
      expect(item).toMatchObject({
        title: 'How to save money every month',
        post_status: 'published',
        category: { id: money, category_how: 'Financial Tips' },
        paano_content: { title: 'Paano mag-IPON kada buwan' },
        sources: stored.map((s) => ({ id: s.id, source_link: s.link })),
        sources_count: 2,
      });
      // The guide has sections, so the list says nothing about them rather than "none".
      expect(
        Number((await sql<{ n: number }>(t.databaseUrl, 'select count(*)::int as n from section where guide_id = $1', [item.id]))[0].n),
      ).toBeGreaterThan(0);
      expect(item).not.toHaveProperty('sections');
      // The same in the paged envelope.
      const paged = (await get('/api/bilingual-content/?search=save%20money&page=1')).body.results as Item[];
      expect(paged[0].sources.map((s) => s.source_link)).toEqual(stored.map((s) => s.link));
      expect(paged[0]).not.toHaveProperty('sections');
      expect(item).toMatchObject({ conclusion: '', meta_keywords: '', meta_description: '' });
      await sql(t.databaseUrl, `update guide_translation set introduction = repeat('Mahabang panimula. ', 200) where guide_id = 17`);
      const bulk = (await get('/api/bilingual-content/?search=bulk%20guide%2017')).body as (Item & {
        paano_content: { introduction: string };
      })[];
      expect(bulk.map((i) => i.title)).toEqual(['Bulk guide 17']);
      expect(bulk[0].sources_count).toBe(0);
      expect(bulk[0].sources).toEqual([]);
      // Long texts are cut to a preview, as in every list of the site.
      expect(bulk[0].paano_content.introduction).toHaveLength(600);
    });
  });

  describe('pages (DRF envelope)', () => {
    it('page 1 and page 2 follow each other without overlap, newest update first', async () => {
      const one = await get('/api/bilingual-content/?page=1&page_size=25');
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        count: BULK + 4,
        previous: null,
        next: '/api/bilingual-content/?page=2&page_size=25',
      });
      const two = await get(one.body.next);
      expect(two.body.previous).toBe('/api/bilingual-content/?page_size=25');
      expect([...ids(one.body.results), ...ids(two.body.results)]).toEqual(newestFirst.slice(0, 50));
    });

    it('the last page is partial and has no next; a page beyond the end is empty with the count kept', async () => {
      const last = await get('/api/bilingual-content/?page=5&page_size=25');
      expect(last.body.results).toHaveLength(BULK + 4 - 100);
      expect(ids(last.body.results)).toEqual(newestFirst.slice(100));
      expect(last.body.next).toBeNull();
      expect(last.body.previous).toBe('/api/bilingual-content/?page=4&page_size=25');

      const beyond = await get('/api/bilingual-content/?page=9&page_size=25');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual({ count: BULK + 4, next: null, previous: '/api/bilingual-content/?page=5&page_size=25', results: [] });
    });

    it('a filter that matches nothing is an empty page', async () => {
      const res = await get('/api/bilingual-content/?page=1&search=no%20such%20title%20anywhere');
      expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('a page size above the maximum is clamped to 100', async () => {
      const res = await get('/api/bilingual-content/?page_size=1000');
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(100);
      expect(res.body.next).toBe('/api/bilingual-content/?page_size=1000&page=2');
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=-5', 'page_size'],
      ['category=abc', 'category'],
      ['status=deleted', 'status'],
    ])('?%s answers 400 naming %s', async (query, field) => {
      const res = await get(`/api/bilingual-content/?${query}`);
      expect(res.status).toBe(400);
      expect(res.body[field]).toEqual([expect.any(String)]);
    });
  });

  describe('filters', () => {
    it('status and category combine, each alone and together', async () => {
      const drafts = await get('/api/bilingual-content/?page=1&page_size=100&status=draft');
      expect(ids(drafts.body.results)).toEqual(await expected(`where g.status = 'draft'`));
      expect(drafts.body.count).toBe((await expected(`where g.status = 'draft'`)).length);
      // Published guides are counted from the per-category counts, the others from the guides: both add up.
      for (const [query, where, params] of [
        [`status=published&category=${tech}`, `where g.status = 'published' and g.category_id = $1`, [tech]],
        [`category=${tech}`, `where g.category_id = $1`, [tech]],
        ['status=published', `where g.status = 'published'`, []],
      ] as const) {
        const want = await expected(where, [...params]);
        expect([query, (await get(`/api/bilingual-content/?page=1&page_size=100&${query}`)).body.count]).toEqual([query, want.length]);
      }

      const both = await get(`/api/bilingual-content/?page=1&page_size=100&status=archived&category=${tech}`);
      const want = await expected(`where g.status = 'archived' and g.category_id = $1`, [tech]);
      expect(want.length).toBeGreaterThan(5);
      expect(both.body.count).toBe(want.length);
      expect(ids(both.body.results)).toEqual(want);
      for (const item of both.body.results as Item[]) {
        expect(item.post_status).toBe('archived');
        expect(item.category?.id).toBe(tech);
      }
      // "all" (the table's default) is no filter.
      expect((await get('/api/bilingual-content/?page=1&status=all')).body.count).toBe(BULK + 4);
    });

    it('search finds a title in either language, ignoring case and accents', async () => {
      const titles = async (q: string) =>
        ((await get(`/api/bilingual-content/?page=1&search=${encodeURIComponent(q)}`)).body.results as Item[]).map((i) => i.title);
      expect(await titles('SAVE MONEY')).toEqual(['How to save money every month']);
      expect(await titles('mag-ipon')).toEqual(['How to save money every month']);
      expect(await titles('nino')).toEqual(["Niño's first laptop"]);
      expect(await titles('NIÑO')).toEqual(["Niño's first laptop"]);
      expect(await titles('sweldo')).toEqual(['How to budget your salary']);
    });

    it("search takes % and _ literally (they are LIKE's wildcards)", async () => {
      const res = await get('/api/bilingual-content/?page=1&search=100%25');
      expect((res.body.results as Item[]).map((i) => i.title)).toEqual(['Get 100% of your phone_battery back']);
      const underscore = await get('/api/bilingual-content/?page=1&search=e_b');
      expect((underscore.body.results as Item[]).map((i) => i.title)).toEqual(['Get 100% of your phone_battery back']);
      expect((await get('/api/bilingual-content/?page=1&search=%25')).body.count).toBe(1);
    });

    it('slug finds the guide by its exact slug in either language, whatever its status', async () => {
      const how = await get('/api/bilingual-content/?slug=how-to-budget-your-salary');
      expect((how.body as Item[]).map((i) => i.title)).toEqual(['How to budget your salary']);
      const paano = await get('/api/bilingual-content/?slug=paano-mag-budget-ng-sweldo');
      expect((paano.body as Item[]).map((i) => i.title)).toEqual(['How to budget your salary']);
      expect((await get('/api/bilingual-content/?slug=how-to-budget')).body).toEqual([]);
    });

    it('search, category and status combine', async () => {
      const res = await get(`/api/bilingual-content/?page=1&page_size=2&search=gabay%201&category=${money}&status=published`);
      const want = await expected(
        `where g.category_id = $1 and g.status = 'published'
           and exists (select 1 from guide_translation t where t.guide_id = g.id and t.title ilike '%gabay 1%')`,
        [money],
      );
      expect(want.length).toBeGreaterThan(3);
      expect(res.body.count).toBe(want.length);
      expect(ids(res.body.results)).toEqual(want.slice(0, 2));
      expect(res.body.next).toBe(`/api/bilingual-content/?page=2&page_size=2&search=gabay+1&category=${money}&status=published`);

      const none = await get(`/api/bilingual-content/?page=1&search=laptop&category=${money}`);
      expect(none.body.count).toBe(0);
    });

    it('search follows a renamed title and forgets a deleted guide', async () => {
      const [found] = (await get('/api/bilingual-content/?search=budget%20your%20salary')).body as Item[];
      const before = (await get(`/api/bilingual-content/${found.id}/retrieve_bilingual/`)).body;
      const saved = await updateGuide(t, found.id, {
        lang: 'paano',
        paano: { ...before.paano, title: 'Paano hatiin ang kinsenas' },
        category: money,
        version: before.version,
      });
      expect(saved.status).toBe(200);
      expect(ids((await get('/api/bilingual-content/?search=kinsenas')).body)).toEqual([found.id]);
      expect((await get('/api/bilingual-content/?search=sweldo')).body).toEqual([]);
      // The English title still finds it.
      expect(ids((await get('/api/bilingual-content/?search=budget%20your')).body)).toEqual([found.id]);

      expect((await request(t.http).delete(`/api/bilingual-content/${found.id}/`).set('Authorization', auth)).status).toBe(204);
      expect((await get('/api/bilingual-content/?search=kinsenas')).body).toEqual([]);
      newestFirst = newestFirst.filter((id) => id !== found.id);
    });

    it('a saved guide moves to the top of the table', async () => {
      const oldest = newestFirst[newestFirst.length - 1];
      await sql(t.databaseUrl, 'update guide set updated_at = now() where id = $1', [oldest]);
      const res = await get('/api/bilingual-content/?page=1&page_size=1');
      expect(ids(res.body.results)).toEqual([oldest]);
    });
  });
});

/**
 * A new database connection loads pg_trgm, the unaccent rules and the planner's caches before the pool
 * hands it out, so the first title search on it costs what the next ones do. The warm-up ignores
 * errors (a database before its migrations), so each statement is checked here on a migrated one:
 * a renamed function or column would otherwise make the warm-up a silent no-op.
 */
describe('new database connections are warmed before use', () => {
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
  });

  it.each(WARM_CONNECTION_SQL)('runs on a migrated database: %s', async (statement) => {
    await expect(sql(databaseUrl, statement)).resolves.toBeDefined();
  });

  it("is the pool's afterCreate hook, and hands back a working connection even before migrations", async () => {
    const afterCreate = (
      ormConfig(databaseUrl).driverOptions as { pool: { afterCreate: (c: Client, done: (e: Error | null, c: Client) => void) => void } }
    ).pool.afterCreate;
    const adminUrl = process.env.HP_TEST_ADMIN_URL!; // the cluster's maintenance database: no guide table
    for (const url of [databaseUrl, adminUrl]) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const handed = await new Promise((resolve, reject) =>
          afterCreate(client, (error: Error | null, c: unknown) => (error ? reject(error) : resolve(c))),
        );
        expect(handed).toBe(client);
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await client.end();
      }
    }
  });
});
