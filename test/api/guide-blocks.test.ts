import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';
import { smallPng } from '../utils/images';

jest.setTimeout(120_000);

/** Issue 38's blocks, in both languages, through the API: create, read, update, revisions, autosave, search. */

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
    action_how: 'Measure the rice',
    action_paano: 'Sukatin ang bigas',
    details_how: ['Use the cup that came with the cooker.'],
    details_paano: ['Gamitin ang tasang kasama ng rice cooker.'],
    image_how_alt: 'A cup of rice',
    image_paano_alt: 'Isang tasa ng bigas',
  },
  {
    action_how: 'Add water',
    action_paano: 'Dagdagan ng tubig',
    details_how: ['Up to the first knuckle.'],
    details_paano: ['Hanggang sa unang buko ng daliri.'],
  },
];

function blockFields(categoryId: number, how: string, paano: string) {
  return guideFields(categoryId, how, paano, {
    how: translation(how, { needs: NEEDS_HOW, tips: ['Let it rest for 10 minutes.'], warnings: ['The lid is **hot**.'] }),
    paano: translation(paano, {
      needs: NEEDS_PAANO,
      tips: ['Hayaang magpahinga nang 10 minuto.'],
      warnings: ['Mainit ang **takip**.'],
    }),
    sections: [section(1, { steps: STEPS }), section(2)],
    at_a_glance: { time_minutes: 30, time_max_minutes: '45', cost_min: '₱50', cost_max: 120, difficulty: 'Easy' },
  });
}

