import request from 'supertest';
import type { Browser } from 'playwright-core';
import { insertGuides } from '../utils/catalogue';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { insertCategory } from '../utils/guides';
import { SiteService } from '../../src/site/site.service';

/**
 * A category larger than a page: the count is the total, the cards come 24 to a page, newest
 * first, and the numbered pages are plain links that work without JavaScript and tell crawlers
 * the order (rel=prev/next); a page past the end is a 404.
 */
jest.setTimeout(120_000);

let t: TestServer;
let browser: Browser;

const titlesOf = (html: string) => [...html.matchAll(/<h2 class="card-title"><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await startTestServer();
  const category = await insertCategory(t, 'Paged Topic', 'Paksang May Pahina', 1);
  // 60 published guides, guide i updated i hours ago: the newest first is ids[0], ids[1], ...
  await insertGuides(
    t,
    Array.from({ length: 60 }, (_, i) => ({ category, hoursAgo: i + 1, title: `Paged guide ${String(i + 1).padStart(2, '0')}` })),
  );
  await insertGuides(t, [{ category, hoursAgo: 0.5, status: 'draft', title: 'Paged draft' }]);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

describe('a category of 60 guides', () => {
  it('shows the total and the first 24 newest, with links to the other pages and rel=next', async () => {
    const res = await request(t.http).get('/category/paged-topic').expect(200);
    expect(res.text).toContain('60 Results');
    const titles = titlesOf(res.text);
    expect(titles).toEqual(Array.from({ length: 24 }, (_, i) => `Paged guide ${String(i + 1).padStart(2, '0')}`));
    expect(res.text).not.toContain('Paged draft');
    expect(res.text).toContain(`<link rel="next" href="${t.config.siteUrl}/category/paged-topic?page=2">`);
    expect(res.text).not.toContain('rel="prev"');
    expect(res.text).toContain(`<link rel="canonical" href="${t.config.siteUrl}/category/paged-topic">`);
    expect(res.text).toContain('href="/category/paged-topic?page=3"');
  });

  it('serves the last page with rel=prev, 404s past the end, and gives ?page=1 one address', async () => {
    const last = await request(t.http).get('/category/paged-topic?page=3').expect(200);
    expect(titlesOf(last.text)).toEqual(Array.from({ length: 12 }, (_, i) => `Paged guide ${String(i + 49).padStart(2, '0')}`));
    expect(last.text).toContain(`<link rel="prev" href="${t.config.siteUrl}/category/paged-topic?page=2">`);
    expect(last.text).toContain(`<link rel="canonical" href="${t.config.siteUrl}/category/paged-topic?page=3">`);
    expect(last.text).not.toContain('rel="next"');
    const beyond = await request(t.http).get('/category/paged-topic?page=4').expect(404);
    expect(beyond.text).toContain('noindex');
    for (const odd of ['?page=1', '?page=abc', '?page=-2']) {
      const res = await request(t.http).get(`/category/paged-topic${odd}`).expect(301);
      expect(res.headers.location).toBe('/category/paged-topic');
    }
  });

  it('pages by plain links without JavaScript, and by the router with it', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${t.baseUrl}/category/paged-topic`);
      await page.getByRole('link', { name: 'Page 2 of 3' }).click();
      await page.waitForURL('**/category/paged-topic?page=2');
      await page.waitForFunction(() => document.querySelector('.card-title')?.textContent === 'Paged guide 25');
      expect(await page.locator('.pager-link[aria-current="page"]').innerText()).toBe('2');
      await page.getByRole('link', { name: '← Previous' }).click();
      await page.waitForFunction(() => document.querySelector('.card-title')?.textContent === 'Paged guide 01');
      if (javaScriptEnabled) {
        await screenshot(page, 'category-pages-375');
        await page.setViewportSize({ width: 1280, height: 900 });
        await screenshot(page, 'category-pages-1280');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps its pages cached while a crowd of made-up search addresses and pages past the end come and go', async () => {
    const site = t.app.get(SiteService);
    await request(t.http).get('/category/paged-topic').expect(200);
    await request(t.http).get('/category/paged-topic?page=2').expect(200);
    // More than the page cache holds: were searches kept with the pages, the category page would be pushed out.
    for (let i = 0; i < 1100; i += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, j) => request(t.http).get(`/made-up-search-${i + j}`)));
    }
    await request(t.http).get('/category/paged-topic?page=77').expect(404);
    await request(t.http).get('/category/no-such-topic').expect(404);
    const state = site.cacheState('/category/paged-topic');
    expect(state.cached).toBe(true);
    expect(site.cacheState('/category/paged-topic?page=2&utm_source=x').cached).toBe(true);
    expect(state.searches).toBeLessThanOrEqual(200);
    expect(site.cacheState('/category/paged-topic?page=77').cached).toBe(false);
    expect(site.cacheState('/category/no-such-topic').cached).toBe(false);
    // 1,100 searches rendered one by one: half a minute on a quiet 2-core machine, more on a busy one.
  }, 300_000);
});
