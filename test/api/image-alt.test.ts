import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { countRows, createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';
import { smallPng } from '../utils/images';

jest.setTimeout(60_000);

/** Issue 12 item 6: alt text per language for the header and section images, required unless decorative. */
describe('image alt text', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  const withAlts = (title: string, alt: string) => translation(title, { header_image_alt: alt });

  it('stores the alt texts of both languages and uses them on the public page and in its JSON-LD', async () => {
    const res = await createGuide(
      t,
      guideFields(categoryId, 'How to read a chart', 'Paano magbasa ng tsart', {
        how: withAlts('How to read a chart', 'A line chart rising to the right'),
        paano: withAlts('Paano magbasa ng tsart', 'Isang tsart na pataas pakanan'),
        post_status: 'published',
        sections: [section(1, { section_how_img_alt: 'Two bars side by side', section_paano_img_alt: 'Dalawang bar na magkatabi' })],
      }),
      { header_image: await smallPng(), section_image_0: await smallPng() },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      how: { header_image_alt: 'A line chart rising to the right' },
      paano: { header_image_alt: 'Isang tsart na pataas pakanan' },
      header_image_decorative: false,
      sections: [
        { section_how_img_alt: 'Two bars side by side', section_paano_img_alt: 'Dalawang bar na magkatabi', image_decorative: false },
      ],
    });

    const en = await request(t.http).get('/financial-tips/how-to-read-a-chart');
    expect(en.status).toBe(200);
    expect(en.text).toContain('alt="A line chart rising to the right"');
    expect(en.text).toContain('alt="Two bars side by side"');
    expect(en.text).toContain('"caption":"A line chart rising to the right"');
    const fil = await request(t.http).get('/edukasyon/paano-magbasa-ng-tsart');
    expect(fil.status).toBe(200);
    expect(fil.text).toContain('alt="Isang tsart na pataas pakanan"');
    expect(fil.text).toContain('alt="Dalawang bar na magkatabi"');
  });

  it('refuses a blank alt text for a meaningful image with a message naming the image and language, and stores nothing', async () => {
    const before = await countRows(t);
    const header = await createGuide(
      t,
      guideFields(categoryId, 'How to fail', 'Paano mabigo', {
        how: withAlts('How to fail', 'A cat'),
        paano: withAlts('Paano mabigo', '  '),
      }),
      { header_image: await smallPng() },
    );
    expect(header.status).toBe(400);
    expect(header.body).toEqual({ header_image_alt: ['Describe the header image in Tagalog (alt text), or mark it as decorative.'] });
    const sectionImage = await createGuide(
      t,
      guideFields(categoryId, 'How to fail', 'Paano mabigo', {
        sections: [section(1), section(2, { section_how_img_alt: '', section_paano_img_alt: 'Larawan' })],
      }),
      { section_image_1: await smallPng() },
    );
    expect(sectionImage.status).toBe(400);
    expect(sectionImage.body).toEqual({
      section_img_alt: ['Describe the image of section 2 in English (alt text), or mark it as decorative.'],
    });
    expect(await countRows(t)).toEqual(before);
  });

  it('needs no alt text for an image marked decorative; pages give it alt=""', async () => {
    const res = await createGuide(
      t,
      guideFields(categoryId, 'How to decorate', 'Paano magpalamuti', {
        how: withAlts('How to decorate', ''),
        paano: withAlts('Paano magpalamuti', ''),
        header_image_decorative: 'true',
        post_status: 'published',
        sections: [section(1, { section_how_img_alt: '', section_paano_img_alt: '', image_decorative: true })],
      }),
      { header_image: await smallPng(), section_image_0: await smallPng() },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ header_image_decorative: true, sections: [{ image_decorative: true }] });
    const page = await request(t.http).get('/financial-tips/how-to-decorate');
    expect(page.text).toMatch(/<img class="guide-image"[^>]*alt=""/);
    expect(page.text).toMatch(/<img class="section-image"[^>]*alt=""/);
  });

  it("keeps SPEC's forms without alt fields working: the stored alt stays, an image without one shows the title", async () => {
    const created = await createGuide(
      t,
      guideFields(categoryId, 'How to stay compatible', 'Paano manatiling tugma', { post_status: 'published' }),
      {
        header_image: await smallPng(),
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.how.header_image_alt).toBe('');
    const page = await request(t.http).get('/financial-tips/how-to-stay-compatible');
    expect(page.text).toMatch(/<img class="guide-image"[^>]*alt="How to stay compatible"/);

    // The editor gives the English alt; a later save in SPEC's shape (no alt fields) keeps it.
    const withAlt = await updateGuide(t, created.body.id, {
      how: withAlts('How to stay compatible', 'A plug fitting a socket'),
      category: categoryId,
      version: created.body.version,
    });
    expect(withAlt.status).toBe(200);
    const spec = await updateGuide(t, created.body.id, {
      how: translation('How to stay compatible'),
      category: categoryId,
      version: withAlt.body.version,
    });
    expect(spec.status).toBe(200);
    expect(spec.body.how.header_image_alt).toBe('A plug fitting a socket');

    // A client sending back what it read (a blank Filipino alt the image never had) changes nothing and is not refused.
    const echo = await updateGuide(t, created.body.id, { paano: spec.body.paano, category: categoryId, version: spec.body.version });
    expect(echo.status).toBe(200);
    expect(echo.body.paano.header_image_alt).toBe('');
    // Clearing a stored alt text is refused, and the guide stays as it was.
    const blank = await updateGuide(t, created.body.id, {
      how: withAlts('How to stay compatible', ' '),
      category: categoryId,
      version: echo.body.version,
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ header_image_alt: ['Describe the header image in English (alt text), or mark it as decorative.'] });
    const still = await request(t.http).get(`/api/bilingual-content/${created.body.id}/retrieve_bilingual/`).set('Authorization', auth);
    expect(still.body.version).toBe(echo.body.version);
    expect(still.body.how.header_image_alt).toBe('A plug fitting a socket');
  });
});
