import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot } from '../utils/browser';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';
import { smallPng } from '../utils/images';
import { createTestApp, type TestApp } from '../utils/test-app';
import { en } from '../../client/src/i18n/en';
import { fil } from '../../client/src/i18n/fil';

/**
 * Issue 36 item 4, "Save for offline": a guide saved by its button and a category's newest guides by
 * its panel (the size shown before anything is stored), the Saved page listing them with their sizes
 * and removing one, and every saved guide read with its images with the connection cut (Chromium
 * offline and the server stopped) — in English and in Filipino. A full device says so.
 */
jest.setTimeout(240_000);

const SAVED_CACHE = 'hp-saved-v1';
const CATEGORY_EN = '/category/phone-basics';
const CATEGORY_FIL = '/category/mga-batayan-ng-telepono';
const GUIDES = [
  { how: 'How to charge a phone', paano: 'Paano mag-charge ng telepono' },
  { how: 'How to clean a screen', paano: 'Paano linisin ang screen' },
  { how: 'How to back up photos', paano: 'Paano mag-back up ng mga larawan' },
];
const SHOTS = process.env.OFFLINE_SHOTS_DIR;

let browser: Browser;
let app: TestApp | null = null;
let base = '';
/** Each guide's two addresses and titles, newest first (the order a category lists and saves them). */
const paths: { how: string; paano: string }[] = [];
const titles: { how: string; paano: string }[] = [];

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  }
}

