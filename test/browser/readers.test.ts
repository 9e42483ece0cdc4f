import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import request from 'supertest';
import type { ReadersReportDto } from '../../client/src/api/types';
import { guidePath } from '../../client/src/shared/links';
import { BEACON_PATH } from '../../client/src/shared/readers-beacon';
import { collectErrors, launchChromium, screenshot, startApp, startTestServer, type TestServer } from '../utils/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, translation } from '../utils/guides';

jest.setTimeout(120_000);

/**
 * Readers (issue 24) in a real Chromium against the built app: what a visit counts (and what it does
 * not), a search gap from a cached search page, the vote without JavaScript, an affiliate click, and
 * the Readers screen showing it, at 360 and 1280 px in both of its languages. A page load is counted by
 * the server as it serves the page; the beacon is sent for client-side navigations and affiliate clicks.
 */

/** A reader's browser (Chromium headless names itself HeadlessChrome, which is not counted). */
const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
let browser: Browser;
let token: string;
const contexts: BrowserContext[] = [];
const cookies: string[] = [];
/** The header reads behind `cookies` (allHeaders() answers later). */
const cookieChecks: Promise<void>[] = [];
const paths = { en: '', fil: '', otherEn: '' };
let guideId: number;
let otherId: number;
const errors: string[][] = [];

const url = (path: string) => `${server.baseUrl}${path}`;

let readerCount = 0;

/**
 * A new browser: a reader of its own (its own user agent; a reader is counted once per guide per day),
 * unless `options` names one, e.g. READER_UA to come back as the first reader.
 */
async function newPage(options: BrowserContextOptions = {}, init?: () => void): Promise<Page> {
  readerCount += 1;
  const userAgent = `${READER_UA} Reader/${readerCount}`;
  const context = await browser.newContext({ userAgent, viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  errors.push(collectErrors(page));
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === BEACON_PATH) beacons.push(`${req.postData()}`);
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(server.baseUrl)) return;
    // allHeaders(), not headers(): headers() leaves cookie headers out, so a check on it could never fail.
    cookieChecks.push(
      response.allHeaders().then(
        (headers) => {
          if (headers['set-cookie']) cookies.push(`${new URL(response.url()).pathname} ${headers['set-cookie']}`);
        },
        () => undefined,
      ),
    );
  });
  return page;
}

const isBeacon = (response: Response) => new URL(response.url()).pathname === BEACON_PATH;
/** Every beacon any page sent (a page load sends none: the server counted it as it served it). */
const beacons: string[] = [];

