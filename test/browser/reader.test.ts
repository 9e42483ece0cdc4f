import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchChromium, screenshot, startApp, startTestServer, type TestServer } from '../utils/browser';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { createGuide, section, translation } from '../utils/guides';
import { jpegWithGps, smallPng } from '../utils/images';
import { en } from '../../client/src/i18n/en';
import { fil } from '../../client/src/i18n/fil';

/**
 * Issue 13: a reader's site that is Filipino when read in Filipino and at home on a phone —
 * one language per page (compared with the English catalogue), the Filipino static pages,
 * tap targets at 360 px, reading progress, the idle dim, dark mode and print.
 */
jest.setTimeout(180_000);

let t: TestServer;
let browser: Browser;

const GUIDE_EN = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
const GUIDE_FIL = '/mga-tutorial-sa-teknolohiya/paano-protektahan-ang-gcash-at-maya-account-mo';
const CATEGORY_FIL = '/category/mga-tutorial-sa-teknolohiya';
const SEARCH_FIL = '/paano-gumawa-ng-budget';
const SEARCH_FIL_EMPTY = '/paano-zzqx-walang-ganito';
const STATIC_PAIRS = [
  ['/about', '/tungkol'],
  ['/privacy', '/patakaran-sa-privacy'],
  ['/terms', '/mga-tuntunin'],
  ['/contact', '/makipag-ugnayan'],
] as const;

/**
 * Patterns for every English interface text: plain texts match whole, texts with a value
 * (a count, a query, the site's name) match with the value as a wildcard. Texts that are the same
 * in Filipino (E-mail, brand names) are not interface English.
 */
function englishPatterns(): { key: string; pattern: RegExp }[] {
  const MARK = '\u0001';
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns: { key: string; pattern: RegExp }[] = [];
  for (const [key, value] of Object.entries(en)) {
    const other = (fil as Record<string, unknown>)[key];
    if (key === 'date') continue;
    if (typeof value === 'string') {
      if (value !== other) patterns.push({ key, pattern: new RegExp(`^${escape(value)}$`) });
    } else if (typeof value === 'function') {
      const sample = (value as (...args: string[]) => string)(MARK, MARK, MARK);
      const parts = sample.split(MARK).map(escape);
      patterns.push({ key, pattern: new RegExp(`^${parts.join('.+?')}$`) });
    } else if (value && typeof value === 'object') {
      for (const [sub, text] of Object.entries(value as Record<string, string>)) {
        if (text !== (other as Record<string, string>)[sub])
          patterns.push({ key: `${key}.${sub}`, pattern: new RegExp(`^${escape(text)}$`) });
      }
    }
  }
  // A count of one reads "1 Result": match the plural form's number too.
  patterns.push({ key: 'resultCount(n)', pattern: /^\d+ Results?$/ });
  return patterns;
}