describe('guide blocks (issue 38)', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  it('keeps every block in both languages on create, and the public guide carries them', async () => {
    const res = await createGuide(
      t,
      { ...blockFields(categoryId, 'How to cook rice', 'Paano magluto ng kanin'), post_status: 'published' },
      {
        step_image_0_0: await smallPng(),
      },
    );
    expect(res.status).toBe(201);
    const guide = res.body;
    expect(guide.how).toMatchObject({ needs: NEEDS_HOW, tips: ['Let it rest for 10 minutes.'], warnings: ['The lid is **hot**.'] });
    expect(guide.paano).toMatchObject({
      needs: NEEDS_PAANO,
      tips: ['Hayaang magpahinga nang 10 minuto.'],
      warnings: ['Mainit ang **takip**.'],
    });
    expect(guide.at_a_glance).toEqual({ time_minutes: 30, time_max_minutes: 45, cost_min: 50, cost_max: 120, difficulty: 'easy' });
    const [first, second] = guide.sections;
    expect(first.steps).toHaveLength(2);
    expect(first.steps[0]).toMatchObject({ ...STEPS[0], image: expect.stringMatching(/^\/media\/[a-f0-9]{32}-300x200-\d+\.webp$/) });
    expect(first.steps[1]).toMatchObject({ ...STEPS[1], image: null });
    // A section with no steps keeps SPEC's shape.
    expect(second).not.toHaveProperty('steps');
    await request(t.http).get(first.steps[0].image).expect(200);

    const pub = (await request(t.http).get('/api/public/content/by_paano_slug/paano-magluto-ng-kanin/').expect(200)).body;
    expect(pub.paano_content.needs).toEqual(NEEDS_PAANO);
    expect(pub.needs).toEqual(NEEDS_HOW);
    expect(pub.at_a_glance.difficulty).toBe('easy');
    expect(pub.sections[0].steps[0].action_paano).toBe('Sukatin ang bigas');
  });

  it('a guide without blocks reads exactly as before (no new keys)', async () => {
    const plain = (await createGuide(t, guideFields(categoryId, 'How to wait', 'Paano maghintay'))).body;
    for (const lang of ['how', 'paano'] as const) {
      for (const key of ['needs', 'tips', 'warnings']) expect(plain[lang]).not.toHaveProperty(key);
    }
    expect(plain).not.toHaveProperty('at_a_glance');
    expect(plain.sections[0]).not.toHaveProperty('steps');
  });

  it('updates: a language left out keeps its blocks, [] clears them, steps move with their images, null clears at a glance', async () => {
    const created = (
      await createGuide(t, blockFields(categoryId, 'How to boil eggs', 'Paano magpakulo ng itlog'), { step_image_0_0: await smallPng() })
    ).body;
    const image = created.sections[0].steps[0].image as string;
    // An old client: sections without steps, languages without blocks: everything kept.
    const old = await updateGuide(t, created.id, {
      how: { title: 'How to boil eggs' },
      category: categoryId,
      sections: created.sections.map(({ steps: _steps, ...s }: Record<string, unknown>) => s),
      version: created.version,
    });
    expect(old.status).toBe(200);
    expect(old.body.how.needs).toEqual(NEEDS_HOW);
    expect(old.body.sections[0].steps).toHaveLength(2);
    expect(old.body.at_a_glance.cost_max).toBe(120);

    // Reorder the steps (the image follows by its URL), clear the English tips, drop at a glance.
    const [a, b] = old.body.sections[0].steps;
    const moved = await updateGuide(t, created.id, {
      how: { needs: [], tips: [] },
      category: categoryId,
      sections: [{ ...old.body.sections[0], steps: [b, a] }, old.body.sections[1]],
      at_a_glance: null,
      version: old.body.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.how).not.toHaveProperty('needs');
    expect(moved.body.how).not.toHaveProperty('tips');
    expect(moved.body.how.warnings).toEqual(['The lid is **hot**.']);
    expect(moved.body.paano.needs).toEqual(NEEDS_PAANO);
    expect(moved.body).not.toHaveProperty('at_a_glance');
    expect(moved.body.sections[0].steps.map((s: { action_paano: string }) => s.action_paano)).toEqual([
      'Dagdagan ng tubig',
      'Sukatin ang bigas',
    ]);
    expect(moved.body.sections[0].steps[1].image).toBe(image);

    // A step sent without its image drops it, and the file goes with it.
    const dropped = await updateGuide(t, created.id, {
      category: categoryId,
      sections: [{ ...moved.body.sections[0], steps: moved.body.sections[0].steps.map((s: object) => ({ ...s, image: null })) }],
      version: moved.body.version,
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body.sections[0].steps[1].image).toBeNull();
    await request(t.http).get(image).expect(404);
  });

  it('refuses malformed blocks with field errors', async () => {
    const refused = async (extra: Record<string, unknown>) => {
      const res = await createGuide(t, { ...guideFields(categoryId, 'How to refuse', 'Paano tumanggi'), ...extra });
      expect(res.status).toBe(400);
      return res.body;
    };
    expect(await refused({ at_a_glance: { cost_min: 500, cost_max: 100 } })).toEqual({
      at_a_glance: ['The cost range must not end below its start.'],
    });
    expect(await refused({ at_a_glance: { difficulty: 'impossible' } })).toEqual({
      at_a_glance: ['Difficulty must be one of easy, medium, hard.'],
    });
    expect(await refused({ at_a_glance: { time_minutes: -5 } })).toEqual({
      at_a_glance: ['time_minutes must be a whole number of 0 or more.'],
    });
    expect(await refused({ how: translation('How to refuse', { needs: [{ quantity: '2' }] }) })).toEqual({
      needs: ['Each thing needed must have its name (item).'],
    });
    expect(await refused({ paano: translation('Paano tumanggi', { tips: Array.from({ length: 21 }, (_, i) => `Tip ${i}`) }) })).toEqual({
      tips: ['tips can have at most 20 entries.'],
    });
    expect(await refused({ sections: [section(1, { steps: 'not a list' })] })).toEqual({ steps: ['steps must be a list.'] });
  });

  it('revisions keep the blocks whole, and a restore brings them back', async () => {
    const created = (await createGuide(t, blockFields(categoryId, 'How to fry rice', 'Paano magsinangag'))).body;
    const cleared = await updateGuide(t, created.id, {
      how: { needs: [], tips: [], warnings: [] },
      paano: { needs: [], tips: [], warnings: [] },
      category: categoryId,
      sections: created.sections.map((s: Record<string, unknown>) => ({ ...s, steps: [] })),
      at_a_glance: null,
      version: created.version,
    });
    expect(cleared.body.sections[0]).not.toHaveProperty('steps');
    const revisions = (await request(t.http).get(`/api/bilingual-content/${created.id}/revisions/`).set('Authorization', auth)).body
      .results;
    // The history says what the save changed, block by block.
    expect(revisions[0].summary).toEqual(
      expect.arrayContaining(['how.needs', 'how.tips', 'paano.warnings', 'at_a_glance', 'sections.how:1', 'sections.paano:1']),
    );
    const first = revisions[revisions.length - 1];
    const snapshot = (
      await request(t.http).get(`/api/bilingual-content/${created.id}/revisions/${first.id}/`).set('Authorization', auth).expect(200)
    ).body.snapshot;
    expect(snapshot.paano.needs).toEqual(NEEDS_PAANO);
    expect(snapshot.sections[0].steps).toHaveLength(2);

    const restored = await request(t.http)
      .post(`/api/bilingual-content/${created.id}/revisions/${first.id}/restore/`)
      .set('Authorization', auth)
      .send({ version: cleared.body.version });
    expect(restored.status).toBe(201);
    expect(restored.body.how.needs).toEqual(NEEDS_HOW);
    expect(restored.body.paano.warnings).toEqual(['Mainit ang **takip**.']);
    expect(restored.body.sections[0].steps.map((s: { action_how: string }) => s.action_how)).toEqual(['Measure the rice', 'Add water']);
    expect(restored.body.at_a_glance).toEqual(created.at_a_glance);
  });

  it('the autosave keeps a form with blocks whole', async () => {
    const form = { how: { needs: NEEDS_HOW, tips: ['x'] }, sections: [{ steps: STEPS }], at_a_glance: { cost_min: 10 } };
    await request(t.http).put('/api/autosaves/new').set('Authorization', auth).send({ form }).expect(200);
    const back = (await request(t.http).get('/api/autosaves/new').set('Authorization', auth).expect(200)).body;
    expect(back.autosave.form).toEqual(form);
  });

  it('search finds a guide by its needs, tips, warnings and steps, in both languages', async () => {
    const created = await createGuide(t, {
      ...guideFields(categoryId, 'How to fix a bicycle chain', 'Paano ayusin ang kadena ng bisikleta'),
      how: translation('How to fix a bicycle chain', {
        needs: [{ item: 'Chain breaker tool' }],
        tips: ['Degrease before oiling.'],
        warnings: ['Mind your fingers near the sprocket.'],
      }),
      paano: translation('Paano ayusin ang kadena ng bisikleta', {
        needs: [{ item: 'Pampaluwag ng kadena', note: 'mabibili sa tindahan ng piyesa' }],
        tips: ['Lagyan ng grasa pagkatapos.'],
        warnings: ['Ingatan ang mga daliri malapit sa sproket.'],
      }),
      sections: [section(1, { steps: [{ action_how: 'Lift the derailleur', action_paano: 'Iangat ang derailyur' }] })],
      post_status: 'published',
    });
    expect(created.status).toBe(201);
    const hits = async (q: string) =>
      (
        (
          await request(t.http)
            .get(`/api/public/search/?q=${encodeURIComponent(q)}`)
            .expect(200)
        ).body as { id: number; language: string }[]
      )
        .filter((r) => r.id === created.body.id)
        .map((r) => r.language);
    expect(await hits('pampaluwag')).toEqual(['paano']);
    expect(await hits('tindahan piyesa')).toEqual(['paano']);
    expect(await hits('degrease')).toEqual(['how']);
    expect(await hits('sproket')).toEqual(['paano']);
    expect(await hits('derailleur')).toEqual(['how']);
    expect(await hits('derailyur')).toEqual(['paano']);
  });
});