/** Opens a page: once the server has served it, it is counted (a flush then holds it). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
}

async function report(): Promise<ReadersReportDto> {
  await request(server.http).post('/api/readers/flush').set('Authorization', `Bearer ${token}`).expect(204);
  return (await request(server.http).get('/api/readers/report?days=7').set('Authorization', `Bearer ${token}`).expect(200)).body;
}

function views(r: ReadersReportDto, id: number) {
  const row = r.topGuides.find((g) => g.id === id);
  return { en: row?.viewsEn ?? 0, fil: row?.viewsFil ?? 0 };
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.token();
  const category = await insertCategory(server, 'Money', 'Pera');
  const make = async (how: string, paano: string) => {
    const res = await createGuide(server, {
      ...guideFields(category, 'x', 'y', { post_status: 'published' }),
      how: translation(how),
      paano: translation(paano),
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const saving = await make('How to save money', 'Paano mag-ipon ng pera');
  const other = await make('How to tune a xylophone', 'Paano mag-ayos ng instrumento');
  // A second English-only match for "xylophone", so its search page lists results (one would redirect).
  await make('How to clean a xylophone', 'Paano maglinis ng instrumento');
  guideId = saving.id;
  otherId = other.id;
  paths.en = guidePath(saving, 'how');
  paths.fil = guidePath(saving, 'paano');
  paths.otherEn = guidePath(other, 'how');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

describe('counting visits', () => {
  it('a visit to an English and a Filipino guide adds one view each to the right guide and language, and one reader', async () => {
    const page = await newPage({ userAgent: READER_UA });
    await visit(page, paths.en);
    await visit(page, paths.fil);
    const r = await report();
    expect(views(r, guideId)).toEqual({ en: 1, fil: 1 });
    expect(r.totals).toMatchObject({ views: 2, readers: 1 });
    // Opened by address: a direct visit on a computer.
    expect(r.sources).toContainEqual({ key: 'direct', n: 2 });
    expect(r.devices).toContainEqual({ key: 'desktop', n: 2 });
    // Counted by the server: no second request for it.
    expect(beacons).toEqual([]);
  });

  it('the same reader again the same day adds nothing; another reader adds a view and a reader', async () => {
    // Views are counted once per reader per guide per day (issue 35: a reload loop cannot inflate them).
    await visit(await newPage({ userAgent: READER_UA }), paths.en);
    const again = await report();
    expect(views(again, guideId)).toEqual({ en: 1, fil: 1 });
    expect(again.totals).toMatchObject({ views: 2, readers: 1 });
    await visit(await newPage(), paths.en);
    const r = await report();
    expect(views(r, guideId)).toEqual({ en: 2, fil: 1 });
    expect(r.totals).toMatchObject({ views: 3, readers: 2 });
  });

  it('a robot, a prefetch, Do Not Track, Global Privacy Control and the signed-in administrator add nothing', async () => {
    const before = await report();
    // A robot's user agent, Do Not Track, Global Privacy Control (the headers the browser sends for them).
    const optedOut: BrowserContextOptions[] = [
      { userAgent: BOT_UA },
      { extraHTTPHeaders: { DNT: '1' } },
      { extraHTTPHeaders: { 'Sec-GPC': '1' } },
    ];
    for (const options of optedOut) {
      await visit(await newPage(options), paths.fil);
    }
    // The administrator, signed in on this browser (the sign-in set the owner's cookie), reading the
    // Filipino guide; once logged out, the same browser is a reader again.
    const admin = await newPage();
    await admin.goto(url('/login-access'));
    await admin.getByLabel('Username', { exact: true }).fill(ADMIN_USERNAME);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL('**/admin-hp-access');
    const owner = (await admin.context().cookies()).find((c) => c.name === 'hp_owner');
    expect(owner).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    await visit(admin, paths.fil);
    // A prefetch of the Filipino guide from the English one: only the English view counts.
    const reader = await newPage();
    await visit(reader, paths.en);
    const prefetched = reader.waitForResponse((res) => res.url() === url(paths.fil));
    await reader.evaluate((href) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }, paths.fil);
    await prefetched;
    await visit(await newPage(), paths.en);
    expect(beacons).toEqual([]);
    const after = await report();
    expect(views(after, guideId)).toEqual({ en: views(before, guideId).en + 2, fil: views(before, guideId).fil });
    expect(after.totals.views).toBe(before.totals.views + 2);
    // Logout clears the cookie: this browser counts again.
    await admin.goto(url('/admin-hp-access'));
    const loggedOut = admin.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout/');
    await admin.getByRole('button', { name: 'Logout' }).click();
    await admin.waitForURL('**/login-access');
    await loggedOut;
    expect((await admin.context().cookies()).map((c) => c.name)).not.toContain('hp_owner');
    await visit(admin, paths.fil);
    expect(views(await report(), guideId).fil).toBe(views(before, guideId).fil + 1);
  });

  it('a client-side switch from How to Paano is a view of the Filipino guide and a switch', async () => {
    const before = await report();
    const page = await newPage();
    await visit(page, paths.en);
    await startApp(page);
    const sentBefore = beacons.length;
    const beacon = page.waitForResponse(isBeacon);
    await page.locator('.guide-controls').getByRole('link', { name: 'Paano', exact: true }).click();
    await page.waitForURL(url(paths.fil));
    await beacon;
    const after = await report();
    expect(views(after, guideId)).toEqual({ en: views(before, guideId).en + 1, fil: views(before, guideId).fil + 1 });
    expect(after.switches).toEqual([{ key: 'en>fil', n: 1 }]);
    // The navigation's one beacon, nothing for the page the reader started on.
    expect(beacons.length).toBe(sentBefore + 1);
  });
});

describe('search gaps', () => {
  it('a Filipino query with English results only is in the translate-next list, also when its page comes from the cache', async () => {
    const page = await newPage();
    await visit(page, '/paano-xylophone');
    expect(await page.locator('h1').innerText()).toContain('xylophone');
    await visit(page, '/paano-xylophone');
    expect(server.app.get((await import('../../src/site/site.service')).SiteService).cacheState('/paano-xylophone').cached).toBe(true);
    await visit(page, '/paano-walang-ganito-kahit-saan');
    const r = await report();
    expect(r.otherLanguageOnly).toContainEqual({ query: 'paano xylophone', lang: 'fil', n: 2, results: 2 });
    expect(r.noResults).toContainEqual({ query: 'paano walang ganito kahit saan', lang: 'fil', n: 1, results: 0 });
  });
});

