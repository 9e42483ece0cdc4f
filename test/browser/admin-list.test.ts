import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { sql } from '../utils/test-db';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';

/**
 * The dashboard's table on a catalogue larger than a page (issue 9 item 4): the total, a pager that
 * works with the mouse and the keyboard, search (either language) and filters answered by the server,
 * and a delete that reloads the current page.
 */

const BULK = 60;
let server: TestServer;
let browser: Browser;
let page: Page;
let errors: string[];
let token: string;
let money: number;
let tech: number;

jest.setTimeout(120_000);

const rows = () => page.locator('tbody tr');
const titles = () => page.locator('tbody tr .hp-table__title').allInnerTexts();
/** Waits until the count line reads exactly `text` (the first row alone may be the same before and after). */
const countIs = (text: string) =>
  page.locator('.hp-manage__count', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();

/** Waits until the table shows `first` as its first row (answers arrive asynchronously). */
async function firstRowIs(title: string): Promise<void> {
  await page.locator('tbody tr').first().locator('.hp-table__title', { hasText: title }).waitFor();
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.token();
  const cat = async (how: string, paano: string) =>
    (
      await request(server.http)
        .post('/api/categories/')
        .set('Authorization', `Bearer ${token}`)
        .send({ category_how: how, category_paano: paano })
    ).body.id as number;
  money = await cat('Financial Tips', 'Mga Tip sa Pananalapi');
  tech = await cat('Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
  // Guide n is n minutes old: "Guide 1" is the newest. Odd ones are money drafts, even ones tech published.
  await sql(
    server.databaseUrl,
    `insert into guide (id, status, category_id, created_at, updated_at)
     select n, case when n % 2 = 1 then 'draft' else 'published' end, case when n % 2 = 1 then $1::int else $2::int end,
            now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, ${BULK}) n`,
    [money, tech],
  );
  await sql(server.databaseUrl, `select setval(pg_get_serial_sequence('guide', 'id'), ${BULK})`);
  await sql(
    server.databaseUrl,
    `insert into guide_translation (guide_id, lang, title, slug)
     select n, 'how', case when n = 42 then 'How to save money for the holidays' else 'Guide ' || n end, 'guide-' || n from generate_series(1, ${BULK}) n
     union all
     select n, 'paano', case when n = 42 then 'Paano mag-ipon para sa Pasko' else 'Gabay ' || n end, 'gabay-' || n from generate_series(1, ${BULK}) n`,
  );
  await sql(
    server.databaseUrl,
    `insert into source (guide_id, position, link) values (1, 0, 'https://a.example'), (1, 1, 'https://b.example')`,
  );
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  errors = collectErrors(page);
  await page.goto(`${server.baseUrl}/login-access`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the dashboard table on 60 guides', () => {
  it('shows the first 25, newest first, with the total and the sources badge', async () => {
    await page.goto(`${server.baseUrl}/admin-hp-access`);
    await firstRowIs('Guide 1');
    expect(await rows().count()).toBe(25);
    await countIs('Showing 1–25 of 60 guides');
    expect(await rows().first().innerText()).toContain('2 sources');
    expect(await rows().nth(1).innerText()).toContain('0 sources');
    const pager = page.getByRole('navigation', { name: 'Content pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await page.locator('.hp-manage').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-list-1280');
  });

  it('pages with Next, a page number and the keyboard', async () => {
    const pager = page.getByRole('navigation', { name: 'Content pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await firstRowIs('Guide 26');
    await countIs('Showing 26–50 of 60 guides');

    await pager.getByRole('button', { name: 'Page 3' }).click();
    await firstRowIs('Guide 51');
    expect(await rows().count()).toBe(10);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Keyboard: Enter on "Previous", then Tab to "Page 1" and Space.
    await pager.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await firstRowIs('Guide 26');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)).toBe(
      'Page 1',
    );
    await page.keyboard.press('Space');
    await firstRowIs('Guide 1');
  });

  it('searches titles in either language on the server, from any page', async () => {
    const pager = page.getByRole('navigation', { name: 'Content pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await firstRowIs('Guide 26');
    await page.getByLabel('Search by title').fill('MAG-IPON');
    await firstRowIs('How to save money for the holidays');
    expect(await titles()).toEqual(['How to save money for the holidays']);
    await countIs('1 guide');
    expect(await pager.count()).toBe(0);

    await page.getByLabel('Search by title').fill('gabay 5');
    await firstRowIs('Guide 5');
    expect(await titles()).toEqual([
      'Guide 5',
      'Guide 50',
      'Guide 51',
      'Guide 52',
      'Guide 53',
      'Guide 54',
      'Guide 55',
      'Guide 56',
      'Guide 57',
      'Guide 58',
      'Guide 59',
    ]);

    await page.getByLabel('Search by title').fill('no such guide');
    await page.getByText('No content available').waitFor();
    await page.getByLabel('Search by title').fill('');
    await firstRowIs('Guide 1');
  });

  it('filters by category and status on the server, combined with search', async () => {
    await page.getByLabel('Status filter').selectOption('draft');
    await firstRowIs('Guide 1');
    await countIs('Showing 1–25 of 30 guides');
    for (const text of await rows().allInnerTexts()) expect(text.toLowerCase()).toContain('draft');

    await page.getByLabel('Category filter').selectOption(String(tech));
    await page.getByText('No content available').waitFor();

    await page.getByLabel('Status filter').selectOption('published');
    await firstRowIs('Guide 2');
    await countIs('Showing 1–25 of 30 guides');

    await page.getByLabel('Search by title').fill('guide 4');
    await firstRowIs('Guide 4');
    expect(await titles()).toEqual(['Guide 4', 'Guide 40', 'Guide 44', 'Guide 46', 'Guide 48']);

    await page.getByLabel('Search by title').fill('');
    await page.getByLabel('Category filter').selectOption('');
    await page.getByLabel('Status filter').selectOption('all');
    await firstRowIs('Guide 1');
    await countIs('Showing 1–25 of 60 guides');
  });

  it('on a phone: the pager buttons are at least 44 px and nothing overflows', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const pager = page.getByRole('navigation', { name: 'Content pages' });
    await pager.scrollIntoViewIfNeeded();
    for (const button of await pager.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await pager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(__dirname, '../../test-output/screenshots/admin-list-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('reloads the current page after a delete, and steps back when the last page empties', async () => {
    const pager = page.getByRole('navigation', { name: 'Content pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await firstRowIs('Guide 26');
    await rows().first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete content' }).click();
    await firstRowIs('Guide 27');
    await countIs('Showing 26–50 of 59 guides');

    // Leave one guide on page 3, then delete it: the table shows page 2.
    await sql(server.databaseUrl, `delete from guide where id between 52 and 59`);
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await firstRowIs('Guide 60');
    expect(await rows().count()).toBe(1);
    await rows().first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete content' }).click();
    await firstRowIs('Guide 27');
    await countIs('Showing 26–50 of 50 guides');
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('had no page errors', () => {
    expect(errors).toEqual([]);
  });
});
