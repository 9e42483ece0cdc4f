import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';

jest.setTimeout(60_000);

/** Issue 12 item 4: per part and language, whether the other language changed since this one was last brought up to date. */
describe('translation state', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  const current = async (id: number) =>
    (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;
  const adminList = (query: string) =>
    request(t.http).get(`/api/bilingual-content/?page=1&page_size=100&${query}`).set('Authorization', auth);
  const markUpToDate = (id: number, body: Record<string, unknown>) =>
    request(t.http).post(`/api/bilingual-content/${id}/translation-state/up-to-date/`).set('Authorization', auth).send(body);

  it('a new guide is up to date; an English edit marks exactly those Filipino parts, with what changed', async () => {
    const created = (await createGuide(t, guideFields(categoryId, 'How to budget', 'Paano magbadyet'))).body;
    expect(created.translation_state).toEqual({ stale: [] });
    const [s1, s2] = created.sections;
    const res = await updateGuide(t, created.id, {
      how: { ...translation('How to budget'), introduction: 'A better introduction.' },
      category: categoryId,
      sections: [
        { ...section(1), id: s1.id, section_how_bullets: ['Do thing 1 first', '  sub-point 1'] },
        { ...section(2), id: s2.id },
      ],
      version: created.version,
    });
    expect(res.status).toBe(200);
    const stale = res.body.translation_state.stale;
    expect(stale).toEqual([
      expect.objectContaining({
        part: 'introduction',
        lang: 'paano',
        was: 'An introduction to How to budget.',
        now: 'A better introduction.',
      }),
      expect.objectContaining({
        part: 'section',
        section_id: s1.id,
        lang: 'paano',
        was: 'Step 1\n- Do thing 1\n-   sub-point 1',
        now: 'Step 1\n- Do thing 1 first\n-   sub-point 1',
      }),
    ]);
    expect(stale.every((s: { changed_at: string }) => !Number.isNaN(Date.parse(s.changed_at)))).toBe(true);

    // Another English edit of a different part does not clear the first; a Filipino edit of the introduction does.
    const fil = await updateGuide(t, created.id, {
      paano: { ...translation('Paano magbadyet'), introduction: 'Isang mas mahusay na panimula.' },
      category: categoryId,
      version: res.body.version,
    });
    expect(fil.body.translation_state.stale).toEqual([expect.objectContaining({ part: 'section', section_id: s1.id, lang: 'paano' })]);
    // The English did not become stale by the Filipino catching up.
    expect(fil.body.translation_state.stale.some((s: { lang: string }) => s.lang === 'how')).toBe(false);
  });

  it('a Filipino edit of an up-to-date part marks the English side; marking up to date clears one part of one language', async () => {
    const created = (await createGuide(t, guideFields(categoryId, 'How to rest', 'Paano magpahinga'))).body;
    const res = await updateGuide(t, created.id, {
      paano: { ...translation('Paano magpahinga'), title: 'Paano magpahinga nang maayos' },
      category: categoryId,
      version: created.version,
    });
    expect(res.body.translation_state.stale).toEqual([
      expect.objectContaining({ part: 'title', lang: 'how', was: 'Paano magpahinga', now: 'Paano magpahinga nang maayos' }),
    ]);

    const inList = await adminList('translation=stale&search=magpahinga');
    expect(inList.body.results.map((g: { id: number; stale_parts: number }) => [g.id, g.stale_parts])).toEqual([[created.id, 1]]);

    const wrongPart = await markUpToDate(created.id, { lang: 'how', part: 'intro' });
    expect(wrongPart.status).toBe(400);
    expect(wrongPart.body).toEqual({ part: [expect.stringContaining('part must be one of')] });
    const noSection = await markUpToDate(created.id, { lang: 'how', part: 'section' });
    expect(noSection.status).toBe(400);

    const marked = await markUpToDate(created.id, { lang: 'how', part: 'title' });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ stale: [] });
    expect((await current(created.id)).translation_state).toEqual({ stale: [] });
    // Marking changes no content and no version.
    expect((await current(created.id)).version).toBe(res.body.version);
    expect((await adminList('translation=stale&search=magpahinga')).body.results).toEqual([]);
    expect((await adminList('translation=up_to_date&search=magpahinga')).body.results.map((g: { id: number }) => g.id)).toEqual([
      created.id,
    ]);
  });

  it('a section added in English only needs its Filipino; mark up to date by section id', async () => {
    const created = (await createGuide(t, guideFields(categoryId, 'How to plant', 'Paano magtanim'))).body;
    const res = await updateGuide(t, created.id, {
      how: translation('How to plant'),
      category: categoryId,
      sections: [
        { ...section(1), id: created.sections[0].id },
        { ...section(2), id: created.sections[1].id },
        { section_how: 'Water daily', section_how_bullets: ['Morning is best'], section_paano: '', section_paano_bullets: [] },
      ],
      version: created.version,
    });
    const added = res.body.sections[2];
    expect(res.body.translation_state.stale).toEqual([
      expect.objectContaining({ part: 'section', section_id: added.id, lang: 'paano', was: '', now: 'Water daily\n- Morning is best' }),
    ]);
    const list = await adminList('translation=stale&search=plant');
    expect(list.body.results[0].stale_parts).toBe(1);
    const marked = await markUpToDate(created.id, { lang: 'paano', part: 'section', section_id: added.id });
    expect(marked.body).toEqual({ stale: [] });
    const unknown = await markUpToDate(created.id, { lang: 'paano', part: 'section', section_id: 999999 });
    expect(unknown.status).toBe(404);
  });

  it("issue 38: an English edit of tips or of a step marks the Filipino tips and that section; marking up to date takes 'tips'", async () => {
    const step = (action_how: string) => ({
      action_how,
      action_paano: 'Hugasan ang bigas',
      details_how: ['Twice.'],
      details_paano: ['Dalawang beses.'],
    });
    const created = (
      await createGuide(
        t,
        guideFields(categoryId, 'How to cook rice', 'Paano magsaing', {
          how: translation('How to cook rice', { tips: ['Let it rest.'], needs: [{ item: 'Rice', quantity: '2 cups' }] }),
          paano: translation('Paano magsaing', { tips: ['Hayaang magpahinga.'], needs: [{ item: 'Bigas', quantity: '2 tasa' }] }),
          sections: [section(1, { steps: [step('Wash the rice')] })],
        }),
      )
    ).body;
    expect(created.translation_state).toEqual({ stale: [] });
    const s1 = created.sections[0];
    const res = await updateGuide(t, created.id, {
      how: translation('How to cook rice', { tips: ['Let it rest for 10 minutes.'], needs: [{ item: 'Rice', quantity: '2 cups' }] }),
      category: categoryId,
      sections: [{ ...section(1), id: s1.id, steps: [step('Wash the rice well')] }],
      version: created.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.translation_state.stale).toEqual([
      expect.objectContaining({ part: 'tips', lang: 'paano', was: 'Let it rest.', now: 'Let it rest for 10 minutes.' }),
      expect.objectContaining({
        part: 'section',
        section_id: s1.id,
        lang: 'paano',
        was: expect.stringContaining('1. Wash the rice\n   Twice.'),
        now: expect.stringContaining('1. Wash the rice well\n   Twice.'),
      }),
    ]);
    const marked = await markUpToDate(created.id, { lang: 'paano', part: 'tips' });
    expect(marked.status).toBe(200);
    expect(marked.body.stale).toEqual([expect.objectContaining({ part: 'section', section_id: s1.id })]);
    // A guide without a block: no part to mark.
    expect((await markUpToDate(created.id, { lang: 'paano', part: 'warnings' })).status).toBe(404);
  });

  it('filters are checked: an unknown translation filter is a 400 naming it', async () => {
    const res = await adminList('translation=maybe');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ translation: ['translation must be stale or up_to_date.'] });
  });
});
