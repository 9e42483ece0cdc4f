import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import request from 'supertest';
import { categorySegment, slugify } from '../../client/src/shared/slug';
import { CONTENT_MESSAGES } from '../../src/content/content.messages';
import { builtEntry, collectErrors, launchChromium, screenshot, settledHeading, startTestServer, type TestServer } from '../utils/browser';

/**
 * Issue 6 item 4, injected markup: a published guide and a category whose every text field,
 * [text](url) link, source link, slug attempt and name carry script payloads are shown on every
 * public and admin page as inert text. In Chromium, on each page (after hovering every link and
 * clicking the payload texts), the flag the payloads would set stays unset, no script runs but the
 * app's own (/assets/ files and JSON data blocks), no element has an on… handler or a javascript:
 * URL, and the browser reports no Content-Security-Policy violation (which would mean markup got
 * through and only the CSP stopped it). The server-rendered HTML is checked the same way.
 */

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  '[click](javascript:window.__pwned=1)',
  '[c](data:text/html,<script>window.__pwned=1</script>)',
];
const MORE = [
  '[x](JaVaScRiPt:window.__pwned=1)',
  '[y](&#106;avascript:window.__pwned=1)',
  '[z](java\tscript:window.__pwned=1)',
  '<a href="javascript:window.__pwned=1">a</a>',
  "**<img src=x onerror='window.__pwned=1'>**",
  '[16px <iframe src="javascript:window.__pwned=1">]',
  "{{constructor.constructor('window.__pwned=1')()}}",
  '`</code><script>window.__pwned=1</script>`',
  '[l](//evil.example/x) [m](/\\evil.example)',
];
const ALL = PAYLOADS.join(' ');
const LONG = [...PAYLOADS, ...MORE].join('\n');

const TITLE_HOW = `Pwned guide ${ALL}`.slice(0, 255);
const TITLE_PAANO = `Gabay pwned ${PAYLOADS.slice(1).join(' ')} ${PAYLOADS[0]}`.slice(0, 255);
const CATEGORY_HOW = `Cat ${PAYLOADS[0]} ${PAYLOADS[1]}`;
const CATEGORY_PAANO = `Kat ${PAYLOADS[2]} ${PAYLOADS[3]}`;

let server: TestServer;
let browser: Browser;
let token: string;
let guideId: number;
let howSlug: string;
let paanoSlug: string;
let categoryId: number;

function translation(title: string, slugAttempt: string) {
  return {
    title,
    slug: slugAttempt,
    header_description: ALL,
    introduction: LONG,
    conclusion: LONG,
    meta_keywords: ALL,
    meta_description: ALL,
  };
}

function sections() {
  return [
    { section_how: ALL, section_paano: ALL, section_how_bullets: [...PAYLOADS, ...MORE], section_paano_bullets: [...PAYLOADS], order: 0 },
    { section_how: `[p] ${LONG}`, section_paano: `[p] ${LONG}`, section_how_bullets: [], section_paano_bullets: [], order: 1 },
    {
      section_how: `Step ${PAYLOADS[2]}`,
      section_paano: `Hakbang ${PAYLOADS[1]}`,
      section_how_bullets: [`• ${PAYLOADS[3]}`, `  - ${PAYLOADS[4]}`],
      section_paano_bullets: [`- ${MORE[0]}`],
      order: 2,
    },
  ];
}

const SOURCES = ['https://example.com/?q="><script>window.__pwned=1</script>', 'www.example.org/<img src=x onerror=window.__pwned=1>'];

