import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';
import { createGuide, guideFields, insertCategory } from '../utils/guides';
import { smallPng } from '../utils/images';

/**
 * Issue 29 part 3: the editor's Save lists every problem at once, one a line in the editor's
 * language, and moves the focus to the first field to fix (at 360 px, as on a phone).
 */

/** The refused save answers nothing from the server; the pages load no failing resource. */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let guideId: number;

const url = (path: string) => `${server.baseUrl}${path}`;
const focusedOn = (label: string, exact = true) => page.getByLabel(label, { exact }).evaluate((el) => el === document.activeElement);
const alertLines = async () =>
  (await page.locator('.hp-editor__bar [role=alert]').innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

beforeAll(async () => {
  server = await startTestServer();
  const categoryId = await insertCategory(server, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
  // A header image without its descriptions: the editor asks for the one of the language it edits.
  const res = await createGuide(server, guideFields(categoryId, 'Checked guide', 'Sinuring gabay'), {
    header_image: [await smallPng(1200, 630), 'header.png'],
  });
  expect(res.status).toBe(201);
  guideId = res.body.id as number;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 360, height: 740 } });
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

describe("the editor's save", () => {
  it('lists every problem at once and focuses the first field to fix, then the next one', async () => {
    await page.goto(url(`/admin-hp-access/edit/${guideId}/how`));
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    await title.fill('');
    await page.getByLabel('Category', { exact: true }).selectOption('');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await page.locator('.hp-editor__bar [role=alert]').waitFor();
    expect(await alertLines()).toEqual([
      'The title is required',
      'Please select a category',
      'Describe the header image in English (alt text), or mark it as decorative.',
    ]);
    expect(await focusedOn('Title')).toBe(true);
    await screenshot(page, 'editor-validation-en-360');

    // Fixing one leaves the others, and the focus moves to the next field to fix.
    await title.fill('Checked guide, edited');
    await save.click();
    await expect(alertLines()).resolves.toEqual([
      'Please select a category',
      'Describe the header image in English (alt text), or mark it as decorative.',
    ]);
    expect(await focusedOn('Category')).toBe(true);

    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Tech Tutorials / Mga Tutorial sa Teknolohiya' });
    await save.click();
    await expect(alertLines()).resolves.toEqual(['Describe the header image in English (alt text), or mark it as decorative.']);
    // The alt field's label carries a hint mark after its text.
    expect(await focusedOn('Header image description (English alt text)', false)).toBe(true);

    await page.getByLabel('Header image description (English alt text)').fill('A phone on a desk');
    await save.click();
    await page.getByRole('status').filter({ hasText: 'English content updated successfully!' }).waitFor();
    expect(await page.locator('.hp-editor__bar [role=alert]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('speaks Filipino when the admin speaks Filipino (issue 39), labels and messages alike', async () => {
    await page.goto(url(`/admin-hp-access/edit/${guideId}/paano`));
    await page.locator('.hp-topbar__lang').getByRole('button', { name: 'Filipino', exact: true }).click();
    const title = page.getByLabel('Pamagat', { exact: true });
    await title.waitFor();
    await title.fill(' ');
    await page.getByRole('button', { name: 'I-save', exact: true }).click();
    await page.locator('.hp-editor__bar [role=alert]').waitFor();
    expect(await alertLines()).toEqual([
      'Kailangan ang pamagat',
      'Ilarawan ang larawan sa header sa Filipino (alt text), o markahan itong pampaganda lang.',
    ]);
    expect(await focusedOn('Pamagat')).toBe(true);
    await screenshot(page, 'editor-validation-fil-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'editor-validation-fil-1280');
    expect(errors).toEqual([]);
  });
});
