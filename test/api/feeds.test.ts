import request from 'supertest';
import { SaxesParser } from 'saxes';
import { insertGuides } from '../utils/catalogue';
import { createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { FEED_ITEMS } from '../../src/site/feed.service';

/**
 * /rss.xml (English) and /fil/rss.xml (Filipino): RSS 2.0 of the newest published guides in that
 * language, absolute links, bounded at FEED_ITEMS whatever the catalogue's size.
 */
jest.setTimeout(120_000);

interface Item {
  pubDate: string;
  title: string;
  link: string;
  guid: string;
  description: string;
  category: string;
}

interface ParsedFeed {
  root: string;
  title: string;
  link: string;
  language: string;
  items: Item[];
}

/** Parses with a real XML parser (saxes throws on anything not well-formed). */
function parseFeed(xml: string): ParsedFeed {
  const parser = new SaxesParser();
  const path: string[] = [];
  const feed: ParsedFeed = { root: '', title: '', link: '', language: '', items: [] };
  let text = '';
  parser.on('opentag', (tag) => {
    if (path.length === 0) feed.root = tag.name;
    path.push(tag.name);
    text = '';
    if (tag.name === 'item') feed.items.push({ pubDate: '', title: '', link: '', guid: '', description: '', category: '' });
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2];
    const item = feed.items.at(-1);
    if (parent === 'item' && item && tag.name in item) item[tag.name as keyof Item] = text;
    if (parent === 'channel' && (tag.name === 'title' || tag.name === 'link' || tag.name === 'language')) feed[tag.name] = text;
    path.pop();
  });
  parser.write(xml).close();
  return feed;
}

let t: TestApp;
let guides: number[];
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  category = await insertCategory(t, 'Feed Topic', 'Paksang Feed');
  // FEED_ITEMS + 5 guides, guide i updated i hours ago (ids[0] newest); ids[1] has no Filipino version.
  guides = await insertGuides(
    t,
    Array.from({ length: FEED_ITEMS + 5 }, (_, i) => ({
      category,
      hoursAgo: i + 1,
      title: i === 2 ? 'Tom & Jerry <tips>' : undefined,
      paanoTitle: i === 1 ? '' : undefined,
    })),
  );
  await insertGuides(t, [{ category, hoursAgo: 0.1, status: 'draft', title: 'Hidden feed draft' }]);
});

afterAll(() => t?.close());

