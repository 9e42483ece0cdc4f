import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';
import { sql } from '../utils/test-db';

/**
 * Issue 34 item 6, as a new owner moves hosts: on the old site, Import / Export → Download the
 * export (one .tar.gz); on a fresh quick-start site (the demo guides), choose that file, check it:
 * the demo guides are named as already here, with skip or replace; replace them all; the result
 * says so, and no guide is there twice. The screen in both languages, at 360 and 1280 px.
 */

const SHOTS = process.env.MOVE_SHOTS_DIR;

let source: TestServer;
let target: TestServer;
let browser: Browser;
let errors: string[];
let archivePath: string;

async function open(server: TestServer, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  errors.push(...collectErrors(page));
  page.setDefaultTimeout(30_000);
  await page.goto(`${server.baseUrl}/login-access`);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin-hp-access');
  return { context, page };
}

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(join(process.cwd(), 'test-output', 'screenshots', `${name}.png`), join(SHOTS, `${name}.png`));
  }
}

beforeAll(async () => {
  [source, target] = await Promise.all([startTestServer(), startTestServer()]);
  await seedDemoDatabase(source.databaseUrl);
  await seedDemoDatabase(target.databaseUrl);
  await sql(source.databaseUrl, `update guide_translation set introduction = 'Written on the old host.' where lang = 'how'`);
  browser = await launchChromium();
  errors = [];
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([source?.close(), target?.close()]);
}, 60_000);

jest.setTimeout(180_000);

describe('moving hosts from the admin alone', () => {
  it('the old site downloads one .tar.gz', async () => {
    const { context, page } = await open(source, 1280);
    await page.getByRole('link', { name: 'Import / Export' }).click();
    await page.getByRole('heading', { name: 'Export everything' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^howpaano-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    archivePath = join(process.cwd(), 'test-output', download.suggestedFilename());
    await download.saveAs(archivePath);
    expect(readFileSync(archivePath).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await shot(page, 'move-export-1280');
    await context.close();
  });

  it('the new site matches the demo guides, asks skip or replace, and replaces them in place', async () => {
    const before = await sql<{ id: number; slug: string }>(
      target.databaseUrl,
      `select guide_id as id, slug from guide_translation where lang = 'how' order by guide_id`,
    );
    const { context, page } = await open(target, 360);
    // On a phone the screens are behind the top bar's Menu button (issue 39 item 2).
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Import / Export' }).click();
    await page.getByLabel('Export file (.xml or .tar.gz)').setInputFiles(archivePath);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText(`${before.length} guide(s) of this file are already on this site (same address). For all of them:`).waitFor();
    await page.getByText('Also in this archive').waitFor();
    // Each matched guide's line says so, not "New".
    expect(
      await page
        .locator('.hp-import-item .hp-hint')
        .filter({ hasText: /^Already on this site ·/ })
        .count(),
    ).toBe(before.length);
    expect(
      await page
        .locator('.hp-import-item .hp-hint')
        .filter({ hasText: /^New ·/ })
        .count(),
    ).toBe(0);
    // Nothing would be imported as a copy while every match is skipped: nothing to confirm.
    expect(await page.getByRole('button', { name: /^Import \d+ guide/ }).count()).toBe(0);
    // Only what is new is counted as to import: every guide of the file is here already.
    await page.getByText('0 guide(s) to import.').waitFor();
    await shot(page, 'move-check-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'move-check-1280');
    await page.setViewportSize({ width: 360, height: 900 });
    await page.getByLabel('Guides already on this site').selectOption('replace');
    await page.getByRole('button', { name: `Import ${before.length} guide(s)` }).click();
    await page.getByText(`Replaced ${before.length} guide(s) already here.`).waitFor();
    await shot(page, 'move-done-360');
    const after = await sql<{ id: number; slug: string; introduction: string }>(
      target.databaseUrl,
      `select guide_id as id, slug, introduction from guide_translation where lang = 'how' order by guide_id`,
    );
    expect(after.map(({ id, slug }) => ({ id, slug }))).toEqual(before);
    expect(after.every((a) => a.introduction === 'Written on the old host.')).toBe(true);
    await context.close();
  });

  it('in Filipino, at 1280 px: a second check finds everything imported before', async () => {
    const { context, page } = await open(target, 1280);
    await page.getByRole('link', { name: 'Import / Export' }).click();
    // The admin's one language switch, in the top bar (issue 39 item 1).
    await page.getByRole('group', { name: 'Admin language' }).getByRole('button', { name: 'Filipino' }).click();
    await page.getByLabel('Export file (.xml o .tar.gz)').setInputFiles(archivePath);
    await page.getByRole('button', { name: 'Suriin ang file' }).click();
    await page.getByText('Na-import na dati ang lahat ng nasa file na ito: walang mababago kung i-import muli.').waitFor();
    await page.getByText('Kasama rin sa archive na ito').waitFor();
    await shot(page, 'move-again-1280-fil');
    await page.setViewportSize({ width: 360, height: 900 });
    await shot(page, 'move-again-360-fil');
    await page.getByRole('group', { name: 'Wika ng admin' }).getByRole('button', { name: 'English' }).click();
    await context.close();
    expect(errors).toEqual([]);
  });
});
