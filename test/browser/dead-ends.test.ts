import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startApp, startTestServer, type TestServer } from '../utils/browser';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import type { HomeDto } from '../../client/src/api/types';

jest.setTimeout(120_000);

/**
 * Issue 29 item 2: no dead ends. A guide, a category or an address that is not there, and a search
 * with no results, each offer a search box, popular guides in the page's language and "Request this
 * guide" (to Contact), in English and in Filipino — in the server's HTML and in Chromium at 360 px.
 */
let t: TestServer;
let browser: Browser;
let context: BrowserContext;
let home: HomeDto;

const TEXTS = {
  en: {
    search: 'Search the guides',
    popular: 'Popular guides',
    request: 'Request this guide',
    contact: '/contact',
    notFound: 'Content not found',
  },
  fil: {
    search: 'Maghanap sa mga gabay',
    popular: 'Mga sikat na gabay',
    request: 'Hilingin ang gabay na ito',
    contact: '/makipag-ugnayan',
    notFound: 'Hindi nakita ang nilalaman',
  },
} as const;

/** Each dead end, its language, its status and the words the request prompt names. */
const DEAD_ENDS = [
  { name: 'guide-en', path: '/tech-tutorials/how-to-cook-adobo', lang: 'en', status: 404, query: 'how to cook adobo' },
  {
    name: 'guide-fil',
    path: '/mga-tutorial-sa-teknolohiya/paano-magluto-ng-adobo',
    lang: 'fil',
    status: 404,
    query: 'paano magluto ng adobo',
  },
  { name: 'category-en', path: '/category/cooking-recipes', lang: 'en', status: 404, query: 'cooking recipes' },
  { name: 'category-fil', path: '/category/mga-recipe-sa-pagluluto', lang: 'fil', status: 404, query: 'mga recipe sa pagluluto' },
  { name: 'address-en', path: '/some/unknown/address-here', lang: 'en', status: 404, query: 'address here' },
  { name: 'address-fil', path: '/ang/hindi-kilalang/paano-ito', lang: 'fil', status: 404, query: 'paano ito' },
  { name: 'search-en', path: '/zzqx-nothing-matches-this', lang: 'en', status: 200, query: 'zzqx nothing matches this' },
  { name: 'search-fil', path: '/paano-zzqx-walang-tugma', lang: 'fil', status: 200, query: 'paano zzqx walang tugma' },
] as const;

function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The popular guides' titles as a page in `lang` shows them (the home's trending pool, then its latest). */
function popularTitles(lang: 'en' | 'fil'): string[] {
  const titles = [...home.trending, ...home.latest].map((g) => (lang === 'fil' ? g.paano_content?.title : g.title)).filter(Boolean);
  return [...new Set(titles)].slice(0, 5) as string[];
}

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  home = (await request(t.http).get('/api/public/home/')).body as HomeDto;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 360, height: 780 } });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

describe('server-rendered dead ends', () => {
  test.each(DEAD_ENDS.map((d) => [d.name, d] as const))('%s offers search, popular guides and Request this guide', async (_name, d) => {
    const res = await request(t.http).get(d.path);
    expect(res.status).toBe(d.status);
    const html = decode(res.text);
    const texts = TEXTS[d.lang];
    expect(html).toContain(`<html lang="${d.lang}"`);
    expect(html).toContain(texts.search);
    expect(html).toMatch(/<form class="search-form" role="search" action="\/search" method="get"/);
    expect(html).toContain(texts.popular);
    for (const title of popularTitles(d.lang)) expect([d.name, html.includes(title)]).toEqual([d.name, true]);
    expect(html).toContain(`href="${texts.contact}"`);
    expect(html).toContain(texts.request);
    expect(html).toContain(`“${d.query}”`);
    // A Filipino page carries no English interface text of the dead end (and the reverse).
    const other = TEXTS[d.lang === 'en' ? 'fil' : 'en'];
    expect(html).not.toContain(other.popular);
    expect(html).not.toContain(other.request);
  });
});

describe('in Chromium at 360 px', () => {
  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${t.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await startApp(page);
    return { page, errors };
  }

  test.each(DEAD_ENDS.map((d) => [d.name, d] as const))('%s: the way on works and fits the screen', async (name, d) => {
    const { page, errors } = await open(d.path);
    const texts = TEXTS[d.lang];
    await screenshot(page, `dead-end-${name}-360`);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The request link goes to Contact in the page's language.
    const requestLink = page.getByRole('link', { name: texts.request });
    await expect(requestLink.getAttribute('href')).resolves.toBe(texts.contact);
    // A popular guide opens.
    const first = popularTitles(d.lang)[0]!;
    await page.locator('.dead-end-links').getByRole('link', { name: first, exact: true }).click();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent?.includes(title), first);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await page.close();
  });

  test('at 1280 px too, in both languages', async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const d of [DEAD_ENDS[0], DEAD_ENDS[3], DEAD_ENDS[6], DEAD_ENDS[7]]) {
      const page = await wide.newPage();
      await page.goto(`${t.baseUrl}${d.path}`, { waitUntil: 'networkidle' });
      await screenshot(page, `dead-end-${d.name}-1280`);
      await expect(page.getByRole('link', { name: TEXTS[d.lang].request }).isVisible()).resolves.toBe(true);
      await expect(page.locator('#dead-end-search').isVisible()).resolves.toBe(true);
      await page.close();
    }
    await wide.close();
  });

  test('the search box of a dead end searches', async () => {
    const { page } = await open('/tech-tutorials/how-to-cook-adobo');
    const box = page.locator('#dead-end-search');
    await box.fill('dengue');
    await box.press('Enter');
    await page.waitForURL(/\/(dengue|.*dengue.*)$/);
    await page.close();
  });
});
