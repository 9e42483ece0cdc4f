import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, settledHeading, startApp, startTestServer, type TestServer } from '../utils/browser';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { buildDir } from '../../src/site/build-files';
import type { GuideDto } from '../../client/src/api/types';

/**
 * Issue 11: every page type is whole and navigable without JavaScript (the server's HTML is the
 * page; the app only adds to it), and a guide page loads its own code, never the admin's nor the
 * other pages'. Chunk names come from the build's manifest (webpack.config.js).
 */
jest.setTimeout(180_000);

const GUIDE_EN = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
const TITLE_EN = 'How to secure your GCash and Maya accounts';
const GUIDE_FIL = '/mga-tutorial-sa-teknolohiya/paano-protektahan-ang-gcash-at-maya-account-mo';
const TITLE_FIL = 'Paano protektahan ang GCash at Maya account mo';

let t: TestServer;
let browser: Browser;
let guide: GuideDto;

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  const slug = GUIDE_EN.split('/').pop()!;
  guide = (await request(t.http).get(`/api/public/content/by_slug/${slug}/`)).body as GuideDto;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

/**
 * The admin's own files: neither the app's nor the guide page's (the draft preview renders the guide
 * page's own article, so the chunk they share is visitor code too).
 */
const adminOnly = (manifest: { chunks: Record<string, string[] | undefined> }) =>
  manifest.chunks.admin!.filter((file) => !manifest.chunks.app!.includes(file) && !manifest.chunks['page-guide']!.includes(file));

const h1 = (page: Page) => page.locator('h1').first().innerText();
const text = (page: Page) => page.locator('main').innerText();

describe('with JavaScript disabled', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    const res = await page.goto(`${t.baseUrl}${path}`);
    expect(res?.status()).toBe(200);
    return page;
  }

  test('a guide in English: every section, bullet and source is there; breadcrumb and cards navigate', async () => {
    const page = await open(GUIDE_EN);
    expect(await h1(page)).toBe(TITLE_EN);
    const body = await text(page);
    for (const section of guide.sections) {
      expect(body).toContain(
        section.section_how
          .replace(/^\s*\[p\]\s*/i, '')
          .replace(/\*\*|\*|`/g, '')
          .slice(0, 20),
      );
    }
    expect(await page.locator('.sources a').count()).toBe(guide.sources.length);
    expect(await page.locator('#conclusion').innerText()).not.toBe('');
    await screenshot(page, 'nojs-guide-375');
    // The breadcrumb's category link is a plain link: the server answers the category page.
    await page.locator('.breadcrumb a').nth(1).click();
    await page.waitForURL('**/category/**');
    expect(await h1(page)).not.toBe('');
    await page.close();
  });

  test('a guide in Filipino has no English interface text, and its "How" link goes to the English guide', async () => {
    const page = await open(GUIDE_FIL);
    expect(await h1(page)).toBe(TITLE_FIL);
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    const body = await text(page);
    for (const english of ['Contents', 'Introduction', 'Conclusion', 'min read', 'Back to top']) expect(body).not.toContain(english);
    const alternate = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
    expect(new URL(alternate!).pathname).toBe(GUIDE_EN);
    await page.close();
  });

  test('home: hero, topics and the must-read are there; a topic tile and the search form work', async () => {
    const page = await open('/');
    expect(await h1(page)).toContain('Learn');
    expect(await page.locator('.topic-tile').count()).toBeGreaterThan(0);
    expect(await page.locator('.must-read-title a').count()).toBe(1);
    await screenshot(page, 'nojs-home-375');
    // The search form asks the server (/search?q=...), which answers with the results page (on a
    // phone the hero's form gives way to the header's search button and the quick-search links).
    await page.locator('.quick-searches a').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect(await h1(page)).not.toBe('');
    await page.goto(`${t.baseUrl}/`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('#home-search').fill('budget');
    await page.locator('#home-search').press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    expect(await h1(page)).not.toBe('');
    await page.goto(`${t.baseUrl}/`);
    const tile = page.locator('.topic-tile').first();
    const href = await tile.getAttribute('href');
    await tile.click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('.category-page').count()).toBe(1);
    await page.close();
  });

  test('category: its guide cards are listed and a card opens its guide', async () => {
    const page = await open('/category/tech-tutorials');
    const cards = page.locator('.guide-card .card-title a');
    expect(await cards.count()).toBeGreaterThan(0);
    const title = await cards.first().innerText();
    await cards.first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/category/'));
    expect(await h1(page)).toBe(title);
    await page.close();
  });

  test('static pages in both languages, with the footer links to the others', async () => {
    const page = await open('/about');
    expect(await h1(page)).not.toBe('');
    expect((await text(page)).length).toBeGreaterThan(300);
    await page.locator('footer a[href="/privacy"]').first().click();
    await page.waitForURL('**/privacy');
    expect(await text(page)).toContain('Effective date');
    await page.goto(`${t.baseUrl}/tungkol`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    await page.close();
  });

  test('search results list guides that open', async () => {
    const page = await open('/budget');
    const results = page.locator('.search-result .card-title a');
    expect(await results.count()).toBeGreaterThan(1);
    const title = await results.first().innerText();
    await results.first().click();
    await page.waitForURL((url) => url.pathname !== '/budget');
    expect(await h1(page)).toBe(title);
    await page.close();
  });
});

describe('the code a page loads', () => {
  const manifest = JSON.parse(readFileSync(join(buildDir(), 'client', 'manifest.json'), 'utf8')) as {
    entry: { js: string[]; shell: string[] };
    chunks: Record<string, string[]>;
  };

  test('a guide loads the app and the guide chunk (the entry is inline); never the admin nor another page type', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const scripts: string[] = [];
    context.on('request', (req) => {
      // The page's own requests: the service worker keeps every visitor chunk for offline use once
      // the page has loaded (never the admin's, see below), which is not the page loading them.
      if (req.serviceWorker()) return;
      if (req.url().startsWith(`${t.baseUrl}/assets/`) && req.url().endsWith('.js')) scripts.push(new URL(req.url()).pathname);
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}${GUIDE_EN}`, { waitUntil: 'networkidle' });
    // Hydrated (the app waits for a first interaction): the app answers the language switch's link.
    await startApp(page);
    await page.locator('.guide-controls').getByRole('link', { name: 'Paano', exact: true }).click();
    await page.waitForURL(`**${GUIDE_FIL}`);
    // The address changes a moment before React commits the other language.
    expect(await settledHeading(page, TITLE_FIL)).toBe(TITLE_FIL);

    const loaded = new Set(scripts);
    for (const file of [...manifest.chunks.app!, ...manifest.chunks['page-guide']!]) expect(loaded).toContain(file);
    // The entry runs inline in the page (src/site/build-files.ts): its file is never asked for.
    expect(scripts.filter((file) => manifest.entry.js.includes(file))).toEqual([]);
    const others = ['admin', 'page-home', 'page-category', 'page-search', 'page-static'].flatMap((name) =>
      manifest.chunks[name]!.filter((file) => !manifest.chunks['page-guide']!.includes(file) && !manifest.chunks.app!.includes(file)),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => others.includes(file))).toEqual([]);

    // Another page type's chunk arrives when the reader goes there (the Filipino guide's "Simula" leads
    // to the Filipino home).
    await page.locator('.breadcrumb a').first().click();
    await page.waitForURL(`${t.baseUrl}/fil`);
    await page.locator('.hero-title').waitFor();
    expect(scripts).toEqual(expect.arrayContaining(manifest.chunks['page-home']!));
    expect(scripts.filter((file) => adminOnly(manifest).includes(file))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the service worker's shell keeps the visitor's chunks, never the admin's", () => {
    expect(adminOnly(manifest).length).toBeGreaterThan(0);
    expect(manifest.entry.shell.filter((file) => adminOnly(manifest).includes(file))).toEqual([]);
    expect(manifest.entry.shell).toEqual(expect.arrayContaining([...manifest.chunks.app!, ...manifest.chunks['page-guide']!]));
  });
});

