import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';
import { smallPng } from '../utils/images';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';

/**
 * Issue 12 item 5, "every control ≥ 44 px", measured at 360 px: every link, button, checkbox, radio,
 * summary and form field of the dashboard, the create form (with its image alt fields open) and the
 * editor in both languages (history compared, translation marks open). A control's hit target is
 * its own box or its label's, whichever is larger (a checkbox inside its label is tapped anywhere on
 * the label).
 */

let server: TestServer;
let browser: Browser;
let page: Page;
let errors: string[];
let imageDir: string;
let guideId: number;

const url = (path: string) => `${server.baseUrl}${path}`;

/** Every visible interactive element of the admin whose hit target is under 44 × 44 px, described. */
async function smallTargets(): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      '.hp-admin :is(a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"]))',
    );
    return Array.from(controls)
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
        const boxes = [el, ...labels].map((x) => x.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
        const box = boxes.sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
        const type = el instanceof HTMLInputElement ? `[${el.type}]` : '';
        const name = (el.getAttribute('aria-label') || el.textContent || labels[0]?.textContent || el.getAttribute('name') || '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 50);
        return {
          small: box.width < 43.5 || box.height < 43.5,
          text: `${el.tagName.toLowerCase()}${type} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        };
      })
      .filter((x) => x.small)
      .map((x) => x.text);
  });
}

/** How many controls were measured (the test must not pass by measuring nothing). */
async function measuredCount(): Promise<number> {
  return page.locator('.hp-admin').locator('a[href], button, input, select, textarea, summary').count();
}

beforeAll(async () => {
  imageDir = mkdtempSync(join(tmpdir(), 'hp-touch-'));
  writeFileSync(join(imageDir, 'picture.png'), await smallPng());
  server = await startTestServer();
  const categoryId = await insertCategory(server, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya');
  const created = await createGuide(
    server,
    guideFields(categoryId, 'How to tap', 'Paano pumindot', {
      how: translation('How to tap', { header_image_alt: 'A finger on a screen' }),
      paano: translation('Paano pumindot', { header_image_alt: 'Isang daliri sa screen' }),
      sections: [section(1, { section_how_img_alt: 'A phone', section_paano_img_alt: 'Isang telepono' }), section(2)],
      sources: ['https://example.com/touch'],
    }),
    { header_image: await smallPng(), section_image_0: await smallPng() },
  );
  expect(created.status).toBe(201);
  guideId = created.body.id;
  // An English edit after the Tagalog one: the Tagalog editor marks the introduction "Needs update".
  const edited = await updateGuide(server, guideId, {
    how: translation('How to tap', { introduction: 'Tap with one finger.', header_image_alt: 'A finger on a screen' }),
    category: categoryId,
    version: created.body.version,
  });
  expect(edited.status).toBe(200);

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  page = await context.newPage();
  errors = collectErrors(page);
  // Leaving a half-filled form asks the browser's question (beforeunload): leave.
  page.on('dialog', (dialog) => void dialog.accept());
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
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
}, 60_000);

jest.setTimeout(120_000);

describe('every admin control at 360 px is at least 44 × 44 px', () => {
  it('on the dashboard and the create form, images and their alt fields included', async () => {
    await page.getByRole('heading', { name: 'Manage Existing Content' }).waitFor();
    await page.locator('tr', { hasText: 'How to tap' }).waitFor();
    const picture = join(imageDir, 'picture.png');
    await page.getByLabel('Header image', { exact: true }).setInputFiles(picture);
    await page.getByLabel('Section 1 image', { exact: true }).setInputFiles(picture);
    await page.getByLabel('Header image description (English alt text)').waitFor();
    await page.getByLabel('Section 1 is a paragraph (key insight, marked [p])').check();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: 'Add source' }).click();
    expect(await measuredCount()).toBeGreaterThan(60);
    await screenshot(page, 'touch-dashboard-360');
    expect(await smallTargets()).toEqual([]);
  });

  it('in the English editor with unsaved edits and a revision compared', async () => {
    await page.goto(url(`/admin-hp-access/edit/${guideId}/how`));
    await page.getByRole('heading', { name: 'Edit English version' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('How to tap well');
    await page.getByRole('button', { name: 'Save and publish' }).waitFor();
    await page.getByRole('button', { name: 'Compare' }).first().click();
    await page
      .getByRole('radiogroup', { name: 'Compare with' })
      .or(page.getByRole('group', { name: 'Compare with' }))
      .waitFor();
    expect(await measuredCount()).toBeGreaterThan(40);
    await screenshot(page, 'touch-editor-how-360');
    expect(await smallTargets()).toEqual([]);
    // Issue 12 item 2 on a phone: the edits saved and published in one step.
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByRole('status').filter({ hasText: 'English content updated successfully!' }).waitFor();
    await page.getByRole('region', { name: 'Publishing' }).getByRole('link', { name: 'View live page' }).waitFor();
  });

  it('in the Tagalog editor with a "Needs update" mark open', async () => {
    await page.goto(url(`/admin-hp-access/edit/${guideId}/paano`));
    await page.getByRole('heading', { name: 'Edit Filipino version' }).waitFor();
    const mark = page.getByTestId('stale-introduction');
    await mark.locator('summary').click();
    await mark.locator('details[open]').waitFor();
    await screenshot(page, 'touch-editor-paano-360');
    expect(await smallTargets()).toEqual([]);
  });

  it('had no page errors', () => {
    expect(errors).toEqual([]);
  });
});
