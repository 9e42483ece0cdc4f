import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from './test-app';
import { buildDir, inlineEntry, scriptHash } from '../../src/site/build-files';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots of every screen land here (not committed). */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'test-output', 'screenshots');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface TestServer extends TestApp {
  baseUrl: string;
}

/** The real app listening on a random loopback port (the built client is read from BUILD_DIR or ./dist). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const t = await createTestApp(env);
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as { port: number };
  return { ...t, baseUrl: `http://127.0.0.1:${port}` };
}

/** Saves a full-page screenshot as test-output/screenshots/NAME.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Collects console errors and page errors; assert it is empty at the end of a journey. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits (up to 10 s) until the page's first <h1> reads `expected`, then returns what it reads.
 * After a client-side navigation the URL can change a moment before React commits the new page.
 */
export async function settledHeading(page: Page, expected: string): Promise<string> {
  await page
    .waitForFunction((text) => (document.querySelector('h1') as HTMLElement | null)?.innerText === text, expected, { timeout: 10_000 })
    .catch(() => undefined);
  return page.locator('h1').first().innerText();
}

/**
 * A server-rendered page starts its React app on the reader's first interaction
 * (client/src/hydrate-on-interaction.ts). This gives the page one (a pointerdown on its background,
 * which no control answers) and waits until the app has hydrated it (data-app="ready" on <html>).
 */
export async function startApp(page: Page): Promise<void> {
  await page.locator('body').dispatchEvent('pointerdown');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/**
 * The build's entry as every page carries it inline (src/site/build-files.ts), read from the build
 * itself, and its CSP hash source: what a page's one executable inline script must be.
 */
export function builtEntry(dir: string = buildDir()): { source: string; hash: string } {
  const manifest = JSON.parse(readFileSync(join(dir, 'client', 'manifest.json'), 'utf8')) as { entry: { js: string[] } };
  const source = inlineEntry(join(dir, 'client', 'assets'), manifest.entry.js);
  if (source === undefined) throw new Error('The build has no inline entry');
  return { source, hash: scriptHash(source) };
}
