import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import request from 'supertest';
import { SearchIndexService } from '../../src/search/search-index.service';
import { WINDOW_SIZES } from '../../src/search/search.service';
import { tierSql, WINDOW_START_SQL } from '../../src/search/search.sql';
import { insertGuides } from '../utils/catalogue';
import { createTestApp, type TestApp } from '../utils/test-app';
import { insertCategory } from '../utils/guides';
import { sql } from '../utils/test-db';

jest.setTimeout(180_000);

type Result = { id: number; language: string };

/**
 * A search looks for a common word among the newest documents first (a window sized by how common
 * the word is) and asks the whole catalogue only when the window holds too few. Either way the
 * answer must be the catalogue's newest matches: this catalogue is larger than the smaller windows.
 */
describe('search in a catalogue larger than its windows', () => {
  let t: TestApp;
  const guides = 1400;
  // The oldest guides carry a word of their own in the introduction only: common enough to be
  // looked for in a window, yet absent from every window but the whole catalogue (and from titles,
  // so the last-resort title match cannot stand in for the search).
  const oldOnly = 300;

  const titleOf = (i: number) =>
    ['Garden', i % 3 === 0 ? 'compost' : '', i % 50 === 0 ? 'trowel' : '', i === 700 ? 'mulch' : '', `number ${i}`]
      .filter(Boolean)
      .join(' ');

  /** The newest 20 guides whose English title (or introduction) holds every word, by SQL: the tier that answers. */
  async function newestWith(field: 'title' | 'introduction', words: string[]): Promise<number[]> {
    const rows = await sql<{ id: number }>(
      t.databaseUrl,
      `select g.id from guide g join guide_translation h on h.guide_id = g.id and h.lang = 'how'
        where g.status = 'published' and h.${field} ~* all($1::text[]) order by g.updated_at desc, g.id desc limit 20`,
      [words.map((w) => `\\m${w}\\M`)],
    );
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const category = await insertCategory(t, 'Home and Garden', 'Bahay at Hardin');
    // i = 0 is the newest; minutes apart, so every window boundary falls between two guides.
    await insertGuides(
      t,
      Array.from({ length: guides }, (_, i) => ({ category, hoursAgo: (i + 1) / 30, title: titleOf(i), paanoTitle: `Gabay ${i}` })),
    );
    // Indexed as a search would start it, and analyzed before the first search reads the word
    // frequencies (the service keeps them for minutes).
    await sql(
      t.databaseUrl,
      `update guide_translation t set introduction = 'An antique way, step ' || t.guide_id
         from guide g where g.id = t.guide_id and t.lang = 'how' and g.updated_at < (
           select updated_at from guide order by updated_at desc, id desc offset $1 limit 1)`,
      [guides - oldOnly - 1],
    );
    const index = t.app.get(SearchIndexService);
    await index.catchUp();
    for (let i = 0; i < 120 && (await index.queued()) > 0; i++) await new Promise((r) => setTimeout(r, 500));
    expect(await index.queued()).toBe(0);
    // As autovacuum leaves a table that has taken many writes (GIN indexes keep their statistics at vacuum).
    await sql(t.databaseUrl, 'vacuum analyze search_document');
  });
  afterAll(() => t?.close());

  it('is larger than the smaller windows (the test means what it says)', async () => {
    const [{ n }] = await sql<{ n: number }>(t.databaseUrl, `select count(*)::int as n from search_document where published`);
    // Windows of 256 to 2,048 documents are smaller than the catalogue; 4,096 and up hold all of it.
    expect(n).toBeGreaterThan(WINDOW_SIZES[3]);
    expect(n).toBeLessThan(WINDOW_SIZES[4]);
  });

  it.each([
    ['garden', 'title'],
    ['compost', 'title'],
    ['trowel', 'title'],
    ['mulch', 'title'],
    ['antique', 'introduction'],
  ] as const)('answers "%s" with the newest guides holding it (in the %s), as SQL finds them', async (word, field) => {
    const expected = await newestWith(field, [word]);
    expect(expected.length).toBeGreaterThan(0);
    const found: Result[] = (await request(t.http).get('/api/public/search/').query({ q: word }).expect(200)).body;
    expect(found.slice(0, expected.length).map((r) => [r.id, r.language])).toEqual(expected.map((id) => [id, 'how']));
  });

  it('answers two words, one common in titles and one only in old introductions, with the newest guides holding both', async () => {
    const rows = await sql<{ id: number }>(
      t.databaseUrl,
      `select g.id from guide g join guide_translation h on h.guide_id = g.id and h.lang = 'how'
        where h.title ~* '\\mcompost\\M' and h.introduction ~* '\\mantique\\M' order by g.updated_at desc, g.id desc limit 20`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const found: Result[] = (await request(t.http).get('/api/public/search/').query({ q: 'antique compost' }).expect(200)).body;
    expect(found.map((r) => [r.id, r.language])).toEqual(rows.map((r) => [r.id, 'how']));
  });

  it('reads the documents of every tier through its GIN index, in a window and whole', async () => {
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      // As in the search's own transaction.
      await client.query('set enable_seqscan = off');
      const numbered = (text: string) => {
        let n = 0;
        return text.replace(/\?/g, () => `$${++n}`);
      };
      const plan = async (text: string, params: unknown[]) =>
        (await client.query(`explain ${numbered(text)}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      const [{ updated_at: start }] = (await client.query(numbered(WINDOW_START_SQL), [WINDOW_SIZES[0]])).rows;
      for (const column of ['title', 'head', 'body'] as const) {
        expect(await plan(tierSql(column, false), ['mulch', 40])).toContain(`search_document_${column}_idx`);
        expect(await plan(tierSql(column, true), ['compost', start, 40])).toContain(`search_document_${column}_idx`);
      }
    } finally {
      await client.end();
    }
  });

  // PostgreSQL keeps a GIN index's new entries in a pending list that every scan reads whole (5 ms
  // a statement after a bulk run): whoever writes documents merges them into the index.
  it('leaves no entries pending in the search indexes after a save or a catch-up, and finds what they wrote', async () => {
    const pendingPages = async () =>
      (
        await sql<{ pages: number }>(
          t.databaseUrl,
          `select sum(gin_clean_pending_list(i::regclass))::int as pages
             from unnest(array['search_document_title_idx', 'search_document_head_idx', 'search_document_body_idx']) i`,
        )
      )[0].pages;
    const retitle = (ids: number[], word: string) =>
      sql(t.databaseUrl, `update guide_translation set title = title || ' ' || $2 where lang = 'how' and guide_id = any($1::int[])`, [
        ids,
        word,
      ]);
    const ids = (await sql<{ id: number }>(t.databaseUrl, `select id from guide order by updated_at desc, id desc limit 3`)).map(
      (r) => r.id,
    );
    expect(await pendingPages()).toBe(0);
    const index = t.app.get(SearchIndexService);

    // A save indexes its guide in its own transaction.
    await retitle([ids[0]], 'wheelbarrow');
    await t.app
      .get(EntityManager)
      .fork()
      .transactional((em) => index.refresh(em, [ids[0]]));
    expect(await pendingPages()).toBe(0);

    // A search finds guides written by other means waiting, and indexes them first.
    await retitle(ids.slice(1), 'greenhouse');
    const found: Result[] = (await request(t.http).get('/api/public/search/').query({ q: 'greenhouse' }).expect(200)).body;
    expect(found.map((r) => r.id).sort()).toEqual(ids.slice(1).sort());
    expect(await pendingPages()).toBe(0);
    const saved: Result[] = (await request(t.http).get('/api/public/search/').query({ q: 'wheelbarrow' }).expect(200)).body;
    expect(saved.map((r) => r.id)).toEqual([ids[0]]);
  });
});
