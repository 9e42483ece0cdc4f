import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, translation, updateGuide } from '../utils/guides';
import { smallPng } from '../utils/images';
import { PublicContentService } from '../../src/public/public-content.service';

// Jest 30 ignores testTimeout inside a project entry of jest.config.js, so each suite sets its own.
jest.setTimeout(60_000);

describe('public guide reads (/api/public/content/)', () => {
  let t: TestApp;
  let finance: number;
  let tech: number;
  let health: number;
  const ids: Record<string, number> = {};

  const make = async (key: string, categoryId: number, how: string, paano: string, status: string) => {
    const res = await createGuide(
      t,
      guideFields(categoryId, how, paano, { post_status: status }),
      key === 'invest' ? { header_image: await smallPng(1000, 500) } : {},
    );
    expect(res.status).toBe(201);
    ids[key] = res.body.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    finance = await insertCategory(t, 'Financial Tips', 'Mga Tip sa Pananalapi', 1);
    tech = await insertCategory(t, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya', 2);
    health = await insertCategory(t, 'Health & Wellness', 'Kalusugan', 3);
    await make('invest', finance, 'How to start investing', 'Paano magsimulang mag-invest', 'published');
    await make('budget', finance, 'How to make a budget', 'Paano gumawa ng badyet', 'published');
    await make('draft', finance, 'Secret draft guide', 'Lihim na borador', 'draft');
    await make('archived', finance, 'Old archived guide', 'Lumang gabay', 'archived');
    await make('crypto', tech, 'How crypto works', 'Paano gumagana ang crypto', 'published');
    await make('sleep', health, 'How to sleep better', 'Paano matulog nang mahimbing', 'published');
    for (let i = 1; i <= 6; i++) await make(`fin${i}`, finance, `Finance extra ${i}`, `Dagdag sa pananalapi ${i}`, 'published');
  });
  afterAll(() => t.close());

  it('lists published guides only, newest update first, cacheable briefly', async () => {
    // Touch one so it becomes the newest.
    await updateGuide(t, ids.budget, { category: finance, how: translation('How to make a budget') });
    const res = await request(t.http).get('/api/public/content/?status=published');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const got = res.body.map((g: { id: number }) => g.id);
    expect(got).not.toContain(ids.draft);
    expect(got).not.toContain(ids.archived);
    expect(got).toHaveLength(10);
    expect(got[0]).toBe(ids.budget);
    expect(res.body.every((g: { post_status: string }) => g.post_status === 'published')).toBe(true);
    const invest = res.body.find((g: { id: number }) => g.id === ids.invest);
    expect(invest).toMatchObject({
      post_id: ids.invest,
      title: 'How to start investing',
      slug: 'how-to-start-investing',
      paano_content: { title: 'Paano magsimulang mag-invest', slug: 'paano-magsimulang-mag-invest' },
      category: { id: finance, category_how: 'Financial Tips', category_paano: 'Mga Tip sa Pananalapi' },
      header_image: { image: expect.stringMatching(/^\/media\/.*-960\.webp$/), width: 960, height: 480, srcset: expect.any(String) },
    });
    // List items carry no sections or sources: those are the guide page's.
    expect(invest).toMatchObject({ sections: [], sources: [], conclusion: '' });
    expect(res.headers['x-total-count']).toBe('10');
    expect(res.headers.link).toBeUndefined();
  });

  it('never lists drafts, even when asked for them', async () => {
    const res = await request(t.http).get('/api/public/content/?status=draft');
    expect(res.body.map((g: { id: number }) => g.id)).not.toContain(ids.draft);
  });

  it('filters on category_id', async () => {
    const res = await request(t.http).get(`/api/public/content/?status=published&category_id=${tech}`);
    expect(res.body.map((g: { id: number }) => g.id)).toEqual([ids.crypto]);
    const bad = await request(t.http).get('/api/public/content/?category_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ category_id: [expect.any(String)] });
  });

  it('finds a guide by English and by Filipino slug', async () => {
    const how = await request(t.http).get('/api/public/content/by_slug/how-to-start-investing/');
    expect(how.status).toBe(200);
    expect(how.body).toMatchObject({ id: ids.invest, title: 'How to start investing' });
    expect(how.headers['x-canonical-slug']).toBeUndefined();
    const paano = await request(t.http).get('/api/public/content/by_paano_slug/paano-magsimulang-mag-invest/');
    expect(paano.status).toBe(200);
    expect(paano.body).toMatchObject({ id: ids.invest, paano_content: { title: 'Paano magsimulang mag-invest' } });
  });

  it('answers a slug typed in capitals, naming the canonical slug', async () => {
    const res = await request(t.http).get('/api/public/content/by_slug/How-To-Start-Investing/');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(ids.invest);
    expect(res.headers['x-canonical-slug']).toBe('how-to-start-investing');
  });

  it('answers 404 {error} for missing, draft, archived or wrong-language slugs', async () => {
    for (const path of [
      '/api/public/content/by_slug/no-such-guide/',
      '/api/public/content/by_slug/secret-draft-guide/',
      '/api/public/content/by_paano_slug/lihim-na-borador/',
      '/api/public/content/by_slug/old-archived-guide/',
      '/api/public/content/by_slug/paano-magsimulang-mag-invest/',
      `/api/public/content/by_slug/${'x'.repeat(300)}/`,
    ]) {
      const res = await request(t.http).get(path);
      expect([path, res.status, res.body]).toEqual([path, 404, { error: 'Content not found' }]);
    }
  });

  it('a renamed slug still answers, with the canonical slug in a header', async () => {
    const res = await updateGuide(t, ids.crypto, { category: tech, paano: { slug: 'paano-ang-crypto' } });
    expect(res.status).toBe(200);
    const old = await request(t.http).get('/api/public/content/by_paano_slug/paano-gumagana-ang-crypto/');
    expect(old.status).toBe(200);
    expect(old.body.id).toBe(ids.crypto);
    expect(old.headers['x-canonical-slug']).toBe('paano-ang-crypto');
    const now = await request(t.http).get('/api/public/content/by_paano_slug/paano-ang-crypto/');
    expect(now.status).toBe(200);
  });

  it('a new guide taking a former slug gets it, and the old redirect stops', async () => {
    const made = await createGuide(t, guideFields(tech, 'Crypto again', 'Paano gumagana ang crypto', { post_status: 'published' }));
    expect(made.body.paano.slug).toBe('paano-gumagana-ang-crypto');
    const res = await request(t.http).get('/api/public/content/by_paano_slug/paano-gumagana-ang-crypto/');
    expect(res.body.id).toBe(made.body.id);
    expect(res.headers['x-canonical-slug']).toBeUndefined();
    await request(t.http)
      .delete(`/api/bilingual-content/${made.body.id}/`)
      .set('Authorization', `Bearer ${await t.token()}`);
  });

  it('a guide moved back to draft disappears from every public read', async () => {
    const made = await createGuide(t, guideFields(health, 'Soon hidden', 'Itatago', { post_status: 'published' }));
    expect((await request(t.http).get('/api/public/content/by_slug/soon-hidden/')).status).toBe(200);
    await updateGuide(t, made.body.id, { category: health, post_status: 'draft' });
    expect((await request(t.http).get('/api/public/content/by_slug/soon-hidden/')).status).toBe(404);
    const list = await request(t.http).get('/api/public/content/');
    expect(list.body.map((g: { id: number }) => g.id)).not.toContain(made.body.id);
  });

  it('recommends up to 6 published guides of the category, honouring exclude', async () => {
    const res = await request(t.http).get(`/api/public/content/recommended/?category_id=${finance}&language=how&exclude=${ids.invest}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    const got = res.body.map((r: { id: number }) => r.id);
    expect(got).not.toContain(ids.invest);
    expect(got).not.toContain(ids.draft);
    expect(got).not.toContain(ids.archived);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      category: { id: finance, category_how: 'Financial Tips', category_paano: 'Mga Tip sa Pananalapi' },
      how: { title: expect.any(String), slug: expect.any(String), header_description: expect.any(String) },
      paano: { title: expect.any(String), slug: expect.any(String), header_description: expect.any(String) },
    });
    const tech1 = await request(t.http).get(`/api/public/content/recommended/?category_id=${tech}&language=paano`);
    expect(tech1.body.map((r: { id: number }) => r.id)).toEqual([ids.crypto]);
    const none = await request(t.http).get(`/api/public/content/recommended/?category_id=${tech}&language=how&exclude=${ids.crypto}`);
    expect(none.body).toEqual([]);
  });

  it('suggests guides from other categories, at most 5, without the excluded guide', async () => {
    const res = await request(t.http).get(
      `/api/public/content/suggested/?exclude_category=${finance}&exclude_content=${ids.crypto}&language=paano&limit=5`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: ids.sleep,
        title: 'Paano matulog nang mahimbing',
        slug: 'paano-matulog-nang-mahimbing',
        description: 'About Paano matulog nang mahimbing',
        category: { id: health, how: 'Health & Wellness', paano: 'Kalusugan' },
      },
    ]);
    const many = await request(t.http).get('/api/public/content/suggested/?language=how&limit=50');
    expect(many.body).toHaveLength(5);
    const dflt = await request(t.http).get(`/api/public/content/suggested/?exclude_category=${tech}&language=how`);
    expect(dflt.body).toHaveLength(5);
    expect(dflt.body.map((s: { id: number }) => s.id)).not.toContain(ids.crypto);
    expect(dflt.body.map((s: { id: number }) => s.id)).not.toContain(ids.draft);
  });

  it('offers the same reads to the server-side renderer through PublicContentService', async () => {
    const sut = t.app.get(PublicContentService);
    expect((await sut.guidesPage({ categoryId: tech, page: 1, pageSize: 24 })).results.map((g) => g.id)).toEqual([ids.crypto]);
    expect((await sut.guideBySlug('how', 'how-to-sleep-better')).id).toBe(ids.sleep);
    await expect(sut.guideBySlug('how', 'secret-draft-guide')).rejects.toMatchObject({
      response: { error: 'Content not found' },
      status: 404,
    });
    expect(await sut.recommended({ categoryId: health, language: 'how' })).toHaveLength(1);
    expect((await sut.suggested({ excludeCategory: finance, language: 'how', limit: 1 })).length).toBe(1);
  });

  it('answers an unknown address under /fil in Filipino (issue 39)', async () => {
    const res = await request(t.http).get('/fil/walang-ganitong-pahina').expect(404);
    expect(res.text.match(/<html[^>]*>/)?.[0]).toBe('<html lang="fil">');
    expect(res.text).toContain('Hindi nakita ang nilalaman');
    expect(res.text).not.toContain('Content not found');
  });
});
