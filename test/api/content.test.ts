import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { countRows, createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';

const STALE = 'This guide was changed by another save since you opened it. Reload to see the newest version.';

// Jest 30 ignores testTimeout inside a project entry of jest.config.js, so each suite sets its own.
jest.setTimeout(60_000);

describe('admin guide calls (/api/bilingual-content/)', () => {
  let t: TestApp;
  let categoryId: number;
  let otherCategoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t, 'Financial Tips', 'Mga Tip sa Pananalapi');
    otherCategoryId = await insertCategory(t, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  describe('without a token', () => {
    it.each([
      ['get', '/api/bilingual-content/'],
      ['post', '/api/bilingual-content/'],
      ['get', '/api/bilingual-content/1/retrieve_bilingual/'],
      ['put', '/api/bilingual-content/1/'],
      ['delete', '/api/bilingual-content/1/'],
    ] as const)('%s %s answers 401', async (method, path) => {
      const res = await request(t.http)[method](path);
      expect(res.status).toBe(401);
      expect(res.body.detail).toEqual(expect.any(String));
    });

    it('refuses a forged token too', async () => {
      const res = await request(t.http).get('/api/bilingual-content/').set('Authorization', 'Bearer not.a.token');
      expect(res.status).toBe(401);
    });
  });

  describe('create', () => {
    it('stores a draft with both languages, sections in order, sources without blanks', async () => {
      const res = await createGuide(t, guideFields(categoryId, 'How to start investing', 'Paano magsimulang mag-invest'));
      expect(res.status).toBe(201);
      const g = res.body;
      expect(g).toMatchObject({
        status: 'draft',
        how: {
          title: 'How to start investing',
          slug: 'how-to-start-investing',
          introduction: 'An introduction to How to start investing.',
        },
        paano: { title: 'Paano magsimulang mag-invest', slug: 'paano-magsimulang-mag-invest' },
        category: { id: categoryId, category_how: 'Financial Tips', category_paano: 'Mga Tip sa Pananalapi' },
        header_image: null,
        version: 1,
      });
      expect(g.sections.map((s: { section_how: string }) => s.section_how)).toEqual(['Step 1', 'Step 2']);
      expect(g.sections[0]).toMatchObject({
        section_how_bullets: ['Do thing 1', '  sub-point 1'],
        section_paano_bullets: ['Gawin ang 1'],
        section_img: null,
        image: null,
      });
      expect(g.sources.map((s: { source_link: string }) => s.source_link)).toEqual(['https://example.com/a', 'www.example.org/b']);
      const [row] = await sql(t.databaseUrl, 'select status, published_at from guide where id = $1', [g.id]);
      expect(row).toEqual({ status: 'draft', published_at: null });
    });

    it('sets published_at when created published', async () => {
      const res = await createGuide(t, guideFields(categoryId, 'Published at once', 'Nailathala agad', { post_status: 'published' }));
      expect(res.status).toBe(201);
      const [row] = await sql<{ published_at: Date | null }>(t.databaseUrl, 'select published_at from guide where id = $1', [res.body.id]);
      expect(row.published_at).toBeInstanceOf(Date);
    });

    it('makes slugs unique per language and normalises given ones', async () => {
      const first = await createGuide(t, guideFields(categoryId, 'Budgeting 101', 'Pagbabadyet 101'));
      const second = await createGuide(t, guideFields(categoryId, 'Budgeting 101', 'Pagbabadyet 101'));
      const third = await createGuide(
        t,
        guideFields(categoryId, 'Something else', 'Iba pa', {
          how: translation('Something else', { slug: 'Budgeting 101!' }),
          paano: translation('Iba pa', { slug: '  Ang Ñiño  Slug ' }),
        }),
      );
      expect(first.body.how.slug).toBe('budgeting-101');
      expect(second.body.how.slug).toBe('budgeting-101-2');
      expect(second.body.paano.slug).toBe('pagbabadyet-101-2');
      expect(third.body.how.slug).toBe('budgeting-101-3');
      expect(third.body.paano.slug).toBe('ang-nino-slug');
    });

    it('caps slugs made from long titles at 60 characters', async () => {
      const long = 'A very long title that goes on and on about saving money every single day of the year';
      const res = await createGuide(t, guideFields(categoryId, long, `${long} tagalog`));
      expect(res.status).toBe(201);
      expect(res.body.how.slug.length).toBeLessThanOrEqual(60);
      expect(res.body.how.slug).toMatch(/^a-very-long-title/);
      const again = await createGuide(t, guideFields(categoryId, long, `${long} ulit`));
      expect(again.body.how.slug.length).toBeLessThanOrEqual(60);
      expect(again.body.how.slug).toMatch(/-2$/);
    });

    it('stores text verbatim: SQL-looking strings, markup, a 100000-character section', async () => {
      const sqlish = "Robert'); DROP TABLE guide;-- <script>window.x=1</script>";
      const big = 'x'.repeat(99_990) + ' <b>end';
      const res = await createGuide(
        t,
        guideFields(categoryId, sqlish, 'Pamagat " OR 1=1 --', {
          sections: [section(1, { section_how: big, section_how_bullets: [big] })],
          sources: ['https://example.com/?q=<script>'],
        }),
      );
      expect(res.status).toBe(201);
      const got = await request(t.http).get(`/api/bilingual-content/${res.body.id}/retrieve_bilingual/`).set('Authorization', auth);
      expect(got.body.how.title).toBe(sqlish);
      expect(got.body.paano.title).toBe('Pamagat " OR 1=1 --');
      expect(got.body.sections[0].section_how).toBe(big);
      expect(got.body.sections[0].section_how_bullets[0]).toHaveLength(big.length);
      expect(got.body.sources[0].source_link).toBe('https://example.com/?q=<script>');
      const tables = await sql(t.databaseUrl, `select 1 from information_schema.tables where table_name = 'guide'`);
      expect(tables).toHaveLength(1);
    });

    describe('refusals (nothing stored)', () => {
      let before: Record<string, number>;
      beforeEach(async () => {
        before = await countRows(t);
      });
      afterEach(async () => {
        expect(await countRows(t)).toEqual(before);
      });

      it('needs both titles', async () => {
        for (const fields of [
          guideFields(categoryId, 'Only English', ''),
          guideFields(categoryId, '   ', 'Tagalog lang'),
          { ...guideFields(categoryId, 'No paano', 'x'), paano: undefined },
        ]) {
          const res = await createGuide(t, fields);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ detail: 'Both English and Tagalog titles are required' });
        }
      });

      it('needs a category', async () => {
        for (const category of [undefined, '', 'null']) {
          const res = await createGuide(t, guideFields(categoryId, 'No category', 'Walang kategorya', { category }));
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ detail: 'Category is required' });
        }
      });

      it('refuses an unknown category', async () => {
        for (const category of [999999, 'abc']) {
          const res = await createGuide(t, guideFields(categoryId, 'Unknown category', 'Di kilala', { category }));
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ category: ['Unknown category.'] });
        }
      });

      it('refuses an unknown status', async () => {
        const res = await createGuide(t, guideFields(categoryId, 'Bad status', 'Maling status', { post_status: 'deleted' }));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ post_status: [expect.any(String)] });
      });

      it('refuses a title over 255 characters with a field message', async () => {
        const res = await createGuide(t, guideFields(categoryId, 'T'.repeat(256), 'Maikli'));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ title: ['Title must be at most 255 characters.'] });
      });

      it('refuses malformed JSON in a multipart field', async () => {
        for (const field of ['how', 'paano', 'sections', 'sources']) {
          const res = await createGuide(t, { ...guideFields(categoryId, 'Bad JSON', 'Maling JSON'), [field]: '{"title": ' });
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ [field]: [`${field} must be valid JSON.`] });
        }
      });

      it('refuses source links with a scheme other than http/https', async () => {
        for (const link of [
          'javascript:alert(1)',
          'JaVaScRiPt:alert(1)',
          'java\tscript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
        ]) {
          const res = await createGuide(
            t,
            guideFields(categoryId, 'Bad source', 'Masamang source', { sources: ['https://ok.example', link] }),
          );
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ sources: [expect.any(String)] });
        }
      });
    });
  });

  describe('read, update, delete', () => {
    let id: number;
    beforeAll(async () => {
      const res = await createGuide(
        t,
        guideFields(categoryId, 'How to save money', 'Paano mag-ipon', { sections: [section(1), section(2), section(3)] }),
      );
      id = res.body.id;
    });

    it('lists every status, newest update first, in the GuideDto shape with its sources and without sections', async () => {
      await createGuide(t, guideFields(categoryId, 'Archived one', 'Naka-archive', { post_status: 'archived' }));
      const res = await request(t.http).get('/api/bilingual-content/').set('Authorization', auth);
      expect(res.status).toBe(200);
      const statuses = new Set(res.body.map((g: { post_status: string }) => g.post_status));
      expect(statuses).toEqual(new Set(['draft', 'published', 'archived']));
      const times = res.body.map((g: { updated_at: string }) => Date.parse(g.updated_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const item = res.body.find((g: { id: number }) => g.id === id);
      expect(item).toMatchObject({
        id,
        post_id: id,
        post_status: 'draft',
        title: 'How to save money',
        slug: 'how-to-save-money',
        header_description: 'About How to save money',
        introduction: expect.any(String),
        // Lists carry what a row or card shows (issue 9): no conclusion or meta fields.
        conclusion: '',
        meta_keywords: '',
        meta_description: '',
        header_image: null,
        category: { id: categoryId, category_how: 'Financial Tips', category_paano: 'Mga Tip sa Pananalapi' },
        paano_content: { title: 'Paano mag-ipon', slug: 'paano-mag-ipon' },
        version: 1,
      });
      // A list carries the guide's real sources and no sections key (issue 29: never an empty list
      // that is not empty); the table's badge reads sources_count.
      expect(item).not.toHaveProperty('sections');
      expect(item.sources.map((s: { source_link: string }) => s.source_link)).toHaveLength(2);
      expect(item.sources_count).toBe(2);
    });

    it('retrieve_bilingual answers 404 for an unknown or malformed id', async () => {
      expect((await request(t.http).get('/api/bilingual-content/999999/retrieve_bilingual/').set('Authorization', auth)).status).toBe(404);
      expect((await request(t.http).get('/api/bilingual-content/abc/retrieve_bilingual/').set('Authorization', auth)).status).toBe(404);
    });

    it('updates one language and leaves the other untouched', async () => {
      const before = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      const res = await updateGuide(t, id, {
        lang: 'paano',
        paano: { ...before.paano, title: 'Paano mag-ipon ng pera', introduction: 'Bagong panimula.' },
        category: categoryId,
        version: before.version,
      });
      expect(res.status).toBe(200);
      expect(res.body.paano).toMatchObject({ title: 'Paano mag-ipon ng pera', introduction: 'Bagong panimula.', slug: 'paano-mag-ipon' });
      expect(res.body.how).toEqual(before.how);
      expect(res.body.sections).toEqual(before.sections);
      expect(res.body.sources).toEqual(before.sources);
      expect(res.body.version).toBe(before.version + 1);
    });

    it('answers 409 on a stale version and changes nothing', async () => {
      const before = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      const res = await updateGuide(t, id, {
        lang: 'how',
        how: { ...before.how, title: 'Overwritten by a stale editor' },
        category: categoryId,
        version: before.version - 1,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: STALE });
      const after = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      expect(after).toEqual(before);
    });

    it('of two saves made from the same version, one wins and the other gets 409', async () => {
      const before = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      const save = (title: string) =>
        updateGuide(t, id, { lang: 'how', how: { ...before.how, title }, category: categoryId, version: before.version });
      const results = await Promise.all([save('First editor wins?'), save('Second editor wins?')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!;
      const after = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      expect(after.how.title).toBe(winner.body.how.title);
      expect(after.version).toBe(before.version + 1);
      expect(results.find((r) => r.status === 409)!.body).toEqual({ detail: STALE });
    });

    it('accepts an update sent as a JSON body too', async () => {
      const res = await request(t.http)
        .put(`/api/bilingual-content/${id}/`)
        .set('Authorization', auth)
        .send({ category: categoryId, lang: 'how', how: { title: 'How to save money, JSON edition' }, sources: ['https://json.example'] });
      expect(res.status).toBe(200);
      expect(res.body.how.title).toBe('How to save money, JSON edition');
      expect(res.body.sources.map((s: { source_link: string }) => s.source_link)).toEqual(['https://json.example']);
    });

    it('admin answers are not cacheable', async () => {
      const res = await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('needs a category on update', async () => {
      for (const category of [undefined, '', '  ']) {
        const res = await updateGuide(t, id, { lang: 'how', how: { title: 'x' }, category });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'Please select a category' });
      }
      const unknown = await updateGuide(t, id, { lang: 'how', how: { title: 'x' }, category: 424242 });
      expect(unknown.body).toEqual({ category: ['Unknown category.'] });
    });

    it('refuses a blank title on update', async () => {
      const res = await updateGuide(t, id, { lang: 'how', how: { title: '  ' }, category: categoryId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Both English and Tagalog titles are required' });
    });

    it('updates status, category, sections (kept by id, removed when missing, added) and sources', async () => {
      const before = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      const [s1, , s3] = before.sections;
      const res = await updateGuide(t, id, {
        lang: 'how',
        how: before.how,
        category: otherCategoryId,
        post_status: 'published',
        sections: [
          { ...s3, section_how: 'Third, now first', order: 1 },
          { section_how: 'Brand new', section_paano: 'Bago', section_how_bullets: ['a'], section_paano_bullets: ['b'], order: 2 },
          { ...s1, order: 3 },
        ],
        sources: ['https://new.example/1', ''],
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('published');
      expect(res.body.category.id).toBe(otherCategoryId);
      expect(res.body.sections.map((s: { id: number; section_how: string }) => [s.id, s.section_how])).toEqual([
        [s3.id, 'Third, now first'],
        [expect.any(Number), 'Brand new'],
        [s1.id, 'Step 1'],
      ]);
      expect(res.body.sources.map((s: { source_link: string }) => s.source_link)).toEqual(['https://new.example/1']);
      const rows = await sql(t.databaseUrl, 'select id from section where guide_id = $1', [id]);
      expect(rows).toHaveLength(3);
      const [g] = await sql<{ published_at: Date | null }>(t.databaseUrl, 'select published_at from guide where id = $1', [id]);
      expect(g.published_at).toBeInstanceOf(Date);
    });

    it('keeps the old slug as a redirect when the slug is renamed', async () => {
      const before = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
      const res = await updateGuide(t, id, { lang: 'how', how: { ...before.how, slug: 'Saving Money Fast' }, category: categoryId });
      expect(res.status).toBe(200);
      expect(res.body.how.slug).toBe('saving-money-fast');
      const redirects = await sql(t.databaseUrl, 'select lang, slug from slug_redirect where guide_id = $1', [id]);
      expect(redirects).toEqual([{ lang: 'how', slug: before.how.slug }]);
    });

    it('deletes a guide with its rows', async () => {
      const created = await createGuide(t, guideFields(categoryId, 'To be deleted', 'Buburahin'));
      const res = await request(t.http).delete(`/api/bilingual-content/${created.body.id}/`).set('Authorization', auth);
      expect(res.status).toBe(204);
      expect(await sql(t.databaseUrl, 'select 1 from guide_translation where guide_id = $1', [created.body.id])).toHaveLength(0);
      expect(await sql(t.databaseUrl, 'select 1 from section where guide_id = $1', [created.body.id])).toHaveLength(0);
      const again = await request(t.http).delete(`/api/bilingual-content/${created.body.id}/`).set('Authorization', auth);
      expect(again.status).toBe(404);
    });
  });
});
