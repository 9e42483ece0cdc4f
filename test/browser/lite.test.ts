import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { SITE_SCRIPT_ID } from '../../client/src/shared/site-config';

/**
 * Issue 36 item 3: `Save-Data: on` (or the footer's "Lite" switch, ?lite=1) gets the lite page: no ad,
 * no analytics, no app, images at their smallest rendition, `Vary: Save-Data`, and a guide's bytes
 * before images at most half the full page's (the full page's app arrives on the reader's first
 * scroll or tap, so its bytes are counted after one scroll).
 */
jest.setTimeout(240_000);

const GUIDE_EN = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
const GUIDE_FIL = '/mga-tutorial-sa-teknolohiya/paano-protektahan-ang-gcash-at-maya-account-mo';
const AD_OR_ANALYTICS = /googlesyndication\.com|doubleclick\.net|googletagmanager\.com|google-analytics\.com/;

let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  const auth = `Bearer ${await t.token()}`;
  const { body } = await request(t.http).get('/api/settings/').set('Authorization', auth).expect(200);
  await request(t.http)
    .put('/api/settings/')
    .set('Authorization', auth)
    .send({
      base_revision: body.revision,
      settings: {
        ...body.settings,
        adsense_client: 'ca-pub-1234567890123456',
        ads_approved: true,
        adsense_slot: '1234567890',
        ad_after_intro: true,
        ga4_measurement_id: 'G-TEST12345',
      },
    })
    .expect(200);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

/** The page's site configuration block (what its scripts read: ads, analytics, lite). */
function siteOf(html: string): { lite?: boolean; ga4?: string; ads?: unknown } {
  const block = new RegExp(`<script type="application/json" id="${SITE_SCRIPT_ID}">([^<]*)</script>`).exec(html);
  return JSON.parse(block![1]!) as { lite?: boolean; ga4?: string; ads?: unknown };
}

interface Visit {
  page: Page;
  /** Every request the page made (third parties answered empty here: the machine has no network). */
  urls: string[];
  /** Bytes received for everything but images, as sent (compressed). */
  bytesBeforeImages: () => Promise<number>;
}

async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  const urls: string[] = [];
  const sizes: Promise<number>[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  page.on('request', (req) => urls.push(req.url()));
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'image' || !req.url().startsWith(t.baseUrl)) return;
    sizes.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto(`${t.baseUrl}${path}`, { waitUntil: 'networkidle' });
  // A reader reads on: the first scroll (the full page's app loads then).
  await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return { page, urls, bytesBeforeImages: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0) };
}

describe('lite pages', () => {
  test('Save-Data: on gets a page without ads, analytics or app, with small images and half the bytes', async () => {
    const full = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const lite = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      extraHTTPHeaders: { 'Save-Data': 'on' },
    });
    try {
      const normal = await visit(full, GUIDE_EN);
      const saving = await visit(lite, GUIDE_EN);
      // The full page does have them (so their absence below means something).
      expect(normal.urls.some((u) => AD_OR_ANALYTICS.test(u))).toBe(true);
      expect(await normal.page.locator('ins.hp-ad').count()).toBeGreaterThan(0);

      expect(saving.urls.filter((u) => AD_OR_ANALYTICS.test(u))).toEqual([]);
      expect(await saving.page.locator('ins.hp-ad').count()).toBe(0);
      expect(saving.urls.filter((u) => /\.(woff2?|ttf|otf)(\?|$)/.test(u))).toEqual([]);
      expect(saving.urls.filter((u) => /\/assets\/.*\.js$/.test(u))).toEqual([]);
      expect(await saving.page.locator('img[srcset]').count()).toBe(0);
      const [fullBytes, liteBytes] = [await normal.bytesBeforeImages(), await saving.bytesBeforeImages()];
      console.log(`guide page bytes before images: full ${fullBytes}, lite ${liteBytes}`);
      expect(liteBytes).toBeLessThanOrEqual(fullBytes / 2);
      // Still a whole page: its controls work without the app (issue 36 item 1).
      await saving.page.locator('.menu-toggle').click();
      expect(await saving.page.locator('.mobile-menu').isVisible()).toBe(true);
      await screenshot(saving.page, 'lite-guide-360');
    } finally {
      await full.close();
      await lite.close();
    }
  });

  test('the answers say Vary: Save-Data, and a cached full page is never sent for Save-Data (nor the other way)', async () => {
    for (let i = 0; i < 2; i++) {
      // Twice: the second answers come from the HTML cache (the fast path).
      const plain = await request(t.http).get(GUIDE_EN).expect(200);
      const saving = await request(t.http).get(GUIDE_EN).set('Save-Data', 'on').expect(200);
      expect(plain.headers.vary).toMatch(/Save-Data/);
      expect(saving.headers.vary).toMatch(/Save-Data/);
      expect(siteOf(plain.text)).toMatchObject({ ga4: 'G-TEST12345' });
      expect(siteOf(plain.text).lite).toBeUndefined();
      expect(siteOf(saving.text)).toMatchObject({ lite: true });
      expect(siteOf(saving.text).ga4).toBeUndefined();
      expect(siteOf(saving.text).ads).toBeUndefined();
    }
    // The switch's ?lite=0 wins over the header.
    const forcedFull = await request(t.http).get(`${GUIDE_EN}?lite=0`).set('Save-Data', 'on').expect(200);
    expect(siteOf(forcedFull.text).lite).toBeUndefined();
  });

  test('the footer\'s "Lite" switch, in English and Filipino, keeps the choice in the address as the reader goes on', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${t.baseUrl}${GUIDE_EN}`);
      const lite = page.locator('footer .lite-switch');
      expect(await lite.innerText()).toBe('Lite');
      await lite.click();
      await page.waitForURL(`${t.baseUrl}${GUIDE_EN}?lite=1`);
      expect(await page.locator('ins.hp-ad').count()).toBe(0);
      expect(await page.locator('footer .lite-switch').innerText()).toBe('Full page');
      await screenshot(page, 'lite-guide-footer-1280');
      // A link followed from the lite page stays lite.
      await page.locator('.guide-controls .lang-toggle').getByRole('link', { name: 'Paano', exact: true }).click();
      await page.waitForURL(`${t.baseUrl}${GUIDE_FIL}?lite=1`);
      expect(await page.locator('footer .lite-switch').innerText()).toBe('Buong pahina');
      expect(await page.locator('ins.hp-ad').count()).toBe(0);
      await page.locator('footer .lite-switch').click();
      await page.waitForURL(`${t.baseUrl}${GUIDE_FIL}?lite=0`);
      expect(await page.locator('footer .lite-switch').innerText()).toBe('Lite');
      expect(await page.locator('ins.hp-ad').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
