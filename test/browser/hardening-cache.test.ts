import request from 'supertest';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { SiteService } from '../../src/site/site.service';
import { en } from '../../client/src/i18n/en';
import { startTestServer, type TestServer } from '../utils/browser';

/**
 * Issue 30 item 2: `?page=N` on pages that do not paginate rendered and kept a new page per value, and
 * 1,150 such requests from one address evicted real cached pages (a cached guide went from 1.3 ms to
 * 43 ms). Now the query a page does not read is not part of its cache key, and addresses asked for
 * once cannot push out pages readers come back to. Pages need the client build: browser project.
 * Whether a request was answered from the cache is read from SiteService (calls to page(): the
 * cache's misses), never from timings.
 */
jest.setTimeout(180_000);

const GUIDE = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';

let t: TestServer;
let site: SiteService;

beforeAll(async () => {
  t = await startTestServer();
  site = t.app.get(SiteService);
  await seedDemoDatabase(t.databaseUrl);
  site.clearCache();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** How many requests reached the renderer (SiteService.page: not answered from the cache) while fn ran. */
async function rendered(fn: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(site, 'page');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

it('answers ?page on a page that does not paginate from that page’s cache entry, making none', async () => {
  for (const path of ['/', '/about', GUIDE]) {
    expect((await request(t.http).get(path)).status).toBe(200);
  }
  const before = site.cacheState();
  const renders = await rendered(async () => {
    for (let i = 2; i < 400; i++) {
      for (const path of ['/', '/about', GUIDE]) {
        const res = await request(t.http).get(`${path}?page=${i}`);
        expect([path, i, res.status]).toEqual([path, i, 200]);
      }
    }
  });
  expect(renders).toBe(0);
  expect(site.cacheState()).toEqual(before);
  // The same document as the page's own address.
  expect((await request(t.http).get(`/about?page=7&utm_source=x`)).text).toBe((await request(t.http).get('/about')).text);
});

it('keeps a guide readers come back to cached through a stream of unique addresses', async () => {
  site.clearCache();
  await request(t.http).get(GUIDE).expect(200);
  await request(t.http).get(GUIDE).expect(200); // a second reader: a page readers use
  expect(site.cacheState(GUIDE).cached).toBe(true);
  const pagesBefore = site.cacheState().pages;

  // 1,200 unique addresses from one address: ?page on every kind of page, and made-up searches.
  for (let i = 0; i < 400; i++) {
    await request(t.http).get(`/?page=${1000 + i}`);
    await request(t.http).get(`${GUIDE}?page=${1000 + i}&x=${i}`);
    await request(t.http).get(`/made-up-search-${i}`);
  }
  expect(site.cacheState().pages).toBe(pagesBefore + 1); // the home page, once
  expect(site.cacheState(GUIDE).cached).toBe(true);
  expect(await rendered(() => request(t.http).get(GUIDE).expect(200))).toBe(0);
});

it('keeps a page only at its own address: other spellings of it are answered, not kept', async () => {
  site.clearCache();
  const before = site.cacheState().pages;
  for (let i = 0; i < 64; i++) {
    // /about spelled 64 ways: letters in either case, some percent-encoded.
    const spelled = [...'about'].map((c, at) => ((i >> at) & 1 ? c.toUpperCase() : c)).join('');
    const path = i % 2 ? `/${spelled}` : `/${spelled.replace(/o/i, '%6F')}`;
    const res = await request(t.http).get(path);
    expect([path, res.status]).toEqual([path, 200]);
  }
  expect(site.cacheState('/About').cached).toBe(false);
  expect(site.cacheState('/%61bout').cached).toBe(false);
  expect(site.cacheState().pages).toBe(before + (site.cacheState('/about').cached ? 1 : 0));
  await request(t.http).get('/about').expect(200);
  expect(site.cacheState('/about').cached).toBe(true);
});

it('runs at most SEARCH_RATE_LIMIT_PER_MINUTE search pages per address; one already made is still answered', async () => {
  const limited = await startTestServer({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
  try {
    await seedDemoDatabase(limited.databaseUrl);
    const limitedSite = limited.app.get(SiteService);
    limitedSite.clearCache();
    for (const q of ['gcash', 'adobo', 'resume']) {
      const res = await request(limited.http).get(`/${q}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(en.searchTooMany);
    }
    const refused = await request(limited.http).get('/sinigang');
    expect(refused.text).toContain(en.searchTooMany);
    expect(limitedSite.cacheState('/sinigang').cached).toBe(false);
    // A search page already made costs no search: still answered from the cache.
    expect((await request(limited.http).get('/gcash')).text).not.toContain(en.searchTooMany);
  } finally {
    await limited.close();
  }
});
