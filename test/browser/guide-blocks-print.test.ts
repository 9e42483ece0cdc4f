import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SCREENSHOT_DIR, launchChromium, startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';
import { smallPng } from '../utils/images';

/**
 * Issue 38 item 3, print: on paper a guide shows its steps with their pictures (every one loaded,
 * also the ones far down a lazy-loading page) and the checklist of things needed with empty boxes,
 * in both languages and at a phone's and a desk's width. Screenshots of the print view are kept
 * (BLOCKS_PRINT_SHOTS=/dir) for a person to look at.
 */
jest.setTimeout(300_000);

const SHOTS = process.env.BLOCKS_PRINT_SHOTS ?? join(SCREENSHOT_DIR, 'blocks-print');
const EN = '/garden/how-to-plant-a-tomato-seedling';
const FIL = '/hardin/paano-magtanim-ng-punla-ng-kamatis';

const step = (how: string, paano: string, alt?: [string, string]) => ({
  action_how: how,
  action_paano: paano,
  details_how: [`${how}: take your time.`],
  details_paano: [`${paano}: dahan-dahan lang.`],
  ...(alt ? { image_how_alt: alt[0], image_paano_alt: alt[1] } : {}),
});

let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  t = await startTestServer();
  const categoryId = await insertCategory(t, 'Garden', 'Hardin');
  // Long sections first, so the steps sit far below the first screen (where lazy images wait).
  const filler = (n: number) =>
    section(n, {
      section_how_bullets: Array.from({ length: 12 }, (_, i) => `Point ${i + 1} of part ${n}, a full line of reading.`),
      section_paano_bullets: Array.from({ length: 12 }, (_, i) => `Punto ${i + 1} ng bahagi ${n}, isang buong linya.`),
    });
  const res = await createGuide(
    t,
    guideFields(categoryId, 'How to plant a tomato seedling', 'Paano magtanim ng punla ng kamatis', {
      how: translation('How to plant a tomato seedling', {
        needs: [
          { item: 'Tomato seedling', quantity: '1' },
          { item: 'Pot', quantity: '1', note: 'with a drainage hole' },
          { item: 'Garden soil', quantity: '5 L' },
        ],
        tips: ['Plant it **deep**: the buried stem grows roots.'],
        warnings: ['Do not water the leaves in the midday sun.'],
      }),
      paano: translation('Paano magtanim ng punla ng kamatis', {
        needs: [
          { item: 'Punla ng kamatis', quantity: '1' },
          { item: 'Paso', quantity: '1', note: 'may butas sa ilalim' },
          { item: 'Lupa', quantity: '5 L' },
        ],
        tips: ['Itanim nang **malalim**: nagkakaugat ang nakabaong tangkay.'],
        warnings: ['Huwag diligan ang mga dahon sa katanghaliang-tapat.'],
      }),
      sections: [
        filler(1),
        filler(2),
        section(3, {
          section_how: 'Plant it',
          section_paano: 'Itanim',
          steps: [
            step('Fill the pot', 'Punuin ang paso', ['A pot filled with soil', 'Pasong puno ng lupa']),
            step('Dig a deep hole', 'Gumawa ng malalim na butas'),
            step('Set the seedling in', 'Ilagay ang punla', ['The seedling in its hole', 'Ang punla sa butas']),
          ],
        }),
      ],
      at_a_glance: { time_minutes: 20, cost_min: 60, cost_max: 150, difficulty: 'easy' },
      post_status: 'published',
    }),
    { step_image_2_0: await smallPng(800, 450), step_image_2_2: await smallPng(800, 600) },
  );
  if (res.status !== 201) throw new Error(`could not create the guide: ${res.status} ${JSON.stringify(res.body)}`);
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

describe('a guide with every block, printed', () => {
  for (const [path, lang, needsHeading] of [
    [EN, 'en', "Things you'll need"],
    [FIL, 'fil', 'Mga kakailanganin'],
  ] as const) {
    for (const width of [360, 1280]) {
      it(`${lang} at ${width} px: steps with their loaded pictures, the checklist with empty boxes`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${t.baseUrl}${path}`);
        // Ticked on screen, empty on paper.
        await page.locator('.needs-list input').first().check();
        await page.emulateMedia({ media: 'print' });
        // What the browser does as the reader presses Print: beforeprint (again until the page's
        // script is listening), then the pictures arrive, never scrolled to.
        await page.waitForFunction(() => {
          window.dispatchEvent(new Event('beforeprint'));
          return [...document.querySelectorAll<HTMLImageElement>('.step img')].every((img) => img.complete && img.naturalWidth > 0);
        });
        const pdf = await page.pdf({ format: 'A4', printBackground: false });
        expect(pdf.length).toBeGreaterThan(10_000);
        // The paper itself holds both step pictures (image objects of the PDF; the site's icon is SVG).
        expect(pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
        const printed = await page.evaluate(() => {
          const shown = (el: Element) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
          const images = [...document.querySelectorAll<HTMLImageElement>('.step img')];
          const boxes = [...document.querySelectorAll<HTMLInputElement>('.needs-list input')];
          return {
            needsHeading: document.querySelector('#needs-heading')?.textContent,
            needs: boxes.map((b) => ({
              shown: shown(b),
              border: getComputedStyle(b).borderTopStyle,
              look: getComputedStyle(b).appearance,
            })),
            // The item ticked on screen prints unstruck, like the rest.
            struck: [...document.querySelectorAll('.need-item')].map((i) => getComputedStyle(i).textDecorationLine),
            steps: document.querySelectorAll('.step').length,
            images: images.map((img) => ({ shown: shown(img), loaded: img.complete && img.naturalWidth > 0 })),
            notes: [...document.querySelectorAll('.guide-note')].map(shown),
            header: [...document.querySelectorAll('.site-header')].map(shown),
            // "Did this guide help?" asks nothing of paper.
            helpful: [...document.querySelectorAll('.helpful')].map(shown),
          };
        });
        expect(printed).toEqual({
          needsHeading,
          needs: Array(3).fill({ shown: true, border: 'solid', look: 'none' }),
          struck: ['none', 'none', 'none'],
          steps: 3,
          images: Array(2).fill({ shown: true, loaded: true }),
          notes: [true, true],
          header: [false],
          helpful: [false],
        });
        await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))));
        await page.screenshot({ path: join(SHOTS, `print-${lang}-${width}.png`), fullPage: true });
        await context.close();
      });
    }
  }
});