describe('"Did this guide help?"', () => {
  it('works without JavaScript and counts once per reader per day', async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    for (let i = 0; i < 2; i++) {
      await page.goto(url(paths.fil));
      await page.getByRole('button', { name: 'Oo', exact: true }).click();
      await page.waitForURL(`**${paths.fil}#helpful-thanks`);
      await page.getByText('Salamat! Nakakatulong ang sagot mo').waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Oo', exact: true }).isVisible()).toBe(false);
    }
    await screenshot(page, 'readers-helpful-thanks-fil-360');
    await request(server.http).post('/api/readers/flush').set('Authorization', `Bearer ${token}`).expect(204);
    const panel = await request(server.http)
      .get(`/api/readers/guides/${guideId}?days=7`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(panel.body.fil).toMatchObject({ helpfulYes: 1, helpfulNo: 0 });
  });

  it('asks in English on the English guide', async () => {
    const page = await newPage();
    await page.goto(url(paths.en));
    const form = page.locator('form.helpful');
    expect(await form.getByRole('heading').innerText()).toBe('Did this guide help?');
    expect(await form.getByRole('button').allInnerTexts()).toEqual(['Yes', 'No']);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'readers-helpful-en-1280');
  });
});

describe('affiliate clicks', () => {
  it('a click on a sponsored link in a guide counts for that guide', async () => {
    const page = await newPage();
    await page.route('https://example.com/**', (route) => route.fulfill({ body: 'shop', contentType: 'text/plain' }));
    await visit(page, paths.otherEn);
    // Issue 25 renders affiliate links with rel="sponsored nofollow noopener"; here a source link is made one.
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href^="https://example.com/"]')!;
      link.rel = 'sponsored nofollow noopener';
      // In a new tab, as source links open: this page stays to see its beacon answered.
      link.target = '_blank';
    });
    const beacon = page.waitForResponse(isBeacon);
    await page.locator('a[rel~="sponsored"]').first().click();
    await beacon;
    const r = await report();
    expect(r.affiliate.map((g) => [g.id, g.affiliateClicks])).toEqual([[otherId, 1]]);
  });
});

describe('the Readers screen', () => {
  it('shows the numbers, in English and Filipino, at 1280 and 360 px', async () => {
    const page = await newPage({}, undefined);
    await page.goto(url('/login-access'));
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(url('/admin-hp-access'));
    await page.getByRole('link', { name: 'Readers', exact: true }).click();
    await page.waitForURL('**/admin-hp-access/readers');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const top = page.getByRole('region', { name: 'Top guides' });
    const row = top.getByRole('row', { name: /How to save money/ });
    const r = await report();
    const v = views(r, guideId);
    await page.reload();
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(1)).toEqual([String(v.en), String(v.fil), String(v.en + v.fil)]);
    const translate = page.getByRole('region', { name: 'Asked in Filipino, found only in English' });
    const asked = await translate
      .getByRole('row', { name: /paano xylophone/ })
      .getByRole('cell')
      .allInnerTexts();
    expect(asked.map((cell) => cell.split('\n')[0])).toEqual(['paano xylophone', '2']);
    await screenshot(page, 'readers-screen-en-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'readers-screen-en-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Filipino', exact: true }).click();
    await page.getByRole('heading', { name: 'Mga mambabasa', level: 1 }).waitFor();
    await screenshot(page, 'readers-screen-fil-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'readers-screen-fil-1280');
    // "Write this guide" opens the create form with the query as the Tagalog title.
    await page
      .getByRole('region', { name: 'Tinanong sa Filipino, sa Ingles lang nakita' })
      .getByRole('link', { name: /paano xylophone/ })
      .click();
    await page.waitForURL('**/admin-hp-access?**');
    // The dashboard renders its create form after the URL changes.
    await page.locator('#hp-create-title').waitFor({ timeout: 10_000 });
    expect(await page.locator('.hp-create input[value="paano xylophone"]').count()).toBe(1);
  });

  it("the editor shows the guide's own readers", async () => {
    const page = await newPage();
    await page.goto(url('/login-access'));
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(url(`/admin-hp-access/edit/${guideId}/paano`));
    const panel = page.getByRole('region', { name: 'Mga mambabasa, huling 30 araw' });
    await panel.getByText('1 sa 1 ang natulungan').waitFor();
    await screenshot(page, 'readers-editor-panel-fil-1280');
  });
});

describe('privacy', () => {
  it("no public response carried Set-Cookie, and nothing was written to the readers' storage", async () => {
    await Promise.all(cookieChecks);
    // Only the administrator's sign-in and logout set a cookie (the owner's, not counted by Readers).
    const owner = (line: string) => /^\/api\/(token|logout)\/ hp_owner=/.test(line);
    expect(cookies.filter((line) => !owner(line))).toEqual([]);
    expect(cookies.filter(owner)).toHaveLength(2);
    const page = await newPage();
    await visit(page, paths.en);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
  });

  it('no page had a console error', () => {
    expect(errors.flat().filter((e) => !/status of 40[0-9]|ERR_FAILED|net::/.test(e))).toEqual([]);
  });
});
