import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { collectErrors, launchChromium, screenshot, SCREENSHOT_DIR, startApp, startTestServer, type TestServer } from '../utils/browser';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';

jest.setTimeout(120_000);

/**
 * Issue 29 item 3: the public header and the guide's breadcrumb on narrow phones (320–375 px), in
 * both languages — the mobile menu's search placeholder is read whole, and no breadcrumb line starts
 * with the "›" separator.
 */
let t: TestServer;
let browser: Browser;

const PAGES = [
  { lang: 'en', path: '/educational-guides/how-to-apply-for-a-college-scholarship', menu: 'Menu' },
  { lang: 'fil', path: '/mga-gabay-pang-edukasyon/paano-mag-apply-ng-scholarship-para-sa-kolehiyo', menu: 'Menu ng site' },
] as const;
const WIDTHS = [320, 360, 375];

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

/** Breadcrumb items that start a line and show a "›" before their text. */
function separatorsStartingALine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('.breadcrumb li')];
    const left = Math.min(...items.map((li) => li.getBoundingClientRect().left));
    return items
      .filter((li) => Math.abs(li.getBoundingClientRect().left - left) < 1 && getComputedStyle(li, '::before').content.includes('›'))
      .map((li) => li.innerText);
  });
}

/** Whether the input's placeholder fits its text box (measured in the input's own font). */
function placeholderFits(page: Page, selector: string): Promise<{ text: number; box: number }> {
  return page.evaluate((sel) => {
    const input = document.querySelector<HTMLInputElement>(sel)!;
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(context.measureText(input.placeholder).width), box: Math.floor(box) };
  }, selector);
}

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(PAGES.map((p) => [p.lang, p] as const))('%s: breadcrumb and mobile menu', async (lang, p) => {
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}${p.path}`, { waitUntil: 'networkidle' });
    await startApp(page);
    expect(await separatorsStartingALine(page)).toEqual([]);
    // Several lines at the narrowest widths: the check above is not empty by chance.
    const lines = await page.evaluate(
      () => new Set([...document.querySelectorAll('.breadcrumb li')].map((li) => Math.round(li.getBoundingClientRect().top))).size,
    );
    if (width === 320) expect(lines).toBeGreaterThan(1);
    // The menu is a details element since issue 36 (its summary is named by aria-label).
    await page.locator(`summary.menu-toggle[aria-label="${p.menu}"]`).click();
    await page.locator('#mobile-search').waitFor();
    const fit = await placeholderFits(page, '#mobile-search');
    expect(fit.text).toBeLessThanOrEqual(fit.box);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `narrow-header-${lang}-${width}`);
    // The top of the page as the reader sees it (header, open menu).
    await page.screenshot({ path: join(SCREENSHOT_DIR, `narrow-header-${lang}-${width}-top.png`) });
    expect(errors).toEqual([]);
    await context.close();
  });
});
