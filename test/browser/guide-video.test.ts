import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import request from 'supertest';
import { SCREENSHOT_DIR, launchChromium, startApp, startTestServer, type TestServer } from '../utils/browser';
import { axeCheck, nuCheck } from '../utils/page-checks';
import { createGuide, guideFields, insertCategory, translation } from '../utils/guides';
import { jsonLdOf, richResultsProblems } from '../utils/rich-results';
import { SiteService } from '../../src/site/site.service';

/**
 * Issue 38's video on the page: a click-to-play preview that asks nothing of YouTube or Facebook
 * before the tap, starts the player on the first tap (through the page's lazy hydration), widens the
 * CSP for that page alone, is a plain link without scripts and on lite pages, and is a VideoObject.
 * The video sites are stood in for by page routes: nothing leaves the machine.
 */
jest.setTimeout(300_000);

const EN = '/home-skills/how-to-change-a-bike-tyre';
const FIL = '/mga-kasanayan-sa-bahay/paano-magpalit-ng-gulong-ng-bisikleta';
const FB_FIL = '/mga-kasanayan-sa-bahay/paano-magluto-ng-adobo';
const PLAIN = '/home-skills/how-to-sweep-a-floor';
const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
const SHOTS = process.env.VIDEO_SHOTS ?? join(SCREENSHOT_DIR, 'guide-video');
/** Any request to a video site or its pictures. */
const VIDEO_SITE = /^https?:\/\/([^/]*\.)?(youtube|youtube-nocookie|ytimg|youtu|facebook|fbcdn|fb)\.(com|be|net|watch)\//;

let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  t = await startTestServer();
  const categoryId = await insertCategory(t, 'Home Skills', 'Mga Kasanayan sa Bahay');
  const made = [
    await createGuide(
      t,
      guideFields(categoryId, 'How to change a bike tyre', 'Paano magpalit ng gulong ng bisikleta', {
        // The Filipino has no video of its own: it shows the English one.
        how: translation('How to change a bike tyre', {
          video: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Changing a tyre in 5 minutes' },
        }),
        post_status: 'published',
      }),
    ),
    await createGuide(
      t,
      guideFields(categoryId, 'How to cook adobo', 'Paano magluto ng adobo', {
        paano: translation('Paano magluto ng adobo', { video: { url: 'https://www.facebook.com/LutongBahay/videos/1234567890123/' } }),
        post_status: 'published',
      }),
    ),
    await createGuide(t, guideFields(categoryId, 'How to sweep a floor', 'Paano magwalis ng sahig', { post_status: 'published' })),
  ];
  for (const res of made) if (res.status !== 201) throw new Error(`could not create a guide: ${res.status} ${JSON.stringify(res.body)}`);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

/** A context whose video-site requests are counted and answered by a stand-in player page. */
async function countingContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; asked: string[] }> {
  const context = await browser.newContext(options);
  const asked: string[] = [];
  await context.route(VIDEO_SITE, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#fff;font:20px sans-serif">Stand-in player</body>',
    });
  });
  return { context, asked };
}

/** Waits up to 10 s for `read()` to give `want`, and returns what it last gave. */
async function until<T>(read: () => T, want: T): Promise<T> {
  for (let i = 0; i < 100 && read() !== want; i++) await new Promise((r) => setTimeout(r, 100));
  return read();
}

function directives(csp: string): string[] {
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
}

function cspOf(headers: Record<string, string>): string {
  return headers['content-security-policy'] ?? '';
}

