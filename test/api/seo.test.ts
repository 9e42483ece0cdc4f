import request from 'supertest';
import { NotFoundLog, MAX_NOT_FOUND } from '../../src/seo/not-found-log';
import { SeoService } from '../../src/seo/seo.service';
import { SEO_MESSAGES } from '../../client/src/shared/seo-messages';
import { createTestApp, type TestApp } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, translation, updateGuide } from '../utils/guides';
import { sql } from '../utils/test-db';

jest.setTimeout(120_000);

/** Issue 27 item 6: the not-found log, the redirect manager and the site report. */
describe('found: not-found log, redirects, site report', () => {
  let t: TestApp;
  let auth: string;
  let categoryId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    categoryId = await insertCategory(t);
    const make = async (key: string, how: string, paano: string, extra: Record<string, unknown> = {}) => {
      const res = await createGuide(t, guideFields(categoryId, how, paano, { post_status: 'published', ...extra }));
      expect(res.status).toBe(201);
      ids[key] = res.body.id;
      return res.body;
    };
    await make('save', 'How to save', 'Paano mag-ipon');
    const budget = await make('budget', 'How to budget', 'Paano magbadyet', {
      how: translation('How to budget', {
        introduction: 'First [read how to save](/financial-tips/how-to-save), then [this one](/financial-tips/no-such-guide).',
        meta_description: 'Money guides for every family.',
      }),
    });
    await make('loan', 'How to get a loan', 'Paano umutang', {
      how: translation('How to get a loan', { meta_description: 'Money guides for every family.' }),
    });
    // An English edit: the Filipino of that part needs an update.
    const edited = await updateGuide(t, budget.id, {
      how: translation('How to budget', {
        introduction: 'First [read how to save](/financial-tips/how-to-save), then [this one](/financial-tips/no-such-guide). Changed.',
        meta_description: 'Money guides for every family.',
      }),
      category: categoryId,
      version: budget.version,
    });
    expect(edited.status).toBe(200);
    // A guide saved in English only (empty Filipino title), as an import can leave one.
    await make('english', 'How to cook rice', 'Paano magluto ng kanin');
    await sql(t.databaseUrl, `update guide_translation set title = '' where guide_id = $1 and lang = 'paano'`, [ids.english]);
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.http).get(path).set('Authorization', auth);

  it('is for the administrator only', async () => {
    expect((await request(t.http).get('/api/seo/report')).status).toBe(401);
    expect((await request(t.http).get('/api/seo/not-found')).status).toBe(401);
  });

  it('the site check lists broken links, stale and missing translations, duplicates and orphans', async () => {
    const before = await get('/api/seo/report');
    expect(before.body.checked_at).toBeNull();
    const started = await request(t.http).post('/api/seo/report/check').set('Authorization', auth);
    expect(started.status).toBe(200);
    expect(started.body.running).toBe(true);
    await t.app.get(SeoService).settled();
    const checked = await get('/api/seo/report');
    expect(checked.body.running).toBe(false);
    expect(checked.body.counts).toEqual({
      'broken-link': 1,
      missing: 1,
      stale: 1,
      'duplicate-title': 0,
      'duplicate-description': 2,
      orphan: 3,
    });
    const broken = (await get('/api/seo/report/broken-link')).body;
    expect(broken.results).toEqual([
      expect.objectContaining({ guide_id: ids.budget, lang: 'how', detail: '/financial-tips/no-such-guide', title_how: 'How to budget' }),
    ]);
    const missing = (await get('/api/seo/report/missing')).body.results;
    expect(missing).toEqual([expect.objectContaining({ guide_id: ids.english, lang: 'paano' })]);
    const stale = (await get('/api/seo/report/stale')).body.results;
    expect(stale).toEqual([expect.objectContaining({ guide_id: ids.budget })]);
    const orphans = (await get('/api/seo/report/orphan')).body.results.map((r: { guide_id: number }) => r.guide_id);
    expect(orphans).not.toContain(ids.save);
    expect((await get('/api/seo/report/nothing')).status).toBe(404);
  });

  it('counts not-found addresses in memory, writes them in a batch, normalised and bounded', async () => {
    const log = t.app.get(NotFoundLog);
    log.record('/Old-Blog/My-Post/?utm_source=x');
    log.record('/old-blog/my-post');
    log.record('/financial-tips/gone');
    log.record('/2024/05/how-to-save.html');
    await log.flush();
    const list = (await get('/api/seo/not-found')).body;
    expect(list.results).toEqual([
      expect.objectContaining({ path: '/old-blog/my-post', hits: 2 }),
      // A guide whose title is near the address's last words is offered as its redirect.
      expect.objectContaining({ path: '/2024/05/how-to-save.html', hits: 1, guide_id: ids.save, title: 'How to save' }),
      expect.objectContaining({ path: '/financial-tips/gone', hits: 1 }),
    ]);
    for (let i = 0; i < MAX_NOT_FOUND + 50; i++) log.record(`/made-up/${i}`);
    await log.flush();
    const [{ n }] = await sql<{ n: number }>(t.databaseUrl, 'select count(*)::int as n from not_found_path');
    expect(n).toBe(MAX_NOT_FOUND);
    await sql(t.databaseUrl, `delete from not_found_path where path like '/made-up/%'`);
  });

  it('a redirect made from a not-found address moves it off the list; bad ones are refused whole', async () => {
    const add = (from: string, to: string) => request(t.http).post('/api/seo/redirects').set('Authorization', auth).send({ from, to });
    expect((await add('not-a-path', 'how-to-save')).body.detail).toBe(SEO_MESSAGES.badFrom);
    expect((await add('/api/x', 'how-to-save')).body.detail).toBe(SEO_MESSAGES.fromIsReserved);
    expect((await add('/admin-hp-access/x', 'how-to-save')).body.detail).toBe(SEO_MESSAGES.fromIsReserved);
    expect((await add('/financial-tips/how-to-budget', 'how-to-save')).body.detail).toBe(SEO_MESSAGES.fromIsGuide);
    expect((await add('/old-blog/my-post', 'no-such-slug')).body.detail).toBe(SEO_MESSAGES.guideNotFound);
    expect((await get('/api/seo/redirects')).body.count).toBe(0);

    const made = await add('/old-blog/my-post', 'https://example.com/mga-tip-sa-pananalapi/paano-mag-ipon');
    expect(made.status).toBe(201);
    expect(made.body).toEqual(
      expect.objectContaining({ path: '/old-blog/my-post', guide_id: ids.save, lang: 'paano', title: 'Paano mag-ipon' }),
    );
    const notFound = (await get('/api/seo/not-found')).body.results.map((r: { path: string }) => r.path);
    expect(notFound).toEqual(['/2024/05/how-to-save.html', '/financial-tips/gone']);
    expect((await get('/api/seo/redirects')).body.results).toEqual([expect.objectContaining({ path: '/old-blog/my-post' })]);

    const del = await request(t.http).delete('/api/seo/redirects').query({ path: '/old-blog/my-post' }).set('Authorization', auth);
    expect(del.status).toBe(204);
    expect((await get('/api/seo/redirects')).body.count).toBe(0);
    const again = await request(t.http).delete('/api/seo/redirects').query({ path: '/old-blog/my-post' }).set('Authorization', auth);
    expect(again.status).toBe(404);
  });

  it("does not list an address that answers now: a published guide's own address, one that redirects", async () => {
    const log = t.app.get(NotFoundLog);
    // Missed while the guide was a draft (or under an old category name); the guide route answers it now.
    log.record('/old-category/how-to-save');
    log.record('/mga-tip/paano-umutang');
    log.record('/blog/still-missing');
    log.record('/2024/01/old-post');
    await log.flush();
    await sql(t.databaseUrl, `insert into path_redirect (path, guide_id, lang) values ('/2024/01/old-post', $1, 'how')`, [ids.loan]);
    const list = (await get('/api/seo/not-found')).body;
    const paths = list.results.map((r: { path: string }) => r.path);
    expect(paths).toContain('/blog/still-missing');
    expect(paths).not.toContain('/old-category/how-to-save');
    expect(paths).not.toContain('/mga-tip/paano-umutang');
    expect(paths).not.toContain('/2024/01/old-post');
    expect(list.count).toBe(paths.length);
    await sql(t.databaseUrl, `delete from path_redirect where path = '/2024/01/old-post'`);
    await sql(
      t.databaseUrl,
      `delete from not_found_path where path in ('/old-category/how-to-save', '/mga-tip/paano-umutang', '/blog/still-missing', '/2024/01/old-post')`,
    );
  });

  it('lists and deletes the slug redirects a renamed slug left', async () => {
    await sql(t.databaseUrl, `insert into slug_redirect (lang, slug, guide_id) values ('how', 'how-to-save-money', $1)`, [ids.save]);
    const list = (await get('/api/seo/slug-redirects')).body;
    expect(list.results).toEqual([expect.objectContaining({ slug: 'how-to-save-money', guide_id: ids.save, title: 'How to save' })]);
    const del = await request(t.http).delete(`/api/seo/slug-redirects/${list.results[0].id}`).set('Authorization', auth);
    expect(del.status).toBe(204);
    expect((await get('/api/seo/slug-redirects')).body.count).toBe(0);
  });
});

