import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot } from '../utils/browser';
import { createTestApp, type TestApp } from '../utils/test-app';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { buildDir } from '../../src/site/build-files';
import { en } from '../../client/src/i18n/en';
import { fil } from '../../client/src/i18n/fil';

/**
 * Issue 13 item 6: installable and readable offline. Two guides opened, the connection cut
 * (Chromium offline), both reload from the service worker's cache and the offline page lists them;
 * then a new build is deployed and, back online, no page runs a stale script.
 */
jest.setTimeout(240_000);

const GUIDE_1 = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
const TITLE_1 = 'How to secure your GCash and Maya accounts';
const GUIDE_2 = '/mga-tutorial-sa-teknolohiya/paano-protektahan-ang-gcash-at-maya-account-mo';
const TITLE_2 = 'Paano protektahan ang GCash at Maya account mo';

let browser: Browser;
let app: TestApp | null = null;
let port = 0;
const dirs: string[] = [];

/** A copy of the build, so a test can deploy a "new" one without touching ./dist. */
function copyBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hp-build-'));
  dirs.push(dir);
  cpSync(buildDir(), dir, { recursive: true });
  return dir;
}

/**
 * What a deploy changes: the entry script's bytes (a page carries them inline, ending in "// next build"
 * now) and so its hashed name. Returns the old and new names.
 */
function changeEntryScript(dir: string): { before: string; after: string } {
  const manifestFile = join(dir, 'client', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry: { js: string[] } };
  const before = manifest.entry.js[0]!;
  const name = before.slice('/assets/'.length);
  const after = `/assets/${name.replace(/\.js$/, '')}-next.js`;
  const assets = join(dir, 'client', 'assets');
  renameSync(join(assets, name), join(assets, after.slice('/assets/'.length)));
  writeFileSync(
    join(assets, after.slice('/assets/'.length)),
    `${readFileSync(join(assets, after.slice('/assets/'.length)), 'utf8')}\n// next build\n`,
  );
  manifest.entry.js[0] = after;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  expect(readdirSync(assets)).not.toContain(name);
  return { before, after };
}

