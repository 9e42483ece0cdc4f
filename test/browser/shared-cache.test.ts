import request from 'supertest';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { SiteService } from '../../src/site/site.service';
import { BEACON_PATH } from '../../client/src/shared/readers-beacon';
import { launchChromium, startTestServer, type TestServer } from '../utils/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';

/**
 * Issue 37 item 1: with SHARED_CACHE_SECONDS above 0, every public page and file says a shared cache
 * may keep it and names what it shows (Surrogate-Key, Cache-Tag), on a render and on the fast path's
 * answer alike; the admin, sign-in, answers for a token and anything that sets a cookie say
 * private, no-store. In the browser project: pages need the client build.
 */
jest.setTimeout(120_000);

const GUIDE = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400';

let t: TestServer;
let guide: { id: number; category: { id: number } };

beforeAll(async () => {
  t = await startTestServer({ SHARED_CACHE_SECONDS: '300' });
  await seedDemoDatabase(t.databaseUrl);
  t.app.get(SiteService).clearCache();
  guide = (await request(t.http).get('/api/public/content/by_slug/how-to-secure-your-gcash-and-maya-accounts/')).body;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const keysOf = (header: string | undefined) => new Set((header ?? '').split(' '));

describe('shared-cache headers (SHARED_CACHE_SECONDS=300)', () => {
  it('names the site, the language, the guide and the category it shows on the rendered page and on the fast path alike', async () => {
    const miss = await request(t.http).get(GUIDE);
    const hit = await request(t.http).get(GUIDE);
    for (const res of [miss, hit]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(SHARED);
      const keys = keysOf(res.headers['surrogate-key']);
      for (const key of ['site', 'lang:en', `guide:${guide.id}`, `shows-category:${guide.category.id}`]) expect(keys).toContain(key);
      expect(res.headers['cache-tag']).toBe(res.headers['surrogate-key'].replaceAll(' ', ','));
    }
    expect(hit.headers['surrogate-key']).toBe(miss.headers['surrogate-key']);
  });

  it('keeps ETag and 304 working, with the same keys', async () => {
    const first = await request(t.http).get(GUIDE);
    const again = await request(t.http).get(GUIDE).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(SHARED);
    expect(again.headers['surrogate-key']).toBe(first.headers['surrogate-key']);
  });

  it('names the Filipino home by its language and the lists it shows', async () => {
    const res = await request(t.http).get('/fil');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(SHARED);
    const keys = keysOf(res.headers['surrogate-key']);
    expect(keys).toContain('lang:fil');
    expect(keys).toContain('guide-lists');
  });

  it('lets a shared cache keep robots.txt, the sitemap and the feeds, each named', async () => {
    const robots = await request(t.http).get('/robots.txt');
    expect(robots.headers['cache-control']).toBe(SHARED);
    expect(robots.headers['surrogate-key']).toBe('site');
    const sitemap = await request(t.http).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['cache-control']).toBe(SHARED);
    expect(sitemap.headers['surrogate-key']).toBe('site sitemap');
    const feed = await request(t.http).get('/fil/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['surrogate-key']).toBe('site lang:fil feed');
  });

  it('answers the admin, its sign-in and draft preview private, no-store, naming nothing', async () => {
    for (const path of ['/admin-hp-access', '/login-access', `/admin-hp-access/draft/${guide.id}`]) {
      const res = await request(t.http).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['surrogate-key']).toBeUndefined();
    }
  });

  it('answers every call made with a token, and a sign-in that sets a cookie, private, no-store', async () => {
    const signIn = await request(t.http).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    const auth = { Authorization: `Bearer ${signIn.body.access as string}` };
    for (const path of ['/api/bilingual-content/', '/api/categories/', '/api/public/content/?status=published']) {
      const res = await request(t.http).get(path).set(auth);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('counts each view through the cache by the page’s own beacon, none by the server serving it (item 3)', async () => {
    const auth = `Bearer ${await t.token()}`;
    const guideViews = async () => {
      await request(t.http).post('/api/readers/flush').set('Authorization', auth).expect(204);
      const report = (await request(t.http).get('/api/readers/report?days=7').set('Authorization', auth).expect(200)).body as {
        topGuides: { id: number; viewsEn: number }[];
      };
      return report.topGuides.find((g) => g.id === guide.id)?.viewsEn ?? 0;
    };
    const before = await guideViews();
    // What reaches the origin is a cache's miss, not a view: serving it counts nothing.
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    await request(t.http).get(GUIDE).set('User-Agent', ua).set('Sec-Fetch-Mode', 'navigate').expect(200);
    expect(await guideViews()).toBe(before);
    // Two readers' browsers, each page possibly from the cache: each view arrives by the page's beacon.
    const browser = await launchChromium();
    try {
      for (const reader of [1, 2]) {
        const context = await browser.newContext({ userAgent: `${ua} Reader/${reader}` });
        const page = await context.newPage();
        const beacon = page.waitForResponse((res) => new URL(res.url()).pathname === BEACON_PATH);
        await page.goto(`${t.baseUrl}${GUIDE}`);
        expect((await beacon).status()).toBeLessThan(300);
        await context.close();
      }
    } finally {
      await browser.close();
    }
    expect(await guideViews()).toBe(before + 2);
  });
});
