import { Client } from 'pg';
import request from 'supertest';
import type { CategoryDto } from '../../client/src/api/types';
import { ContentChanged } from '../../src/common/content-changed';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

// Each suite boots the real app (argon2 hashing included) on a shared, sometimes busy machine.
jest.setTimeout(60_000);

describe('/api/categories', () => {
  let t: TestApp;
  let auth: string;
  let changes = 0;

  const create = (category_how: string, category_paano: string) =>
    request(t.http).post('/api/categories/').set('Authorization', auth).send({ category_how, category_paano });
  const ranks = (rankings: unknown) => request(t.http).post('/api/categories/update_ranks/').set('Authorization', auth).send({ rankings });
  const byName = (list: CategoryDto[]) => Object.fromEntries(list.map((c) => [c.category_how, c.rank]));

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    t.app.get(ContentChanged).subscribe(() => changes++);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await sql(t.databaseUrl, `delete from guide`);
    await sql(t.databaseUrl, `delete from category`);
  });

  describe('POST /api/categories/', () => {
    it('creates a category (names trimmed) → 201 with the category of SPEC §3, listed publicly', async () => {
      const before = changes;
      const res = await create('  Cooking ', ' Pagluluto  ');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        category_how: 'Cooking',
        category_paano: 'Pagluluto',
        rank: null,
        meta_description: '',
        meta_keywords: '',
        status: 'published',
      });
      expect(changes).toBe(before + 1);
      const list = await request(t.http).get('/api/categories/');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([res.body]);
    });

    it.each([
      [{ category_how: 'Cooking' }],
      [{ category_paano: 'Pagluluto' }],
      [{ category_how: '   ', category_paano: 'Pagluluto' }],
      [{}],
    ])('refuses %j → 400 "Both Category (How) and Category (Paano) are required"', async (body) => {
      const res = await request(t.http).post('/api/categories/').set('Authorization', auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Both Category (How) and Category (Paano) are required' });
      expect(await sql(t.databaseUrl, `select id from category`)).toHaveLength(0);
    });

    it('tells other replicas through NOTIFY howpaano_content_changed', async () => {
      const listener = new Client({ connectionString: t.databaseUrl });
      await listener.connect();
      try {
        await listener.query('listen howpaano_content_changed');
        const heard = new Promise<string>((resolve) => listener.once('notification', (n) => resolve(n.channel)));
        await create('Cooking', 'Pagluluto').expect(201);
        await expect(heard).resolves.toBe('howpaano_content_changed');
      } finally {
        await listener.end();
      }
    });

    it('refuses a name over 255 characters with a field error; 255 is fine', async () => {
      const res = await create('x'.repeat(256), 'Pagluluto');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ category_how: ['Ensure this field has no more than 255 characters.'] });
      await create('x'.repeat(255), 'y'.repeat(255)).expect(201);
      const number = await request(t.http)
        .post('/api/categories/')
        .set('Authorization', auth)
        .send({ category_how: 5, category_paano: 'Lima' });
      expect(number.status).toBe(400);
      expect(number.body).toEqual({ category_how: ['Not a valid string.'] });
    });

    it('stores markup and SQL-looking names verbatim (shown as text by the pages)', async () => {
      const name = `<script>alert(1)</script>'; drop table category; --`;
      const res = await create(name, 'Pagluluto');
      expect(res.status).toBe(201);
      const list = await request(t.http).get('/api/categories/');
      expect(list.body[0].category_how).toBe(name);
    });
  });

  describe('GET /api/categories/?status=published', () => {
    it('sorts by rank ascending, the unranked last (by name)', async () => {
      const ids: Record<string, number> = {};
      for (const [how, paano] of [
        ['Zebra care', 'Pag-aalaga ng zebra'],
        ['Tech', 'Teknolohiya'],
        ['Health', 'Kalusugan'],
        ['Apples', 'Mansanas'],
        ['Money', 'Pera'],
      ]) {
        ids[how] = (await create(how, paano)).body.id;
      }
      await ranks([
        { category_id: ids.Health, rank: 1 },
        { category_id: ids.Money, rank: 3 },
        { category_id: ids.Tech, rank: 2 },
      ]).expect(200);
      const res = await request(t.http).get('/api/categories/?status=published');
      expect(res.status).toBe(200);
      expect(res.body.map((c: CategoryDto) => [c.category_how, c.rank])).toEqual([
        ['Health', 1],
        ['Tech', 2],
        ['Money', 3],
        ['Apples', null],
        ['Zebra care', null],
      ]);
      // Without the filter: every category, in creation order.
      const all = await request(t.http).get('/api/categories/');
      expect(all.body.map((c: CategoryDto) => c.category_how)).toEqual(['Zebra care', 'Tech', 'Health', 'Apples', 'Money']);
    });
  });

  describe('POST /api/categories/update_ranks/', () => {
    let a: number, b: number, c: number;
    beforeEach(async () => {
      a = (await create('Alpha', 'Alpa')).body.id;
      b = (await create('Beta', 'Beta')).body.id;
      c = (await create('Gamma', 'Gama')).body.id;
    });

    it('sets ranks and answers 200 with the full category list', async () => {
      const before = changes;
      const res = await ranks([
        { category_id: a, rank: 1 },
        { category_id: b, rank: 5 },
      ]);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(byName(res.body)).toEqual({ Alpha: 1, Beta: 5, Gamma: null });
      expect(res.body[0]).toMatchObject({ id: a, category_how: 'Alpha', category_paano: 'Alpa', status: 'published' });
      expect(changes).toBe(before + 1);
    });

    it('swaps two ranks in one request', async () => {
      await ranks([
        { category_id: a, rank: 1 },
        { category_id: b, rank: 2 },
      ]).expect(200);
      const res = await ranks([
        { category_id: a, rank: 2 },
        { category_id: b, rank: 1 },
      ]);
      expect(res.status).toBe(200);
      expect(byName(res.body)).toEqual({ Alpha: 2, Beta: 1, Gamma: null });
    });

    it('swaps two ranks in one request of the whole list, as the dashboard sends it', async () => {
      await ranks([
        { category_id: a, rank: 1 },
        { category_id: b, rank: 2 },
        { category_id: c, rank: 3 },
      ]).expect(200);
      const res = await ranks([
        { category_id: a, rank: 3 },
        { category_id: b, rank: 2 },
        { category_id: c, rank: 1 },
      ]);
      expect(res.status).toBe(200);
      expect(byName(res.body)).toEqual({ Alpha: 3, Beta: 2, Gamma: 1 });
    });

    it('takes an assigned rank away from a category not named in the request', async () => {
      await ranks([{ category_id: a, rank: 1 }]).expect(200);
      const res = await ranks([{ category_id: c, rank: 1 }]);
      expect(res.status).toBe(200);
      expect(byName(res.body)).toEqual({ Alpha: null, Beta: null, Gamma: 1 });
    });

    it('clears a rank with null', async () => {
      await ranks([{ category_id: a, rank: 3 }]).expect(200);
      const res = await ranks([{ category_id: a, rank: null }]);
      expect(byName(res.body)).toEqual({ Alpha: null, Beta: null, Gamma: null });
    });

    it.each([0, 6, -1, 2.5, '3', true, {}])('refuses rank %j → 400 {rankings: ["Rank must be between 1 and 5."]}', async (rank) => {
      const res = await ranks([{ category_id: a, rank }]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ rankings: ['Rank must be between 1 and 5.'] });
    });

    it('refuses a rank given twice in one request, naming the categories, changing nothing', async () => {
      await ranks([{ category_id: c, rank: 4 }]).expect(200);
      const res = await ranks([
        { category_id: a, rank: 2 },
        { category_id: b, rank: 2 },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        rankings: ['Each rank can be given to one category only. Rank 2 was chosen for both Alpha / Alpa and Beta / Beta.'],
        rank_clash: { rank: 2, category_ids: [a, b], holder_id: null, holder: 'Alpha / Alpa' },
      });
      const list = await request(t.http).get('/api/categories/');
      expect(byName(list.body)).toEqual({ Alpha: null, Beta: null, Gamma: 4 });
    });

    it('names the category that holds a rank asked for by another one too', async () => {
      await ranks([
        { category_id: a, rank: 1 },
        { category_id: b, rank: 2 },
      ]).expect(200);
      // Beta asks for Alpha's rank 1 while Alpha keeps it: SPEC's client shows this first message.
      const res = await ranks([
        { category_id: b, rank: 1 },
        { category_id: a, rank: 1 },
        { category_id: c, rank: null },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.rankings).toEqual(['Each rank can be given to one category only. Rank 1 is already given to Alpha / Alpa.']);
      expect(res.body.rank_clash).toEqual({ rank: 1, category_ids: [b, a], holder_id: a, holder: 'Alpha / Alpa' });
      const list = await request(t.http).get('/api/categories/');
      expect(byName(list.body)).toEqual({ Alpha: 1, Beta: 2, Gamma: null });
    });

    it('refuses an unknown category id, changing nothing', async () => {
      const res = await ranks([
        { category_id: a, rank: 1 },
        { category_id: 999999, rank: 2 },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ rankings: ['Unknown category id 999999.'] });
      const list = await request(t.http).get('/api/categories/');
      expect(byName(list.body)).toEqual({ Alpha: null, Beta: null, Gamma: null });
    });

    it('refuses a body that is not a list of rankings', async () => {
      for (const body of [{}, { rankings: 'x' }, { rankings: { category_id: a, rank: 1 } }]) {
        const res = await request(t.http).post('/api/categories/update_ranks/').set('Authorization', auth).send(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ rankings: ['Send rankings as a list of {category_id, rank}.'] });
      }
      const res = await ranks([{ category_id: 'abc', rank: 1 }]);
      expect(res.body).toEqual({ rankings: ['Each ranking needs a numeric category_id.'] });
    });

    it('keeps ranks unique when many updates run at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          ranks([
            { category_id: [a, b, c][i % 3], rank: 1 },
            { category_id: [a, b, c][(i + 1) % 3], rank: 2 },
          ]),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const list: CategoryDto[] = (await request(t.http).get('/api/categories/')).body;
      expect(
        list
          .map((x) => x.rank)
          .filter((r) => r !== null)
          .sort(),
      ).toEqual([1, 2]);
    });
  });

  describe('DELETE /api/categories/{id}/', () => {
    it('deletes the category → 204; its guides stay, without a category', async () => {
      const id = (await create('Cooking', 'Pagluluto')).body.id;
      const [guide] = await sql<{ id: number }>(
        t.databaseUrl,
        `insert into guide (status, category_id) values ('published', $1) returning id`,
        [id],
      );
      const before = changes;
      const res = await request(t.http).delete(`/api/categories/${id}/`).set('Authorization', auth);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(changes).toBe(before + 1);
      const rows = await sql(t.databaseUrl, `select id, category_id from guide`);
      expect(rows).toEqual([{ id: guide.id, category_id: null }]);
      expect((await request(t.http).get('/api/categories/')).body).toEqual([]);
    });

    it.each(['999999', 'abc', '1.5'])('answers 404 {error: "Category not found"} for id %s', async (id) => {
      const res = await request(t.http).delete(`/api/categories/${id}/`).set('Authorization', auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Category not found' });
    });
  });

  describe('authentication', () => {
    it.each([
      ['post', '/api/categories/'],
      ['post', '/api/categories/update_ranks/'],
      ['delete', '/api/categories/1/'],
    ] as const)('%s %s without a token → 401, nothing changed', async (method, path) => {
      await create('Cooking', 'Pagluluto').expect(201);
      const res = await request(t.http)[method](path).send({ category_how: 'X', category_paano: 'Y', rankings: [] });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      const bad = await request(t.http)[method](path).set('Authorization', 'Bearer nope').send({});
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ detail: 'Given token not valid for any token type' });
      expect(await sql(t.databaseUrl, `select name_how from category`)).toEqual([{ name_how: 'Cooking' }]);
    });

    it('GET is public (no token needed)', async () => {
      await request(t.http).get('/api/categories/').expect(200);
      await request(t.http).get('/api/categories/?status=published').expect(200);
    });
  });
});