/** The app on its own build directory, always on the same port (the service worker's origin). */
async function deploy(build: string): Promise<string> {
  await app?.close();
  const previous = process.env.BUILD_DIR;
  process.env.BUILD_DIR = build;
  try {
    app = await createTestApp();
  } finally {
    if (previous === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = previous;
  }
  await seedDemoDatabase(app.databaseUrl);
  await app.app.listen(port, '127.0.0.1');
  port = (app.app.getHttpServer().address() as { port: number }).port;
  return `http://127.0.0.1:${port}`;
}

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

async function heading(page: Page): Promise<string> {
  return page.locator('h1').first().innerText();
}

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

test('serves the worker, the manifest and the icons with the right headers', async () => {
  const base = await deploy(copyBuild());
  expect(base).toMatch(/^http:/);
  const sw = await request(app!.http).get('/sw.js');
  expect(sw.status).toBe(200);
  expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
  expect(sw.headers['cache-control']).toBe('no-cache');
  expect(sw.text).toMatch(/^self\.HP_BUILD=\{"version":"[\w-]+","shell":\[/);
  expect(sw.headers['content-security-policy']).toContain("script-src 'self'");
  const again = await request(app!.http).get('/sw.js').set('If-None-Match', sw.headers.etag!);
  expect(again.status).toBe(304);
  const manifest = await request(app!.http).get('/manifest.webmanifest');
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  const body = JSON.parse(manifest.text) as { name: string; start_url: string; icons: { src: string; purpose: string }[] };
  expect(body.name).toBe('HowPaano');
  expect(body.start_url).toBe('/');
  expect(body.icons.map((i) => i.purpose)).toContain('maskable');
  for (const path of [...body.icons.map((i) => i.src), '/favicon.ico', '/apple-touch-icon.png', '/icons/favicon-32.png']) {
    const icon = await request(app!.http).get(path).buffer(true);
    expect({ path, status: icon.status, type: icon.headers['content-type'] }).toEqual({ path, status: 200, type: 'image/png' });
    // A real PNG, not a page.
    expect((icon.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  }
  expect((await request(app!.http).get('/icons/..%2fmanifest.json')).status).toBe(404);
  expect((await request(app!.http).get('/icons/nope.png')).status).toBe(404);
  const page = await request(app!.http).get('/about');
  expect(page.text).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(page.text).toContain('<link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png">');
});

describe('a reader without a connection', () => {
  let context: BrowserContext;
  let base: string;
  let build: { before: string; after: string };

  beforeAll(async () => {
    base = await deploy(copyBuild());
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  test('reads the two guides it opened, and the offline page lists them', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${base}${GUIDE_1}`, { waitUntil: 'networkidle' });
    await controlled(page);
    // Opened while the worker is in charge: kept.
    await page.reload({ waitUntil: 'networkidle' });
    await page.goto(`${base}${GUIDE_2}`, { waitUntil: 'networkidle' });
    // An API write never reaches the worker's caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached).toEqual(expect.arrayContaining([GUIDE_1, GUIDE_2, '/offline', '/offline/fil']));
    expect(cached.filter((u) => /^\/(api|admin-hp-access|login-access)/.test(u))).toEqual([]);

    // No connection at all: the browser offline, and the server gone too.
    await app!.close();
    app = null;
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await heading(page)).toBe(TITLE_2);
    await page.goto(`${base}${GUIDE_1}`, { waitUntil: 'load' });
    expect(await heading(page)).toBe(TITLE_1);
    // Hydrated from cached scripts: the first tap (the text size, a radio since issue 36) starts the app offline.
    await page.locator('.text-size-btn').nth(2).click();
    expect(await page.getByRole('radio', { name: `A+ ${en.textLarger}` }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.locator('.text-size-btn').nth(1).click();
    await screenshot(page, 'offline-guide-360');

    // A page never opened: the offline page, listing what can be read.
    await page.goto(`${base}/category/financial-tips`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(await heading(page)).toBe(en.offlineTitle);
    await page.waitForFunction(() => document.querySelector('.offline-page .btn')?.getAttribute('href') === '/category/financial-tips');
    await page.locator('.offline-list a').nth(1).waitFor();
    const listed = await page
      .locator('.offline-list a')
      .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })));
    expect(listed).toEqual(
      expect.arrayContaining([
        { href: GUIDE_1, text: TITLE_1 },
        { href: GUIDE_2, text: TITLE_2 },
      ]),
    );
    await screenshot(page, 'offline-page-360');
    // A link on it opens the saved guide.
    await page.locator('.offline-list a', { hasText: TITLE_2 }).click();
    await page.waitForURL(`**${GUIDE_2}`);
    expect(await heading(page)).toBe(TITLE_2);
    await context.setOffline(false);
    // Only the failed requests of the offline minutes are logged.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
    await page.close();
  });

  test('after a new build, back online: the new script everywhere, the old cache gone', async () => {
    await context.setOffline(false);
    const next = copyBuild();
    build = changeEntryScript(next);
    const nextBase = await deploy(next);
    expect(nextBase).toBe(base);
    const version = /"version":"([\w-]+)"/.exec((await request(app!.http).get('/sw.js')).text)![1]!;

    const scripts: string[] = [];
    context.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${base}${GUIDE_1}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.head.querySelector('script:not([src]):not([type])')?.textContent)).toMatch(
      /\/\/ next build$/,
    );
    // The new worker takes over and drops the old build's cache.
    const shells = () => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('hp-shell-')));
    for (let i = 0; i < 150 && JSON.stringify(await shells()) !== JSON.stringify([`hp-shell-${version}`]); i++) {
      await page.waitForTimeout(200);
    }
    expect(await shells()).toEqual([`hp-shell-${version}`]);
    // The other saved guide was fetched again with the new build.
    await context.setOffline(true);
    await page.goto(`${base}${GUIDE_2}`, { waitUntil: 'load' });
    expect(await heading(page)).toBe(TITLE_2);
    expect(await page.evaluate(() => document.head.querySelector('script:not([src]):not([type])')?.textContent)).toMatch(
      /\/\/ next build$/,
    );
    await page.locator('.text-size-btn').nth(2).click();
    expect(await page.getByRole('radio', { name: `A+ ${fil.textLarger}` }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await context.setOffline(false);
    expect(scripts).not.toContain(build.before);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual([]);
    await page.close();
  });
});
