import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ExportService } from '../../src/transfer/export.service';
import { ImportService } from '../../src/transfer/import.service';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';
import { smallPng } from '../utils/images';
import { createTestApp, type TestApp } from '../utils/test-app';
import { downloadArchive, importArchive } from '../utils/move';
import { sql } from '../utils/test-db';

jest.setTimeout(240_000);

/**
 * Issue 38 item 3: a guide's blocks go wherever the guide goes. Our own export imported again gives
 * the same steps (with their images), needs, tips, warnings and at a glance in both languages (the
 * WXR file and the move archive); another site's Gutenberg lists and details and a Blogger post's
 * headings become those blocks in the right language.
 */

const OWN = join(__dirname, '..', 'fixtures', 'import', 'own');

const NEEDS_HOW = [
  { item: 'Rice cooker', quantity: '1' },
  { item: 'Rice', quantity: '2 cups', note: 'washed twice' },
];
const NEEDS_PAANO = [
  { item: 'Rice cooker', quantity: '1' },
  { item: 'Bigas', quantity: '2 tasa', note: 'hinugasan nang dalawang beses' },
  { item: 'Panukat na tasa' },
];
const STEPS = [
  {
    action_how: 'Measure the **rice**',
    action_paano: 'Sukatin ang bigas',
    details_how: ['Use the cup that came with the cooker.', 'Level it\n  with a chopstick'],
    details_paano: ['Gamitin ang tasang kasama ng rice cooker.'],
    image_how_alt: 'A cup of rice',
    image_paano_alt: 'Isang tasa ng bigas',
  },
  { action_how: 'Add water', action_paano: 'Dagdagan ng tubig', details_how: ['Up to the first knuckle.'], details_paano: [] },
];
const GLANCE = { time_minutes: 30, time_max_minutes: 45, cost_min: 50, cost_max: 120, difficulty: 'easy' };

/** What a reader sees of every guide's blocks, keyed by its English (else Filipino) slug. */
async function blocks(app: TestApp) {
  const guides = await sql<{ id: number; at_a_glance: unknown }>(app.databaseUrl, `select id, at_a_glance from guide order by id`);
  const out: Record<string, unknown> = {};
  for (const g of guides) {
    const t = await sql<{ lang: string; slug: string; needs: unknown; tips: unknown; warnings: unknown }>(
      app.databaseUrl,
      `select lang, slug, needs, tips, warnings from guide_translation where guide_id = $1 order by lang`,
      [g.id],
    );
    const sections = await sql<{ steps: { image: string | null }[] }>(
      app.databaseUrl,
      `select steps from section where guide_id = $1 order by position`,
      [g.id],
    );
    out[t[0]!.slug] = {
      at_a_glance: g.at_a_glance,
      langs: t.map(({ lang, needs, tips, warnings }) => ({ lang, needs, tips, warnings })),
      // An image's key is the site's own: compared as "has one" here, by its bytes below.
      steps: sections.map((s) => s.steps.map((step) => ({ ...step, image: step.image ? 'image' : null }))),
    };
  }
  return out;
}