/**
 * The interface texts of a page: every text node and every aria-label, placeholder, title and alt,
 * leaving out what is marked as another language's content (lang="en" inside a Filipino page:
 * an English search result's title, for example).
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const pageLang = document.documentElement.lang;
    const foreign = (el: Element | null) => {
      const owner = el?.closest('[lang]');
      return !!owner && owner !== document.documentElement && owner.getAttribute('lang') !== pageLang;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || foreign(parent)) continue;
      const text = (node.textContent ?? '').trim();
      if (text) texts.push(text);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (foreign(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title.replace(/ \| HowPaano$/, ''));
    return texts;
  });
}

async function englishLeaks(page: Page): Promise<string[]> {
  const patterns = englishPatterns();
  const leaks: string[] = [];
  for (const text of await pageTexts(page)) {
    const hit = patterns.find(({ pattern }) => pattern.test(text));
    if (hit) leaks.push(`${hit.key}: ${text}`);
  }
  return leaks;
}

/** The page with its app running (it starts on the first interaction: startApp), unless `app` is false. */
async function open(context: BrowserContext, path: string, { app = true } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${t.baseUrl}${path}`, { waitUntil: 'networkidle' });
  if (app) await startApp(page);
  return { page, errors };
}

/** Every tap target smaller than 44 × 44 px (links inside a sentence excepted: WCAG 2.5.5). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], summary';
    for (const found of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A radio button drawn as its label (the home tabs, the text size): the label is what is tapped.
      const el = (found.tagName === 'INPUT' && found.closest('label')) || found;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || el.closest('[hidden]')) continue;
      // Inside a closed disclosure (the header's search box while closed): not on screen, only its summary is.
      if (el.closest('details:not([open])') && !el.closest('summary')) continue;
      // The skip link waits above the page until it is focused.
      if (box.bottom + window.scrollY <= 0) continue;
      if (el.tagName === 'A' && style.display === 'inline') {
        const block = el.parentElement?.closest('p, li, dd, td');
        const own = (el.textContent ?? '').trim().length;
        if (block && (block.textContent ?? '').trim().length > own) continue;
      }
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim();
        small.push(
          `${el.tagName.toLowerCase()}.${el.className || '-'} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/**
 * Visible texts below WCAG AA against the first opaque background behind them (4.5:1, or 3:1 for
 * large text). Texts over an image or gradient are left to the eye (the screenshots).
 */
async function lowContrastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const low: string[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !(node.textContent ?? '').trim()) continue;
      seen.add(el);
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        el.closest('[hidden], [aria-hidden="true"], .visually-hidden, .skip-link')
      )
        continue;
      let bg: number[] | null = null;
      let opacity = 1;
      for (let cur: Element | null = el; cur; cur = cur.parentElement) {
        const cs = getComputedStyle(cur);
        opacity *= Number(cs.opacity);
        if (cs.backgroundImage !== 'none') break;
        const value = rgba(cs.backgroundColor);
        if ((value[3] ?? 1) > 0.9) {
          bg = value;
          break;
        }
      }
      if (!bg || opacity < 0.99) continue;
      const fg = rgba(style.color);
      const [x, y] = [lum(fg), lum(bg)].sort((p, q) => q - p);
      const ratio = (x! + 0.05) / (y! + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        low.push(`${el.tagName.toLowerCase()}.${el.className} "${(node.textContent ?? '').trim().slice(0, 30)}" ${ratio.toFixed(2)}`);
    }
    return low;
  });
}

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

describe.each([
  ['phone', { width: 360, height: 740 }, true],
  ['desktop', { width: 1280, height: 900 }, false],
] as const)('on a %s', (device, viewport, mobile) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each<[string, string]>([
    ['guide', GUIDE_FIL],
    ['category', CATEGORY_FIL],
    ['search', SEARCH_FIL],
    ['search-empty', SEARCH_FIL_EMPTY],
    ['guide-not-found', '/mga-tutorial-sa-teknolohiya/walang-ganitong-gabay'],
    ['category-unknown', '/category/walang-ganitong-kategorya'],
    ...STATIC_PAIRS.map(([, filPath]): [string, string] => [`static${filPath.replace(/\//g, '-')}`, filPath]),
  ])('the Filipino %s page holds no English interface text', async (name, path) => {
    const { page, errors } = await open(context, path);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await screenshot(page, `fil-${name}-${viewport.width}`);
    expect(await englishLeaks(page)).toEqual([]);
    // The mobile menu and the Explore list too (their texts are in the page, hidden).
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.close();
  });

  test('the Filipino guide dates in Filipino and its toggle is thumb-sized', async () => {
    const { page } = await open(context, GUIDE_FIL);
    const date = await page.locator('.guide-meta time').innerText();
    expect(date).toMatch(/^(Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d{1,2}, \d{4}$/);
    const toggle = await page.locator('.guide-controls').getByRole('link', { name: 'How', exact: true }).boundingBox();
    expect(toggle!.height).toBeGreaterThanOrEqual(44);
    await page.close();
  });
});

