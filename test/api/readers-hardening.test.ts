import request from 'supertest';
import { createApp } from '../../src/app';
import { parseBeacon } from '../../src/readers/dto/beacon-body';
import { BUDGET } from '../../src/readers/readers-buffer';
import { ReadersCountingService } from '../../src/readers/readers-counting.service';
import { ReadersFlushService } from '../../src/readers/readers-flush.service';
import { MAX_KEYS_PER_DIM } from '../../src/readers/readers.repository';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { createGuide, guideFields, insertCategory, translation } from '../utils/guides';
import { expectingLogs } from '../utils/expected-logs';

jest.setTimeout(90_000);

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OTHER_PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Issue 35 item 1: counting that cannot be stopped. One beacon whose text the database refuses (a NUL
 * in a form body, a lone UTF-16 surrogate in a JSON body) used to stop all counting until a restart.
 */
describe('readers: counting that cannot be stopped', () => {
  let t: TestApp;
  let guide: number;
  let auth: string;

  const flush = () => request(t.http).post('/api/readers/flush').set('Authorization', auth).expect(204);
  const report = async () => (await request(t.http).get('/api/readers/report?days=7').set('Authorization', auth).expect(200)).body;
  const viewsOf = (body: { topGuides: { id: number; viewsEn: number }[] }) => body.topGuides.find((g) => g.id === guide)?.viewsEn ?? 0;
  const view = (ua: string) =>
    request(t.http)
      .post('/api/public/readers/hit')
      .type('form')
      .set('User-Agent', ua)
      .send({ t: 'guide', g: String(guide), l: 'en', r: '' });

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    auth = `Bearer ${await t.token()}`;
    const category = await insertCategory(t, 'Money', 'Pera');
    guide = (
      await createGuide(t, {
        ...guideFields(category, 'x', 'y', { post_status: 'published' }),
        how: translation('How to save money'),
        paano: translation('Paano mag-ipon'),
      })
    ).body.id as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL in a beacon read by the fast path, takes a lone surrogate in JSON as text, and keeps counting', async () => {
    // The attack: a NUL in a form body (answered by the fast path) and a lone surrogate in a JSON body (Nest).
    const nul = await request(t.http)
      .post('/api/public/readers/hit')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('User-Agent', PHONE)
      .send('t=search&l=en&q=how%00to&n=0&o=0')
      .expect(400);
    expect(nul.body).toEqual({ detail: 'The request contains a NUL character, which cannot be stored.' });
    await request(t.http)
      .post('/api/public/readers/hit')
      .set('Content-Type', 'application/json')
      .set('User-Agent', PHONE)
      .send(`{"t":"guide","g":"${guide}","l":"en","r":"https://\\ud800.example/","q":"paano \\ud800mag","n":"0","o":"0"}`)
      .expect(204);
    // A search the server answers with a lone surrogate (percent-encoded) in its text.
    await request(t.http).get('/api/public/search/?q=paano%20%ED%A0%80mag').set('User-Agent', PHONE).expect(200);
    const { lines } = await expectingLogs(async () => {
      await flush();
      // Counting goes on: a view after the attack is written by the next flush.
      await view(LAPTOP).expect(204);
      await flush();
    });
    expect(lines.filter((line) => /Readers/.test(line))).toEqual([]);
    expect(t.app.get(ReadersCountingService).pendingCount()).toBe(0);
    // The JSON beacon's view (its search text is never read), the laptop's view.
    expect(viewsOf(await report())).toBe(2);
    const stored = await sql<{ query: string }>(t.databaseUrl, `select query from readers_search_day`);
    expect(stored.map((row) => row.query)).toEqual(['paano \ufffd\ufffd\ufffdmag']);
  });

  it('drops only the rows the database refuses as data, counts them, logs once without SQL, and never retries them', async () => {
    const service = t.app.get(ReadersFlushService);
    const counting = t.app.get(ReadersCountingService);
    // Any value the database refuses as data (SQLSTATE class 22), as a refused text was: one query poisoned.
    await sql(
      t.databaseUrl,
      `create function readers_test_poison() returns trigger language plpgsql as $$
       begin if new.query like 'poison%' then raise exception 'refused %', new.query using errcode = '22P05'; end if; return new; end $$`,
    );
    await sql(
      t.databaseUrl,
      `create trigger readers_test_poison before insert on readers_search_day for each row execute function readers_test_poison()`,
    );
    try {
      const before = viewsOf(await report());
      const search = (q: string, ua: string) =>
        request(t.http)
          .get(`/api/public/search/?q=${encodeURIComponent(q)}`)
          .set('User-Agent', ua)
          .expect(200);
      await search('poison one', PHONE);
      await search('how to fly a kite', PHONE);
      await search('poison two', LAPTOP);
      await view(OTHER_PHONE).expect(204);
      const { lines } = await expectingLogs(async () => {
        await flush();
        await search('poison three', PHONE);
        await flush();
        await flush();
      });
      expect(service.refusedRows()).toBe(3);
      expect(counting.pendingCount()).toBe(0);
      const readersLines = lines.filter((line) => /Readers/.test(line));
      // Once per kind, in words and a code: no SQL, no data.
      expect(readersLines).toHaveLength(1);
      expect(readersLines[0]).toMatch(/a row the database refused as data was dropped \(22P05; logged once a day\)/);
      expect(readersLines[0]).not.toMatch(/insert|select|poison|json/i);
      const body = await report();
      expect(viewsOf(body)).toBe(before + 1);
      expect(body.noResults.map((s: { query: string }) => s.query)).toContain('how to fly a kite');
      expect(body.noResults.map((s: { query: string }) => s.query)).not.toContain('poison one');
    } finally {
      await sql(t.databaseUrl, `drop trigger readers_test_poison on readers_search_day`);
      await sql(t.databaseUrl, `drop function readers_test_poison()`);
    }
  });
});

