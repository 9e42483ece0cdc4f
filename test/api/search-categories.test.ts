import request from 'supertest';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { createGuide, guideFields, section, translation } from '../utils/guides';
import type { SearchResultDto } from '../../client/src/api/types';

jest.setTimeout(180_000);

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Issue 39 item 3 on the demo guides: category names find their guides in both languages and rank
 * them above a passing mention; a query no guide answers finds nothing (and reaches the Readers
 * screen's gap list) while a typo still finds its guide; "More results" past 20; a search that
 * jumps straight to its one guide is counted with its language.
 */
describe('search: categories, weak matches, more results, counted jumps (issue 39)', () => {
  let t: TestApp;
  let auth: string;
  const categoryOf = new Map<number, string>();

  const search = async (q: string, page?: number) => {
    const res = await request(t.http)
      .get('/api/public/search/')
      .query(page ? { q, page } : { q })
      .set('User-Agent', LAPTOP)
      .expect(200);
    return { results: res.body as SearchResultDto[], next: res.headers.link as string | undefined };
  };
  const flush = () => request(t.http).post('/api/readers/flush').set('Authorization', auth).expect(204);
  const report = async () => (await request(t.http).get('/api/readers/report?days=7').set('Authorization', auth).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDatabase(t.databaseUrl);
    auth = `Bearer ${await t.token()}`;
    const rows = await sql<{ id: number; name_how: string }>(
      t.databaseUrl,
      `select g.id, c.name_how from guide g join category c on c.id = g.category_id where g.status = 'published'`,
    );
    for (const r of rows) categoryOf.set(r.id, r.name_how);
  });
  afterAll(() => t?.close());

  const guidesIn = (name: string) => [...categoryOf].filter(([, c]) => c === name).map(([id]) => id);

  it.each([
    ['tech', 'Tech Tutorials'],
    ['Tech Tutorials', 'Tech Tutorials'],
    ['teknolohiya', 'Tech Tutorials'],
    ['health', 'Health & Wellness'],
    ['kalusugan at kagalingan', 'Health & Wellness'],
    ['financial', 'Financial Tips'],
    ['pananalapi', 'Financial Tips'],
    ['educational', 'Educational Guides'],
    ['edukasyon', 'Educational Guides'],
  ])('"%s" lists every guide of %s first', async (q, category) => {
    const { results } = await search(q);
    const wanted = guidesIn(category);
    expect(wanted.length).toBeGreaterThan(0);
    // Every guide of the category, in both languages, before any other guide.
    const first = results.slice(0, wanted.length * 2).map((r) => categoryOf.get(r.id));
    expect({ q, first }).toEqual({ q, first: new Array(wanted.length * 2).fill(category) });
  });

  it('puts a guide whose title and category hold the word above one that mentions it once', async () => {
    // The investing guide mentions "health" once (PhilHealth aside): it was first before issue 39.
    const { results } = await search('health');
    const ids = results.map((r) => r.id);
    expect(categoryOf.get(ids[0]!)).toBe('Health & Wellness');
    const lastHealth = Math.max(...guidesIn('Health & Wellness').map((id) => ids.lastIndexOf(id)));
    const others = ids.map((id, i) => [id, i] as const).filter(([id]) => categoryOf.get(id) !== 'Health & Wellness');
    for (const [, i] of others) expect(i).toBeGreaterThan(lastHealth);
  });

  it.each(['how to renew passport', 'sinigang', 'paano magluto ng sinigang'])('"%s" (no guide answers it) finds nothing', async (q) => {
    expect((await search(q)).results).toEqual([]);
  });

  it.each([
    ['passwrod', 'How to create a strong password you can remember'],
    ['dengeu', 'How to protect your family from dengue'],
    ['scholarshp', 'How to apply for a college scholarship in the Philippines'],
  ])('a typo still finds its guide: "%s"', async (q, title) => {
    const { results } = await search(q);
    expect(results.slice(0, 2).map((r) => r.title)).toContain(title);
  });

  it('a query no guide answers reaches the Readers gap list (no results), in its language', async () => {
    await search('how to renew passport');
    await search('paano magluto ng sinigang');
    await flush();
    const body = await report();
    const gaps = (body.noResults as { query: string; lang: string; results: number }[]).map((g) => `${g.lang}:${g.query}:${g.results}`);
    expect(gaps).toEqual(expect.arrayContaining(['en:how to renew passport:0', 'fil:paano magluto ng sinigang:0']));
  });

  it('gives more results past 20, page by page, through the API and on the search page without JavaScript', async () => {
    const one = await search('how to');
    expect(one.results).toHaveLength(20);
    expect(one.next).toBe('</api/public/search/?q=how%20to&page=2>; rel="next"');
    const two = await search('how to', 2);
    expect(two.results.length).toBeGreaterThan(0);
    const seen = new Set(one.results.map((r) => `${r.id}:${r.language}`));
    for (const r of two.results) expect(seen.has(`${r.id}:${r.language}`)).toBe(false);

    // The server-rendered page: a plain link to page 2, in the page's language, and page 2 lists the rest.
    const page1 = await request(t.http).get('/how-to').expect(200);
    expect(page1.text).toMatch(/<a[^>]*href="\/how-to\?page=2"[^>]*>More results →<\/a>/);
    const page2 = await request(t.http).get('/how-to?page=2').expect(200);
    expect(page2.text).toContain(two.results[0]!.title.replace(/'/g, '&#x27;'));
    expect(page2.text).toMatch(/<a[^>]*href="\/how-to"[^>]*>← Previous<\/a>/);
    const fil = await request(t.http).get('/paano').expect(200);
    expect(fil.text).toMatch(/<a[^>]*href="\/paano\?page=2"[^>]*>Iba pang resulta →<\/a>/);
  });

  it('counts a search that jumps straight to its one guide, with its language and result, on the page and in the API', async () => {
    const category = [...categoryOf.keys()][0]!;
    const catId = (await sql<{ category_id: number }>(t.databaseUrl, 'select category_id from guide where id = $1', [category]))[0]!
      .category_id;
    // A guide in English only: a Filipino query it alone answers must reach "what to translate next".
    const made = await createGuide(t, {
      ...guideFields(catId, 'x', 'y', { post_status: 'published' }),
      how: translation('How to renew a tricycle franchise', { meta_keywords: 'prangkisa, tricycle' }),
      sections: [section(1)],
    });
    expect(made.status).toBe(201);
    // The server-rendered search page redirects to the guide (SPEC's one-result redirect) and counts it.
    const page = await request(t.http).get('/paano-mag-renew-ng-prangkisa-ng-tricycle').set('User-Agent', LAPTOP);
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/how-to-renew-a-tricycle-franchise$/);
    // The app's own search call that decides the jump counts it too.
    const api = await search('renew tricycle franchise');
    expect(api.results).toHaveLength(1);
    await flush();
    const body = await report();
    expect(body.otherLanguageOnly).toEqual(
      expect.arrayContaining([{ query: 'paano mag renew ng prangkisa ng tricycle', lang: 'fil', n: 1, results: 1 }]),
    );
    const searches = await sql<{ query: string; lang: string; results: number }>(
      t.databaseUrl,
      `select query, lang, results from readers_search_day`,
    );
    expect(searches.map((s) => `${s.lang}:${s.query}:${s.results}`)).toEqual(
      expect.arrayContaining(['en:renew tricycle franchise:1', 'fil:paano mag renew ng prangkisa ng tricycle:1']),
    );
  });
});