describe('the feeds', () => {
  it('lists the newest English guides at /rss.xml, as RSS 2.0 with absolute links', async () => {
    const res = await request(t.http).get('/rss.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseFeed(res.text);
    const base = t.config.siteUrl;
    expect(feed.root).toBe('rss');
    expect(feed.language).toBe('en');
    expect(feed.link).toBe(`${base}/`);
    expect(feed.items).toHaveLength(FEED_ITEMS);
    expect(feed.items.map((i) => i.link)).toEqual(guides.slice(0, FEED_ITEMS).map((id) => `${base}/feed-topic/catalogue-${id}`));
    expect(feed.items[0]!.description).toBe(`About Catalogue guide ${guides[0]}`);
    expect(feed.items[0]!.category).toBe('Feed Topic');
    // Escaped in the XML, whole once parsed.
    expect(feed.items[2]!.title).toBe('Tom & Jerry <tips>');
    expect(res.text).not.toContain('Hidden feed draft');
  });

  it('lists only guides with a Filipino version at /fil/rss.xml, at their Filipino addresses', async () => {
    const res = await request(t.http).get('/fil/rss.xml').expect(200);
    const feed = parseFeed(res.text);
    const base = t.config.siteUrl;
    expect(feed.language).toBe('fil');
    expect(feed.link).toBe(`${base}/fil`);
    expect(feed.title).toContain('Filipino');
    const expected = guides.filter((_, i) => i !== 1).slice(0, FEED_ITEMS);
    expect(feed.items.map((i) => i.link)).toEqual(expected.map((id) => `${base}/paksang-feed/katalogo-${id}`));
    expect(feed.items[0]!.title).toBe(`Gabay ng katalogo ${guides[0]}`);
    expect(feed.items[0]!.category).toBe('Paksang Feed');
    expect(new Set(feed.items.map((i) => i.guid)).size).toBe(FEED_ITEMS);
  });

  it('answers 304 to its ETag and shows a newly published guide at once', async () => {
    const first = await request(t.http).get('/rss.xml').expect(200);
    await request(t.http).get('/rss.xml').set('If-None-Match', first.headers.etag!).expect(304);
    const created = await createGuide(t, guideFields(category, 'A fresh feed guide', 'Bagong gabay sa feed', { post_status: 'published' }));
    expect(created.status).toBe(201);
    const en = parseFeed((await request(t.http).get('/rss.xml').expect(200)).text);
    expect(en.items[0]!.title).toBe('A fresh feed guide');
    expect(en.items).toHaveLength(FEED_ITEMS);
    const fil = parseFeed((await request(t.http).get('/fil/rss.xml').expect(200)).text);
    expect(fil.items[0]!.title).toBe('Bagong gabay sa feed');
  });

  it('dates a guide by its first publication in the feed and the page’s data, and labels the page’s date as its update', async () => {
    const created = await createGuide(t, guideFields(category, 'A dated feed guide', 'Gabay na may petsa', { post_status: 'published' }));
    const id = created.body.id as number;
    await sql(t.databaseUrl, `update guide set published_at = '2026-01-15T02:00:00Z' where id = ${id}`);
    // An edit after publication moves the update date, never the publication date.
    const edited = await updateGuide(t, id, { category, how: { introduction: 'Edited after publishing.' } });
    expect(edited.status).toBe(200);
    const item = parseFeed((await request(t.http).get('/rss.xml').expect(200)).text).items.find((i) => i.title === 'A dated feed guide');
    expect(item?.pubDate).toBe('Thu, 15 Jan 2026 02:00:00 GMT');
    const page = (await request(t.http).get('/feed-topic/a-dated-feed-guide').expect(200)).text;
    expect(page).toContain('"datePublished":"2026-01-15T02:00:00.000Z"');
    expect(page).toMatch(/Updated(<!-- -->)? <time dateTime="[^"]+">/);
    const fil = (await request(t.http).get('/paksang-feed/gabay-na-may-petsa').expect(200)).text;
    expect(fil).toMatch(/In-update noong(<!-- -->)? <time dateTime="/);
  });

  it("carries a guide's blocks in its item, in the feed's language: at a glance, things you'll need, steps, tips, warnings", async () => {
    const created = await createGuide(
      t,
      guideFields(category, 'How to brew coffee', 'Paano magtimpla ng kape', {
        how: translation('How to brew coffee', {
          header_description: 'A cup in five minutes.',
          needs: [{ item: 'Ground coffee', quantity: '2 tbsp', note: 'medium grind' }, { item: 'Kettle' }],
          tips: ['Warm the cup **first**.'],
          warnings: ['The kettle is hot.'],
        }),
        paano: translation('Paano magtimpla ng kape', {
          header_description: 'Isang tasa sa limang minuto.',
          needs: [{ item: 'Giniling na kape', quantity: '2 kutsara' }],
          tips: ['Painitin muna ang tasa.'],
          warnings: ['Mainit ang takure.'],
        }),
        sections: [
          section(1, {
            steps: [
              { action_how: 'Boil water', action_paano: 'Pakuluan ang tubig', details_how: [], details_paano: [] },
              { action_how: 'Pour slowly', action_paano: 'Ibuhos nang dahan-dahan', details_how: [], details_paano: [] },
            ],
          }),
        ],
        at_a_glance: { time_minutes: 5, cost_min: 20 },
        post_status: 'published',
      }),
    );
    expect(created.status).toBe(201);
    const en = parseFeed((await request(t.http).get('/rss.xml').expect(200)).text).items.find((i) => i.title === 'How to brew coffee');
    expect(en?.description).toBe(
      [
        'A cup in five minutes.',
        '',
        'Time needed: 5 min · Cost: ₱20',
        "Things you'll need: Ground coffee (2 tbsp, medium grind); Kettle",
        'Step 1: Boil water · Step 2: Pour slowly',
        'Tips: Warm the cup first.',
        'Warnings: The kettle is hot.',
      ].join('\n'),
    );
    const fil = parseFeed((await request(t.http).get('/fil/rss.xml').expect(200)).text).items.find(
      (i) => i.title === 'Paano magtimpla ng kape',
    );
    expect(fil?.description).toBe(
      [
        'Isang tasa sa limang minuto.',
        '',
        'Gaano katagal: 5 minuto · Gastos: ₱20',
        'Mga kakailanganin: Giniling na kape (2 kutsara)',
        'Hakbang 1: Pakuluan ang tubig · Hakbang 2: Ibuhos nang dahan-dahan',
        'Mga tip: Painitin muna ang tasa.',
        'Mga babala: Mainit ang takure.',
      ].join('\n'),
    );
  });
});
