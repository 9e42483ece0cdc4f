import sharp from 'sharp';
import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { downloadArchive, importArchive } from '../utils/move';
import { createGuide, guideFields, insertCategory, updateGuide } from '../utils/guides';
import { smallPng, SVG } from '../utils/images';
import { jsonLdOf, richResultsProblems } from '../utils/rich-results';
import { siteToday } from '../../src/reviewers/dto/guide-review.fields';

jest.setTimeout(120_000);

/** Issue 38's "Reviewed by": reviewers defined once (/api/reviewers/), picked per guide, on the page and in its data. */

describe('reviewers (issue 38)', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  /** A page's HTML without React's text separators (`<!-- -->`). */
  const page = async (path: string) => (await request(t.http).get(path).expect(200)).text.replace(/<!-- -->/g, '');
  const post = () => request(t.http).post('/api/reviewers/').set('Authorization', auth);

  it('every route is the owner’s: 401 without a token', async () => {
    expect((await request(t.http).get('/api/reviewers/')).status).toBe(401);
    expect((await request(t.http).post('/api/reviewers/').send({ name: 'X' })).status).toBe(401);
    expect((await request(t.http).put('/api/reviewers/1/').send({ name: 'X' })).status).toBe(401);
    expect((await request(t.http).delete('/api/reviewers/1/')).status).toBe(401);
  });

  it('creates, lists, updates and deletes; a photo is stored as resized WebP through the media store', async () => {
    expect((await request(t.http).get('/api/reviewers/').set('Authorization', auth).expect(200)).body).toEqual([]);
    const created = await post()
      .field('name', '  Dr. Ana Reyes ')
      .field('credential_how', 'Certified financial planner')
      .field('credential_paano', 'Sertipikadong tagaplano ng pananalapi')
      .field('bio_how', 'Twenty years advising families.')
      .field('bio_paano', 'Dalawampung taon nang tumutulong sa mga pamilya.')
      .attach('photo', await smallPng(400, 400), 'ana.png');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Dr. Ana Reyes',
      credential_paano: 'Sertipikadong tagaplano ng pananalapi',
      guide_count: 0,
    });
    // Shown at 48 px: kept at most 192 px wide (4×), one file, not the 400 px upload.
    expect(created.body.photo.image).toMatch(/^\/media\/[a-f0-9]{32}-192x192-192\.webp$/);
    const photo = await request(t.http).get(created.body.photo.image).buffer(true).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 192, height: 192 });

    const list = (await request(t.http).get('/api/reviewers/').set('Authorization', auth).expect(200)).body;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Dr. Ana Reyes']);

    // An update without a photo keeps it; remove_photo drops it (and its files).
    const kept = await request(t.http)
      .put(`/api/reviewers/${created.body.id}/`)
      .set('Authorization', auth)
      .send({ name: 'Dr. Ana Reyes-Cruz' });
    expect(kept.status).toBe(200);
    expect(kept.body.photo.image).toBe(created.body.photo.image);
    const dropped = await request(t.http)
      .put(`/api/reviewers/${created.body.id}/`)
      .set('Authorization', auth)
      .send({ name: 'Dr. Ana Reyes-Cruz', remove_photo: true });
    expect(dropped.body.photo).toBeNull();
    await request(t.http).get(created.body.photo.image).expect(404);

    await request(t.http).delete(`/api/reviewers/${created.body.id}/`).set('Authorization', auth).expect(204);
    await request(t.http).delete(`/api/reviewers/${created.body.id}/`).set('Authorization', auth).expect(404);
    await request(t.http).put('/api/reviewers/999999/').set('Authorization', auth).send({ name: 'X' }).expect(404);
  });

  it('refuses a missing name, over-long texts and a photo that is not an image, with their messages', async () => {
    expect((await post().send({ name: '  ' })).body).toEqual({ detail: 'A reviewer needs a name.' });
    expect((await post().send({ name: 'A', bio_how: 'x'.repeat(601) })).body).toEqual({
      bio_how: ['Ensure this field has no more than 600 characters.'],
    });
    expect((await post().send({ name: 'A', credential_paano: 'x'.repeat(161) })).body).toEqual({
      credential_paano: ['Ensure this field has no more than 160 characters.'],
    });
    const svg = await post().field('name', 'A').attach('photo', SVG, 'a.png');
    expect(svg.status).toBe(415);
    expect((await request(t.http).get('/api/reviewers/').set('Authorization', auth)).body).toEqual([]);
  });

  it('a guide saves its pick and date, reads them back with the reviewer, and refuses a future date or an unknown reviewer', async () => {
    const reviewer = (
      await post().send({ name: 'Engr. Ben Santos', credential_how: 'Civil engineer', credential_paano: 'Inhinyerong sibil' })
    ).body;
    const created = await createGuide(t, {
      ...guideFields(categoryId, 'How to check a wall', 'Paano suriin ang pader'),
      reviewer_id: reviewer.id,
      last_reviewed: '2026-11-01',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reviewer_id: reviewer.id, last_reviewed: '2026-11-01', reviewer: { name: 'Engr. Ben Santos' } });

    const future = new Date(Date.parse(`${siteToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const refused = await updateGuide(t, created.body.id, { category: categoryId, last_reviewed: future, version: created.body.version });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ last_reviewed: ['Last reviewed cannot be in the future.'] });
    const bad = await updateGuide(t, created.body.id, { category: categoryId, last_reviewed: '2026-02-30', version: created.body.version });
    expect(bad.body).toEqual({ last_reviewed: ['Last reviewed must be a date (YYYY-MM-DD).'] });
    const unknown = await updateGuide(t, created.body.id, { category: categoryId, reviewer_id: 999999, version: created.body.version });
    expect(unknown.body).toEqual({ reviewer_id: ['Unknown reviewer.'] });

    // Not sent: kept. Today is allowed. null clears.
    const today = await updateGuide(t, created.body.id, {
      category: categoryId,
      last_reviewed: siteToday(),
      version: created.body.version,
    });
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ reviewer_id: reviewer.id, last_reviewed: siteToday() });
    const cleared = await updateGuide(t, created.body.id, {
      category: categoryId,
      reviewer_id: 'null',
      last_reviewed: '',
      version: today.body.version,
    });
    expect(cleared.body).not.toHaveProperty('reviewer');
    expect(cleared.body).not.toHaveProperty('reviewer_id');

    // Restore brings the pick back.
    const revisions = (await request(t.http).get(`/api/bilingual-content/${created.body.id}/revisions/`).set('Authorization', auth)).body
      .results;
    const first = revisions[revisions.length - 1];
    const restored = await request(t.http)
      .post(`/api/bilingual-content/${created.body.id}/revisions/${first.id}/restore/`)
      .set('Authorization', auth)
      .send({ version: cleared.body.version });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ reviewer_id: reviewer.id, last_reviewed: '2026-11-01' });
  });

  it('the page shows the reviewer in both languages and in its Article data; editing the reviewer updates the kept page; delete is refused while in use', async () => {
    const reviewer = (
      await post()
        .field('name', 'Dr. Carla Lim')
        .field('credential_how', 'Pediatrician')
        .field('credential_paano', 'Doktor ng mga bata')
        .field('bio_how', 'Cares for children in Quezon City.')
        .field('bio_paano', 'Nag-aalaga ng mga bata sa Quezon City.')
        .attach('photo', await smallPng(300, 300), 'carla.png')
    ).body;
    const guide = (
      await createGuide(t, {
        ...guideFields(categoryId, 'How to take a temperature', 'Paano kunin ang temperatura'),
        post_status: 'published',
        reviewer_id: reviewer.id,
        last_reviewed: '2026-11-03',
      })
    ).body;
    const en = '/financial-tips/how-to-take-a-temperature';
    const fil = '/mga-tip-sa-pananalapi/paano-kunin-ang-temperatura';
    const enPage = await page(en);
    expect(enPage).toContain('Reviewed by <strong>Dr. Carla Lim</strong>, Pediatrician');
    expect(enPage).toMatch(/Last reviewed <time dateTime="2026-11-03">Nov(ember)? 3, 2026<\/time>/i);
    expect(enPage).toMatch(/<img class="reviewer-photo"[^>]*width="48"[^>]*height="48"[^>]*loading="lazy"[^>]*alt="Dr. Carla Lim"/);
    expect(enPage).toContain('<summary>About Dr. Carla Lim</summary><p>Cares for children in Quezon City.</p>');
    const filPage = await page(fil);
    expect(filPage).toContain('Sinuri ni <strong>Dr. Carla Lim</strong>, Doktor ng mga bata');
    expect(filPage).toMatch(/Huling sinuri <time dateTime="2026-11-03">Nobyembre 3, 2026<\/time>/);
    expect(filPage).toContain('Nag-aalaga ng mga bata sa Quezon City.');

    for (const [page, job] of [
      [enPage, 'Pediatrician'],
      [filPage, 'Doktor ng mga bata'],
    ] as const) {
      const ld = jsonLdOf(page);
      expect(richResultsProblems(ld, ['Article', 'BreadcrumbList'])).toEqual([]);
      const article = ld.find((b) => b['@type'] === 'Article')!;
      expect(article.reviewedBy).toMatchObject({ '@type': 'Person', name: 'Dr. Carla Lim', jobTitle: job });
      expect((article.reviewedBy as { image: string }).image).toMatch(/^https?:\/\/.+\/media\/.+\.webp$/);
      expect(article.lastReviewed).toBe('2026-11-03');
    }
    expect(richResultsProblems([{ ...jsonLdOf(enPage)[0], reviewedBy: { '@type': 'Person' } }], [])).toEqual([
      'Article.reviewedBy: invalid {"@type":"Person"}',
    ]);

    // Edit the reviewer: the (kept) page shows the new name at once.
    await request(t.http).get(en).expect(200);
    await request(t.http)
      .put(`/api/reviewers/${reviewer.id}/`)
      .set('Authorization', auth)
      .send({ name: 'Dr. Carla Lim-Tan', credential_how: 'Pediatrician', credential_paano: 'Doktor ng mga bata' })
      .expect(200);
    const after = await page(en);
    expect(after).toContain('Reviewed by <strong>Dr. Carla Lim-Tan</strong>');
    expect(await page(fil)).toContain('Sinuri ni <strong>Dr. Carla Lim-Tan</strong>');

    const inUse = await request(t.http).delete(`/api/reviewers/${reviewer.id}/`).set('Authorization', auth);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({
      detail: 'This reviewer is picked on 1 guide. Pick another reviewer (or none) on it first.',
      guide_count: 1,
    });
    const listed = (await request(t.http).get('/api/reviewers/').set('Authorization', auth)).body;
    expect(listed.find((r: { id: number }) => r.id === reviewer.id).guide_count).toBe(1);
    // A guide without a pick reads as before.
    const plain = (await createGuide(t, guideFields(categoryId, 'How to rest', 'Paano magpahinga'))).body;
    expect(plain).not.toHaveProperty('reviewer_id');
    expect(guide.id).toBeGreaterThan(0);
  });

  it('a move between hosts keeps the reviewers, their photos and each guide’s pick, and a second run adds no reviewer', async () => {
    const source = (await request(t.http).get('/api/public/content/by_paano_slug/paano-kunin-ang-temperatura/').expect(200)).body;
    const sourcePhoto = source.reviewer.photo.image as string;
    expect(sourcePhoto).toMatch(/^\/media\/[a-f0-9]{32}-192x192-192\.webp$/);
    const archive = await downloadArchive(t, auth);
    const fresh = await createTestApp();
    try {
      const bearer = `Bearer ${await fresh.token()}`;
      const importOnce = async () => expect((await importArchive(fresh, bearer, archive)).state).toBe('done');
      const names = async () =>
        (
          (await request(fresh.http).get('/api/reviewers/').set('Authorization', bearer).expect(200)).body as {
            name: string;
            guide_count: number;
          }[]
        ).map((r) => `${r.name}: ${r.guide_count}`);
      await importOnce();
      expect(await names()).toEqual(['Dr. Carla Lim-Tan: 1', 'Engr. Ben Santos: 1']);
      const moved = (await request(fresh.http).get('/api/public/content/by_paano_slug/paano-kunin-ang-temperatura/').expect(200)).body;
      expect(moved).toMatchObject({
        last_reviewed: '2026-11-03',
        reviewer: { name: 'Dr. Carla Lim-Tan', credential_how: 'Pediatrician', credential_paano: 'Doktor ng mga bata' },
      });
      // The photo came in the archive: the same picture, served by the new host.
      expect(moved.reviewer.photo.image).toBe(sourcePhoto);
      const served = await request(fresh.http).get(sourcePhoto).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      await importOnce();
      expect(await names()).toEqual(['Dr. Carla Lim-Tan: 1', 'Engr. Ben Santos: 1']);
      const again = (await request(fresh.http).get('/api/public/content/by_paano_slug/paano-kunin-ang-temperatura/').expect(200)).body;
      expect(again.reviewer.photo.image).toBe(sourcePhoto);
    } finally {
      await fresh.close();
    }
  });
});
