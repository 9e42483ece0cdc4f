import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, translation, updateGuide } from '../utils/guides';

jest.setTimeout(120_000);

/** Issue 38's video, one per language, through the API: save, read, refuse, revisions, translation state. */

const BAD =
  'The video must be a YouTube or Facebook video address: youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/embed/…, facebook.com/<page>/videos/… or fb.watch/….';

describe('guide video (issue 38)', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  it('keeps a video per language, each address in one form, and the public guide carries them', async () => {
    const res = await createGuide(t, {
      ...guideFields(categoryId, 'How to tie a tie', 'Paano magtali ng kurbata'),
      how: translation('How to tie a tie', { video: { url: 'youtu.be/dQw4w9WgXcQ', title: 'The four-in-hand knot' } }),
      paano: translation('Paano magtali ng kurbata', { video: { url: 'https://www.facebook.com/HowPaano/videos/1234567890123/' } }),
      post_status: 'published',
    });
    expect(res.status).toBe(201);
    expect(res.body.how.video).toEqual({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'The four-in-hand knot' });
    expect(res.body.paano.video).toEqual({ url: 'https://www.facebook.com/HowPaano/videos/1234567890123/' });
    const pub = (await request(t.http).get('/api/public/content/by_paano_slug/paano-magtali-ng-kurbata/').expect(200)).body;
    expect(pub.video.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(pub.paano_content.video.url).toBe('https://www.facebook.com/HowPaano/videos/1234567890123/');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://fb.watch/abC12-x/', 'https://fb.watch/abC12-x/'],
    ['facebook.com/SomePage/videos/98765432101/', 'https://www.facebook.com/SomePage/videos/98765432101/'],
  ])('accepts %s', async (url, stored) => {
    const res = await createGuide(t, {
      ...guideFields(categoryId, `How to accept ${url}`, `Paano tanggapin ${url}`),
      paano: translation(`Paano tanggapin ${url}`, { video: url }),
    });
    expect(res.status).toBe(201);
    expect(res.body.paano.video).toEqual({ url: stored });
    expect(res.body.how).not.toHaveProperty('video');
  });

  it('refuses any other address, in either language, under that language', async () => {
    for (const [lang, url] of [
      ['how', 'https://vimeo.com/123456'],
      ['paano', 'https://www.youtube.com/channel/UC123'],
      ['how', 'https://youtu.be/short'],
      ['paano', 'javascript:alert(1)'],
      ['how', 'https://www.facebook.com/SomePage/photos/123456'],
      ['paano', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ] as const) {
      const res = await createGuide(t, {
        ...guideFields(categoryId, 'How to refuse', 'Paano tumanggi'),
        [lang]: translation(lang === 'how' ? 'How to refuse' : 'Paano tumanggi', { video: { url, title: 'x' } }),
      });
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 400, body: { [`${lang}.video`]: [BAD] } });
    }
    for (const [video, message] of [
      [{ url: 'youtu.be/dQw4w9WgXcQ', title: 'x'.repeat(201) }, 'The video title must be at most 200 characters.'],
      [{ url: 'youtu.be/dQw4w9WgXcQ', upload_date: '2026-02-30' }, 'The video date must be a date (YYYY-MM-DD).'],
    ] as const) {
      const res = await createGuide(t, {
        ...guideFields(categoryId, 'How to refuse', 'Paano tumanggi'),
        how: translation('How to refuse', { video }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ 'how.video': [message] });
    }
  });

  it('an update without the video keeps it, null removes it; a guide without one reads as before', async () => {
    const created = (
      await createGuide(t, {
        ...guideFields(categoryId, 'How to keep a video', 'Paano panatilihin ang video'),
        how: translation('How to keep a video', { video: 'https://youtu.be/dQw4w9WgXcQ' }),
      })
    ).body;
    const kept = await updateGuide(t, created.id, {
      how: { title: 'How to keep a video!' },
      category: categoryId,
      version: created.version,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.how.video.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const removed = await updateGuide(t, created.id, { how: { video: null }, category: categoryId, version: kept.body.version });
    expect(removed.status).toBe(200);
    expect(removed.body.how).not.toHaveProperty('video');
    expect(removed.body.paano).not.toHaveProperty('video');
  });

  it('a new video in English marks the Filipino as needing an update; revisions say so and a restore brings it back', async () => {
    const created = (await createGuide(t, guideFields(categoryId, 'How to watch', 'Paano manood'))).body;
    const added = await updateGuide(t, created.id, {
      how: { video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Watch this' } },
      category: categoryId,
      version: created.version,
    });
    expect(added.status).toBe(200);
    expect(added.body.translation_state.stale).toEqual([expect.objectContaining({ part: 'video', lang: 'paano' })]);
    const cleared = await updateGuide(t, created.id, { how: { video: '' }, category: categoryId, version: added.body.version });
    expect(cleared.body.how).not.toHaveProperty('video');
    const revisions = (await request(t.http).get(`/api/bilingual-content/${created.id}/revisions/`).set('Authorization', auth)).body
      .results;
    expect(revisions[0].summary).toContain('how.video');
    const withVideo = revisions[1];
    const restored = await request(t.http)
      .post(`/api/bilingual-content/${created.id}/revisions/${withVideo.id}/restore/`)
      .set('Authorization', auth)
      .send({ version: cleared.body.version });
    expect(restored.status).toBe(201);
    expect(restored.body.how.video).toEqual({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Watch this' });
  });
});
