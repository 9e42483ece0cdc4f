import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startApp, startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';

/**
 * Issue 27 (items 3 and 5 part, head tags): the Filipino home at /fil with the Filipino interface,
 * "Simula" leading there from every Filipino page, the How/Paano switch on home, breadcrumbs
 * in the page's language, each page linking its language's feed, og:locale and the large card.
 */
jest.setTimeout(180_000);

let t: TestServer;
let browser: Browser;
let enGuide: string;
let filGuide: string;

/** Interface texts of the English home that must not show on the Filipino one. */
const ENGLISH_HOME_TEXTS = ['Featured', 'Must Read', 'Trending Now', 'Latest', 'Topics', 'Read the guide', 'Popular searches', 'Home'];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** The visible text of the page's interface: everything but guide titles and previews (content, in either language). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.body.cloneNode(true) as HTMLElement;
    root
      .querySelectorAll('.card-title, .card-subtitle, .must-read-title, .card-text, .trending-list a, script')
      .forEach((el) => el.remove());
    return root.innerText;
  });
}

beforeAll(async () => {
  t = await startTestServer();
  const category = await insertCategory(t, 'Financial Tips', 'Mga Tip sa Pananalapi', 1);
  const res = await createGuide(
    t,
    guideFields(category, 'Open a bank account', 'Magbukas ng bank account', {
      post_status: 'published',
      sections: [section(1), section(2)],
    }),
  );
  expect(res.status).toBe(201);
  enGuide = `/financial-tips/${res.body.how.slug}`;
  filGuide = `/mga-tip-sa-pananalapi/${res.body.paano.slug}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

describe('the Filipino home', () => {
  it('shows no empty excerpt (a gap) on a card whose Filipino version has none yet (issue 39)', async () => {
    const category = await insertCategory(t, 'Health', 'Kalusugan');
    const res = await createGuide(
      t,
      guideFields(category, 'Drink water', 'Uminom ng tubig', {
        post_status: 'published',
        paano: translation('Uminom ng tubig', { header_description: '', introduction: '' }),
      }),
    );
    expect(res.status).toBe(201);
    const fil = (await request(t.http).get('/fil').expect(200)).text;
    expect(fil).toContain('Uminom ng tubig');
    expect(fil).not.toMatch(/<p class="card-text">\s*<\/p>/);
    // The English home still shows the English excerpt.
    expect((await request(t.http).get('/').expect(200)).text).toContain('About Drink water');
    await request(t.http)
      .delete(`/api/bilingual-content/${res.body.id}/`)
      .set('Authorization', `Bearer ${await t.token()}`);
  });

  it('is a page of its own at /fil, paired with / by hreflang, never a search', async () => {
    const base = t.config.siteUrl;
    const fil = await request(t.http).get('/fil').expect(200);
    expect(fil.text).toContain('<html lang="fil">');
    expect(fil.text).toContain(`<link rel="canonical" href="${base}/fil">`);
    expect(fil.text).toContain('Tampok');
    expect(fil.text).toContain('Magbukas ng bank account');
    expect(fil.text).toContain(`href="${filGuide}"`);
    expect(fil.text).toContain('href="/category/mga-tip-sa-pananalapi"');
    for (const res of [fil, await request(t.http).get('/').expect(200)]) {
      expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${base}/">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="fil" href="${base}/fil">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/">`);
    }
  });

  it('links every page to its language feed and sets og:locale, its alternate and the large card', async () => {
    const base = t.config.siteUrl;
    const pages: [string, 'en' | 'fil', boolean][] = [
      ['/', 'en', true],
      ['/fil', 'fil', true],
      [enGuide, 'en', true],
      [filGuide, 'fil', true],
      ['/category/financial-tips', 'en', true],
      ['/category/mga-tip-sa-pananalapi', 'fil', true],
      ['/tungkol', 'fil', true],
      ['/about', 'en', true],
      ['/something-nobody-wrote', 'en', false],
    ];
    for (const [path, lang, paired] of pages) {
      const html = (await request(t.http).get(path)).text;
      const feed = lang === 'fil' ? `${base}/fil/rss.xml` : `${base}/rss.xml`;
      const summary = {
        path,
        feed: html.includes(`<link rel="alternate" type="application/rss+xml" hreflang="${lang}"`) && html.includes(`href="${feed}">`),
        otherFeed: html.includes(lang === 'fil' ? `${base}/rss.xml"` : `${base}/fil/rss.xml"`),
        locale: html.includes(`<meta property="og:locale" content="${lang === 'fil' ? 'fil_PH' : 'en_US'}">`),
        alternate: html.includes(`<meta property="og:locale:alternate" content="${lang === 'fil' ? 'en_US' : 'fil_PH'}">`),
        card: html.includes('<meta name="twitter:card" content="summary_large_image">'),
      };
      expect(summary).toEqual({ path, feed: true, otherFeed: false, locale: true, alternate: paired, card: true });
    }
  });

  it('gives a Filipino guide breadcrumbs to the Filipino home and category, an English one to the English ones', async () => {
    const base = t.config.siteUrl;
    const crumbs = async (path: string) => {
      const html = (await request(t.http).get(path).expect(200)).text;
      const list = jsonLd(html).find((block) => block['@type'] === 'BreadcrumbList')!;
      return (list.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item.slice(base.length)]);
    };
    expect(await crumbs(filGuide)).toEqual([
      ['Simula', '/fil'],
      ['Mga Tip sa Pananalapi', '/category/mga-tip-sa-pananalapi'],
      ['Magbukas ng bank account', filGuide],
    ]);
    expect(await crumbs(enGuide)).toEqual([
      ['Home', '/'],
      ['Financial Tips', '/category/financial-tips'],
      ['Open a bank account', enGuide],
    ]);
  });

  it('is where "Simula" leads from a Filipino page, shows no English interface, and its switch goes to / and back', async () => {
    for (const width of [360, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = collectErrors(page);
      await page.goto(`${t.baseUrl}${filGuide}`);
      await startApp(page);
      // On a phone "Simula" is in the menu; on a wide screen in the header.
      if (width < 768) await page.locator('.menu-toggle').click();
      await page
        .locator(width < 768 ? '.mobile-links a' : '.header-nav a', { hasText: 'Simula' })
        .first()
        .click();
      await page.waitForURL(`${t.baseUrl}/fil`);
      await page.waitForSelector('.hero-title');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
      const text = await interfaceText(page);
      for (const english of ENGLISH_HOME_TEXTS)
        expect({ english, shown: new RegExp(`\\b${english}\\b`).test(text) }).toEqual({ english, shown: false });
      expect(text).toContain('Dapat Basahin');
      await screenshot(page, `feeds-home-fil-${width}`);
      await page.screenshot({ path: `/tmp/feeds-shots/home-fil-${width}.png`, fullPage: true });

      await page.locator('.hero .lang-toggle a', { hasText: 'How' }).click();
      await page.waitForURL(`${t.baseUrl}/`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(await page.locator('.tab', { hasText: 'Featured' }).count()).toBe(1);
      await screenshot(page, `feeds-home-en-${width}`);
      await page.screenshot({ path: `/tmp/feeds-shots/home-en-${width}.png`, fullPage: true });

      await page.locator('.hero .lang-toggle a', { hasText: 'Paano' }).click();
      await page.waitForURL(`${t.baseUrl}/fil`);
      await page.waitForFunction(() => document.documentElement.lang === 'fil');
      expect(await page.locator('.tab', { hasText: 'Tampok' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