describe('the search page', () => {
  test('speaks the language of a clearly Filipino query, English otherwise, and names each result’s language', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page: filPage } = await open(context, SEARCH_FIL);
      expect(await filPage.locator('h1').innerText()).toBe(fil.resultsFor('paano gumawa ng budget'));
      const filTags = await filPage.locator('.search-result .lang-tag').allInnerTexts();
      expect(filTags.length).toBeGreaterThan(1);
      for (const tag of filTags) expect(Object.values(fil.resultLanguage)).toContain(tag);
      const { page: enPage } = await open(context, '/budget');
      expect(await enPage.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await enPage.locator('h1').innerText()).toBe(en.resultsFor('budget'));
      const enTags = await enPage.locator('.search-result .lang-tag').allInnerTexts();
      expect(enTags.length).toBeGreaterThan(1);
      for (const tag of enTags) expect(Object.values(en.resultLanguage)).toContain(tag);
      // Each tag names the version its link opens.
      const rows = await enPage.locator('.search-result').evaluateAll((items) =>
        items.map((item) => ({
          tag: item.querySelector('.lang-tag')?.textContent ?? '',
          lang: item.querySelector('.card-title')?.getAttribute('lang') ?? '',
        })),
      );
      for (const row of rows) expect(row.tag.startsWith(row.lang === 'fil' ? 'Paano' : 'How')).toBe(true);
      await screenshot(enPage, 'search-language-tags-1280');
    } finally {
      await context.close();
    }
  });
});

