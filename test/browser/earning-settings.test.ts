import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { seedSnapshotCatalogue } from '../utils/page-snapshot';

/** The Settings screen (issue 25): reached from the admin's top bar, saved as a revision, in force on the pages at once. */
describe('the Settings screen', () => {
  let t: TestServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer();
    await seedSnapshotCatalogue(t);
    token = await t.token();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function signedIn(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    return context.newPage();
  }

  it('changes the site’s name and tagline, refuses a bad publisher id, and keeps the history', async () => {
    const page = await signedIn(1280);
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}/admin-hp-access`);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/admin-hp-access/settings');
    await page.getByLabel('Site name').fill('Alam Mo Ba');
    await page.getByLabel('Tagline (Filipino)').fill('Mga gabay para sa bawat Pilipino.');
    await page.getByLabel('Publisher id').fill('pub-123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Enter the AdSense publisher id: ca-pub- followed by 16 digits.').waitFor();
    await screenshot(page, 'earning-settings-refused-1280');
    await page.getByLabel('Publisher id').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await page.getByText('Revision 2,').waitFor();
    await screenshot(page, 'earning-settings-1280');

    // The pages read the new settings at once (their cached copies were dropped).
    const fil = await request(t.http).get('/makipag-ugnayan').expect(200);
    expect(fil.text).toContain('<h2 id="footer-brand" class="footer-brand">Alam Mo Ba</h2>');
    expect(fil.text).toContain('<p class="footer-tagline">Mga gabay para sa bawat Pilipino.</p>');
    const en = await request(t.http).get('/contact').expect(200);
    expect(en.text).toContain('<h2 id="footer-brand" class="footer-brand">Alam Mo Ba</h2>');
    expect(en.text).toContain('<p class="footer-tagline">Learn how. Alamin paano.');

    // An earlier revision comes back through the form.
    await page.getByRole('button', { name: 'Load into the form' }).click();
    expect(await page.getByLabel('Site name').inputValue()).toBe('HowPaano');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Revision 3,').waitFor();
    expect((await request(t.http).get('/contact').expect(200)).text).toContain('<h2 id="footer-brand" class="footer-brand">HowPaano</h2>');
    // The refused save's 400 is the browser's own log line; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px phone', async () => {
    const page = await signedIn(360);
    await page.goto(`${t.baseUrl}/admin-hp-access/settings`);
    await page.getByLabel('Site name').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'earning-settings-360');
    await page.context().close();
  });
});
