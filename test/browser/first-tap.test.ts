import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startApp, startTestServer, type TestServer } from '../utils/browser';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';

/**
 * Issue 36 item 1 (and issue 39's How/Paano switch): every control answers its first tap as plain
 * HTML, so it works with JavaScript switched off (a Chromium context with javaScriptEnabled: false),
 * and with JavaScript the app, started afterwards, keeps what the reader did.
 */
jest.setTimeout(240_000);

let t: TestServer;
let browser: Browser;

const GUIDE_EN = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
const GUIDE_FIL = '/mga-tutorial-sa-teknolohiya/paano-protektahan-ang-gcash-at-maya-account-mo';
const CATEGORY_EN = '/category/tech-tutorials';
const CATEGORY_FIL = '/category/mga-tutorial-sa-teknolohiya';

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();
/** The text size button that shows `text` (the radio inside is visually hidden: the reader taps its label). */
const sizeButton = (page: Page, text: string) =>
  page.locator('label.text-size-btn').filter({ hasText: new RegExp(`^${text.replace(/[+]/g, '\\+')}$`) });
const fontSize = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

describe('without JavaScript, each control does its job on the first tap', () => {
  let phone: BrowserContext;
  let desktop: BrowserContext;
  beforeAll(async () => {
    phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    desktop = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
  });

  test('the menu opens and its links lead on; the search box opens and searches', async () => {
    const page = await phone.newPage();
    await page.goto(`${t.baseUrl}/`);
    expect(await visible(page, '.mobile-menu')).toBe(false);
    await page.locator('.menu-toggle').click();
    expect(await visible(page, '.mobile-menu')).toBe(true);
    await screenshot(page, 'first-tap-menu-no-js-360');
    await page.locator('.mobile-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${t.baseUrl}/about`);

    await page.locator('.search-toggle').click();
    const box = page.locator('#header-search');
    expect(await box.isVisible()).toBe(true);
    await box.fill('budget');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/about');
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    expect(new URL(page.url()).pathname).not.toBe('/about');
    await page.close();
  });

  test('Explore lists every category, each a link', async () => {
    const page = await desktop.newPage();
    await page.goto(`${t.baseUrl}/`);
    expect(await visible(page, '.explore-menu')).toBe(false);
    await page.locator('.explore-toggle').click();
    expect(await visible(page, '.explore-menu')).toBe(true);
    const links = page.locator('.explore-menu a');
    expect(await links.count()).toBeGreaterThan(3);
    await links.filter({ hasText: 'Tech Tutorials' }).first().click();
    await page.waitForURL(`${t.baseUrl}${CATEGORY_EN}`);
    await page.close();
  });

  test('the home tabs show their panel, and the categories expand one at a time', async () => {
    const page = await phone.newPage();
    await page.goto(`${t.baseUrl}/`);
    expect(await visible(page, '#tabpanel-featured')).toBe(true);
    expect(await visible(page, '#tabpanel-latest')).toBe(false);
    await page.locator('#tab-latest').click();
    expect(await visible(page, '#tabpanel-latest')).toBe(true);
    expect(await visible(page, '#tabpanel-featured')).toBe(false);
    expect(await page.locator('#tabpanel-latest .guide-card').count()).toBeGreaterThan(0);

    await page.locator('#tab-categories').click();
    const rows = page.locator('#tabpanel-categories details.topic-row');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.nth(0).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await rows.nth(1).locator('summary').click();
    expect(await rows.nth(1).locator('.topic-panel').isVisible()).toBe(true);
    expect(await rows.nth(0).locator('.topic-panel').isVisible()).toBe(false);
    await screenshot(page, 'first-tap-home-topics-no-js-360');
    await page.close();
  });

  test("a guide's How/Paano switch opens the other version as a new history entry; a category has one too", async () => {
    const page = await phone.newPage();
    await page.goto(`${t.baseUrl}${GUIDE_EN}`);
    await page.locator('.guide-controls .lang-toggle').getByRole('link', { name: 'Paano', exact: true }).click();
    await page.waitForURL(`${t.baseUrl}${GUIDE_FIL}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await page.goBack();
    await page.waitForURL(`${t.baseUrl}${GUIDE_EN}`);

    await page.goto(`${t.baseUrl}${CATEGORY_EN}`);
    await page.locator('.page-header .lang-toggle').getByRole('link', { name: 'Paano', exact: true }).click();
    await page.waitForURL(`${t.baseUrl}${CATEGORY_FIL}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await page.locator('.page-header .lang-toggle').getByRole('link', { name: 'How', exact: true }).click();
    await page.waitForURL(`${t.baseUrl}${CATEGORY_EN}`);
    await page.close();
  });

  test('text size, share links, the helpful vote and back-to-top work on a guide', async () => {
    const page = await phone.newPage();
    await page.goto(`${t.baseUrl}${GUIDE_EN}`);
    const normal = await fontSize(page);
    await sizeButton(page, 'A+').click();
    expect(await page.getByRole('radio', { name: 'A+ Larger text' }).isChecked()).toBe(true);
    expect(await fontSize(page)).toBeCloseTo(normal * 1.15, 1);
    await sizeButton(page, 'A−').click();
    expect(await fontSize(page)).toBeCloseTo(normal * 0.9, 1);

    const facebook = page.locator('.share-links a', { hasText: 'Facebook' });
    expect(await facebook.getAttribute('href')).toContain(encodeURIComponent(`${GUIDE_EN}`));

    await page.locator('.back-to-top').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.locator('.back-to-top').click();
    await page.waitForFunction(() => window.scrollY === 0);

    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.hash === '#helpful-thanks');
    expect(await page.locator('#helpful-thanks').isVisible()).toBe(true);
    await page.close();
  });
});

describe('with JavaScript, a tap before the app is kept when the app takes over', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the open menu, the chosen tab and the open category stay; Escape and a route change close the menu', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}/`, { waitUntil: 'networkidle' });
    // The taps below start the app; what they did is on screen before it has arrived.
    await page.locator('#tab-categories').click();
    await page.locator('#tabpanel-categories details.topic-row').nth(1).locator('summary').click();
    await page.locator('.menu-toggle').click();
    expect(await visible(page, '.mobile-menu')).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await visible(page, '.mobile-menu')).toBe(true);
    expect(await visible(page, '#tabpanel-categories')).toBe(true);
    expect(
      await page
        .locator('#tabpanel-categories details.topic-row')
        .nth(1)
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await visible(page, '.mobile-menu')).toBe(false);
    await page.locator('.menu-toggle').click();
    await page.locator('.mobile-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${t.baseUrl}/about`);
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.menu-disclosure')?.open);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the text size chosen before the app is kept and remembered on the next page', async () => {
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}${GUIDE_EN}`, { waitUntil: 'networkidle' });
    const normal = await fontSize(page);
    await sizeButton(page, 'A++').click();
    expect(await fontSize(page)).toBeCloseTo(normal * 1.3, 1);
    await startApp(page);
    expect(await fontSize(page)).toBeCloseTo(normal * 1.3, 1);
    await page.goto(`${t.baseUrl}${GUIDE_FIL}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('radio', { name: /^A\+\+ / }).isChecked()).toBe(true);
    expect(await fontSize(page)).toBeCloseTo(normal * 1.3, 1);
    await sizeButton(page, 'A').click();
    expect(await fontSize(page)).toBeCloseTo(normal, 1);
    await page.close();
  });

  test('copy-link copies on the first tap, before the app', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.baseUrl });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}${GUIDE_EN}`, { waitUntil: 'networkidle' });
    await page.locator('.copy-link').click();
    await page.locator('.copy-link__done').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${t.baseUrl}${GUIDE_EN}`);
    await page.close();
  });

  test("the app's How/Paano switch keeps the reader's place and Back returns to the first version", async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}${GUIDE_EN}`, { waitUntil: 'networkidle' });
    await startApp(page);
    // The reader is well into the guide (a click on the switch, wherever the page stands).
    await page.evaluate(() => window.scrollTo(0, 600));
    const toggle = page.locator('.guide-controls .lang-toggle');
    await toggle.getByRole('link', { name: 'Paano', exact: true }).evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(`${t.baseUrl}${GUIDE_FIL}`);
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await screenshot(page, 'first-tap-guide-switched-360');
    await page.goBack();
    await page.waitForURL(`${t.baseUrl}${GUIDE_EN}`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(errors).toEqual([]);
    await page.close();
  });
});