describe('the static pages', () => {
  test.each(STATIC_PAIRS)('%s and %s are a pair: own canonical, hreflang both ways, the How/Paano switch', async (enPath, filPath) => {
    const base = t.config.siteUrl;
    for (const [path, lang] of [
      [enPath, 'en'],
      [filPath, 'fil'],
    ] as const) {
      const res = await request(t.http).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(`<link rel="canonical" href="${base}${path}">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${base}${enPath}">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="fil" href="${base}${filPath}">`);
      // The switch is a pair of plain links: it works before any script runs.
      expect(res.text).toMatch(new RegExp(`<a [^>]*href="${enPath}"[^>]*>How</a>`));
      expect(res.text).toMatch(new RegExp(`<a [^>]*href="${filPath}"[^>]*>Paano</a>`));
    }
  });

  test('the Filipino Terms keep the twelve sections, the date, the city and the e-mail', async () => {
    const res = await request(t.http).get('/mga-tuntunin');
    expect((res.text.match(/<li><h2>/g) ?? []).length).toBe(12);
    expect(res.text).toContain('Mayo 2, 2025');
    expect(res.text).toContain(t.config.governingCity);
    expect(res.text).toContain(t.config.contactEmail);
    const privacy = await request(t.http).get('/patakaran-sa-privacy');
    expect(privacy.text).toContain('Mayo 2, 2025');
    expect(privacy.text).toContain(t.config.contactEmail);
  });

  test('the switch leads from one language to the other in Chromium', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const { page, errors } = await open(context, '/about');
      await page.getByRole('link', { name: 'Paano', exact: true }).click();
      await page.waitForURL('**/tungkol');
      await page.waitForFunction(() => document.documentElement.lang === 'fil');
      expect(await page.locator('h1').innerText()).toBe(fil.aboutTitle('HowPaano'));
      expect(await page.locator('.site-footer').getByRole('link', { name: fil.privacyPolicy }).getAttribute('href')).toBe(
        '/patakaran-sa-privacy',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('touch at 360 px', () => {
  test('every tap target on every public page type is at least 44 × 44 px', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const pages = [
        '/',
        GUIDE_EN,
        GUIDE_FIL,
        '/category/tech-tutorials',
        CATEGORY_FIL,
        '/category/no-such-category',
        '/gcash',
        '/zzqx-nothing-matches-this',
        '/tech-tutorials/no-such-guide',
        '/offline',
        ...STATIC_PAIRS.flat(),
      ];
      const found: Record<string, string[]> = {};
      for (const path of pages) {
        const { page } = await open(context, path);
        // The menus' contents count too: open them.
        await page.locator('.menu-toggle').click();
        const small = await smallTargets(page);
        if (small.length) found[path] = small;
        await page.close();
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
});

describe('reading a guide', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  });
  afterAll(async () => {
    await context?.close();
  });

  test('progress reaches 100 % when the end of the conclusion is on screen, not before', async () => {
    const { page } = await open(context, GUIDE_FIL);
    const end = await page.evaluate(() => {
      const box = document.getElementById('conclusion')!.getBoundingClientRect();
      return box.bottom + window.scrollY - window.innerHeight;
    });
    await page.evaluate((y) => window.scrollTo(0, y - 300), end);
    await page.waitForFunction(() => Number(document.querySelector('.reading-progress')?.getAttribute('aria-valuenow')) > 0);
    expect(Number(await page.locator('.reading-progress').getAttribute('aria-valuenow'))).toBeLessThan(100);
    await page.evaluate((y) => window.scrollTo(0, y), end);
    await page.waitForFunction(() => document.querySelector('.reading-progress-value')?.textContent === '100%');
    // The last line of the conclusion is visible, not hidden under anything fixed.
    const covered = await page.evaluate(() => {
      const box = document.getElementById('conclusion')!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.right - 8, box.bottom - 12);
      return hit ? !document.getElementById('conclusion')!.contains(hit) : true;
    });
    expect(covered).toBe(false);
    await page.close();
  });

  test('the idle dim keeps the article text at AA contrast and never prints', async () => {
    // Untouched, the page dims by itself (styles.css), before its app runs.
    const { page } = await open(context, GUIDE_EN, { app: false });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.idle-dim')!).opacity === '1');
    await screenshot(page, 'guide-idle-360');
    const ratios = await page.evaluate(() => {
      const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const c = [r!, g!, b!].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
      };
      const contrast = (a: number[], b: number[]) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const dim = document.querySelector('.idle-dim')!;
      const [dr, dg, db, da = 1] = rgba(getComputedStyle(dim).backgroundColor);
      const alpha = da * Number(getComputedStyle(dim).opacity);
      const page = rgba(getComputedStyle(document.body).backgroundColor);
      // The page background with the dim over it (what lies behind the article's own text).
      const behind = [0, 1, 2].map((i) => page[i]! * (1 - alpha) + [dr!, dg!, db!][i]! * alpha);
      const text = (selector: string) => rgba(getComputedStyle(document.querySelector(selector)!).color);
      // The dim lies under the article: the layout stacks above it.
      const layout = Number(getComputedStyle(document.querySelector('.guide-layout')!).zIndex);
      return {
        above: layout > Number(getComputedStyle(dim).zIndex),
        intro: contrast(text('.guide-intro p'), behind),
        meta: contrast(text('.guide-meta'), behind),
      };
    });
    expect(ratios.above).toBe(true);
    expect(ratios.intro).toBeGreaterThanOrEqual(4.5);
    expect(ratios.meta).toBeGreaterThanOrEqual(4.5);
    // The first interaction wakes the page; then the app's own timer dims it again after a second idle.
    await startApp(page);
    await page.waitForFunction(() => document.querySelector('.idle-dim')?.getAttribute('data-idle') === 'true');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.idle-dim')!).opacity === '1');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.idle-dim').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await page.emulateMedia({ media: 'screen' });
    await page.close();
  });

  test('the text size control scales the text and is remembered on the device', async () => {
    const { page } = await open(context, GUIDE_EN);
    const size = () =>
      page
        .locator('.guide-intro p')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await size();
    // Label in name (WCAG 2.5.3): each button's accessible name starts with what it shows.
    const buttons = page.locator('.text-size-btn');
    const shown = await buttons.evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));
    const named = await buttons.evaluateAll((els) => els.map((el) => el.querySelector('input')!.getAttribute('aria-label')));
    expect(shown).toEqual(['A−', 'A', 'A+', 'A++']);
    expect(named).toEqual([`A− ${en.textSmaller}`, `A ${en.textNormal}`, `A+ ${en.textLarger}`, `A++ ${en.textLargest}`]);
    await buttons.nth(3).click();
    expect(await size()).toBeGreaterThan(before * 1.2);
    await page.goto(`${t.baseUrl}${GUIDE_FIL}`, { waitUntil: 'networkidle' });
    // The stored size applies before the app runs (entry-client.tsx).
    expect(await size()).toBeGreaterThan(before * 1.2);
    await screenshot(page, 'guide-large-text-360');
    await startApp(page);
    await page.locator('.text-size-btn').nth(1).click();
    expect(await page.getByRole('radio', { name: `A ${fil.textNormal}` }).isChecked()).toBe(true);
    expect(await size()).toBeCloseTo(before, 1);
    await page.close();
  });

  test('share: Messenger and Viber beside SPEC’s four and copy-link; the share sheet where the browser has one', async () => {
    const { page } = await open(context, GUIDE_EN);
    const share = page.locator('.share');
    for (const name of ['Facebook', 'X', 'LinkedIn', 'WhatsApp', 'Messenger', 'Viber']) {
      await share.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await share.getByRole('link', { name: 'Messenger' }).getAttribute('href')).toMatch(/^fb-messenger:\/\/share\/\?link=http/);
    expect(await share.getByRole('link', { name: 'Viber' }).getAttribute('href')).toMatch(/^viber:\/\/forward\?text=/);
    await share.getByRole('button', { name: en.copyLink }).waitFor();
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    expect(await share.getByRole('button', { name: en.shareNative }).count()).toBe(hasShare ? 1 : 0);
    await page.close();
  });

  test('section images show whole at their own aspect ratio; back-to-top covers no text on a phone', async () => {
    const { page } = await open(context, GUIDE_EN);
    const fixed = await page.locator('.back-to-top').evaluate((el) => getComputedStyle(el).position);
    expect(fixed).not.toBe('fixed');
    for (const img of await page.locator('.section-image').all()) {
      const fit = await img.evaluate((el) => getComputedStyle(el).objectFit);
      expect(fit).not.toBe('cover');
    }
    await page.close();
  });
});

