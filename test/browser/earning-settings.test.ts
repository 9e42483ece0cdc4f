import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { settingsEn } from '../../client/src/i18n/settings-en';
import { seedSnapshotCatalogue } from '../utils/page-snapshot';
import { sql } from '../utils/test-db';

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
    expect(en.text).toContain('<p class="footer-tagline">Learn how. <span lang="fil">Alamin paano.</span> Clear guides');

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

  it('adds the verification tags and Google Analytics 4 while set; the administrator’s visits send nothing', async () => {
    const auth = `Bearer ${token}`;
    const { body } = await request(t.http).get('/api/settings/').set('Authorization', auth).expect(200);
    await request(t.http)
      .put('/api/settings/')
      .set('Authorization', auth)
      .send({
        base_revision: body.revision,
        settings: {
          ...body.settings,
          google_site_verification: 'abc-DEF_123',
          bing_site_verification: '0123ABCD',
          ga4_measurement_id: 'G-TEST1234',
        },
      })
      .expect(200);
    const page = await request(t.http).get('/about').expect(200);
    expect(page.text).toContain('<meta name="google-site-verification" content="abc-DEF_123">');
    expect(page.text).toContain('<meta name="msvalidate.01" content="0123ABCD">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(page.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    expect(page.headers['content-security-policy']).not.toContain('googlesyndication');

    // gtag.js stood in on loopback: a reader's page loads it, with no CSP violation; the administrator's does not.
    for (const admin of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
      const asked: string[] = [];
      await context.route(/www\.googletagmanager\.com\/gtag\/js/, (route) => {
        asked.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
      });
      await context.addInitScript(
        (value) => {
          if (value) localStorage.setItem('token', value);
          (window as unknown as { __violations: string[] }).__violations = [];
          document.addEventListener('securitypolicyviolation', (e) =>
            (window as unknown as { __violations: string[] }).__violations.push(e.violatedDirective),
          );
        },
        admin ? token : '',
      );
      const reader = await context.newPage();
      await reader.goto(`${t.baseUrl}/about`, { waitUntil: 'networkidle' });
      if (!admin) await reader.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true);
      expect({ admin, asked }).toEqual({ admin, asked: admin ? [] : ['https://www.googletagmanager.com/gtag/js?id=G-TEST1234'] });
      expect(await reader.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      await context.close();
    }

    // The sign-in page is the owner's, signed in or not: it never loads analytics (issue 39).
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const askedOnSignIn: string[] = [];
    await context.route(/www\.googletagmanager\.com\/gtag\/js/, (route) => {
      askedOnSignIn.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const signIn = await context.newPage();
    await signIn.goto(`${t.baseUrl}/login-access`, { waitUntil: 'networkidle' });
    await signIn.getByLabel(/username/i).waitFor();
    expect(askedOnSignIn).toEqual([]);
    await context.close();

    const now = (await request(t.http).get('/api/settings/').set('Authorization', auth).expect(200)).body;
    await request(t.http)
      .put('/api/settings/')
      .set('Authorization', auth)
      .send({
        base_revision: now.revision,
        settings: { ...now.settings, google_site_verification: '', bing_site_verification: '', ga4_measurement_id: '' },
      })
      .expect(200);
    const off = await request(t.http).get('/about').expect(200);
    expect(off.text).not.toContain('site-verification');
    expect(off.headers['content-security-policy']).not.toContain('googletagmanager');
  });

  it('speaks Filipino when Filipino is chosen: every label, heading, hint, button and message', async () => {
    // The English texts a Filipino screen must not show (those the same in both on purpose left out).
    const english = Object.entries(settingsEn)
      .filter(([key, value]) => typeof value === 'string' && !['locale', 'analytics', 'taglineFil'].includes(key))
      .map(([, value]) => value as string)
      .concat(['Revision ']);
    const englishShown = (page: Page) =>
      page.locator('.hp-settings').evaluate((el, texts) => {
        const shown = `${el.textContent}\n${[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join('\n')}`;
        return texts.filter((text) => shown.includes(text));
      }, english);

    for (const width of [1280, 360]) {
      const page = await signedIn(width);
      const errors = collectErrors(page);
      await page.goto(`${t.baseUrl}/admin-hp-access/settings`);
      await page.getByLabel('Site name').waitFor();
      // In English every one of them is there but the messages (so the check below sees what it looks for).
      const messages = ['loading', 'loadFailed', 'saving', 'saved', 'saveFailed', 'failed', 'stale'].map(
        (key) => settingsEn[key as 'saved'],
      );
      expect(await englishShown(page)).toEqual(english.filter((text) => !messages.includes(text)));
      // The admin's one language switch, in the top bar (issue 39).
      await page.getByRole('group', { name: 'Admin language' }).getByRole('button', { name: 'Filipino' }).click();
      await page.getByRole('heading', { name: 'Mga setting', level: 1 }).waitFor();
      expect(await page.getByRole('group', { name: 'Wika ng admin' }).isVisible()).toBe(true);
      expect(await page.getByLabel('Pangalan ng site').inputValue()).not.toBe('');
      expect(await page.getByText('Pagkakakilanlan ng site').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Kasaysayan' }).isVisible()).toBe(true);
      expect(await page.getByText(/^Rebisyon 1, /).isVisible()).toBe(true);
      expect(await page.title()).toBe('Mga setting | HowPaano');
      expect(await englishShown(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `earning-settings-fil-${width}`);

      if (width === 1280) {
        // A refused save says so in Filipino, and so does the field's own message (the server's, put in
        // Filipino by the admin's HTTP layer: client/src/shared/server-messages-fil.ts).
        await page.getByLabel('Publisher ID').fill('pub-123');
        await page.getByRole('button', { name: 'I-save ang mga setting' }).click();
        await page.getByText('Hindi na-save ang mga setting: tingnan sa itaas ang mga field na may marka.').waitFor();
        await page.getByText('Ilagay ang AdSense publisher ID: ca-pub- na sinusundan ng 16 na numero.').waitFor();
        expect(await page.getByText('Enter the AdSense publisher id').count()).toBe(0);
        await screenshot(page, 'earning-settings-fil-refused-1280');
        await page.getByLabel('Publisher ID').fill('');
        await page.getByRole('button', { name: 'I-save ang mga setting' }).click();
        await page.getByText('Na-save ang mga setting').waitFor();
        await page.getByRole('button', { name: 'Ilagay sa form' }).first().click();
        await page.getByText(/^Nasa form ang rebisyon \d+: i-save para maibalik ito\.$/).waitFor();
        expect(await englishShown(page)).toEqual([]);
      }
      // Back to English, the same screen speaks English again (and the account keeps English for what follows).
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Save settings' }).isVisible()).toBe(true);
      expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      await page.context().close();
    }
  });

  it('labels the editor’s affiliate controls in the admin’s language (issue 39), on either version', async () => {
    const [guide] = await sql<{ id: number }>(t.databaseUrl, 'select id from guide order by id limit 1');
    const page = await signedIn(1280);
    for (const [lang, label, title] of [
      ['paano', 'Affiliate na link', 'Affiliate na link (rel="sponsored")'],
      ['how', 'Affiliate link', 'Affiliate link (rel="sponsored")'],
    ] as const) {
      await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guide!.id}/${lang === 'paano' ? 'how' : 'paano'}`);
      await page
        .getByRole('group', { name: /Admin language|Wika ng admin/ })
        .getByRole('button', { name: lang === 'paano' ? 'Filipino' : 'English', exact: true })
        .click();
      await page.getByRole('button', { name: title, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: title, exact: true }).innerText()).toBe(label);
      // One check per source of the seeded guide (it has two).
      expect(await page.getByRole('checkbox', { name: label, exact: true }).count()).toBe(2);
      if (lang === 'paano') await screenshot(page, 'earning-editor-affiliate-fil-1280');
    }
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
