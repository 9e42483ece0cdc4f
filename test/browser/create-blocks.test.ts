import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openAdminPage, type AdminPage } from '../utils/admin-page';
import { startTestServer, type TestServer } from '../utils/browser';
import { adminEn } from '../../client/src/i18n/admin-en';
import { insertCategory } from '../utils/guides';

/**
 * Issue 38 in the create form: a guide is created with numbered steps, "at a glance" and a thing
 * needed in both languages, its autosave keeps them over a reload, and once published the page
 * shows them in English and Filipino. All of it at 360 px.
 */
jest.setTimeout(180_000);

/** Where the screenshots are kept for a person to look at. */
const SHOTS = process.env.BLOCKSREST_SHOTS ?? '/work/notes/shots-blocksrest';

let server: TestServer;
let admin: AdminPage;
let page: Page;

const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  server = await startTestServer();
  await insertCategory(server, 'Home Skills', 'Mga Kasanayan sa Bahay');
  admin = await openAdminPage(server, { width: 360, height: 740 });
  page = admin.page;
}, 120_000);

afterAll(async () => {
  await admin?.browser.close();
  await server?.close();
}, 60_000);

async function shot(name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(150); // let layout settle after the resize (not an assertion)
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

/** Controls wider than the phone's screen (the form must not scroll sideways). */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the create form has the blocks of the editor (issue 38)', () => {
  it('creates a guide with steps, at a glance and a thing needed in both languages, and the page shows them', async () => {
    await page.getByRole('link', { name: 'New guide' }).click();
    await page.getByLabel('English title', { exact: true }).fill('How to wash a rice pot');
    await page.getByLabel('Filipino title', { exact: true }).fill('Paano hugasan ang kaldero ng kanin');
    await page.getByLabel('English header description', { exact: true }).fill('A clean pot in five minutes.');
    await page.getByLabel('English introduction', { exact: true }).fill('Rice sticks; water loosens it.');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Home Skills / Mga Kasanayan sa Bahay' });

    await page.getByLabel('Section heading 1 (English)', { exact: true }).fill('Clean it');
    await page.getByLabel('Section heading 1 (Filipino)', { exact: true }).fill('Linisin ito');
    await page.getByRole('button', { name: 'Make this section numbered steps' }).click();
    // Both languages' texts of a step side by side, the first action focused.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('lang'))).resolves.toBe('en');
    await page.getByLabel('Step 1: action (bold line) (English)', { exact: true }).fill('Soak the pot');
    await page.getByLabel('Step 1: action (bold line) (Filipino)', { exact: true }).fill('Ibabad ang kaldero');
    await page.getByLabel('Step 1: explanation (English)', { exact: true }).fill('Warm water, ten minutes.');
    await page.getByLabel('Step 1: explanation (Filipino)', { exact: true }).fill('Maligamgam na tubig, sampung minuto.');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await page.getByLabel('Step 2: action (bold line) (English)', { exact: true }).fill('Scrub with a sponge');
    await page.getByLabel('Step 2: action (bold line) (Filipino)', { exact: true }).fill('Kuskusin ng espongha');

    const glance = page.getByRole('group', { name: 'At a glance' });
    await glance.getByLabel('Time, minutes', { exact: true }).fill('10');
    await glance.getByLabel('to', { exact: true }).first().fill('15');
    await glance.getByLabel('Difficulty', { exact: true }).selectOption('easy');

    for (const [lang, item] of [
      ['English', 'Sponge'],
      ['Filipino', 'Espongha'],
    ] as const) {
      const blocks = page.getByRole('region', { name: `Guide blocks (${lang})` });
      await blocks.getByRole('button', { name: 'Add an item' }).click();
      await blocks.getByLabel('Item 1', { exact: true }).fill(item);
      await blocks.getByLabel('Quantity (optional)', { exact: true }).fill('1');
    }
    // A video in the English blocks (the Filipino page falls back to it).
    await page
      .getByRole('region', { name: 'Guide blocks (English)' })
      .getByLabel('Video address (YouTube or Facebook)', { exact: true })
      .fill('https://youtu.be/dQw4w9WgXcQ');
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The autosave keeps the blocks: after a reload, "Restore edits" brings them back.
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Unsaved edits' }).getByRole('button', { name: 'Restore edits' }).click();
    expect(await page.getByLabel('Step 2: action (bold line) (Filipino)', { exact: true }).inputValue()).toBe('Kuskusin ng espongha');
    expect(await page.getByLabel('Step 1: explanation (English)', { exact: true }).inputValue()).toBe('Warm water, ten minutes.');
    expect(await glance.getByLabel('Time, minutes', { exact: true }).inputValue()).toBe('10');
    expect(await glance.getByLabel('Difficulty', { exact: true }).inputValue()).toBe('easy');
    const filBlocks = page.getByRole('region', { name: 'Guide blocks (Filipino)' });
    expect(await filBlocks.getByLabel('Item 1', { exact: true }).inputValue()).toBe('Espongha');
    expect(
      await page
        .getByRole('region', { name: 'Guide blocks (English)' })
        .getByLabel('Video address (YouTube or Facebook)', { exact: true })
        .inputValue(),
    ).toBe('https://youtu.be/dQw4w9WgXcQ');
    await shot('create-form-blocks-en');

    await page.getByRole('button', { name: 'Create and publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Content created successfully!' }).waitFor();
    const live = page.locator('.hp-created').getByRole('link', { name: 'View live page' });
    const enPath = (await live.getAttribute('href'))!;

    const pages = [
      {
        path: enPath,
        glance: ['Time needed', '10–15 min', 'Difficulty', 'Easy'],
        steps: ['Soak the pot', 'Scrub with a sponge'],
        item: 'Sponge · 1',
      },
      {
        path: '/mga-kasanayan-sa-bahay/paano-hugasan-ang-kaldero-ng-kanin',
        glance: ['Gaano katagal', '10–15 minuto', 'Hirap', 'Madali'],
        steps: ['Ibabad ang kaldero', 'Kuskusin ng espongha'],
        item: 'Espongha · 1',
      },
    ];
    for (const p of pages) {
      expect((await page.goto(url(p.path)))?.status()).toBe(200);
      expect((await page.locator('.at-a-glance dl').locator('dt, dd').allTextContents()).map((s) => s.trim())).toEqual(p.glance);
      expect((await page.locator('ol.steps > li .step-action').allInnerTexts()).map((s) => s.trim())).toEqual(p.steps);
      expect((await page.locator('.needs-list label').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim())).toEqual([p.item]);
      // The video's preview, a link to the video until the tap (nothing loaded from the video site).
      expect(await page.locator('a.guide-video__poster').getAttribute('href')).toMatch(/dQw4w9WgXcQ/);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await shot(`create-published-${p === pages[0] ? 'en' : 'fil'}`);
    }
    expect(admin.errors).toEqual([]);
  });

  it('speaks Filipino in the create form when the admin does, blocks included', async () => {
    await page.goto(url('/admin-hp-access'));
    await page.getByRole('link', { name: 'New guide' }).click();
    await page.getByRole('button', { name: 'Make this section numbered steps' }).waitFor();
    // The admin's language switch (issue 39): the labels turn Filipino.
    await page.getByRole('group', { name: adminEn.language.label }).getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('button', { name: 'Gawing may bilang na mga hakbang ang seksiyong ito' }).click();
    await page.getByRole('region', { name: 'Mga bahagi ng gabay (Filipino)' }).getByRole('button', { name: 'Magdagdag ng tip' }).click();
    await page.getByRole('group', { name: 'Sa isang tingin' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot('create-form-blocks-fil');
  });
});