describe('dark mode and print', () => {
  test.each([375, 1280])('dark mode at %i px: dark page, light text at AA or better (screenshots)', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'dark' });
    try {
      for (const [name, path] of [
        ['guide', GUIDE_EN],
        ['guide-paano', GUIDE_FIL],
        ['home', '/'],
        ['category', '/category/tech-tutorials'],
        ['search', '/gcash'],
        ['about-fil', '/tungkol'],
        ['offline', '/offline'],
      ] as const) {
        const { page, errors } = await open(context, path);
        await screenshot(page, `dark-${name}-${width}`);
        const { page: bg, ink } = await page.evaluate(() => ({
          page: getComputedStyle(document.body).backgroundColor,
          ink: getComputedStyle(document.body).color,
        }));
        expect({ name, bg }).toEqual({ name, bg: 'rgb(11, 18, 32)' });
        expect({ name, ink }).toEqual({ name, ink: 'rgb(229, 231, 235)' });
        expect({ name, lowContrast: await lowContrastTexts(page) }).toEqual({ name, lowContrast: [] });
        expect(errors).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('print: the article alone, sources with their addresses (screenshot)', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 1000 } });
    try {
      const { page } = await open(context, GUIDE_EN);
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, 'print-guide');
      for (const selector of [
        '.site-header',
        '.site-footer',
        '.guide-aside',
        '.share',
        '.suggested',
        '.reading-progress',
        '.guide-controls',
      ]) {
        expect({
          selector,
          display: await page
            .locator(selector)
            .first()
            .evaluate((el) => getComputedStyle(el).display),
        }).toEqual({
          selector,
          display: 'none',
        });
      }
      await expect(page.locator('.guide-title').isVisible()).resolves.toBe(true);
      await expect(page.locator('#conclusion').isVisible()).resolves.toBe(true);
      const sources = await page.locator('.sources a').allInnerTexts();
      expect(sources.length).toBeGreaterThan(0);
      for (const text of sources) expect(text).toMatch(/^https?:\/\//);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.length).toBeGreaterThan(1000);
    } finally {
      await context.close();
    }
  });
});