describe('guide blocks in export and import (issue 38 item 3)', () => {
  let site: TestApp;
  let stepImage: string;

  beforeAll(async () => {
    site = await createTestApp();
    const categoryId = await insertCategory(site);
    const res = await createGuide(
      site,
      guideFields(categoryId, 'How to cook rice', 'Paano magluto ng kanin', {
        how: translation('How to cook rice', {
          needs: NEEDS_HOW,
          tips: ['Let it rest for 10 minutes.'],
          warnings: ['The lid is **hot**.'],
        }),
        paano: translation('Paano magluto ng kanin', {
          needs: NEEDS_PAANO,
          tips: ['Hayaang magpahinga nang 10 minuto.'],
          warnings: ['Mainit ang **takip**.'],
        }),
        sections: [section(1, { steps: STEPS }), section(2)],
        at_a_glance: GLANCE,
        post_status: 'published',
      }),
      { step_image_0_0: await smallPng() },
    );
    expect(res.status).toBe(201);
    stepImage = res.body.sections[0].steps[0].image;
  });
  afterAll(() => site?.close());

  const exportXml = async (mediaDir?: string) => {
    let xml = '';
    await site.app.get(ExportService).write((chunk) => void (xml += chunk), { mediaDir });
    return xml;
  };

  it('the export shows the blocks as Gutenberg blocks WordPress reads, and keeps them exactly in post meta', async () => {
    const xml = await exportXml();
    // English post: the page's own headings, a list of needs with quantity and note, details for tips.
    expect(xml).toContain(`<h2 class="wp-block-heading">Things you'll need</h2>`);
    expect(xml).toContain('<li>Rice <span class="hp-need-quantity">(2 cups)</span> <em class="hp-need-note">— washed twice</em></li>');
    expect(xml).toContain('<!-- wp:details {"showContent":true} -->\n<details class="wp-block-details" open><summary>Tips</summary>');
    expect(xml).toContain('<h2 class="wp-block-heading">Mga kakailanganin</h2>');
    expect(xml).toContain('<summary>Mga babala</summary>');
    // Steps: a numbered list, the action bold, the step's picture inside.
    expect(xml).toMatch(
      /<ol><li><strong>Measure the <strong>rice<\/strong><\/strong><br>Use the cup[^<]*<br>Level it<br> {2}with a chopstick<br><img src="[^"]+\/media\/[^"]+" alt="A cup of rice"\/><\/li>/,
    );
    expect(xml).toContain('Time needed: 30–45 min');
    expect(xml).toContain('<wp:meta_key><![CDATA[_howpaano_blocks]]></wp:meta_key>');
    // The step image is an attachment of the file (WordPress's importer downloads it).
    const id = stepImage
      .split('/')
      .pop()!
      .replace(/-\d+\.webp$/, '');
    expect(xml).toMatch(new RegExp(`<wp:attachment_url><!\\[CDATA\\[[^\\]]*/media/${id}-\\d+\\.webp\\]\\]>`));
  });

  it('our own WXR export imported into a fresh site gives the same blocks in both languages', async () => {
    const fresh = await createTestApp();
    // `npm run export -- --media-dir DIR` and `npm run import -- FILE --media-dir DIR`: the images beside the file.
    const mediaDir = mkdtempSync(join(tmpdir(), 'blocks-media-'));
    try {
      const report = await fresh.app.get(ImportService).run([await exportXml(mediaDir)], { dryRun: false, mediaDir });
      expect(report.created).toBe(1);
      const copy = await blocks(fresh);
      expect(copy).toEqual(await blocks(site));
      const [guide] = Object.values(copy) as { steps: unknown[][] }[];
      expect(guide!.steps[0]).toHaveLength(2);
      // No step text leaked into the sections' bullets, no "Tips" section was made.
      const sections = await sql<{ heading_how: string; bullets_how: string[] }>(
        fresh.databaseUrl,
        `select heading_how, bullets_how from section`,
      );
      expect(sections.map((s) => s.heading_how)).toEqual(['Step 1', 'Step 2']);
      expect(JSON.stringify(sections)).not.toContain('Measure');
    } finally {
      await fresh.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('without our meta (a file passed through another tool), the headings and lists still give needs, tips and warnings', async () => {
    const fresh = await createTestApp();
    try {
      const xml = (await exportXml()).replace(/<wp:postmeta><wp:meta_key><!\[CDATA\[_howpaano_blocks\]\]>.*?<\/wp:postmeta>/gs, '');
      expect(xml).not.toContain('_howpaano_blocks');
      await fresh.app.get(ImportService).run([xml], { dryRun: false });
      const [guide] = Object.values(await blocks(fresh)) as {
        langs: { lang: string; needs: unknown; tips: unknown; warnings: unknown }[];
      }[];
      expect(guide!.langs).toEqual([
        { lang: 'how', needs: NEEDS_HOW, tips: ['Let it rest for 10 minutes.'], warnings: ['The lid is **hot**.'] },
        { lang: 'paano', needs: NEEDS_PAANO, tips: ['Hayaang magpahinga nang 10 minuto.'], warnings: ['Mainit ang **takip**.'] },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("a Filipino draft held back by the import keeps its blocks in the editor's draft of Filipino", async () => {
    const fresh = await createTestApp();
    const mediaDir = mkdtempSync(join(tmpdir(), 'held-media-'));
    try {
      // The Filipino post of the pair is a draft on the source site: the guide shows English only.
      const xml = (await exportXml(mediaDir))
        .split('<item>')
        .map((item) =>
          item.includes('paano-magluto-ng-kanin') && !item.includes('attachment')
            ? item.replace(/(<wp:status>(?:<!\[CDATA\[)?)publish/, '$1draft')
            : item,
        )
        .join('<item>');
      const report = await fresh.app.get(ImportService).run([xml], { dryRun: false, mediaDir });
      expect(report.guides[0]).toMatchObject({ status: 'published', held_back: [{ lang: 'paano', why: 'draft' }] });
      const id = report.guides[0]!.guide_id!;
      await request(fresh.http).get('/api/public/content/by_paano_slug/paano-magluto-ng-kanin/').expect(404);
      const res = await request(fresh.http)
        .get(`/api/autosaves/${id}/paano`)
        .set('Authorization', `Bearer ${await fresh.token()}`)
        .expect(200);
      const form = res.body.autosave.form as {
        translation: { title: string; needs: unknown; tips: unknown; warnings: unknown };
        sections: { steps: Record<string, unknown>[] }[];
        atAGlance: unknown;
      };
      expect(form.translation).toMatchObject({
        title: 'Paano magluto ng kanin',
        needs: NEEDS_PAANO,
        tips: ['Hayaang magpahinga nang 10 minuto.'],
        warnings: ['Mainit ang **takip**.'],
      });
      // Each step keeps the English words and picture the guide has, with the Filipino words beside them.
      expect(form.sections[0]!.steps).toEqual([
        {
          ...STEPS[0],
          action_how: 'Measure the **rice**',
          image: expect.stringMatching(/^\/media\/.+\.webp$/),
        },
        { ...STEPS[1], image: null },
      ]);
      expect(form.sections[1]!.steps).toEqual([]);
      expect(form.atAGlance).toEqual(GLANCE);
    } finally {
      await fresh.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('the move archive keeps the blocks and the step image, byte for byte', async () => {
    const fresh = await createTestApp();
    try {
      const bearer = `Bearer ${await site.token()}`;
      const archive = await downloadArchive(site, bearer);
      const job = await importArchive(fresh, `Bearer ${await fresh.token()}`, archive);
      expect(job.state).toBe('done');
      expect(await blocks(fresh)).toEqual(await blocks(site));
      const pub = (await request(fresh.http).get('/api/public/content/by_paano_slug/paano-magluto-ng-kanin/').expect(200)).body;
      expect(pub.sections[0].steps[0].image).toBe(stepImage);
      expect(pub.sections[0].steps[0].image_paano_alt).toBe('Isang tasa ng bigas');
      const before = await request(site.http).get(stepImage).buffer(true).expect(200);
      const after = await request(fresh.http).get(stepImage).buffer(true).expect(200);
      expect(Buffer.compare(after.body as Buffer, before.body as Buffer)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('blocks from other sites (issue 38 item 3)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("Gutenberg: a list under Things You'll Need / Mga kakailanganin and core/details Tips / Warnings become the blocks of each language", async () => {
    const report = await app.app.get(ImportService).run([readFileSync(join(OWN, 'gutenberg-blocks.xml'))], { dryRun: false });
    expect(report.created).toBe(2);
    const all = (await blocks(app)) as Record<string, { langs: unknown[] }>;
    expect(all['unclog-a-sink']!.langs).toEqual([
      {
        lang: 'how',
        needs: [
          { item: 'Plunger' },
          { item: 'Baking soda', quantity: '1/2 cup' },
          { item: 'Hot water', note: 'not boiling for PVC pipes' },
        ],
        tips: ['A wet rag over the overflow seals it.'],
        warnings: ['Never mix drain cleaner with vinegar.'],
      },
      {
        lang: 'paano',
        needs: [{ item: 'Pambomba ng lababo' }, { item: 'Baking soda', quantity: '1/2 tasa' }],
        tips: ['Basang basahan ang pantakip sa butas.'],
        warnings: ['Huwag paghaluin ang panlinis ng tubo at suka.'],
      },
    ]);
    // The headings that named blocks made no sections; text after a details returns to its section.
    const sections = await sql<{ heading_how: string; heading_paano: string; bullets_how: string[] }>(
      app.databaseUrl,
      `select s.heading_how, s.heading_paano, s.bullets_how from section s join guide_translation t on t.guide_id = s.guide_id
        where t.slug = 'unclog-a-sink' order by s.position`,
    );
    expect(sections).toEqual([
      {
        heading_how: 'Plunge the drain',
        heading_paano: 'Bombahin ang tubo',
        bullets_how: ['Cover the overflow hole, then plunge ten times.', 'Run hot water to check the flow.'],
      },
    ]);
  });

  it("Yoast's How-to block: its steps become the section's numbered steps, the rest of the section as it was", async () => {
    const all = (await blocks(app)) as Record<string, { steps: unknown[][] }>;
    const step = (action: string, detail: string) => ({
      action_how: action,
      action_paano: '',
      details_how: [detail],
      details_paano: [],
      image: null,
    });
    expect(all['repot-a-plant']!.steps).toEqual([
      [step('Water the plant', 'A day before, so the soil **holds** together.'), step('Tip it out', 'Hold the stem between your fingers.')],
    ]);
    const [s] = await sql<{ bullets_how: string[] }>(
      app.databaseUrl,
      `select s.bullets_how from section s join guide_translation t on t.guide_id = s.guide_id where t.slug = 'repot-a-plant'`,
    );
    expect(s!.bullets_how).toEqual(['Two steps.']);
  });

  it("Yoast's How-to block: its total time becomes the guide's at a glance, and no 'Time needed' line stays in the text", async () => {
    const report = await app.app.get(ImportService).run([readFileSync(join(OWN, 'yoast-how-to-time.xml'))], { dryRun: false });
    expect(report.created).toBe(1);
    const all = (await blocks(app)) as Record<string, { at_a_glance: unknown; steps: unknown[][] }>;
    // 1 day, 2 hours and 30 minutes.
    expect(all['make-tocino']!.at_a_glance).toEqual({ time_minutes: 24 * 60 + 2 * 60 + 30 });
    expect(all['make-tocino']!.steps[0]).toHaveLength(2);
    const page = await request(app.http).get('/api/public/content/by_slug/make-tocino/').expect(200);
    expect(page.body.at_a_glance).toEqual({ time_minutes: 1590 });
    expect(JSON.stringify(page.body)).not.toContain('Time needed');
  });

  it("Blogger: headings Tips / Mga tip, Warnings / Mga babala, Things you'll need / Mga kakailanganin in each post's language", async () => {
    await app.app.get(ImportService).run([readFileSync(join(OWN, 'blogger-blocks.xml'))], { dryRun: false });
    const all = (await blocks(app)) as Record<string, { langs: unknown[] }>;
    expect(all['iced-tea']!.langs).toEqual([
      {
        lang: 'how',
        needs: [{ item: 'Tea bags', quantity: '4' }, { item: 'Sugar' }],
        tips: ['Add lemon slices.'],
        warnings: ['Let it cool before the glass jar.'],
      },
    ]);
    expect(all['sinangag']!.langs).toEqual([
      {
        lang: 'paano',
        needs: [{ item: 'Kanin na lamig', quantity: '3 tasa' }, { item: 'Bawang' }],
        tips: ['Gumamit ng kanin kahapon.'],
        warnings: ['Mabilis masunog ang bawang.'],
      },
    ]);
    // The Filipino page shows them: a reader of /fil/... sees the checklist's Filipino heading.
    const page = await request(app.http).get('/api/public/content/by_paano_slug/sinangag/').expect(200);
    expect(page.body.paano_content.needs).toEqual([{ item: 'Kanin na lamig', quantity: '3 tasa' }, { item: 'Bawang' }]);
  });
});