/**
 * Issue 35 item 2: counting that cannot be faked cheaply. From one address, on today's main: 3,000
 * "readers" in 4 s, 300 "No" votes, 3,000 affiliate clicks, any text as a search gap or a source.
 */
describe('readers: counting that cannot be faked cheaply', () => {
  let t: TestApp;
  let b: Awaited<ReturnType<typeof createApp>>;
  let guide: number;
  let auth: string;

  const flush = async () => {
    await request(t.http).post('/api/readers/flush').set('Authorization', auth).expect(204);
    await request(b.getHttpServer()).post('/api/readers/flush').set('Authorization', auth).expect(204);
  };
  const report = async () => (await request(t.http).get('/api/readers/report?days=7').set('Authorization', auth).expect(200)).body;
  const browser = (i: number) =>
    `Mozilla/5.0 (Linux; Android 14; Phone ${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`;
  /** A beacon as the fast path hands it over (the same schema and call), from `ip`, on replica A or B. */
  const beacon = (replica: 'a' | 'b', ip: string, ua: string, body: Record<string, string>) =>
    (replica === 'a' ? t.app : b).get(ReadersCountingService).beacon({ 'user-agent': ua, host: 'howpaano.example' }, ip, parseBeacon(body));

  beforeAll(async () => {
    t = await createTestApp();
    b = await createApp(t.config, t.databaseUrl);
    await b.init();
    auth = `Bearer ${await t.token()}`;
    const category = await insertCategory(t, 'Money', 'Pera');
    guide = (
      await createGuide(t, {
        ...guideFields(category, 'x', 'y', { post_status: 'published' }),
        how: translation('How to save money'),
        paano: translation('Paano mag-ipon'),
      })
    ).body.id as number;
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it("gives one address a day's budget of new readers, shared by the replicas: 3,000 made-up browsers are 100 readers", async () => {
    const before = await report();
    for (let i = 0; i < 3_000; i++)
      beacon(i % 2 ? 'a' : 'b', '198.51.100.10', browser(i), { t: 'guide', g: String(guide), l: 'en', r: '' });
    await flush();
    const after = await report();
    expect(after.totals.readers - before.totals.readers).toBe(BUDGET.readers);
    // A view of a browser beyond the budget counts nothing either.
    expect(after.totals.views - before.totals.views).toBe(BUDGET.readers);
    // Another address is its own budget.
    beacon('a', '198.51.100.11', browser(1), { t: 'guide', g: String(guide), l: 'en', r: '' });
    await flush();
    expect((await report()).totals.readers).toBe(after.totals.readers + 1);
  });

  it("counts a reader's views of a guide and affiliate clicks once a day, and an address's clicks within its budget", async () => {
    const before = await report();
    for (let i = 0; i < 50; i++) {
      beacon('a', '198.51.100.20', browser(1), { t: 'guide', g: String(guide), l: 'fil', r: '' });
      beacon('b', '198.51.100.20', browser(1), { t: 'affiliate', g: String(guide), l: 'fil' });
    }
    await flush();
    let after = await report();
    expect(after.totals.views - before.totals.views).toBe(1);
    expect(after.totals.affiliateClicks - before.totals.affiliateClicks).toBe(1);
    // 3,000 clicks from made-up browsers on one address: its budget of clicks.
    for (let i = 0; i < 3_000; i++) beacon(i % 2 ? 'a' : 'b', '198.51.100.21', browser(i), { t: 'affiliate', g: String(guide), l: 'en' });
    await flush();
    after = await report();
    expect(after.totals.affiliateClicks - before.totals.affiliateClicks).toBe(1 + BUDGET.clicks);
  });

  it('takes at most the budget of votes from one address: 300 "No" votes are 30', async () => {
    const before = (await report()).totals.helpfulNo;
    for (let i = 0; i < 300; i++) {
      await request(i % 2 ? t.http : b.getHttpServer())
        .post('/api/public/readers/helpful')
        .type('form')
        .set('User-Agent', browser(i))
        .send({ g: String(guide), l: 'en', v: 'no', to: '/money/how-to-save-money' })
        .expect(303);
    }
    await flush();
    expect((await report()).totals.helpfulNo - before).toBe(BUDGET.votes);
  });

  it('takes sources from real host names only, and a bounded number of them a day, the rest as "other"', async () => {
    const n = (list: { key: string; n: number }[], key: string) => list.find((c) => c.key === key)?.n ?? 0;
    const before = n((await report()).sources, 'other');
    // Made-up referrers: an address, a word (a host that cannot be parsed at all is "direct").
    for (const [i, r] of ['https://198.51.100.7/', 'https://buy-my-pills/', 'https://%3Cscript%3E.example/'].entries())
      beacon('a', `198.51.100.3${i}`, browser(i), { t: 'home', l: 'en', r });
    await flush();
    const body = await report();
    expect(body.sources.filter((s: { key: string }) => /pills|script|198\.51/.test(s.key))).toEqual([]);
    expect(n(body.sources, 'other')).toBe(before + 2);
    // 400 real sites in a day, each from its own address: no more than MAX_KEYS_PER_DIM rows, the rest "other".
    for (let i = 0; i < 400; i++)
      beacon('a', `203.0.113.${i % 200}`, browser(i), { t: 'home', l: 'en', r: `https://site${i}.example.com/` });
    await flush();
    const rows = await sql<{ n: number }>(t.databaseUrl, `select count(*)::int as n from readers_site_day where dim = 'source'`);
    expect(rows[0].n).toBeLessThanOrEqual(MAX_KEYS_PER_DIM);
    expect(rows[0].n).toBeGreaterThan(MAX_KEYS_PER_DIM - 5);
    const total = await sql<{ n: number }>(t.databaseUrl, `select sum(n)::int as n from readers_site_day where dim = 'source'`);
    const views = await sql<{ n: number }>(t.databaseUrl, `select sum(n)::int as n from readers_site_day where dim = 'views'`);
    // Nothing lost: every visit's first page still has a source ("other" included).
    expect(total[0].n).toBeLessThanOrEqual(views[0].n);
    expect(n((await report()).sources, 'other')).toBeGreaterThan(before + 2);
  });

  it('keeps a flood of 20,000 beacons from one address to its budget of events', async () => {
    const before = (await report()).totals.views;
    const pages = ['home', 'category', 'static', 'notfound', 'search'];
    for (let i = 0; i < 20_000; i++) {
      const body: Record<string, string> =
        i % 3 ? { t: pages[i % pages.length], l: 'en', r: '' } : { t: 'guide', g: String(guide), l: i % 2 ? 'en' : 'fil', r: '' };
      beacon(i % 2 ? 'a' : 'b', '198.51.100.40', browser(i % 50), body);
    }
    expect(t.app.get(ReadersCountingService).pendingCount()).toBeLessThan(1_000);
    await flush();
    const added = (await report()).totals.views - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGET.events);
  });
});