describe("the app waits for the reader's first interaction", () => {
  const manifest = JSON.parse(readFileSync(join(buildDir(), 'client', 'manifest.json'), 'utf8')) as {
    entry: { js: string[]; css: string[] };
    chunks: Record<string, string[]>;
  };

  /** A phone-sized page recording the scripts it asks for (not the service worker's own requests). */
  async function phonePage(context: BrowserContext): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
    const scripts: string[] = [];
    context.on('request', (req) => {
      if (!req.serviceWorker() && new URL(req.url()).pathname.startsWith('/assets/') && req.url().endsWith('.js')) {
        scripts.push(new URL(req.url()).pathname);
      }
    });
    const page = await context.newPage();
    return { page, scripts, errors: collectErrors(page) };
  }

  test('no app code loads before the first interaction; a click on a JS-only control made before hydration is answered', async () => {
    // No service worker: once it claims the page it answers the app's chunk from its cache, where
    // page.route cannot hold it back (seen under CI load, the app then ran before the click).
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    const { page, scripts, errors } = await phonePage(context);
    await page.goto(`${t.baseUrl}${GUIDE_EN}`, { waitUntil: 'networkidle' });
    // Loaded and idle, untouched: the inline entry alone ran (the text size, the service worker): no script file.
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => document.head.querySelectorAll('script:not([type]):not([src])').length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

    // The app's chunk is held until the click has been made, so the click surely comes before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/app.*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The carousel's Next is a button only the app answers (every other control answers as HTML, issue
    // 36); its pointerdown starts the app, and its click, held until the app has loaded, is answered then.
    const next = page.locator('.suggested .carousel-buttons button').nth(1);
    await next.scrollIntoViewIfNeeded();
    const before = await page.locator('.carousel').evaluate((el) => el.scrollLeft);
    await next.click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(await page.locator('.carousel').evaluate((el) => el.scrollLeft)).toBe(before);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForFunction((from) => (document.querySelector('.carousel')?.scrollLeft ?? 0) > from + 50, before);
    for (const file of [...manifest.chunks.app!, ...manifest.chunks['page-guide']!]) expect(scripts).toContain(file);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the first tap on the menu opens it; text typed while the app starts is kept, and a search submitted then searches', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const { page, errors } = await phonePage(context);
    await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle' });
    const menu = page.locator('.menu-toggle');
    await menu.click();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.locator('.menu-disclosure').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.mobile-menu').isVisible()).toBe(true);

    // A reader who goes straight for the search box: focusing it starts the app, typing goes on meanwhile.
    await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('#home-search').pressSequentially('budget');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.locator('#home-search').inputValue()).toBe('budget');
    // ...and the app has it too: submitted now, the app searches for it.
    await page.locator('#home-search').press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.locator('.search-result').first().waitFor();

    // A search submitted while the app is starting still searches (the browser's submission, or the app's).
    await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('#home-search').fill('budget');
    await page.locator('#home-search').press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.locator('.search-result').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the page is styled with or without JavaScript, by its linked stylesheet, with nothing refused by the CSP', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text());
      });
      for (const path of ['/', GUIDE_EN, '/category/tech-tutorials', '/about']) {
        await page.goto(`${t.baseUrl}${path}`);
        expect(
          await page
            .locator('link[rel="stylesheet"]')
            .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname)),
        ).toEqual(manifest.entry.css);
        expect(await page.locator('.site-header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
      }
      expect(refused).toEqual([]);
      await context.close();
    }
  });
});
