import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { DEMO_CATEGORIES, DEMO_GUIDES } from '../../src/database/seeders/demo-content';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { launchChromium, startApp, startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, section, translation } from '../utils/guides';
import { smallPng } from '../utils/images';
import { createEveryBlockGuide, EVERY_BLOCK_TITLES } from '../utils/every-block-guide';
import { axeCheck, nuCheck, unmarkedOtherLanguage, type NuMessage } from '../utils/page-checks';
import { sql } from '../utils/test-db';

/**
 * Issue 27 item 5 (docs/found.md, "Page checks"): every page type, in both languages, has no error in
 * the W3C Nu HTML Checker (its server-rendered HTML, all pages in one run of the checker) and no axe-core
 * violation in Chromium at 375 and 1280 px, light and dark; and text of the other language is marked
 * with `lang` (a screen reader reads "Mga Gabay Pang-edukasyon" with Filipino rules on an English page).
 */
jest.setTimeout(400_000);

interface PageCase {
  path: string;
  /** What a reader gets (the not-found page answers 404). */
  status?: number;
  /** Signed in as the administrator; the screen is ready once this selector is in the page. */
  admin?: string;
}

/** One page of every type. Adding a page to every check is one line here. */
const PAGES: PageCase[] = [
  { path: '/' },
  { path: '/fil' },
  // Guides: inline code in both languages, an image (made below), each in English and Filipino.
  { path: '/tech-tutorials/how-to-learn-the-fundamentals-of-programming' },
  { path: '/mga-tutorial-sa-teknolohiya/paano-matutunan-ang-basics-ng-programming' },
  { path: '/financial-tips/how-to-read-a-price-chart' },
  { path: '/mga-tip-sa-pananalapi/paano-magbasa-ng-tsart-ng-presyo' },
  // Issue 38's blocks (at a glance, things needed, steps, tips, warnings) in a demo guide, both languages.
  { path: '/financial-tips/how-to-budget-your-salary' },
  { path: '/mga-tip-sa-pananalapi/paano-mag-budget-ng-sweldo' },
  // A guide with every block (test/fixtures/guides/every-block.json): steps with their images, things
  // needed, tips, warnings, at a glance, a YouTube video in each language (its preview) and a reviewer
  // with a photo and a last-reviewed date (the "Reviewed by" line).
  { path: '/educational-guides/how-to-fix-a-dripping-faucet' },
  { path: '/mga-gabay-pang-edukasyon/paano-ayusin-ang-tumutulong-gripo' },
  { path: '/category/educational-guides' },
  { path: '/category/mga-gabay-pang-edukasyon' },
  { path: '/about' },
  { path: '/tungkol' },
  { path: '/privacy' },
  { path: '/patakaran-sa-privacy' },
  { path: '/terms' },
  { path: '/mga-tuntunin' },
  { path: '/contact' },
  { path: '/makipag-ugnayan' },
  { path: '/budget' },
  { path: '/paano-mag-budget' },
  { path: '/xylophone-quantum-walrus' },
  { path: '/no-such-category/no-such-guide', status: 404 },
  { path: '/offline' },
  { path: '/offline/fil' },
  { path: '/login-access' },
  { path: '/admin-hp-access', admin: 'tbody tr' },
  { path: '/admin-hp-access/edit/1/how', admin: 'form input' },
  { path: '/admin-hp-access/draft/1', admin: 'article h1' },
  { path: '/admin-hp-access/settings', admin: 'form' },
  { path: '/admin-hp-access/readers', admin: '.hp-rtable' },
  { path: '/admin-hp-access/import', admin: 'form' },
  { path: '/admin-hp-access/account', admin: 'form' },
  { path: '/admin-hp-access/seo', admin: 'button' },
];

/** A phone and a desktop; each page is checked in the light and the dark scheme at both. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** Where the Nu checker's warnings are written for a person to read (test-output is not committed). */
const OUTPUT_DIR = join(__dirname, '..', '..', 'test-output', 'page-checks');

/** Names and titles whose language a reader's screen reader must know, by language. */
const KNOWN_TEXT: Record<'en' | 'fil', string[]> = {
  en: [...DEMO_CATEGORIES.map((c) => c.nameHow), ...DEMO_GUIDES.map((g) => g.how.title), EVERY_BLOCK_TITLES.how],
  fil: [
    ...DEMO_CATEGORIES.map((c) => c.namePaano),
    ...DEMO_GUIDES.map((g) => g.paano.title),
    EVERY_BLOCK_TITLES.paano,
    'Alamin',
    'Paano gumawa ng budget?',
  ],
};

