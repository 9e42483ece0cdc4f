import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { countRows, createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';

/**
 * What the administrator's client reads when a write is refused at the edge: the exact message of
 * each malformed or missing value, inside the JSON fields of the multipart forms too, and a 404 for
 * an id that is not a number. Nothing is stored by a refused write.
 */
let t: TestApp;
let auth: string;
let categoryId: number;
let guideId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = `Bearer ${await t.token()}`;
  categoryId = await insertCategory(t);
  const created = await createGuide(t, guideFields(categoryId, 'Validated guide', 'Sinuring gabay'));
  expect(created.status).toBe(201);
  guideId = created.body.id;
});

afterAll(async () => {
  await t.close();
});

describe('a new guide with a wrong type inside its JSON fields', () => {
  it.each([
    ['a title that is an object', { how: { title: { $ne: null } } }, { 'how.title': ['how.title must be text.'] }],
    [
      'an introduction that is a list',
      { paano: { title: 'Gabay', introduction: ['a'] } },
      { 'paano.introduction': ['paano.introduction must be text.'] },
    ],
    ['a language that is a list', { how: '[]' }, { how: ['how must be an object of text fields.'] }],
    ['a language that is text', { paano: '"Gabay"' }, { paano: ['paano must be an object of text fields.'] }],
    ['sections that are not a list', { sections: '{}' }, { sections: ['Sections must be a list of sections.'] }],
    ['a section that is a number', { sections: '[5]' }, { sections: ['Sections must be a list of sections.'] }],
    [
      'a section heading that is an object',
      { sections: [section(1), section(2, { section_paano: {} })] },
      { section_paano: ['section_paano must be text.'] },
    ],
    [
      'bullets that are an object',
      { sections: [section(1, { section_how_bullets: { a: 1 } })] },
      { sections: ['section_how_bullets must be a list of text.'] },
    ],
    [
      'a bullet that is an object',
      { sections: [section(1, { section_paano_bullets: ['ok', {}] })] },
      { section_paano_bullets: ['section_paano_bullets must be text.'] },
    ],
    [
      'an image alt text that is a list',
      { sections: [section(1, { section_how_img_alt: [] })] },
      { section_how_img_alt: ['section_how_img_alt must be text.'] },
    ],
    ['sources that are an object', { sources: '{}' }, { sources: ['Sources must be a list of links.'] }],
    ['a source that is a number', { sources: ['https://example.com/', 5] }, { sources: ['Sources must be a list of links.'] }],
    ['a source link that is a number', { sources: [{ source_link: 5 }] }, { sources: ['Sources must be a list of links.'] }],
    ['a status nobody knows', { post_status: 'gone' }, { post_status: ['Status must be one of draft, published, archived.'] }],
    ['a category that is not a number', { category: 'abc' }, { category: ['Unknown category.'] }],
  ])('%s → 400 naming the field', async (_, extra, answer) => {
    const before = await countRows(t);
    const res = await createGuide(t, { ...guideFields(categoryId, 'Typed guide', 'Gabay na may uri'), ...extra });
    expect([res.status, res.body]).toEqual([400, answer]);
    expect(await countRows(t)).toEqual(before);
  });

  it('answers every malformed field at once', async () => {
    const res = await createGuide(t, { ...guideFields(categoryId, 'Two faults', 'Dalawang mali'), sections: '5', sources: '5' });
    expect([res.status, res.body]).toEqual([
      400,
      { sections: ['Sections must be a list of sections.'], sources: ['Sources must be a list of links.'] },
    ]);
  });

  it("keeps what SPEC's clients send working: numbers as text, one bullet as text, sources as {source_link}", async () => {
    const res = await createGuide(t, {
      ...guideFields(categoryId, 'Lenient guide', 'Maluwag na gabay'),
      how: translation('Lenient guide', { meta_keywords: 2025 }),
      sections: [section(1, { section_how_bullets: 'Only one' })],
      sources: [{ source_link: ' https://example.com/x ' }, null, ''],
    });
    expect(res.status).toBe(201);
    expect(res.body.how.meta_keywords).toBe('2025');
    expect(res.body.sections[0].section_how_bullets).toEqual(['Only one']);
    expect(res.body.sources.map((s: { source_link: string }) => s.source_link)).toEqual(['https://example.com/x']);
  });
});

