import type { Browser, BrowserContext, Page } from 'playwright-core';
import { slugify } from '../../client/src/shared/slug';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { sql } from '../utils/test-db';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';
import { createGuide, guideFields, insertCategory } from '../utils/guides';

/**
 * Issue 29 part 3: every time is shown in one named zone, the site's (SITE_TIME_ZONE). The server
 * runs with New York time, the browser with Tokyo's, and neither is UTC: a time shown in the
 * browser's zone, in UTC or unnamed fails here.
 */

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let categoryId: number;

const url = (path: string) => `${server.baseUrl}${path}`;

async function guide(how: string, paano: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await createGuide(server, guideFields(categoryId, how, paano, extra));
  expect(res.status).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  server = await startTestServer({ SITE_TIME_ZONE: 'America/New_York' });
  categoryId = await insertCategory(server, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
  page = await context.newPage();
  errors = collectErrors(page);
  page.setDefaultTimeout(15_000);
  await page.goto(url('/login-access'));
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin-hp-access');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
}, 60_000);

jest.setTimeout(120_000);

describe('one named zone for every time', () => {
  it("shows the content table's Last Updated and the editor's history in the site's zone, named", async () => {
    const id = await guide('Zone table guide', 'Gabay sa talaan ng sona');
    // 19:00 UTC: 14:00 in New York, 04:00 the next day in Tokyo.
    await sql(server.databaseUrl, `update guide set updated_at = '2026-11-24T19:00:00Z' where id = $1`, [id]);
    await sql(server.databaseUrl, `update guide_revision set created_at = '2026-11-24T19:00:00Z' where guide_id = $1`, [id]);
    await page.goto(url('/admin-hp-access'));
    const updated = page.getByTestId(`content-row-${id}`).locator('td[data-label="Last Updated"]');
    await updated.waitFor();
    expect((await updated.innerText()).trim()).toBe('Nov 24, 2026, 2:00 PM (America/New_York)');
    await screenshot(page, 'zone-table-1280');

    await page.goto(url(`/admin-hp-access/edit/${id}/how`));
    const history = page.getByRole('region', { name: 'History' });
    const item = history.locator('.hp-revisions__item time').first();
    await item.waitFor();
    expect((await item.innerText()).trim()).toBe('Nov 24, 2026, 2:00 PM (America/New_York)');
    expect(errors).toEqual([]);
  });

  it('takes a schedule typed in the site zone, in both editor languages, and shows it back named', async () => {
    const id = await guide('Zone schedule guide', 'Gabay sa iskedyul ng sona');
    await page.goto(url(`/admin-hp-access/edit/${id}/how`));
    // July: New York keeps daylight saving time (UTC-4).
    await page.getByLabel('Publish at (America/New_York time)', { exact: true }).fill('2030-07-01T12:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const state = page.getByRole('region', { name: 'Publishing' });
    await state.getByText('goes live Jul 1, 2030, 12:00 PM (America/New_York)').waitFor();
    const [row] = await sql<{ publish_at: Date }>(server.databaseUrl, 'select publish_at from guide where id = $1', [id]);
    expect(row.publish_at.toISOString()).toBe('2030-07-01T16:00:00.000Z');
    await screenshot(page, 'zone-schedule-1280');

    // With the admin in Filipino (issue 39: the owner's choice, not the edited version's language).
    await page.goto(url(`/admin-hp-access/edit/${id}/paano`));
    await page.locator('.hp-topbar__lang').getByRole('button', { name: 'Filipino', exact: true }).click();
    await page.getByText('Ilathala sa (oras sa America/New_York)').first().waitFor();
    expect(await page.getByText(/\(America\/New_York\)/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/Manila|Maynila/).count()).toBe(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'zone-schedule-fil-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.hp-topbar__lang').getByRole('button', { name: 'English', exact: true }).click();
    expect(errors).toEqual([]);
  });

  it("dates a public guide by the day it is in the site's zone", async () => {
    const title = 'Zone date guide';
    const id = await guide(title, 'Gabay sa petsa ng sona', { post_status: 'published' });
    // 02:00 UTC on January 2 is still January 1 in New York.
    await sql(server.databaseUrl, `update guide set updated_at = '2026-01-02T02:00:00Z' where id = $1`, [id]);
    await page.goto(url(`/${slugify('Tech Tutorials')}/${slugify(title)}`));
    await page.locator('article time').first().waitFor();
    expect(await page.locator('article time').first().innerText()).toBe('January 1, 2026');
  });
});