let t: TestServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  token = await t.token();
  // The demo has no images: one guide with a header and a section image, alt text in both languages.
  const [financial] = await sql<{ id: number }>(t.databaseUrl, `select id from category where name_how = 'Financial Tips'`);
  const res = await createGuide(
    t,
    guideFields(financial!.id, 'How to read a price chart', 'Paano magbasa ng tsart ng presyo', {
      how: translation('How to read a price chart', { header_image_alt: 'A line chart rising to the right' }),
      paano: translation('Paano magbasa ng tsart ng presyo', { header_image_alt: 'Isang tsart na pataas pakanan' }),
      post_status: 'published',
      sections: [
        section(1, { section_how_img_alt: 'Two bars side by side', section_paano_img_alt: 'Dalawang bar na magkatabi' }),
        section(2),
      ],
    }),
    { header_image: await smallPng(1200, 630), section_image_0: await smallPng(800, 450) },
  );
  if (res.status !== 201) throw new Error(`could not create the guide with images: ${res.status} ${JSON.stringify(res.body)}`);
  const [educational] = await sql<{ id: number }>(t.databaseUrl, `select id from category where name_how = 'Educational Guides'`);
  const every = await createEveryBlockGuide(t, educational!.id);
  if (every.status !== 201) throw new Error(`could not create the guide with every block: ${every.status} ${JSON.stringify(every.body)}`);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

const line = (m: NuMessage) => `${m.page}:${m.line ?? '?'} ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : ''}`;

describe('page checks', () => {
  it('the guide with every block shows its video preview and its "Reviewed by" line in both languages', async () => {
    const pages = [
      { path: '/educational-guides/how-to-fix-a-dripping-faucet', reviewed: 'Reviewed by' },
      { path: '/mga-gabay-pang-edukasyon/paano-ayusin-ang-tumutulong-gripo', reviewed: 'Sinuri ni' },
    ];
    for (const { path, reviewed } of pages) {
      const html = (await request(t.http).get(path)).text;
      expect({ path, video: html.includes('guide-video__poster') }).toEqual({ path, video: true });
      // React's server render may put an empty comment between the label and the name.
      const line = new RegExp(`${reviewed}(<!-- -->)? <strong>Engr\\. Ben Santos</strong>`);
      const seen = { reviewer: line.test(html), photo: html.includes('class="reviewer-photo"'), date: /datetime="2026-10-15"/i.test(html) };
      expect({ path, ...seen }).toEqual({ path, reviewer: true, photo: true, date: true });
    }
  });

  it('the Nu HTML Checker finds no error in any page as the server sends it', async () => {
    const documents: { name: string; html: string }[] = [];
    for (const page of PAGES) {
      const res = await request(t.http).get(page.path).set('Accept-Encoding', 'identity');
      expect({ path: page.path, status: res.status }).toEqual({ path: page.path, status: page.status ?? 200 });
      documents.push({ name: page.path, html: res.text });
    }
    const messages = nuCheck(documents);
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(join(OUTPUT_DIR, 'nu-messages.txt'), messages.map((m) => `${m.type} ${line(m)}`).join('\n') + '\n');
    expect(messages.filter((m) => m.type === 'error').map(line)).toEqual([]);
  });

  it('axe finds no violation at 375 and 1280 px, light and dark, and the other language is marked', async () => {
    const violations: string[] = [];
    const unmarked: string[] = [];
    for (const viewport of VIEWPORTS) {
      // Transitions off (the site honours reduced motion), so a switch of scheme shows its colours at once.
      const context = await browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${t.baseUrl}/login-access`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      for (const item of PAGES) {
        await page.emulateMedia({ colorScheme: 'light' });
        const res = await page.goto(`${t.baseUrl}${item.path}`);
        expect({ path: item.path, status: res?.status() }).toEqual({ path: item.path, status: item.status ?? 200 });
        if (item.admin) {
          await page.locator(item.admin).first().waitFor({ state: 'attached' });
        } else if (item.path !== '/login-access') {
          // What a reader sees once the page's app has started (it starts on the first interaction).
          await startApp(page);
        }
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
          const where = `${item.path} at ${viewport.width}px ${colorScheme}`;
          for (const v of await axeCheck(page))
            violations.push(`${where}: ${v.rule} (${v.impact}) ${v.target} — ${v.summary.replace(/\s+/g, ' ')}`);
        }
        if (viewport === VIEWPORTS[0] && !item.admin) {
          for (const u of await unmarkedOtherLanguage(page, KNOWN_TEXT)) unmarked.push(`${item.path}: ${u}`);
        }
      }
      await context.close();
    }
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(join(OUTPUT_DIR, 'axe-violations.txt'), [...violations, ...unmarked].join('\n') + '\n');
    expect(violations).toEqual([]);
    expect(unmarked).toEqual([]);
  });
});
