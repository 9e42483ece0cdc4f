import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { createGuide, guideFields, insertCategory, updateGuide } from '../utils/guides';

jest.setTimeout(60_000);

/** Issue 12 item 1: the editor's server-side autosaves (a draft of the form, never a save of the guide). */
describe('autosaves (/api/autosaves/)', () => {
  let t: TestApp;
  let auth: string;
  let guideId: number;

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    const categoryId = await insertCategory(t);
    const res = await createGuide(t, guideFields(categoryId, 'Autosaved guide', 'Gabay na autosave', { post_status: 'published' }));
    guideId = res.body.id;
  });
  afterAll(() => t.close());

  const form = {
    translation: { title: 'Autosaved guide, half rewritten', introduction: 'New intro' },
    sections: [{ section_how: 'Step 1' }],
  };

  it('answers 401 without a token', async () => {
    await request(t.http).get(`/api/autosaves/${guideId}/how`).expect(401);
    await request(t.http).put('/api/autosaves/new').send({ form }).expect(401);
  });

  it('keeps one form per guide and language, separate from the guide and from the other language', async () => {
    expect((await request(t.http).get(`/api/autosaves/${guideId}/how`).set('Authorization', auth).expect(200)).body).toEqual({
      autosave: null,
    });

    const put = await request(t.http)
      .put(`/api/autosaves/${guideId}/how`)
      .set('Authorization', auth)
      .send({ form, base_version: 1 })
      .expect(200);
    expect(put.body.autosave).toMatchObject({ form, base_version: 1, saved_at: expect.any(String) });

    const again = { ...form, translation: { ...form.translation, title: 'Second autosave' } };
    await request(t.http)
      .put(`/api/autosaves/${guideId}/how`)
      .set('Authorization', auth)
      .send({ form: again, base_version: 1 })
      .expect(200);
    const got = await request(t.http).get(`/api/autosaves/${guideId}/how`).set('Authorization', auth).expect(200);
    expect(got.body.autosave.form.translation.title).toBe('Second autosave');
    expect((await request(t.http).get(`/api/autosaves/${guideId}/paano`).set('Authorization', auth).expect(200)).body.autosave).toBeNull();
    expect(await sql(t.databaseUrl, 'select count(*)::int as n from guide_autosave where guide_id = $1', [guideId])).toEqual([{ n: 1 }]);

    // The public site never sees it: the guide still has its saved title.
    const pub = await request(t.http).get('/api/public/content/by_slug/autosaved-guide/').expect(200);
    expect(pub.body.title).toBe('Autosaved guide');
  });

  it('keeps the create form in its own slot', async () => {
    await request(t.http)
      .put('/api/autosaves/new')
      .set('Authorization', auth)
      .send({ form: { how: { title: 'Not yet created' } } })
      .expect(200);
    const got = await request(t.http).get('/api/autosaves/new').set('Authorization', auth).expect(200);
    expect(got.body.autosave).toMatchObject({ form: { how: { title: 'Not yet created' } }, base_version: null });
    await request(t.http).delete('/api/autosaves/new').set('Authorization', auth).expect(204);
    expect((await request(t.http).get('/api/autosaves/new').set('Authorization', auth).expect(200)).body.autosave).toBeNull();
  });

  it('refuses a form that is not an object, a bad language and an unknown guide, and stores nothing', async () => {
    const bad = await request(t.http).put(`/api/autosaves/${guideId}/paano`).set('Authorization', auth).send({ form: 'text' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('form must be an object.');
    await request(t.http).put(`/api/autosaves/${guideId}/fr`).set('Authorization', auth).send({ form }).expect(404);
    await request(t.http).put('/api/autosaves/999999/how').set('Authorization', auth).send({ form }).expect(404);
    expect(await sql(t.databaseUrl, `select count(*)::int as n from guide_autosave where lang = 'paano' or guide_id = 999999`)).toEqual([
      { n: 0 },
    ]);
  });

  it('goes with its guide when the guide is deleted, and a save of the guide does not touch it', async () => {
    await request(t.http).put(`/api/autosaves/${guideId}/how`).set('Authorization', auth).send({ form }).expect(200);
    const saved = await updateGuide(t, guideId, {
      how: { title: 'Autosaved guide' },
      category: (await sql<{ c: number }>(t.databaseUrl, 'select category_id as c from guide where id = $1', [guideId]))[0].c,
    });
    expect(saved.status).toBe(200);
    expect(
      (await request(t.http).get(`/api/autosaves/${guideId}/how`).set('Authorization', auth).expect(200)).body.autosave,
    ).not.toBeNull();
    await request(t.http).delete(`/api/bilingual-content/${guideId}/`).set('Authorization', auth).expect(204);
    expect(await sql(t.databaseUrl, 'select count(*)::int as n from guide_autosave where guide_id = $1', [guideId])).toEqual([{ n: 0 }]);
  });
});
