import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium, startTestServer, collectErrors, type TestServer } from '../utils/browser';
import { createGuide, guideFields, insertCategory } from '../utils/guides';
import { smallPng } from '../utils/images';

/**
 * Issue 38's "Reviewed by" in the browser: the owner adds a reviewer with a photo on the Reviewers
 * screen, picks them in the editor with a last-reviewed date, and the page shows them under the
 * title in both languages; the screen at 360 and 1280 px in both admin languages, a delete asked
 * first and refused while the reviewer is in use.
 */
jest.setTimeout(300_000);

const SHOTS = process.env.REVIEWERS_SHOTS ?? '/work/notes/shots-reviewers';
const EN = '/health-tips/how-to-take-a-temperature';
const FIL = '/mga-tip-sa-kalusugan/paano-kunin-ang-temperatura';

let t: TestServer;
let browser: Browser;
let guideId: number;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await startTestServer();
  const categoryId = await insertCategory(t, 'Health Tips', 'Mga Tip sa Kalusugan');
  const res = await createGuide(t, {
    ...guideFields(categoryId, 'How to take a temperature', 'Paano kunin ang temperatura'),
    post_status: 'published',
  });
  guideId = res.body.id;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function signedIn(width: number, lang: 'en' | 'fil'): Promise<Page> {
  const token = await t.token();
  await request(t.http).put('/api/account/language').set('Authorization', `Bearer ${token}`).send({ language: lang }).expect(200);
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${t.baseUrl}/login-access`);
  await page.evaluate(
    ([value, l]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('hp-admin-lang', l);
    },
    [token, lang],
  );
  return page;
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('reviewers in the browser (issue 38)', () => {
  it('adds a reviewer with a photo, picks them in the editor, and the page shows them in both languages', async () => {
    const page = await signedIn(1280, 'en');
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}/admin-hp-access`);
    // The top bar leads there.
    await page.getByRole('link', { name: 'Reviewers', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Reviewers' }).waitFor();
    await page.getByText('No reviewers yet. Add the first one below.').waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-empty-en-1280.png`, fullPage: true });

    // A save without a name says so, and sends nothing.
    await page.getByRole('button', { name: 'Save reviewer' }).click();
    await page.getByText('A reviewer needs a name.').waitFor();

    await page.getByLabel('Name').fill('Dr. Carla Lim');
    await page.getByLabel('Credential (English)').fill('Pediatrician');
    await page.getByLabel('Credential (Filipino)').fill('Doktor ng mga bata');
    await page.getByLabel('Short bio (English)').fill('Cares for children in Quezon City.');
    await page.getByLabel('Short bio (Filipino)').fill('Nag-aalaga ng mga bata sa Quezon City.');
    await page.locator('.hp-reviewers__form input[type="file"]').setInputFiles({
      name: 'carla.png',
      mimeType: 'image/png',
      buffer: await smallPng(320, 320),
    });
    await page.getByRole('button', { name: 'Save reviewer' }).click();
    const item = page.locator('.hp-reviewers__item', { hasText: 'Dr. Carla Lim' });
    await item.waitFor();
    await item.getByText('On 0 guides').waitFor();
    expect(await item.locator('img').getAttribute('src')).toMatch(/^\/media\/.+\.webp$/);
    await page.screenshot({ path: `${SHOTS}/admin-en-1280.png`, fullPage: true });

    // The editor: pick the reviewer and the day, save.
    await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/how`);
    const pick = page.locator('.hp-review-pick');
    await pick.locator('select option', { hasText: 'Dr. Carla Lim' }).waitFor({ state: 'attached' });
    await pick.locator('select').selectOption({ label: 'Dr. Carla Lim, Pediatrician' });
    await pick.locator('input[type="date"]').fill('2026-11-03');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const stored = async () =>
      (
        await request(t.http)
          .get(`/api/bilingual-content/${guideId}/retrieve_bilingual/`)
          .set('Authorization', `Bearer ${await t.token()}`)
      ).body;
    let guide = await stored();
    for (let i = 0; i < 50 && !guide.reviewer_id; i++) {
      await page.waitForTimeout(200);
      guide = await stored();
    }
    expect(guide).toMatchObject({ last_reviewed: '2026-11-03', reviewer: { name: 'Dr. Carla Lim' } });
    // The Filipino editor shows the same pick (a shared field).
    await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/paano`);
    await page.locator('.hp-review-pick select option', { hasText: 'Dr. Carla Lim' }).waitFor({ state: 'attached' });
    expect(await page.locator('.hp-review-pick input[type="date"]').inputValue()).toBe('2026-11-03');
    expect(await page.locator('.hp-review-pick select').inputValue()).toBe(String(guide.reviewer_id));
    expect(errors).toEqual([]);

    // The page, in both languages, at both widths.
    const reader = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const phone = await reader.newPage();
    for (const [path, line, lang] of [
      [EN, 'Reviewed by Dr. Carla Lim, Pediatrician · Last reviewed November 3, 2026', 'en'],
      [FIL, 'Sinuri ni Dr. Carla Lim, Doktor ng mga bata · Huling sinuri Nobyembre 3, 2026', 'fil'],
    ] as const) {
      for (const width of [360, 1280]) {
        await phone.setViewportSize({ width, height: 800 });
        await phone.goto(`${t.baseUrl}${path}`);
        expect((await phone.locator('.guide-reviewed-line').innerText()).replace(/\s+/g, ' ').trim()).toBe(line);
        const photo = phone.locator('.reviewer-photo');
        expect(await photo.getAttribute('alt')).toBe('Dr. Carla Lim');
        expect(await photo.getAttribute('loading')).toBe('lazy');
        // The bio opens without any script.
        await phone.locator('.reviewer-bio summary').click();
        await phone.locator('.reviewer-bio p').waitFor();
        expect(await noSideways(phone)).toBe(true);
        await phone.screenshot({ path: `${SHOTS}/guide-${lang}-${width}.png` });
      }
    }
    await reader.close();
  });

  it('the screen in Filipino at 360 px: nav, list, edit and a delete asked first and refused while in use', async () => {
    const page = await signedIn(360, 'fil');
    await page.goto(`${t.baseUrl}/admin-hp-access/reviewers`);
    await page.getByRole('heading', { level: 1, name: 'Mga tagasuri' }).waitFor();
    const item = page.locator('.hp-reviewers__item', { hasText: 'Dr. Carla Lim' });
    await item.getByText('Nasa 1 gabay').waitFor();
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-fil-360.png`, fullPage: true });

    // Keyboard: the delete button, Enter, the dialog's focus starts on Cancel; Escape closes it.
    await item.getByRole('button', { name: 'Burahin: Dr. Carla Lim' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kanselahin');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Confirmed: the server refuses (the guide picks this reviewer), and says so in Filipino.
    await item.getByRole('button', { name: 'Burahin: Dr. Carla Lim' }).click();
    await dialog.getByRole('button', { name: 'Burahin' }).click();
    await page.getByText('Napili ang tagasuring ito sa 1 na gabay. Pumili muna ng ibang tagasuri (o wala) sa mga iyon.').waitFor();
    await item.waitFor();

    // Edit: the name changes, and so does the page.
    await item.getByRole('button', { name: 'Baguhin si Dr. Carla Lim' }).click();
    await page.getByLabel('Pangalan').fill('Dr. Carla Lim-Tan');
    await page.getByRole('button', { name: 'I-save ang tagasuri' }).click();
    await page.locator('.hp-reviewers__item', { hasText: 'Dr. Carla Lim-Tan' }).waitFor();
    const html = (await request(t.http).get(FIL).expect(200)).text.replace(/<!-- -->/g, '');
    expect(html).toContain('Sinuri ni <strong>Dr. Carla Lim-Tan</strong>');

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/admin-fil-${width}-after.png`, fullPage: true });
    }
    const en = await signedIn(360, 'en');
    await en.goto(`${t.baseUrl}/admin-hp-access/reviewers`);
    await en.locator('.hp-reviewers__item', { hasText: 'Dr. Carla Lim-Tan' }).waitFor();
    expect(await noSideways(en)).toBe(true);
    await en.screenshot({ path: `${SHOTS}/admin-en-360.png`, fullPage: true });
    await en.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/how`);
    await en.locator('.hp-review-pick').scrollIntoViewIfNeeded();
    await en.locator('.hp-review-pick').screenshot({ path: `${SHOTS}/editor-pick-en-360.png` });
  });
});
