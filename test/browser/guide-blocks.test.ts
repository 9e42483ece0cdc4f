import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { join } from 'node:path';
import { SCREENSHOT_DIR, launchChromium, startApp, startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';
import type { BilingualGuideDto } from '../../client/src/api/types';
import { smallPng } from '../utils/images';
import { axeCheck, nuCheck } from '../utils/page-checks';
import { jsonLdOf, richResultsProblems } from '../utils/rich-results';

/**
 * Issue 38's blocks on the page, in both languages: at a glance, the checklist of things needed
 * (ticked on the page only), tips and warnings announced as notes, numbered steps with their
 * images; as plain HTML before any script, in print, in the page checks (Nu, axe at 375 and 1280 px,
 * light and dark), and the Article structured data that replaced HowTo.
 */
jest.setTimeout(300_000);

const EN = '/home-skills/how-to-cook-rice-in-a-rice-cooker';
const FIL = '/mga-kasanayan-sa-bahay/paano-magluto-ng-kanin-sa-rice-cooker';
/** Where the screenshots are kept for a person to look at (issue 38 asks for them). */
const SHOTS = process.env.GUIDE_BLOCKS_SHOTS ?? join(SCREENSHOT_DIR, 'guide-blocks');
/** The editor's steps and "at a glance" at 360 and 1280 px in both admin languages. */
const EDITOR_SHOTS = process.env.BLOCKS_EDITOR_SHOTS ?? join(SCREENSHOT_DIR, 'blocks-editor');

const STEPS = [
  {
    action_how: 'Measure the rice',
    action_paano: 'Sukatin ang bigas',
    details_how: ['Use the cup that came with the cooker.\n  One cup feeds two people.'],
    details_paano: ['Gamitin ang tasang kasama ng rice cooker.\n  Sapat ang isang tasa para sa dalawang tao.'],
    image_how_alt: 'A level cup of white rice',
    image_paano_alt: 'Isang patag na tasa ng puting bigas',
  },
  {
    action_how: 'Wash it until the water runs almost clear',
    action_paano: 'Hugasan hanggang halos luminaw ang tubig',
    details_how: ['Two or three rinses are enough.'],
    details_paano: ['Sapat na ang dalawa o tatlong banlaw.'],
  },
  {
    action_how: 'Add water and press **Cook**',
    action_paano: 'Lagyan ng tubig at pindutin ang **Cook**',
    details_how: ['Up to the first knuckle of your finger above the rice.'],
    details_paano: ['Hanggang sa unang buko ng daliri mula sa ibabaw ng bigas.'],
    image_how_alt: 'Water up to the first knuckle',
    image_paano_alt: 'Tubig hanggang sa unang buko ng daliri',
  },
];

let t: TestServer;
let browser: Browser;
let guideId: number;

beforeAll(async () => {
  t = await startTestServer();
  const categoryId = await insertCategory(t, 'Home Skills', 'Mga Kasanayan sa Bahay');
  const res = await createGuide(
    t,
    guideFields(categoryId, 'How to cook rice in a rice cooker', 'Paano magluto ng kanin sa rice cooker', {
      how: translation('How to cook rice in a rice cooker', {
        header_image_alt: 'A rice cooker on a kitchen counter',
        needs: [
          { item: 'Rice cooker', quantity: '1' },
          { item: 'White rice', quantity: '2 cups', note: 'any long-grain rice' },
          { item: 'Water', note: 'clean, from the tap or a jug' },
        ],
        tips: ['Let the rice rest for **10 minutes** before opening the lid.', 'Fluff it with a wooden paddle.'],
        warnings: ['The steam from the vent is hot: keep your hands away.'],
      }),
      paano: translation('Paano magluto ng kanin sa rice cooker', {
        header_image_alt: 'Isang rice cooker sa mesa ng kusina',
        needs: [
          { item: 'Rice cooker', quantity: '1' },
          { item: 'Puting bigas', quantity: '2 tasa', note: 'kahit anong long-grain' },
          { item: 'Tubig', note: 'malinis, mula sa gripo o pitsel' },
        ],
        tips: ['Hayaang magpahinga ang kanin nang **10 minuto** bago buksan ang takip.', 'Haluin gamit ang sandok na kahoy.'],
        warnings: ['Mainit ang singaw mula sa butas: ilayo ang mga kamay.'],
      }),
      sections: [section(1, { section_how: 'Cook the rice', section_paano: 'Lutuin ang kanin', steps: STEPS }), section(2)],
      at_a_glance: { time_minutes: 30, time_max_minutes: 45, cost_min: 40, cost_max: 120, difficulty: 'easy' },
      post_status: 'published',
    }),
    { header_image: await smallPng(1200, 630), step_image_0_0: await smallPng(800, 450), step_image_0_2: await smallPng(800, 600) },
  );
  if (res.status !== 201) throw new Error(`could not create the guide: ${res.status} ${JSON.stringify(res.body)}`);
  guideId = res.body.id;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
}, 60_000);

const WORDS = {
  [EN]: {
    lang: 'en',
    glance: ['Time needed', '30–45 min', 'Cost', '₱40–₱120', 'Difficulty', 'Easy'],
    needs: "Things you'll need",
    items: ['Rice cooker · 1', 'White rice · 2 cups — any long-grain rice', 'Water — clean, from the tap or a jug'],
    tips: 'Tips',
    warnings: 'Warnings',
    steps: ['Measure the rice', 'Wash it until the water runs almost clear', 'Add water and press Cook'],
    stepAlts: ['A level cup of white rice', 'Water up to the first knuckle'],
  },
  [FIL]: {
    lang: 'fil',
    glance: ['Gaano katagal', '30–45 minuto', 'Gastos', '₱40–₱120', 'Hirap', 'Madali'],
    needs: 'Mga kakailanganin',
    items: ['Rice cooker · 1', 'Puting bigas · 2 tasa — kahit anong long-grain', 'Tubig — malinis, mula sa gripo o pitsel'],
    tips: 'Mga tip',
    warnings: 'Mga babala',
    steps: ['Sukatin ang bigas', 'Hugasan hanggang halos luminaw ang tubig', 'Lagyan ng tubig at pindutin ang Cook'],
    stepAlts: ['Isang patag na tasa ng puting bigas', 'Tubig hanggang sa unang buko ng daliri'],
  },
} as const;

async function readBlocks(page: Page) {
  return {
    // Text as written (the labels are set in capitals by CSS only).
    glance: (await page.locator('.at-a-glance dl').locator('dt, dd').allTextContents()).map((s) => s.trim()),
    items: (await page.locator('.needs-list label').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()),
    boxes: await page.locator('.needs-list input[type=checkbox]').count(),
    steps: (await page.locator('ol.steps > li .step-action').allInnerTexts()).map((s) => s.trim()),
    stepAlts: await page.locator('ol.steps img.step-image').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
  };
}

describe('guide blocks on the page (issue 38)', () => {
  it('shows every block as plain HTML, before any script, in both languages', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    for (const path of [EN, FIL] as const) {
      const words = WORDS[path];
      expect((await page.goto(`${t.baseUrl}${path}`))?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(words.lang);
      const blocks = await readBlocks(page);
      expect(blocks.glance).toEqual(words.glance);
      expect(blocks.items).toEqual(words.items);
      expect(blocks.boxes).toBe(3);
      expect(blocks.steps).toEqual(words.steps);
      expect(blocks.stepAlts).toEqual(words.stepAlts);
      // The checklist has its heading; tips and warnings are notes a screen reader announces by name.
      await expect(page.getByRole('heading', { name: words.needs }).count()).resolves.toBe(1);
      await expect(page.getByRole('note', { name: words.tips }).locator('li').count()).resolves.toBe(2);
      await expect(page.getByRole('note', { name: words.warnings }).locator('li').count()).resolves.toBe(1);
      // The boxes tick with no script at all.
      await page.locator('.needs-list input').nth(1).check();
      expect(await page.locator('.needs-list input').nth(1).isChecked()).toBe(true);
      // The order on the page: at a glance under the title, the checklist before the steps, the notes after them.
      const order = await page.evaluate(() =>
        ['.guide-title', '.at-a-glance', '.needs', 'ol.steps', '.guide-note-tips', '.guide-note-warnings', '.guide-conclusion'].map(
          (s) => document.querySelector(s)!.getBoundingClientRect().top,
        ),
      );
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
    await context.close();
  });

  it('keeps the ticks on the page only: nothing in cookies or storage, gone on the next visit', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}${FIL}`);
    await startApp(page);
    const before = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
    await page.locator('.needs-list label').first().click();
    await page.locator('.needs-list label').nth(2).click();
    expect(await page.locator('.needs-list input:checked').count()).toBe(2);
    expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual(before);
    expect(await context.cookies()).toEqual([]);
    await page.goto(`${t.baseUrl}${FIL}`);
    expect(await page.locator('.needs-list input:checked').count()).toBe(0);
    await context.close();
  });

  it('keeps the place of each step image before it arrives, so the text below does not jump as the reader scrolls', async () => {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      // The images held back: the page as a reader sees it before they arrive.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/media/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${t.baseUrl}${EN}`, { waitUntil: 'domcontentloaded' });
      // The stylesheet is in (a step's number column is there).
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.step')!).paddingLeft !== '0px');
      const boxes = () =>
        page
          .locator('ol.steps img.step-image')
          .evaluateAll((imgs) =>
            imgs.map((i) => [Math.round(i.getBoundingClientRect().width), Math.round(i.getBoundingClientRect().height)]),
          );
      const conclusionTop = () => page.locator('.guide-conclusion').evaluate((e) => Math.round(e.getBoundingClientRect().top + scrollY));
      const before = await boxes();
      const conclusionBefore = await conclusionTop();
      // Shown at their own aspect ratio (800×450 and 800×600), as wide as the step allows.
      for (const [[w, h], ratio] of before.map((box, i) => [box, [450 / 800, 600 / 800][i]!] as const)) {
        expect(w).toBeGreaterThan(200);
        expect(Math.abs(h - w * ratio)).toBeLessThanOrEqual(1);
      }
      release();
      for (const img of await page.locator('ol.steps img.step-image').all()) await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('ol.steps img.step-image')].every((i) => i.complete && i.naturalWidth > 0),
      );
      expect(await boxes()).toEqual(before);
      expect(await conclusionTop()).toBe(conclusionBefore);
      await context.close();
    }
  });

  it('prints the checklist with empty boxes and the steps with their images', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}${EN}`);
    await page.locator('.needs-list input').first().check();
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const box = document.querySelector('.needs-list input') as HTMLElement;
      const style = getComputedStyle(box);
      return {
        boxShown: style.display !== 'none' && box.getBoundingClientRect().width > 8,
        boxBorder: style.borderTopStyle,
        // A ticked box prints empty: appearance none draws only its border.
        appearance: style.appearance,
        hint: getComputedStyle(document.querySelector('.needs-hint')!).display,
        stepImages: [...document.querySelectorAll('.step-image')].map((i) => getComputedStyle(i).display),
        notes: [...document.querySelectorAll('.guide-note')].map((n) => getComputedStyle(n).display),
      };
    });
    expect(printed).toEqual({
      boxShown: true,
      boxBorder: 'solid',
      appearance: 'none',
      hint: 'none',
      stepImages: ['block', 'block'],
      notes: ['block', 'block'],
    });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(10_000);
    await context.close();
  });

  it('declares an Article (not HowTo) with its required properties, and the breadcrumbs, in both languages', async () => {
    for (const path of [EN, FIL] as const) {
      const html = (await request(t.http).get(path).expect(200)).text;
      const ld = jsonLdOf(html);
      expect(richResultsProblems(ld, ['Article', 'BreadcrumbList'])).toEqual([]);
      expect(html).not.toContain('HowTo');
      const article = ld.find((b) => b['@type'] === 'Article')!;
      expect(article).toMatchObject({
        inLanguage: WORDS[path].lang,
        headline: path === EN ? 'How to cook rice in a rice cooker' : 'Paano magluto ng kanin sa rice cooker',
        url: `${t.config.siteUrl}${path}`,
        isPartOf: { '@type': 'WebSite', url: `${t.config.siteUrl}/` },
      });
    }
    // The checker itself refuses what is wrong.
    expect(richResultsProblems([{ '@context': 'https://schema.org', '@type': 'HowTo', name: 'x' }], ['Article'])).toEqual([
      'Article: missing',
      'HowTo: not a type this site publishes',
    ]);
    expect(
      richResultsProblems([{ '@context': 'https://schema.org', '@type': 'Article', headline: 'x', datePublished: 'yesterday' }], []),
    ).toEqual(expect.arrayContaining(['Article.image: missing', 'Article.author: missing', 'Article.datePublished: invalid "yesterday"']));
  });

  it('passes the page checks: Nu finds no error, axe no violation at 375 and 1280 px, light and dark', async () => {
    const documents = [];
    for (const path of [EN, FIL])
      documents.push({ name: path, html: (await request(t.http).get(path).set('Accept-Encoding', 'identity')).text });
    const nu = nuCheck(documents).filter((m) => m.type === 'error');
    expect(nu.map((m) => `${m.page}:${m.line} ${m.message}`)).toEqual([]);

    const violations: string[] = [];
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const path of [EN, FIL]) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(`${t.baseUrl}${path}`);
        await startApp(page);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          for (const v of await axeCheck(page))
            violations.push(`${path} ${viewport.width}px ${colorScheme}: ${v.rule} ${v.target} ${v.summary}`);
        }
      }
      await context.close();
    }
    expect(violations).toEqual([]);
  });

  it('screenshots at 360 and 1280 px, both languages, light and dark', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of [EN, FIL]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.goto(`${t.baseUrl}${path}`);
          const file = `${SHOTS}/${path === EN ? 'en' : 'fil'}-${width}-${colorScheme}.png`;
          await page.screenshot({ path: file, fullPage: true });
          // The whole guide is in the picture: taller than a screen, as wide as the viewport.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        }
      }
      await context.close();
    }
  });

  it('the editor adds, moves and removes things needed, tips and warnings in each language, and the save keeps steps and the other language', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    // The owner's admin is in Filipino (issue 39: the labels follow the admin's language, kept with the account).
    const token = await t.token();
    await request(t.http).put('/api/account/language').set('Authorization', `Bearer ${token}`).send({ language: 'fil' }).expect(200);
    await page.goto(`${t.baseUrl}/login-access`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/paano`);
    const blocks = page.getByRole('region', { name: 'Mga bahagi ng gabay' });
    await blocks.waitFor();
    // What the guide holds is in the form.
    expect(await blocks.getByLabel('Gamit 2', { exact: true }).inputValue()).toBe('Puting bigas');
    await blocks.getByRole('button', { name: 'Magdagdag ng gamit' }).click();
    await blocks.getByLabel('Gamit 4', { exact: true }).fill('Sandok na kahoy');
    await blocks.getByRole('button', { name: 'Iakyat ang Gamit 4' }).click();
    await blocks.getByRole('button', { name: 'Alisin ang Babala 1' }).click();
    await blocks.getByRole('button', { name: 'Magdagdag ng tip' }).click();
    await blocks.getByLabel('Tip bilang 3', { exact: true }).fill('Gumamit ng tamang sukat ng tubig.');
    await page.screenshot({ path: `${SHOTS}/editor-fil-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'I-save', exact: true }).click();
    const saved = async () =>
      (
        await request(t.http)
          .get(`/api/bilingual-content/${guideId}/retrieve_bilingual/`)
          .set('Authorization', `Bearer ${await t.token()}`)
      ).body;
    let guide = await saved();
    for (let i = 0; i < 50 && guide.paano.needs?.length !== 4; i++) {
      await page.waitForTimeout(200);
      guide = await saved();
    }
    expect(guide.paano.needs.map((n: { item: string }) => n.item)).toEqual(['Rice cooker', 'Puting bigas', 'Sandok na kahoy', 'Tubig']);
    expect(guide.paano.tips).toHaveLength(3);
    expect(guide.paano).not.toHaveProperty('warnings');
    // The English blocks, the steps and at a glance are untouched by a Filipino save.
    expect(guide.how.warnings).toEqual(['The steam from the vent is hot: keep your hands away.']);
    expect(guide.sections[0].steps).toHaveLength(3);
    expect(guide.at_a_glance.difficulty).toBe('easy');
    await request(t.http).put('/api/account/language').set('Authorization', `Bearer ${token}`).send({ language: 'en' }).expect(200);
    await context.close();
  });

  it('the editor makes a section numbered steps (added, moved by keyboard, removed, each with its image and alt text) and sets at a glance; the Filipino side is marked and translated', async () => {
    mkdirSync(EDITOR_SHOTS, { recursive: true });
    const token = await t.token();
    const auth = `Bearer ${token}`;
    const saved = async () =>
      (await request(t.http).get(`/api/bilingual-content/${guideId}/retrieve_bilingual/`).set('Authorization', auth)).body;
    const until = async (done: (guide: BilingualGuideDto) => boolean): Promise<BilingualGuideDto> => {
      let guide = await saved();
      for (let i = 0; i < 50 && !done(guide); i++) {
        await new Promise((r) => setTimeout(r, 200));
        guide = await saved();
      }
      return guide;
    };
    const shots = async (page: Page, lang: string) => {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        // Nothing wider than the screen (issue 38: the editor works at 360 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await page
          .locator('.hp-section-wrap')
          .nth(1)
          .screenshot({ path: `${EDITOR_SHOTS}/steps-${lang}-${width}.png` });
        await page.locator('fieldset.hp-glance').screenshot({ path: `${EDITOR_SHOTS}/glance-${lang}-${width}.png` });
      }
    };
    const before = await saved();
    const section1Images = before.sections[0].steps.map((step: { image: string | null }) => step.image);

    // English, with the admin in English.
    await request(t.http).put('/api/account/language').set('Authorization', auth).send({ language: 'en' }).expect(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.baseUrl}/login-access`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/how`);
    // Section 1 already has its three steps in the form; section 2 is an ordinary section until switched.
    const steps1 = page.getByRole('region', { name: 'Steps of section 1' });
    await steps1.waitFor();
    expect(await steps1.getByLabel('Step 3: action (bold line)').inputValue()).toBe('Add water and press **Cook**');
    await page.getByRole('button', { name: 'Make this section numbered steps' }).click();
    const steps = page.getByRole('region', { name: 'Steps of section 2' });
    // The new step's action line has the focus, ready to type.
    await page.keyboard.type('Rinse the pot');
    expect(await steps.getByLabel('Step 1: action (bold line)').inputValue()).toBe('Rinse the pot');
    await steps.getByLabel('Step 1: explanation').fill('Use warm water.\n  No soap needed.');
    await steps.getByRole('button', { name: 'Add a step' }).click();
    await page.keyboard.type('Dry it');
    await steps
      .getByLabel('Step 2 image', { exact: true })
      .setInputFiles({ name: 'dry.png', mimeType: 'image/png', buffer: await smallPng(800, 450) });
    await steps.getByRole('button', { name: 'Add a step' }).click();
    await page.keyboard.type('Throw it away');
    // Reordered from the keyboard: the focus follows the moved step.
    await steps.getByRole('button', { name: 'Move step 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move step 1 down');
    expect(await steps.getByLabel('Step 1: action (bold line)').inputValue()).toBe('Dry it');
    await steps.getByRole('button', { name: 'Remove step 3' }).click();
    expect(await steps.locator('li.hp-step').count()).toBe(2);

    // A step image needs its alt text: the save says so and puts the cursor there.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Describe the image of step 1 of section 2 in English (alt text).').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
      await steps.getByLabel('Describe the image of step 1 of section 2 in English (alt text)').getAttribute('id'),
    );
    await page.keyboard.type('A pot drying on a rack');

    const glance = page.getByRole('group', { name: 'At a glance' });
    await glance.getByLabel('Cost, ₱').fill('₱1,000');
    await glance.getByLabel('to ₱', { exact: true }).fill('1,500');
    await glance.getByLabel('Difficulty').selectOption('medium');
    // The fields show what was typed before Save (CI once saved the stored facts: this tells the page from the save).
    expect(await glance.getByLabel('Cost, ₱').inputValue()).toBe('₱1,000');
    expect(await glance.getByLabel('to ₱', { exact: true }).inputValue()).toBe('1,500');
    expect(await glance.getByLabel('Difficulty').inputValue()).toBe('medium');
    await shots(page, 'en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    let guide = await until((g) => g.sections[1].steps?.length === 2);
    const stepsSaved = guide.sections[1]!.steps!;
    expect(stepsSaved.map((step) => step.action_how)).toEqual(['Dry it', 'Rinse the pot']);
    expect(stepsSaved[0].image).toMatch(/^\/media\//);
    expect(stepsSaved[0].image_how_alt).toBe('A pot drying on a rack');
    expect(stepsSaved[1]).toMatchObject({ details_how: ['Use warm water.\n  No soap needed.'], image: null });
    expect(guide.at_a_glance).toEqual({ time_minutes: 30, time_max_minutes: 45, cost_min: 1000, cost_max: 1500, difficulty: 'medium' });
    // Section 1's steps kept their images through the save.
    expect(guide.sections[0]!.steps!.map((step) => step.image)).toEqual(section1Images);
    // The Filipino side of section 2 now needs an update.
    expect(guide.translation_state!.stale).toEqual(
      expect.arrayContaining([expect.objectContaining({ part: 'section', section_id: guide.sections[1]!.id, lang: 'paano' })]),
    );
    await context.close();

    // Filipino, on a phone, with the admin in Filipino.
    await request(t.http).put('/api/account/language').set('Authorization', auth).send({ language: 'fil' }).expect(200);
    const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const fil = await phone.newPage();
    await fil.goto(`${t.baseUrl}/login-access`);
    await fil.evaluate((value) => localStorage.setItem('token', value), token);
    await fil.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/paano`);
    const hakbang = fil.getByRole('region', { name: 'Mga hakbang ng seksiyon 2' });
    await hakbang.waitFor();
    await fil.getByTestId(`stale-section-${guide.sections[1]!.id}`).waitFor();
    await hakbang.getByLabel('Hakbang 1: gawain (linyang naka-bold)').fill('Patuyuin ang kaldero');
    await hakbang
      .getByLabel('Ilarawan ang larawan ng hakbang 1 ng seksiyon 2 sa Filipino (alt text)')
      .fill('Kalderong pinapatuyo sa patungan');
    await hakbang.getByLabel('Hakbang 2: gawain (linyang naka-bold)').fill('Banlawan ang kaldero');
    await hakbang.getByLabel('Hakbang 2: paliwanag').fill('Gumamit ng maligamgam na tubig.');
    await shots(fil, 'fil');
    await fil.getByRole('button', { name: 'I-save', exact: true }).click();
    guide = await until((g) => g.sections[1].steps?.[1]?.action_paano === 'Banlawan ang kaldero');
    expect(guide.sections[1]!.steps![0]).toMatchObject({
      action_how: 'Dry it',
      action_paano: 'Patuyuin ang kaldero',
      image: stepsSaved[0].image,
      image_paano_alt: 'Kalderong pinapatuyo sa patungan',
    });
    // Translated: section 2 is up to date again in Filipino.
    expect(guide.translation_state!.stale.filter((s) => s.section_id === guide.sections[1]!.id)).toEqual([]);
    await request(t.http).put('/api/account/language').set('Authorization', auth).send({ language: 'en' }).expect(200);
    await phone.close();

    // Restore keeps the blocks whole: back to before the steps (section 2 ordinary again), then forward (steps, image and all).
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const editor = await desk.newPage();
    await editor.goto(`${t.baseUrl}/login-access`);
    await editor.evaluate((value) => localStorage.setItem('token', value), token);
    await editor.goto(`${t.baseUrl}/admin-hp-access/edit/${guideId}/how`);
    const history = editor.getByRole('region', { name: 'History' });
    const restore = async (n: number) => {
      const items = await history.locator('.hp-revisions__item').count();
      await history.locator('.hp-revisions__item').nth(n).getByRole('button', { name: 'Restore' }).click();
      await editor.getByRole('alertdialog').getByRole('button', { name: 'Restore revision' }).click();
      await editor.getByRole('status').filter({ hasText: 'restored.' }).waitFor();
      // The list shows the restore as its newest entry before the next one is picked by its place.
      await editor.waitForFunction((before) => document.querySelectorAll('.hp-revisions__item').length > before, items);
    };
    // Newest first: the Filipino save, the English save, the revision before them.
    await history.locator('.hp-revisions__item').nth(2).waitFor();
    await restore(2);
    await editor.getByRole('button', { name: 'Make this section numbered steps' }).waitFor();
    expect((await saved()).sections[1].steps).toBeUndefined();
    // That restore is now the newest; the Filipino save is second.
    await restore(1);
    const back = editor.getByRole('region', { name: 'Steps of section 2' });
    await back.waitFor();
    expect(await back.getByLabel('Step 1: action (bold line)').inputValue()).toBe('Dry it');
    const restored = await saved();
    expect(restored.sections[1].steps.map((step: { action_paano: string }) => step.action_paano)).toEqual([
      'Patuyuin ang kaldero',
      'Banlawan ang kaldero',
    ]);
    expect(restored.sections[1].steps[0].image_paano_alt).toBe('Kalderong pinapatuyo sa patungan');
    // As with section images (docs/revisions-translations.md): the first restore dropped the step's image and
    // deleted its file, so it cannot come back; section 1's steps, never dropped, keep theirs.
    expect(restored.sections[1].steps[0].image).toBeNull();
    expect(restored.sections[0].steps.map((step: { image: string | null }) => step.image)).toEqual(section1Images);
    expect(restored.at_a_glance).toMatchObject({ cost_min: 1000, cost_max: 1500, difficulty: 'medium' });
    await desk.close();
  });
});