/** What this device keeps in the saved cache (addresses). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  }, SAVED_CACHE);
}

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** Every image of the article shown: loaded, with pixels. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) {
      img.loading = 'eager';
      if (!img.complete) await new Promise((done) => img.addEventListener('loadend' in img ? 'loadend' : 'load', done, { once: true }));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete), null, { timeout: 10_000 });
  return page
    .locator('article img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src));
}

beforeAll(async () => {
  browser = await launchChromium();
  app = await createTestApp();
  const category = await insertCategory(app, 'Phone Basics', 'Mga Batayan ng Telepono');
  for (const [i, guide] of GUIDES.entries()) {
    const created = await createGuide(
      app,
      {
        ...guideFields(category, guide.how, guide.paano, {
          how: translation(guide.how, { header_image_alt: 'A phone' }),
          paano: translation(guide.paano, { header_image_alt: 'Isang telepono' }),
          sections: [section(1, { section_how_img_alt: 'A cable', section_paano_img_alt: 'Isang kable' }), section(2)],
        }),
        post_status: 'published',
      },
      // Wide enough for three renditions (480, 960 and its own 1200): the page loads one of them.
      { header_image: await smallPng(1200, 800), section_image_0: await smallPng(1200, 600 + i) },
    );
    expect(created.status).toBe(201);
  }
  await app.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.app.getHttpServer().address() as { port: number }).port}`;
  // The guides' addresses as the category page links them, newest first.
  const page = await browser.newPage();
  for (const [lang, category] of [
    ['how', CATEGORY_EN],
    ['paano', CATEGORY_FIL],
  ] as const) {
    await page.goto(`${base}${category}`);
    const links = await page
      .locator('.card-title a')
      .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent! })));
    expect(links.map((l) => l.text)).toEqual(GUIDES.map((g) => g[lang]).reverse());
    links.forEach(({ href, text }, i) => {
      paths[i] = { ...paths[i]!, [lang]: href };
      titles[i] = { ...titles[i]!, [lang]: text };
    });
  }
  await page.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
}, 60_000);

describe('a full device', () => {
  test("says so in the page's language, and keeps nothing half-saved", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Chromium's own storage limit for this site, set tiny (DevTools protocol): the next write fails.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: base, quotaSize: 20_000 });
    for (const [path, t] of [
      [paths[0]!.how, en],
      [paths[0]!.paano, fil],
    ] as const) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: t.saveOffline }).click();
      await page.locator('.save-offline__status.is-error', { hasText: t.saveOfflineFull }).waitFor();
      expect(await savedKeys(page).then((keys) => keys.filter((k) => !k.startsWith('/media/')))).toEqual([]);
    }
    await context.close();
  });
});

describe('how it looks, at 360 and 1280 px in both languages', () => {
  test("the guide's button, the category's panel and the Saved page: shown, thumb-sized, in the page's language", async () => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width === 360, hasTouch: width === 360 });
      const page = await context.newPage();
      for (const [lang, t] of [
        ['how', en],
        ['paano', fil],
      ] as const) {
        const ui = lang === 'how' ? 'en' : 'fil';
        await page.goto(`${base}${paths[1]![lang]}`, { waitUntil: 'networkidle' });
        const button = page.getByRole('button', { name: t.saveOffline });
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        await button.click();
        await page.locator('.save-offline__status', { hasText: t.seeSaved }).waitFor();
        await shot(page, `saved-guide-${ui}-${width}`);
        await page.goto(`${base}${lang === 'how' ? CATEGORY_EN : CATEGORY_FIL}`, { waitUntil: 'networkidle' });
        await page.locator('.save-category summary').click();
        await page.locator('.save-category__panel .btn').waitFor();
        expect((await page.locator('.save-category summary').boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await shot(page, `saved-category-${ui}-${width}`);
        await page.goto(`${base}${lang === 'how' ? '/saved' : '/fil/saved'}`, { waitUntil: 'networkidle' });
        await page.locator('.saved-item').first().waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(ui);
        await shot(page, `saved-page-${ui}-${width}`);
      }
      await context.close();
    }
  });
});

describe('a reader saving guides for offline', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const open = async () => {
    page = await context.newPage();
    const seen = collectErrors(page);
    page.on('close', () => errors.push(...seen));
    return page;
  };

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await open();
  });

  afterAll(async () => {
    await context?.close();
  });

  test('nothing is saved for a reader who does not ask; the first tap on a guide saves it with its images', async () => {
    const guide = paths[0]!.how;
    await page.goto(`${base}${guide}`, { waitUntil: 'networkidle' });
    await controlled(page);
    // Reading, scrolling, the app started: the saved cache is not even made.
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await page.evaluate((name) => caches.has(name), SAVED_CACHE)).toBe(false);
    await page.close();

    // A new visit: the first tap on the page is the save button's, before the app has loaded.
    await open();
    await page.goto(`${base}${guide}`, { waitUntil: 'networkidle' });

    // The first tap on the page, before the app has loaded.
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    const button = page.getByRole('button', { name: en.saveOffline });
    await button.click();
    const status = page.locator('.save-offline__status');
    await status.filter({ hasText: /^Saved for offline \(\d+ KB\) See saved guides$/ }).waitFor();
    expect(await page.getByRole('button', { name: en.saveOfflineKept }).isVisible()).toBe(true);
    // The page and the very image files this page loaded at this width.
    const loaded = await page
      .locator('article img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => new URL(img.currentSrc).pathname));
    expect(loaded).toHaveLength(2);
    const kept = await savedKeys(page);
    expect(kept.sort()).toEqual([guide, ...loaded].sort());
    await shot(page, 'saved-guide-en-360');
  });

  test('a category shows its size before saving, then saves its guides newest first (Filipino)', async () => {
    await page.goto(`${base}${CATEGORY_FIL}`, { waitUntil: 'networkidle' });
    const before = await savedKeys(page);
    // The panel opens as HTML on the first tap; the app measures.
    await page.locator('.save-category summary', { hasText: fil.saveOffline }).click();
    const intro = page.locator('.save-category__panel p', { hasText: /^Ang 3 pinakabagong gabay ng kategoryang ito, \d+ KB lahat\.$/ });
    await intro.waitFor();
    const size = /(\d+ KB)/.exec(await intro.innerText())![1]!;
    const save = page.getByRole('button', { name: `I-save ang 3 gabay (${size})` });
    expect(await save.isVisible()).toBe(true);
    // Measured, not stored.
    expect(await savedKeys(page)).toEqual(before);
    await shot(page, 'saved-category-fil-360');
    // Keyboard: the save button takes Enter.
    await save.focus();
    await page.keyboard.press('Enter');
    await page
      .locator('.save-category .save-offline__status', { hasText: /^Naka-save para offline \(\d+ KB\) Tingnan ang mga naka-save$/ })
      .waitFor();
    const kept = await savedKeys(page);
    for (const p of paths) expect(kept).toContain(p.paano);
    // Newest first: saved in the category's order.
    const order = kept.filter((k) => paths.some((p) => p.paano === k));
    expect(order).toEqual(paths.map((p) => p.paano));
  });

  test('the Saved page lists what is kept with the space it uses, in both languages', async () => {
    await page.goto(`${base}/saved`, { waitUntil: 'networkidle' });
    await page.locator('.saved-item').nth(3).waitFor();
    const items = await page.locator('.saved-item').evaluateAll((li) =>
      li.map((item) => ({
        title: item.querySelector('a')!.textContent,
        href: item.querySelector('a')!.getAttribute('href'),
        meta: item.querySelector('.saved-item__meta')!.textContent,
      })),
    );
    expect(items.map((i) => i.href).sort()).toEqual([paths[0]!.how, ...paths.map((p) => p.paano)].sort());
    expect(items.find((i) => i.href === paths[0]!.how)!.title).toBe(titles[0]!.how);
    for (const item of items) expect(item.meta).toMatch(/^\d+ KB · Saved \w+ \d+, \d{4}$/);
    expect(await page.locator('.saved-summary').innerText()).toMatch(/^4 guides kept on this device, using \d+ KB\.$/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await shot(page, 'saved-page-en-360');
    await page.goto(`${base}/fil/saved`, { waitUntil: 'networkidle' });
    await page.locator('.saved-item').nth(3).waitFor();
    expect(await page.locator('h1').innerText()).toBe(fil.savedTitle);
    expect(await page.locator('.saved-summary').innerText()).toMatch(/^4 gabay ang nakatago sa device na ito, \d+ KB ang gamit\.$/);
    expect(await page.getByRole('button', { name: fil.savedRemoveLabel(titles[1]!.paano) }).isVisible()).toBe(true);
    await shot(page, 'saved-page-fil-360');
  });

  test('with the connection cut, saved guides open with their images; removing one frees it', async () => {
    await controlled(page);
    await app!.close();
    app = null;
    await context.setOffline(true);
    // Never opened as a page, only saved from the category: read offline, images and all.
    for (const p of [paths[1]!.paano, paths[2]!.paano, paths[0]!.how]) {
      await page.goto(`${base}${p}`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe(p);
      expect(await page.locator('h1').first().innerText()).toBe(
        p === paths[0]!.how ? titles[0]!.how : titles[paths.findIndex((x) => x.paano === p)]!.paano,
      );
      expect(await brokenImages(page)).toEqual([]);
    }
    await shot(page, 'saved-guide-offline-en-360');

    // Remove one on the Saved page, offline too.
    await page.goto(`${base}/fil/saved`, { waitUntil: 'load' });
    await page.locator('.saved-item').nth(3).waitFor();
    const before = await savedKeys(page);
    await page.getByRole('button', { name: fil.savedRemoveLabel(titles[2]!.paano) }).click();
    await page.locator('.saved-item').nth(2).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.saved-item').length === 3);
    expect(await page.locator('.saved-summary').innerText()).toMatch(/^3 gabay ang nakatago sa device na ito, \d+ KB ang gamit\.$/);
    expect(await page.locator('.saved-page [role="status"]').last().innerText()).toBe(fil.savedRemoved(titles[2]!.paano));
    const after = await savedKeys(page);
    expect(after).not.toContain(paths[2]!.paano);
    // Its own images went with it (the other guides' stay).
    expect(before.length - after.length).toBe(3);
    // Gone: offline, the removed guide is no longer there to read.
    await page.goto(`${base}${paths[2]!.paano}`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toMatch(/^\/offline/);
    await context.setOffline(false);
    await page.close();
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
  });
});