describe('guide video (issue 38)', () => {
  it('widens the CSP with the player origin on a guide page with a video only, rendered or kept', async () => {
    const home = cspOf((await request(t.http).get('/').expect(200)).headers as Record<string, string>);
    expect(home).not.toContain('frame-src');
    // Twice: rendered, then from the kept page (the fast path).
    for (let i = 0; i < 2; i++) {
      const en = cspOf((await request(t.http).get(EN).expect(200)).headers as Record<string, string>);
      expect(directives(en)).toContain("frame-src 'self' https://www.youtube-nocookie.com");
      // Everything else as on every other page.
      expect(directives(en).filter((d) => !d.startsWith('frame-src'))).toEqual(directives(home));
      expect(directives(cspOf((await request(t.http).get(FIL).expect(200)).headers as Record<string, string>))).toContain(
        "frame-src 'self' https://www.youtube-nocookie.com",
      );
      expect(directives(cspOf((await request(t.http).get(FB_FIL).expect(200)).headers as Record<string, string>))).toContain(
        "frame-src 'self' https://www.facebook.com",
      );
      // The English adobo has no video (an English page never borrows the Filipino one), nor has the plain guide.
      expect(cspOf((await request(t.http).get('/home-skills/how-to-cook-adobo').expect(200)).headers as Record<string, string>)).toBe(home);
      expect(cspOf((await request(t.http).get(PLAIN).expect(200)).headers as Record<string, string>)).toBe(home);
      // A lite page shows the link only: no frame, no wider CSP.
      expect(cspOf((await request(t.http).get(`${EN}?lite=1`).expect(200)).headers as Record<string, string>)).toBe(home);
      expect(cspOf((await request(t.http).get(EN).set('Save-Data', 'on').expect(200)).headers as Record<string, string>)).toBe(home);
    }
    expect(t.app.get(SiteService).cacheState(EN).cached).toBe(true);
  });

  it('asks nothing of the video site before the tap; the first tap plays, through hydration, in both languages', async () => {
    const { context, asked } = await countingContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    for (const [path, name] of [
      [EN, 'Play video: Changing a tyre in 5 minutes'],
      [FIL, 'I-play ang video: Changing a tyre in 5 minutes'],
    ] as const) {
      await page.goto(`${t.baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      const preview = page.getByRole('link', { name });
      await expect(preview.count()).resolves.toBe(1);
      expect(await preview.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      // The first interaction with the page is the tap on the preview.
      await preview.click();
      const frame = page.locator('.guide-video__frame iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(YT);
      expect(await frame.getAttribute('title')).toBe('Changing a tyre in 5 minutes');
      expect(page.url()).toBe(`${t.baseUrl}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      // Hydration kept the player, and the poster is gone.
      expect(await page.locator('.guide-video__frame iframe').getAttribute('src')).toBe(YT);
      expect(await page.locator('.guide-video__poster').isVisible()).toBe(false);
      expect(await until(() => asked.filter((u) => u.startsWith(YT)).length, 1)).toBe(1);
      expect(asked.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
      asked.length = 0;
    }
    await context.close();
  });

  it('plays from the keyboard once the app runs, and a Facebook video through its plugin', async () => {
    const { context, asked } = await countingContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}${FB_FIL}`);
    await page.locator('body').dispatchEvent('pointerdown');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(asked).toEqual([]);
    const preview = page.getByRole('link', { name: 'I-play ang video: Paano magluto ng adobo' });
    for (let i = 0; i < 60 && !(await preview.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await preview.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const frame = page.locator('.guide-video__frame iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/LutongBahay/videos/1234567890123/')}&show_text=false&autoplay=true`,
    );
    expect(await until(() => asked.length, 1)).toBe(1);
    await context.close();
  });

  it('is a plain link without scripts and on a lite page', async () => {
    for (const options of [{ javaScriptEnabled: false }, {}]) {
      const { context, asked } = await countingContext(options);
      const page = await context.newPage();
      await page.goto(`${t.baseUrl}${options.javaScriptEnabled === false ? EN : `${EN}?lite=1`}`);
      const preview = page.getByRole('link', { name: 'Play video: Changing a tyre in 5 minutes' });
      expect(await preview.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      expect(await page.locator('.guide-video__frame').count()).toBe(options.javaScriptEnabled === false ? 1 : 0);
      expect(await page.locator('[data-video-embed]').count()).toBe(options.javaScriptEnabled === false ? 1 : 0);
      // Tapped, it opens the video on its site (the stand-in answers youtube.com).
      await preview.click();
      await page.waitForURL(/youtube\.com\/watch/);
      expect(asked[0]).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await context.close();
    }
  });

  it('declares a VideoObject with its required properties where a video is, and none elsewhere', async () => {
    for (const path of [EN, FIL, FB_FIL]) {
      const ld = jsonLdOf((await request(t.http).get(path).expect(200)).text);
      expect({ path, problems: richResultsProblems(ld, ['Article', 'BreadcrumbList', 'VideoObject']) }).toEqual({ path, problems: [] });
    }
    const en = jsonLdOf((await request(t.http).get(EN).expect(200)).text).find((b) => b['@type'] === 'VideoObject')!;
    expect(en).toMatchObject({
      name: 'Changing a tyre in 5 minutes',
      thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      inLanguage: 'en',
    });
    const plain = jsonLdOf((await request(t.http).get(PLAIN).expect(200)).text);
    expect(plain.map((b) => b['@type'])).not.toContain('VideoObject');
    // The check itself refuses a VideoObject without its required properties.
    expect(richResultsProblems([{ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'x' }], [])).toEqual(
      expect.arrayContaining(['VideoObject.thumbnailUrl: missing', 'VideoObject.uploadDate: missing']),
    );
  });

  it('screenshots at 360 and 1280 px, English and Filipino, before and after the tap', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [360, 1280]) {
      for (const [path, lang] of [
        [EN, 'en'],
        [FIL, 'fil'],
      ] as const) {
        const { context } = await countingContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
        const page = await context.newPage();
        await page.goto(`${t.baseUrl}${path}`);
        const poster = page.locator('.guide-video');
        await poster.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `video-${lang}-${width}-before.png`) });
        await page.locator('.guide-video__poster').click();
        await page.locator('.guide-video__frame iframe').waitFor();
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS, `video-${lang}-${width}-after.png`) });
        await context.close();
      }
    }
  });

  it('the editor sets, refuses and removes a video per language, at 360 px, in both admin languages', async () => {
    const token = await t.token();
    const auth = `Bearer ${token}`;
    const guide = (await request(t.http).get('/api/public/content/by_paano_slug/paano-magwalis-ng-sahig/').expect(200)).body;
    const saved = async () =>
      (await request(t.http).get(`/api/bilingual-content/${guide.id}/retrieve_bilingual/`).set('Authorization', auth)).body;
    for (const [adminLang, words] of [
      [
        'en',
        {
          url: 'Video address (YouTube or Facebook)',
          title: 'Video title (optional)',
          bad: 'This is not a YouTube or Facebook video address',
          save: 'Save',
        },
      ],
      [
        'fil',
        {
          url: 'Address ng video (YouTube o Facebook)',
          title: 'Pamagat ng video (hindi kailangan)',
          bad: 'Hindi ito address ng video',
          save: 'I-save',
        },
      ],
    ] as const) {
      await request(t.http).put('/api/account/language').set('Authorization', auth).send({ language: adminLang }).expect(200);
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${t.baseUrl}/login-access`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      const lang = adminLang === 'en' ? 'how' : 'paano';
      await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guide.id}/${lang}`);
      const url = page.getByLabel(words.url, { exact: true });
      await url.waitFor();
      await url.fill('https://vimeo.com/123');
      await expect(page.getByRole('alert').filter({ hasText: words.bad }).count()).resolves.toBe(1);
      await url.fill('https://youtu.be/dQw4w9WgXcQ');
      await page
        .getByLabel(words.title, { exact: true })
        .fill(adminLang === 'en' ? 'Sweeping in one minute' : 'Pagwawalis sa isang minuto');
      await expect(page.getByRole('alert').filter({ hasText: words.bad }).count()).resolves.toBe(0);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await page.locator('fieldset.hp-video-field').screenshot({ path: join(SHOTS, `editor-video-${adminLang}-360.png`) });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('fieldset.hp-video-field').screenshot({ path: join(SHOTS, `editor-video-${adminLang}-1280.png`) });
      await page.getByRole('button', { name: words.save, exact: true }).click();
      let back = await saved();
      for (let i = 0; i < 50 && !back[lang].video; i++) {
        await page.waitForTimeout(200);
        back = await saved();
      }
      expect(back[lang].video).toEqual({
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: adminLang === 'en' ? 'Sweeping in one minute' : 'Pagwawalis sa isang minuto',
      });
      await context.close();
    }
    // Emptied in the editor, the English video is removed; the Filipino keeps its own.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}/login-access`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guide.id}/how`);
    const url = page.getByLabel('Address ng video (YouTube o Facebook)', { exact: true });
    await url.waitFor();
    await url.fill('');
    await page.getByRole('button', { name: 'I-save', exact: true }).click();
    let back = await saved();
    for (let i = 0; i < 50 && back.how.video; i++) {
      await page.waitForTimeout(200);
      back = await saved();
    }
    expect(back.how).not.toHaveProperty('video');
    expect(back.paano.video.title).toBe('Pagwawalis sa isang minuto');
    await request(t.http).put('/api/account/language').set('Authorization', auth).send({ language: 'en' }).expect(200);
    await context.close();
  });

  it('passes the page checks with the preview and with the player: Nu no error, axe no violation at 375 and 1280 px, light and dark', async () => {
    const documents = [];
    for (const path of [EN, FIL, FB_FIL])
      documents.push({ name: path, html: (await request(t.http).get(path).set('Accept-Encoding', 'identity')).text });
    const nu = nuCheck(documents).filter((m) => m.type === 'error');
    expect(nu.map((m) => `${m.page}:${m.line} ${m.message}`)).toEqual([]);
    const violations: string[] = [];
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      const { context } = await countingContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const path of [EN, FIL]) {
        await page.goto(`${t.baseUrl}${path}`);
        await startApp(page);
        for (const played of [false, true]) {
          if (played) {
            await page.locator('.guide-video__poster').click();
            await page.locator('.guide-video__frame iframe').waitFor();
          }
          for (const colorScheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme });
            for (const v of await axeCheck(page))
              violations.push(
                `${path} ${viewport.width}px ${colorScheme} ${played ? 'playing' : 'preview'}: ${v.rule} ${v.target} ${v.summary}`,
              );
          }
        }
      }
      await context.close();
    }
    expect(violations).toEqual([]);
  });
});