describe('images', () => {
  test('a guide’s header image on its list card and its section image, each whole at its own aspect ratio', async () => {
    const categories = (await request(t.http).get('/api/categories/')).body as { id: number; category_how: string }[];
    const tech = categories.find((c) => c.category_how === 'Tech Tutorials')!;
    const res = await createGuide(
      t,
      {
        how: translation('How to read a 3:2 chart', { slug: 'how-to-read-a-3-2-chart' }),
        paano: translation('Paano basahin ang 3:2 na tsart', { slug: 'paano-basahin-ang-3-2-na-tsart' }),
        category: tech.id,
        post_status: 'published',
        sections: [section(1, { section_how: 'The chart', section_paano: 'Ang tsart' })],
        sources: [],
      },
      { header_image: [await jpegWithGps(1200, 800), 'header.jpg'], section_image_0: [await smallPng(600, 400), 'chart.png'] },
    );
    expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const shape = (selector: string, page: Page) =>
        page
          .locator(selector)
          .first()
          .evaluate((img: HTMLImageElement) => ({
            loading: img.loading,
            fetchpriority: img.getAttribute('fetchpriority'),
            srcset: img.getAttribute('srcset'),
            sizes: img.getAttribute('sizes'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            shown: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
            fit: getComputedStyle(img).objectFit,
          }));
      const { page } = await open(context, '/category/mga-tutorial-sa-teknolohiya');
      const card = page.locator('.guide-card', { hasText: 'Paano basahin ang 3:2 na tsart' });
      await card.locator('.card-image').scrollIntoViewIfNeeded();
      const onCard = await shape('.guide-card:has(.card-image) .card-image', page);
      // Sized by the image's own ratio (no layout shift) and never cropped.
      expect(onCard).toMatchObject({ loading: 'lazy', fit: 'contain' });
      expect(Number(onCard.width) / Number(onCard.height)).toBeCloseTo(1.5, 2);
      // Issue 11 item 2: every rendition offered, sized to the layout.
      expect(onCard.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
      expect(onCard.sizes).toBeTruthy();
      await screenshot(page, 'category-card-image-360');
      await page.goto(`${t.baseUrl}/tech-tutorials/how-to-read-a-3-2-chart`, { waitUntil: 'networkidle' });
      await page.locator('.section-image').scrollIntoViewIfNeeded();
      await page.locator('.section-image').evaluate((img: HTMLImageElement) => img.decode());
      const inGuide = await shape('.section-image', page);
      expect(inGuide).toMatchObject({ loading: 'lazy', width: '600', height: '400', fetchpriority: null });
      expect(inGuide.srcset).toMatch(/-480\.webp 480w, .*-600\.webp 600w$/);
      expect(inGuide.sizes).toBeTruthy();
      expect(inGuide.shown).toBeCloseTo(1.5, 1);
      // The header image is the top of the page (often its largest paint): eager and first in line.
      const header = await shape('.guide-image', page);
      expect(header).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '960', height: '640' });
      expect(header.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
      expect(header.sizes).toBeTruthy();
      expect(header.shown).toBeCloseTo(1.5, 1);
      await page.close();
    } finally {
      await context.close();
    }
  });
});