async function createGuide(fields: Record<string, unknown>, files: Record<string, Buffer> = {}) {
  let req = request(server.http).post('/api/bilingual-content/').set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const [key, buffer] of Object.entries(files)) req = req.attach(key, buffer, `${key}.png`);
  return req;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.token();
  const category = await request(server.http)
    .post('/api/categories/')
    .set('Authorization', `Bearer ${token}`)
    .send({ category_how: CATEGORY_HOW, category_paano: CATEGORY_PAANO });
  expect(category.status).toBe(201);
  categoryId = category.body.id;
  await request(server.http)
    .post('/api/categories/update_ranks/')
    .set('Authorization', `Bearer ${token}`)
    .send({ rankings: [{ category_id: categoryId, rank: 1 }] })
    .expect(200);

  const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 200, g: 50, b: 50 } } })
    .png()
    .toBuffer();
  const base = {
    how: translation(TITLE_HOW, '"><script>window.__pwned=1</script>'),
    paano: translation(TITLE_PAANO, 'javascript:window.__pwned=1'),
    category: categoryId,
    post_status: 'published',
    sections: sections(),
  };
  // A javascript: source link is refused outright.
  const refused = await createGuide({ ...base, sources: ['javascript:window.__pwned=1'] });
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ sources: [CONTENT_MESSAGES.badSourceScheme] });
  for (const sneaky of [
    'JAVASCRIPT:window.__pwned=1',
    ' java\tscript:window.__pwned=1',
    'data:text/html,<script>window.__pwned=1</script>',
    'vbscript:x',
  ]) {
    const res = await createGuide({ ...base, sources: [sneaky] });
    expect([sneaky, res.status]).toEqual([sneaky, 400]);
  }

  const created = await createGuide({ ...base, sources: SOURCES }, { header_image: image, section_image_0: image });
  expect(created.status).toBe(201);
  guideId = created.body.id;
  howSlug = created.body.how.slug;
  paanoSlug = created.body.paano.slug;
  // The slug attempts became plain slugs.
  for (const slug of [howSlug, paanoSlug]) expect(slug).toMatch(/^[a-z0-9_]+(-[a-z0-9_]+)*$/);
  // A second payload guide in the same category fills "You may also be interested in" and "Recommended".
  const second = await createGuide({
    ...base,
    how: translation(`Second pwned guide ${PAYLOADS[1]}`, ''),
    paano: translation(`Ikalawang pwned ${PAYLOADS[2]}`, ''),
    sources: SOURCES,
  });
  expect(second.status).toBe(201);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const guideEn = () => `/${categorySegment(CATEGORY_HOW)}/${howSlug}`;
const guideFil = () => `/${categorySegment(CATEGORY_PAANO)}/${paanoSlug}`;

/** The build's entry: the one inline script a page of ours runs (src/site/build-files.ts). */
const ENTRY = builtEntry().source;

