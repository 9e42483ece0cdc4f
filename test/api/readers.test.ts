import request from 'supertest';
import { createApp } from '../../src/app';
import { ReadersCountingService } from '../../src/readers/readers-counting.service';
import { ReadersFlushService } from '../../src/readers/readers-flush.service';
import { ReadersUpkeepService } from '../../src/readers/readers-upkeep.service';
import { ReadersRepository, WINDOWS } from '../../src/readers/readers.repository';
import { dayBefore, readerDay } from '../../src/readers/readers-rules';
import { READERS_MESSAGES } from '../../src/readers/readers.messages';
import { BEACON_PATH, HELPFUL_PATH } from '../../client/src/shared/readers-beacon';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../utils/test-app';
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

  it('counts a view per reader, guide and language once a day, and a reader once a day, across replicas', async () => {
    await view(guide, 'en', { r: 'https://www.google.com/' }).expect(204);
    await view(guide, 'fil', { r: 'https://l.facebook.com/' }).expect(204);
    // The same reader (address and browser) on the same guide again, on the other replica: nothing more
    // (issue 35 item 2: views are de-duplicated per reader, guide and day as readers are).
    await hit({ t: 'guide', g: String(guide), l: 'en', r: '' }, PHONE, b.getHttpServer()).expect(204);
    // Another reader on a laptop.
    await hit({ t: 'guide', g: String(other), l: 'en', r: 'https://duckduckgo.com/' }, LAPTOP).expect(204);
    await flush();
    const body = await report();
    expect(guideRow(body, guide)).toMatchObject({ viewsEn: 1, viewsFil: 1 });
    expect(guideRow(body, other)).toMatchObject({ viewsEn: 1, viewsFil: 0 });
    expect(body.totals).toMatchObject({ views: 3, readers: 2 });
    const counts = (list: { key: string; n: number }[]) => Object.fromEntries(list.map((c) => [c.key, c.n]));
    expect(counts(body.sources)).toEqual({ google: 1, facebook: 1, search: 1 });
    expect(counts(body.devices)).toEqual({ mobile: 2, desktop: 1 });
    expect(counts(body.languages)).toEqual({ en: 2, fil: 1 });
    const today = body.series[body.series.length - 1];
    expect(today).toMatchObject({ views: 3, readers: 2 });
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
    expect(guideRow(body, guide)).toMatchObject({ viewsEn: 1, viewsFil: 1 });
  });

  it('counts a How↔Paano switch, a visit landing from another site, and a search gap', async () => {
    await view(other, 'fil', { r: 'http://127.0.0.1/x', s: '1' }).set('Host', '127.0.0.1').expect(204);
    // A search page the server served says its search; a beacon's search text is not read.
    const searchPage = Buffer.from(
      '<!doctype html><html><head><meta name="hp-count" content="t=search&amp;l=fil&amp;q=Paano  mag-ipon ng GINTO&amp;n=2&amp;o=1"></head></html>',
    );
    t.app
      .get(ReadersCountingService)
      .servedPage(
        { 'user-agent': PHONE, referer: 'https://news.example.ph/a' },
        '203.0.113.5',
        '/paano-mag-ipon-ng-ginto',
        200,
        searchPage,
      );
    await hit({ t: 'search', l: 'en', q: 'buy cheap pills here', n: '0', o: '0', r: '' }, LAPTOP).expect(204);
    // A search the server answered (the app's own search call).
    await request(t.http).get('/api/public/search/?q=how%20to%20fly%20a%20kite').set('User-Agent', LAPTOP).expect(200);
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

  it('answers a malformed beacon 204 and a malformed vote 400 with what to send, by either way in, and counts neither', async () => {
    const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const panel = async () =>
      (await request(t.http).get(`/api/readers/guides/${other}?days=30`).set('Authorization', auth).expect(200)).body;
    const json = (path: string, body: unknown) =>
      request(t.http).post(path).set('User-Agent', TABLET).set('Content-Type', 'application/json').send(JSON.stringify(body));
    await flush();
    const before = await report();
    const panelBefore = await panel();
    // Beacons: a form (read by the fast path) and JSON (the controller's pipe), the same schema.
    await hit({ t: 'guide', g: String(other), l: 'xx', r: '' }, TABLET).expect(204);
    await hit({ t: 'vitals', p: 'guide', l: 'en', lcp: '-5' }, TABLET).expect(204);
    await hit({ t: 'affiliate', g: '0', l: 'en' }, TABLET).expect(204);
    await json(BEACON_PATH, { t: 'guide', g: other, l: 'en' }).expect(204);
    await json(BEACON_PATH, { t: ['guide'], g: String(other), l: 'en' }).expect(204);
    await json(BEACON_PATH, [{ t: 'guide', g: String(other), l: 'en' }]).expect(204);
    // Votes: every malformed one is refused with the sentence that says what to send.
    const refused = { detail: READERS_MESSAGES.badVote };
    const good = { g: String(other), l: 'en', v: 'yes', to: '/how/rice' };
    for (const body of [{ ...good, g: other }, { ...good, to: undefined }, [good], { ...good, l: ['en'] }])
      expect((await json(HELPFUL_PATH, body).expect(400)).body).toEqual(refused);
    for (const body of [
      { ...good, v: 'maybe' },
      { ...good, g: '2147483648' },
      { ...good, to: 'https://evil.example/' },
    ]) {
      const res = await request(t.http).post(HELPFUL_PATH).type('form').set('User-Agent', TABLET).send(body).expect(400);
      expect(res.body).toEqual(refused);
    }
    await flush();
    expect((await report()).totals).toEqual(before.totals);
    expect(await panel()).toEqual(panelBefore);
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
    await t.app.get(ReadersUpkeepService).maintain();
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
    const flusher = t.app.get(ReadersFlushService);
    const before = guideRow(await report(), other)!.viewsEn;
    await view(other, 'en').expect(204);
    await sql(t.databaseUrl, `alter table readers_guide_day add constraint readers_test_refuse check (views < 0) not valid`);
    await flusher.flush();
    expect(t.app.get(ReadersCountingService).pendingCount()).toBeGreaterThan(0);
    await sql(t.databaseUrl, `alter table readers_guide_day drop constraint readers_test_refuse`);
    await flusher.flush();
    expect(guideRow(await report(), other)!.viewsEn).toBe(before + 1);
  });

  /** A served page as the site renders it: its count meta and its other language's link. */
  const pageHtml = (id: number, lang: 'en' | 'fil', otherPath: string) =>
    Buffer.from(
      `<!doctype html><html><head><meta name="hp-count" content="t=guide&amp;g=${id}&amp;l=${lang}">` +
        `<link rel="alternate" hreflang="${lang === 'en' ? 'fil' : 'en'}" href="https://howpaano.example${otherPath}"></head><body></body></html>`,
    );

  it('counts a page as the server serves it, by the same rules as the beacon', async () => {
    const service = t.app.get(ReadersCountingService);
    const before = await report();
    const en = pageHtml(other, 'en', '/paano/kanin');
    const fil = pageHtml(other, 'fil', '/how/rice');
    const serve = (headers: Record<string, string>, body = en, path = '/how/rice', status = 200) =>
      service.servedPage({ host: 'howpaano.example', 'user-agent': LAPTOP, ...headers }, '198.51.100.9', path, status, body);
    serve({ referer: 'https://www.google.com/' });
    // A 304 (the browser's copy, revalidated) is a view too.
    serve({}, en, '/how/rice', 304);
    // Not counted: robots, prefetches, DNT, GPC, the owner's browser, a service worker's copy, an error page,
    // and the page again after a vote (the vote's redirect comes back from the page itself).
    serve({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    serve({ 'sec-purpose': 'prefetch;prerender' });
    serve({ dnt: '1' });
    serve({ 'sec-gpc': '1' });
    serve({ cookie: 'a=b; hp_owner=1' });
    serve({ 'sec-fetch-mode': 'cors' });
    serve({}, en, '/how/rice', 503);
    serve({ referer: 'https://howpaano.example/how/rice' });
    // From the English page to the Filipino one: a How↔Paano switch.
    serve({ referer: 'https://howpaano.example/how/rice', 'sec-fetch-mode': 'navigate' }, fil, '/paano/kanin');
    await flush();
    const after = await report();
    // The 304 is the same reader's second view of the page today: one view.
    expect(guideRow(after, other)).toMatchObject({
      viewsEn: guideRow(before, other)!.viewsEn + 1,
      viewsFil: guideRow(before, other)!.viewsFil + 1,
    });
    expect(after.totals.readers).toBe(before.totals.readers + 1);
    const n = (list: { key: string; n: number }[], key: string) => list.find((c) => c.key === key)?.n ?? 0;
    expect(n(after.switches, 'en>fil')).toBe(n(before.switches, 'en>fil') + 1);
    expect(n(after.sources, 'google')).toBe(n(before.sources, 'google') + 1);
  });

  it("sets the owner's cookie at sign-in only, clears it at logout, and does not count what carries it", async () => {
    const token = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }).expect(200);
    const cookie = String(token.headers['set-cookie']);
    expect(cookie).toMatch(/^hp_owner=1; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBe(t.config.jwtTtlSeconds);
    const before = guideRow(await report(), guide)!.viewsFil;
    await request(t.http)
      .post('/api/public/readers/hit')
      .type('form')
      .set('User-Agent', PHONE)
      .set('Cookie', 'hp_owner=1')
      .send({ t: 'guide', g: String(guide), l: 'fil', r: '' })
      .expect(204);
    await flush();
    expect(guideRow(await report(), guide)!.viewsFil).toBe(before);
    const logout = await request(t.http).post('/api/logout/').expect(204);
    expect(String(logout.headers['set-cookie'])).toMatch(
      /^hp_owner=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/,
    );
    // A reader's answers carry no cookie: a beacon, a vote.
    const beacon = await view(guide, 'en').expect(204);
    expect(beacon.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the running 7/30/90-day guide totals equal to the daily roll-ups, across a day change and two replicas', async () => {
    const repo = t.app.get(ReadersRepository);
    const today = readerDay();
    const tomorrow = dayBefore(today, -1);
    // Days at each window's edge, written straight into the daily roll-ups, then the totals rebuilt.
    for (const [n, id] of [
      [6, guide],
      [7, other],
      [29, guide],
      [30, other],
      [89, guide],
      [90, other],
    ] as const) {
      await sql(
        t.databaseUrl,
        `insert into readers_guide_day (day, guide_id, lang, views, helpful_yes, helpful_no, affiliate_clicks)
         values ($1::date, $2, 'en', 10, 1, 0, 2)`,
        [dayBefore(today, n), id],
      );
    }
    await sql(t.databaseUrl, `update readers_window_state set day = null`);
    await repo.rollWindows(today);
    await expectWindowsEqualDays(today);

    // Both replicas count today and tomorrow (a replica whose clock passed midnight first), and flush at once.
    const replicas = [t.app, b];
    const services = replicas.map((app) => app.get(ReadersCountingService));
    const flushAll = () => Promise.all(replicas.map((app) => app.get(ReadersFlushService).flush()));
    const ctx = { address: '203.0.113.5', userAgent: PHONE, ownHosts: [] };
    const hit = (id: number, lang: 'en' | 'fil') =>
      ({ kind: 'view', page: 'guide', lang, guideId: id, referrer: '', switched: false, search: null }) as const;
    const countSome = (at: Date) => {
      for (const s of services) {
        s.record(hit(guide, 'en'), ctx, at);
        s.record(hit(other, 'fil'), ctx, at);
        s.record({ kind: 'affiliate', lang: 'en', guideId: other }, ctx, at);
      }
    };
    countSome(new Date());
    countSome(new Date(Date.parse(`${tomorrow}T12:00:00+08:00`)));
    await flushAll();
    await expectWindowsEqualDays(today);

    // Midnight: both replicas move the totals at once; one rebuilds, the other finds it done.
    await Promise.all(replicas.map((app) => app.get(ReadersUpkeepService).ensureWindows(tomorrow)));
    expect(await repo.windowsDay()).toBe(tomorrow);
    await expectWindowsEqualDays(tomorrow);
    countSome(new Date());
    countSome(new Date(Date.parse(`${tomorrow}T12:00:00+08:00`)));
    await flushAll();
    await expectWindowsEqualDays(tomorrow);
    // The report of a period whose totals end on another day than today sums the daily roll-ups (same lists).
    const body = await report();
    expect(guideRow(body, guide)).toBeDefined();
  });

  it('"Sign out everywhere" clears this browser\'s owner cookie too (last: it ends every token)', async () => {
    const signIn = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }).expect(200);
    const res = await request(t.http)
      .post('/api/account/sign-out-everywhere')
      .set('Authorization', `Bearer ${signIn.body.access}`)
      .expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^hp_owner=; Path=\/; Max-Age=0;/);
  });

  /** Every running total (guide 0: all guides), as the sums of the daily roll-ups of its period ending `day`. */
  async function expectWindowsEqualDays(day: string): Promise<void> {
    const kept = await sql(
      t.databaseUrl,
      `select period, guide_id, views_en, views_fil, helpful_yes, helpful_no, affiliate_clicks
       from readers_guide_window order by period, guide_id`,
    );
    const summed = await sql(
      t.databaseUrl,
      `select p.period, coalesce(d.guide_id, 0) as guide_id, coalesce(sum(views) filter (where lang = 'en'), 0)::int as views_en,
         coalesce(sum(views) filter (where lang = 'fil'), 0)::int as views_fil, sum(helpful_yes)::int as helpful_yes,
         sum(helpful_no)::int as helpful_no, sum(affiliate_clicks)::int as affiliate_clicks
       from (values ${WINDOWS.map((w) => `(${w})`).join(', ')}) as p(period)
       join readers_guide_day d on d.day > $1::date - p.period and d.day <= $1::date
       group by grouping sets ((p.period, d.guide_id), (p.period)) order by 1, 2`,
      [day],
    );
    expect(summed.length).toBeGreaterThan(0);
    expect(kept).toEqual(summed);
  }
});