describe('missing values', () => {
  it('a new guide without its Tagalog version → "Both English and Tagalog titles are required"', async () => {
    const fields = guideFields(categoryId, 'Half a guide', 'x');
    delete fields.paano;
    const res = await createGuide(t, fields);
    expect([res.status, res.body]).toEqual([400, { detail: 'Both English and Tagalog titles are required' }]);
  });

  it('a new guide with a title of whitespace → the same sentence', async () => {
    const res = await createGuide(t, guideFields(categoryId, '   ', 'Gabay'));
    expect([res.status, res.body]).toEqual([400, { detail: 'Both English and Tagalog titles are required' }]);
  });

  it('a new guide without a category → "Category is required"; an edit → "Please select a category"', async () => {
    const create = await createGuide(t, guideFields(categoryId, 'No category', 'Walang kategorya', { category: undefined }));
    expect([create.status, create.body]).toEqual([400, { detail: 'Category is required' }]);
    const update = await updateGuide(t, guideId, { how: translation('Validated guide') });
    expect([update.status, update.body]).toEqual([400, { detail: 'Please select a category' }]);
  });

  it('a malformed field is named before a missing value', async () => {
    const res = await createGuide(t, guideFields(categoryId, 'Status first', '', { post_status: 'gone' }));
    expect([res.status, res.body]).toEqual([400, { post_status: ['Status must be one of draft, published, archived.'] }]);
  });

  it('an edit with a version that is not a whole number → 400 naming version', async () => {
    const res = await updateGuide(t, guideId, { category: categoryId, version: '1.5' });
    expect([res.status, res.body]).toEqual([400, { version: ['Version must be a whole number.'] }]);
  });

  it("a category without names → SPEC's sentence; a name that is not text → its field", async () => {
    const none = await request(t.http).post('/api/categories/').set('Authorization', auth).send({ category_how: 'Only English' });
    expect([none.status, none.body]).toEqual([400, { detail: 'Both Category (How) and Category (Paano) are required' }]);
    const typed = await request(t.http).post('/api/categories/').set('Authorization', auth).send({ category_how: '', category_paano: 5 });
    expect([typed.status, typed.body]).toEqual([400, { category_paano: ['Not a valid string.'] }]);
  });

  it('rankings with a category id written as text, or an entry that is not an object → 400 under rankings', async () => {
    for (const entry of [{ category_id: String(categoryId), rank: 1 }, 7, null]) {
      const res = await request(t.http)
        .post('/api/categories/update_ranks/')
        .set('Authorization', auth)
        .send({ rankings: [entry] });
      expect([res.status, res.body]).toEqual([400, { rankings: ['Each ranking needs a numeric category_id.'] }]);
    }
  });
});

describe('ids that are not numbers', () => {
  // "1e3" and "0x1" are numbers to JavaScript (1000 and 1); as ids they name nothing.
  const ids = ['abc', '1e3', '0x1', '0', '1.5', '-1', '1234567890'];
  const notFound = { detail: 'Not found.' };

  it.each(ids)("%s → 404 on every guide route, with the route's message", async (id) => {
    const as = (r: request.Test) => r.set('Authorization', auth);
    const answers = [
      await as(request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`)),
      await as(request(t.http).put(`/api/bilingual-content/${id}/`)).send({ category: categoryId }),
      await as(request(t.http).delete(`/api/bilingual-content/${id}/`)),
      await as(request(t.http).post(`/api/bilingual-content/${id}/publish/`)).send({}),
      await as(request(t.http).get(`/api/bilingual-content/${id}/revisions/`)),
      await as(request(t.http).post(`/api/bilingual-content/${id}/translation-state/up-to-date/`)).send({ lang: 'how', part: 'title' }),
      await as(request(t.http).get(`/api/autosaves/${id}/how/`)),
    ];
    expect(answers.map((r) => [r.status, r.body])).toEqual(answers.map(() => [404, notFound]));
    const revision = await as(request(t.http).get(`/api/bilingual-content/${guideId}/revisions/${id}/`));
    expect([revision.status, revision.body]).toEqual([404, { detail: 'Revision not found.' }]);
    const category = await as(request(t.http).delete(`/api/categories/${id}/`));
    expect([category.status, category.body]).toEqual([404, { error: 'Category not found' }]);
  });

  it('an autosave language other than how or paano → 404', async () => {
    const res = await request(t.http).get(`/api/autosaves/${guideId}/english/`).set('Authorization', auth);
    expect([res.status, res.body]).toEqual([404, notFound]);
  });

  it('leading zeros still name the guide', async () => {
    const res = await request(t.http).get(`/api/bilingual-content/00${guideId}/retrieve_bilingual/`).set('Authorization', auth);
    expect([res.status, res.body.id]).toEqual([200, guideId]);
  });
});
