import request from 'supertest';
import { ReadersService } from '../../src/readers/readers.service';
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
    expect(t.app.get(ReadersService).pendingCount()).toBe(0);
    // The JSON beacon's view (its search text is never read), the laptop's view.
    expect(viewsOf(await report())).toBe(2);
    const stored = await sql<{ query: string }>(t.databaseUrl, `select query from readers_search_day`);
    expect(stored.map((row) => row.query)).toEqual(['paano \ufffd\ufffd\ufffdmag']);
  });

  it('drops only the rows the database refuses as data, counts them, logs once without SQL, and never retries them', async () => {
    const service = t.app.get(ReadersService);
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
      expect(service.pendingCount()).toBe(0);
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
