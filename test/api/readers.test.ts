import request from 'supertest';
import { createApp } from '../../src/app';
import { ReadersService } from '../../src/readers/readers.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { createGuide, guideFields, insertCategory, translation } from '../utils/guides';

jest.setTimeout(60_000);

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Readers (issue 24): the beacon, the vote and the report on a real database, two replicas adding up. */
describe('readers', () => {
  let t: TestApp;
  let b: Awaited<ReturnType<typeof createApp>>;
  let guide: number;
  let other: number;
  let auth: string;

  const hit = (fields: Record<string, string>, ua = PHONE, http = t.http) =>
    request(http).post('/api/public/readers/hit').type('form').set('User-Agent', ua).send(fields);
  const view = (id: number, lang: 'en' | 'fil', extra: Record<string, string> = {}) =>
    hit({ t: 'guide', g: String(id), l: lang, r: '', ...extra });
  const flush = async () => {
    await request(t.http).post('/api/readers/flush').set('Authorization', auth).expect(204);
    await request(b.getHttpServer()).post('/api/readers/flush').set('Authorization', auth).expect(204);
  };
  const report = async () => (await request(t.http).get('/api/readers/report?days=7').set('Authorization', auth).expect(200)).body;
  const guideRow = (body: { topGuides: { id: number; viewsEn: number; viewsFil: number }[] }, id: number) =>
    body.topGuides.find((g) => g.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    b = await createApp(t.config, t.databaseUrl);
    await b.init();
    auth = `Bearer ${await t.token()}`;
    const category = await insertCategory(t, 'Money', 'Pera');
    const make = async (how: string, paano: string) =>
      (
        await createGuide(t, {
          ...guideFields(category, 'x', 'y', { post_status: 'published' }),
          how: translation(how),
          paano: translation(paano),
        })
      ).body.id as number;
    guide = await make('How to save money', 'Paano mag-ipon');
    other = await make('How to cook rice', 'Paano magluto ng kanin');
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('counts a view per guide and language, and a reader once a day, across replicas', async () => {
    await view(guide, 'en', { r: 'https://www.google.com/' }).expect(204);
    await view(guide, 'fil', { r: 'https://l.facebook.com/' }).expect(204);
    // The same reader (address and browser) again, on the other replica: a view, not a reader.
    await hit({ t: 'guide', g: String(guide), l: 'en', r: '' }, PHONE, b.getHttpServer()).expect(204);
    // Another reader on a laptop.
    await hit({ t: 'guide', g: String(other), l: 'en', r: 'https://duckduckgo.com/' }, LAPTOP).expect(204);
    await flush();
    const body = await report();
    expect(guideRow(body, guide)).toMatchObject({ viewsEn: 2, viewsFil: 1 });
    expect(guideRow(body, other)).toMatchObject({ viewsEn: 1, viewsFil: 0 });
    expect(body.totals).toMatchObject({ views: 4, readers: 2 });
    const counts = (list: { key: string; n: number }[]) => Object.fromEntries(list.map((c) => [c.key, c.n]));
    expect(counts(body.sources)).toEqual({ google: 1, facebook: 1, direct: 1, search: 1 });
    expect(counts(body.devices)).toEqual({ mobile: 3, desktop: 1 });
    expect(counts(body.languages)).toEqual({ en: 3, fil: 1 });
    const today = body.series[body.series.length - 1];
    expect(today).toMatchObject({ views: 4, readers: 2 });
  });

  it('counts nothing from robots, prefetches, Do Not Track or Global Privacy Control, nor made-up guides', async () => {
    const before = (await report()).totals.views;
    await view(guide, 'en').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').expect(204);
    await view(guide, 'en').set('User-Agent', 'facebookexternalhit/1.1').expect(204);
    await view(guide, 'en').set('Sec-Purpose', 'prefetch').expect(204);
    await view(guide, 'en').set('Purpose', 'prefetch').expect(204);
    await view(guide, 'en').set('DNT', '1').expect(204);
    await view(guide, 'en').set('Sec-GPC', '1').expect(204);
    await hit({ t: 'guide', g: 'abc', l: 'en' }).expect(204);
    await hit({ t: 'guide', g: String(guide), l: 'de' }).expect(204);
    await hit({ t: 'guide', g: '999999', l: 'en' }).expect(204);
    await flush();
    const body = await report();
    // The made-up guide id 999999 is a page view of the site (its page said so) but no guide's.
    expect(body.totals.views).toBe(before + 1);
    expect(body.topGuides.map((g: { id: number }) => g.id)).not.toContain(999999);
    expect(guideRow(body, guide)).toMatchObject({ viewsEn: 2, viewsFil: 1 });
  });

  it('counts a How↔Paano switch, a visit landing from another site, and a search gap', async () => {
    await view(guide, 'fil', { r: 'http://127.0.0.1/x', s: '1' }).set('Host', '127.0.0.1').expect(204);
    await hit({ t: 'search', l: 'fil', q: 'Paano  mag-ipon ng GINTO', n: '2', o: '1', r: 'https://news.example.ph/a' }).expect(204);
    await hit({ t: 'search', l: 'en', q: 'how to fly a kite', n: '0', o: '0', r: '' }, LAPTOP).expect(204);
    await flush();
    const body = await report();
    expect(body.switches).toEqual([{ key: 'en>fil', n: 1 }]);
    expect(body.sources).toContainEqual({ key: 'site:news.example.ph', n: 1 });
    expect(body.otherLanguageOnly).toEqual([{ query: 'paano mag-ipon ng ginto', lang: 'fil', n: 1, results: 2 }]);
    expect(body.noResults).toEqual([{ query: 'how to fly a kite', lang: 'en', n: 1, results: 0 }]);
  });

  it('takes a helpful vote as a plain form post, once per reader, guide and day', async () => {
    const vote = (v: string, ua = PHONE, http = t.http) =>
      request(http)
        .post('/api/public/readers/helpful')
        .type('form')
        .set('User-Agent', ua)
        .send({ g: String(guide), l: 'fil', v, to: '/pera/paano-mag-ipon' });
    const first = await vote('yes').expect(303);
    expect(first.headers.location).toBe('/pera/paano-mag-ipon#helpful-thanks');
    expect(first.headers['set-cookie']).toBeUndefined();
    await vote('yes').expect(303);
    await vote('no', PHONE, b.getHttpServer()).expect(303);
    await vote('no', LAPTOP).expect(303);
    await flush();
    const panel = await request(t.http).get(`/api/readers/guides/${guide}?days=30`).set('Authorization', auth).expect(200);
    expect(panel.body.fil).toMatchObject({ helpfulYes: 1, helpfulNo: 1 });
    expect(panel.body.en).toMatchObject({ helpfulYes: 0, helpfulNo: 0 });
    // A vote that would send the reader elsewhere is refused.
    await request(t.http)
      .post('/api/public/readers/helpful')
      .type('form')
      .set('User-Agent', PHONE)
      .send({ g: String(guide), l: 'fil', v: 'yes', to: '//evil.example/' })
      .expect(400);
  });

  it('counts affiliate clicks per guide', async () => {
    await hit({ t: 'affiliate', g: String(other), l: 'en' }).expect(204);
    await hit({ t: 'affiliate', g: String(other), l: 'en' }, LAPTOP).expect(204);
    await flush();
    const body = await report();
    expect(body.affiliate.map((g: { id: number; affiliateClicks: number }) => [g.id, g.affiliateClicks])).toEqual([[other, 2]]);
    expect(body.totals.affiliateClicks).toBe(2);
  });

  it('keeps no reader key, address or user agent: only salted 16-byte hashes of today, and one salt a day', async () => {
    const seen = await sql<{ len: number }>(t.databaseUrl, `select octet_length(key) as len from readers_seen`);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.len === 16)).toBe(true);
    const salts = await sql<{ day: string }>(t.databaseUrl, `select to_char(day, 'YYYY-MM-DD') as day from readers_salt order by day`);
    expect(salts).toHaveLength(2); // today and tomorrow, made ahead
    const text = JSON.stringify(await sql(t.databaseUrl, `select * from readers_site_day`));
    expect(text).not.toMatch(/127\.0\.0\.1|Mozilla|Android/);
  });

  it('destroys the salt and the keys of a day once it is over, and roll-ups past the retention', async () => {
    await sql(t.databaseUrl, `insert into readers_salt (day, salt) values ('2020-01-01', '\\x00')`);
    await sql(t.databaseUrl, `insert into readers_seen (day, key) values ('2020-01-01', '\\x01')`);
    await sql(t.databaseUrl, `insert into readers_site_day (day, dim, key, n) values ('2020-01-01', 'views', 'home', 5)`);
    await t.app.get(ReadersService).maintain();
    expect(await sql(t.databaseUrl, `select 1 from readers_salt where day = '2020-01-01'`)).toEqual([]);
    expect(await sql(t.databaseUrl, `select 1 from readers_seen where day = '2020-01-01'`)).toEqual([]);
    expect(await sql(t.databaseUrl, `select 1 from readers_site_day where day = '2020-01-01'`)).toEqual([]);
  });

  it('keeps the report to the admin, and refuses a period it does not offer', async () => {
    await request(t.http).get('/api/readers/report?days=7').expect(401);
    await request(t.http).post('/api/readers/flush').expect(401);
    await request(t.http).get('/api/readers/report?days=12').set('Authorization', auth).expect(400);
  });

  it('keeps pending counts when the database refuses a flush, and writes them on the next', async () => {
    const service = t.app.get(ReadersService);
    const before = guideRow(await report(), other)!.viewsEn;
    await view(other, 'en').expect(204);
    await sql(t.databaseUrl, `alter table readers_guide_day add constraint readers_test_refuse check (views < 0) not valid`);
    await service.flush();
    expect(service.pendingCount()).toBeGreaterThan(0);
    await sql(t.databaseUrl, `alter table readers_guide_day drop constraint readers_test_refuse`);
    await service.flush();
    expect(guideRow(await report(), other)!.viewsEn).toBe(before + 1);
  });
});