describe('SEO title', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is optional per language, at most 70 characters, carried by the API only when set; a refusal changes nothing', async () => {
    const categoryId = await insertCategory(t);
    const created = await createGuide(t, guideFields(categoryId, 'How to save', 'Paano mag-ipon', { post_status: 'published' }));
    expect(created.status).toBe(201);
    expect(created.body.how.seo_title).toBeUndefined();
    const saved = await updateGuide(t, created.body.id, {
      paano: translation('Paano mag-ipon', { seo_title: '  Mag-ipon: 7 paraan  ' }),
      lang: 'paano',
      category: categoryId,
      version: created.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.paano.seo_title).toBe('Mag-ipon: 7 paraan');
    expect(saved.body.how.seo_title).toBeUndefined();

    const tooLong = await updateGuide(t, created.body.id, {
      paano: translation('Paano mag-ipon', { seo_title: 'x'.repeat(71) }),
      lang: 'paano',
      category: categoryId,
      version: saved.body.version,
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(SEO_MESSAGES.seoTitleTooLong);
    const [row] = await sql<{ seo_title: string }>(
      t.databaseUrl,
      `select seo_title from guide_translation where guide_id = $1 and lang = 'paano'`,
      [created.body.id],
    );
    expect(row!.seo_title).toBe('Mag-ipon: 7 paraan');

    const cleared = await updateGuide(t, created.body.id, {
      paano: translation('Paano mag-ipon', { seo_title: '' }),
      lang: 'paano',
      category: categoryId,
      version: saved.body.version,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.paano.seo_title).toBeUndefined();
  });
});