/** What the page holds that could run: anything but the app's own scripts and JSON data blocks. */
async function activeContent(page: Page): Promise<string[]> {
  return page.evaluate((entry) => {
    const bad: string[] = [];
    for (const s of Array.from(document.scripts)) {
      if (s.src) {
        const u = new URL(s.src);
        if (u.origin !== location.origin || !u.pathname.startsWith('/assets/')) bad.push(`script src=${s.src}`);
        continue;
      }
      const type = (s.getAttribute('type') ?? '').toLowerCase();
      if (!type && s.parentElement === document.head && s.textContent === entry) continue;
      if (type !== 'application/json' && type !== 'application/ld+json') {
        bad.push(`inline script: ${s.outerHTML.slice(0, 120)}`);
        continue;
      }
      try {
        JSON.parse(s.textContent ?? '');
      } catch {
        bad.push(`data block that is not JSON: ${s.outerHTML.slice(0, 120)}`);
      }
    }
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) bad.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'].includes(name)) {
          if (value.startsWith('javascript:') || value.startsWith('vbscript:'))
            bad.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`);
          // Images may be data: URLs (CSP img-src allows them); the app's empty icon is <link rel="icon" href="data:,">.
          const emptyIcon = el.tagName === 'LINK' && value === 'data:,';
          if (value.startsWith('data:') && el.tagName !== 'IMG' && !emptyIcon)
            bad.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
    }
    for (const el of Array.from(document.querySelectorAll('iframe, object, embed, base, frame, frameset, meta[http-equiv="refresh" i]'))) {
      bad.push(`<${el.tagName.toLowerCase()}>`);
    }
    return bad;
  }, ENTRY);
}

/**
 * Hovers every visible link, clicks every piece of text that shows a payload link (text that is not
 * itself a link), then checks the flag, the active content and the console.
 */
async function assertInert(page: Page, errors: string[], name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const links = page.locator('a:visible');
  const count = Math.min(await links.count(), 60);
  for (let i = 0; i < count; i++)
    await links
      .nth(i)
      .hover({ timeout: 1000 })
      .catch(() => undefined);
  const marked = await page.evaluate(() => {
    let n = 0;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (
        el.closest('a, button, label, input, textarea, select, [role="button"], [role="tab"]') ||
        el.querySelector('a, button, input, textarea')
      )
        continue;
      const own = Array.from(el.childNodes).some((c) => c.nodeType === Node.TEXT_NODE && /javascript:|pwned/i.test(c.textContent ?? ''));
      if (own && n < 8) {
        el.setAttribute('data-hp-payload', String(n));
        n++;
      }
    }
    return n;
  });
  const before = page.url();
  for (let i = 0; i < marked; i++) {
    await page
      .locator(`[data-hp-payload="${i}"]:visible`)
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    expect([name, i, await page.evaluate(() => window.__pwned)]).toEqual([name, i, undefined]);
  }
  expect([name, page.url()]).toEqual([name, before]);
  await screenshot(page, `hardening-xss-${name}`);
  expect([name, await page.evaluate(() => window.__pwned)]).toEqual([name, undefined]);
  expect([name, await activeContent(page)]).toEqual([name, []]);
  const csp = errors.filter((e) => /Content Security Policy|__pwned/i.test(e));
  expect([name, csp]).toEqual([name, []]);
}

/**
 * The HTML the server sends, parsed by Chromium with JavaScript off (exactly the DOM a browser
 * builds from it), holds the payloads only as text.
 */
async function assertServerHtmlInert(path: string): Promise<string> {
  const res = await request(server.http).get(path);
  expect([path, res.status]).toEqual([path, 200]);
  expect(res.text).not.toContain('<script>window.__pwned');
  expect(res.text).not.toContain('<svg onload');
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    expect([path, await activeContent(page)]).toEqual([path, []]);
    expect([path, await page.evaluate(() => window.__pwned)]).toEqual([path, undefined]);
  } finally {
    await context.close();
  }
  return res.text;
}

describe('payloads in every field are inert', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = collectErrors(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  test('the checks themselves see a live payload (control)', async () => {
    await page.setContent('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href=" javascript:alert(1)">a</a>');
    await page.waitForFunction(() => window.__pwned === 1);
    expect(await activeContent(page)).toEqual([
      expect.stringContaining('inline script'),
      '<img onerror="window.__pwned=1">',
      '<a href=" javascript:alert(1)">',
    ]);
  });

  test('server-rendered public pages carry the payloads only as text', async () => {
    const html = await assertServerHtmlInert(guideEn());
    expect(html).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    await assertServerHtmlInert(guideFil());
    await assertServerHtmlInert('/');
    await assertServerHtmlInert(`/category/${slugify(CATEGORY_HOW)}`);
    await assertServerHtmlInert(`/${slugify('pwned guide')}`);
  });

  test('home (every tab, the Explore menu, the footer)', async () => {
    await page.goto(`${server.baseUrl}/`);
    await assertInert(page, errors, 'home-featured');
    for (const tab of ['Latest', 'Topics']) {
      await page.locator('.home-tabs label', { hasText: tab }).click();
      await assertInert(page, errors, `home-${tab.toLowerCase()}`);
    }
    await page.locator('.explore-toggle').first().click();
    await assertInert(page, errors, 'home-explore');
    // The category names are shown as text, exactly as typed.
    expect(await page.locator('body').innerText()).toContain(CATEGORY_HOW);
  });

  test('category page and search (typed into the header and by URL)', async () => {
    await page.goto(`${server.baseUrl}/category/${slugify(CATEGORY_HOW)}`);
    expect(await page.locator('body').innerText()).toContain('2 Results');
    await assertInert(page, errors, 'category');
    await page.goto(`${server.baseUrl}/${slugify('pwned guide')}`);
    await assertInert(page, errors, 'search-url');
    await page.goto(`${server.baseUrl}/`);
    const box = page.locator('input[type="search"]:visible').first();
    await box.fill(PAYLOADS[0]);
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname !== '/');
    await assertInert(page, errors, 'search-typed');
  });

  test('the guide in English, switched to Filipino, and opened in Filipino', async () => {
    await page.goto(`${server.baseUrl}${guideEn()}`);
    await expect(page.locator('h1').first().innerText()).resolves.toBe(TITLE_HOW);
    await assertInert(page, errors, 'guide-how');
    await page.locator('.guide-controls').getByRole('link', { name: 'Paano', exact: true }).click();
    await page.waitForURL((u) => u.pathname === guideFil());
    await expect(settledHeading(page, TITLE_PAANO)).resolves.toBe(TITLE_PAANO);
    await assertInert(page, errors, 'guide-switched-paano');
    await page.goto(`${server.baseUrl}${guideFil()}`);
    await assertInert(page, errors, 'guide-paano');
    // Source links kept their http(s) targets only.
    const hrefs = await page.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // The share links to the Messenger and Viber apps (issue 13) are the only other schemes, and
    // they carry the page's own address, encoded.
    for (const href of hrefs) {
      expect(href).toMatch(
        /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:|fb-messenger:\/\/share\/\?link=http[^:<>"']*$|viber:\/\/forward\?text=[^:<>"']*$)/,
      );
    }
  });

  test('signed in: dashboard, draft preview, editor in both languages, article view', async () => {
    await page.goto(`${server.baseUrl}/login-access`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${server.baseUrl}/admin-hp-access`);
    await page.getByText('Second pwned guide', { exact: false }).first().waitFor();
    await assertInert(page, errors, 'admin-dashboard');
    // The delete question quotes the title.
    await page
      .getByRole('row')
      .filter({ hasText: TITLE_HOW.slice(0, 40) })
      .first()
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('alertdialog').waitFor();
    expect(await page.getByRole('alertdialog').innerText()).toContain(TITLE_HOW);
    await assertInert(page, errors, 'admin-delete-dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${server.baseUrl}/admin-hp-access/draft/${guideId}`);
    await page.getByText('Edit English Version').waitFor();
    await assertInert(page, errors, 'admin-preview-how');
    await page
      .getByRole('button', { name: 'Paano', exact: true })
      .first()
      .click()
      .catch(() => undefined);
    await assertInert(page, errors, 'admin-preview-paano');

    for (const lang of ['how', 'paano']) {
      await page.goto(`${server.baseUrl}/admin-hp-access/edit/${guideId}/${lang}`);
      await page.locator('input, textarea').first().waitFor();
      await page.waitForFunction(() => Array.from(document.querySelectorAll('input')).some((i) => i.value.includes('pwned')));
      await assertInert(page, errors, `admin-editor-${lang}`);
    }
    await page.goto(`${server.baseUrl}/admin-hp-access/content/${howSlug}/how`);
    await page.getByText('Pwned guide', { exact: false }).first().waitFor();
    await assertInert(page, errors, 'admin-article-how');
    await page.goto(`${server.baseUrl}/admin-hp-access/content/${paanoSlug}/paano`);
    await page.getByText('Gabay pwned', { exact: false }).first().waitFor();
    await assertInert(page, errors, 'admin-article-paano');
  });
});
