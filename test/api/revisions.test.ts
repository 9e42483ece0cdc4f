import request from 'supertest';
import { REVISIONS_KEPT } from '../../src/content/revisions/revisions.repository';
import { ScheduleService } from '../../src/content/schedule.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';

const STALE = 'This guide was changed by another save since you opened it. Reload to see the newest version.';

jest.setTimeout(120_000);

describe('revisions (/api/bilingual-content/{id}/revisions/)', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  const list = (id: number, query = '') =>
    request(t.http).get(`/api/bilingual-content/${id}/revisions/${query}`).set('Authorization', auth);
  const current = async (id: number) =>
    (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth)).body;

  it('keeps a revision of the whole guide on create, save and publish, newest first, with what changed', async () => {
    const created = (await createGuide(t, guideFields(categoryId, 'How to save', 'Paano mag-ipon'))).body;
    await updateGuide(t, created.id, {
      how: translation('How to save money'),
      category: categoryId,
      sections: [
        { ...section(1), id: created.sections[0].id, section_how: 'Step one, changed' },
        { ...section(2), id: created.sections[1].id },
        section(3),
      ],
      version: created.version,
    });
    const saved = await current(created.id);
    await updateGuide(t, created.id, { category: categoryId, post_status: 'published', version: saved.version });

    const res = await list(created.id);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    const [publish, save, create] = res.body.results;
    expect(create).toMatchObject({ reason: 'create', summary: ['created'] });
    expect(save.reason).toBe('save');
    expect(save.summary).toEqual(
      expect.arrayContaining([
        'how.title',
        'how.header_description',
        'how.introduction',
        'how.meta_description',
        'sections.added:1',
        'sections.how:1',
      ]),
    );
    expect(save.summary).not.toContain('paano.title');
    expect(publish).toMatchObject({ reason: 'publish', summary: ['status'] });
    expect(res.body.results[0]).not.toHaveProperty('snapshot');

    const one = await request(t.http).get(`/api/bilingual-content/${created.id}/revisions/${create.id}/`).set('Authorization', auth);
    expect(one.status).toBe(200);
    expect(one.body.snapshot).toMatchObject({
      how: { title: 'How to save' },
      paano: { title: 'Paano mag-ipon' },
      status: 'draft',
      category: { id: categoryId },
      sources: [{ source_link: 'https://example.com/a' }, { source_link: 'www.example.org/b' }],
    });
    expect(one.body.snapshot.sections.map((s: { section_how: string }) => s.section_how)).toEqual(['Step 1', 'Step 2']);
  });

  it('keeps a revision when the publish buttons or the scheduler publish a guide', async () => {
    const a = (await createGuide(t, guideFields(categoryId, 'How to publish', 'Paano maglathala'))).body;
    const published = await request(t.http)
      .post(`/api/bilingual-content/${a.id}/publish/`)
      .set('Authorization', auth)
      .send({ version: a.version });
    expect(published.status).toBe(200);
    expect((await list(a.id)).body.results[0]).toMatchObject({ reason: 'publish', summary: ['status'], version: published.body.version });

    const b = (await createGuide(t, guideFields(categoryId, 'How to wait', 'Paano maghintay'))).body;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await request(t.http)
      .post(`/api/bilingual-content/${b.id}/schedule/`)
      .set('Authorization', auth)
      .send({ publish_at: at, version: b.version });
    expect(scheduled.status).toBe(200);
    expect((await list(b.id)).body.results[0]).toMatchObject({ reason: 'save', summary: ['publish_at'] });
    await sql(t.databaseUrl, `update guide set publish_at = now() - interval '1 minute' where id = $1`, [b.id]);
    expect(await t.app.get(ScheduleService).publishDueNow()).toContain(b.id);
    const revisions = (await list(b.id)).body;
    expect(revisions.count).toBe(3);
    expect(revisions.results[0]).toMatchObject({ reason: 'publish', summary: ['status'] });
    const snapshot = (
      await request(t.http).get(`/api/bilingual-content/${b.id}/revisions/${revisions.results[0].id}/`).set('Authorization', auth)
    ).body.snapshot;
    expect(snapshot).toMatchObject({ status: 'published', publish_at: null, how: { title: 'How to wait' } });
  });

  it('restores an old revision as a new revision, through the version check', async () => {
    const created = (await createGuide(t, guideFields(categoryId, 'How to cook rice', 'Paano magluto ng kanin'))).body;
    const firstRevision = (await list(created.id)).body.results[0];
    await updateGuide(t, created.id, {
      how: translation('How to cook rice well', { introduction: 'A new introduction.' }),
      category: categoryId,
      sections: [{ ...section(1), id: created.sections[0].id }],
      sources: ['https://example.com/new'],
      version: created.version,
    });
    const edited = await current(created.id);
    expect(edited.sections).toHaveLength(1);

    const stale = await request(t.http)
      .post(`/api/bilingual-content/${created.id}/revisions/${firstRevision.id}/restore/`)
      .set('Authorization', auth)
      .send({ version: created.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: STALE });
    expect((await current(created.id)).how.title).toBe('How to cook rice well');

    const restored = await request(t.http)
      .post(`/api/bilingual-content/${created.id}/revisions/${firstRevision.id}/restore/`)
      .set('Authorization', auth)
      .send({ version: edited.version });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ how: { title: 'How to cook rice', introduction: 'An introduction to How to cook rice.' } });
    expect(restored.body.sections.map((s: { section_how: string }) => s.section_how)).toEqual(['Step 1', 'Step 2']);
    expect(restored.body.sources.map((s: { source_link: string }) => s.source_link)).toEqual([
      'https://example.com/a',
      'www.example.org/b',
    ]);
    expect(restored.body.version).toBeGreaterThan(edited.version);

    const after = (await list(created.id)).body;
    expect(after.count).toBe(3);
    expect(after.results[0]).toMatchObject({ reason: 'restore' });
    expect(after.results[0].summary).toEqual(expect.arrayContaining(['how.title', 'sections.added:1', 'sources']));
  });

  it("refuses a restore without a version, and answers 404 for another guide's revision", async () => {
    const a = (await createGuide(t, guideFields(categoryId, 'How to A', 'Paano A'))).body;
    const b = (await createGuide(t, guideFields(categoryId, 'How to B', 'Paano B'))).body;
    const revA = (await list(a.id)).body.results[0];
    const noVersion = await request(t.http)
      .post(`/api/bilingual-content/${a.id}/revisions/${revA.id}/restore/`)
      .set('Authorization', auth)
      .send({});
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toEqual({ version: ['Version must be a whole number.'] });
    const wrongGuide = await request(t.http).get(`/api/bilingual-content/${b.id}/revisions/${revA.id}/`).set('Authorization', auth);
    expect(wrongGuide.status).toBe(404);
    expect((await request(t.http).get(`/api/bilingual-content/${a.id}/revisions/`)).status).toBe(401);
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of a guide and pages them`, async () => {
    let guide = (await createGuide(t, guideFields(categoryId, 'How to prune', 'Paano magtabas'))).body;
    for (let i = 1; i <= REVISIONS_KEPT + 2; i++) {
      const res = await updateGuide(t, guide.id, { how: translation(`How to prune ${i}`), category: categoryId, version: guide.version });
      expect(res.status).toBe(200);
      guide = res.body;
    }
    const rows = await sql<{ n: string }>(t.databaseUrl, 'select count(*) as n from guide_revision where guide_id = $1', [guide.id]);
    expect(Number(rows[0].n)).toBe(REVISIONS_KEPT);
    const page = await list(guide.id, '?page=3&page_size=20');
    expect(page.body.count).toBe(REVISIONS_KEPT);
    expect(page.body.results).toHaveLength(REVISIONS_KEPT - 40);
    // The oldest kept is the save that set title 3 (create and saves 1-2 were pruned).
    const oldest = page.body.results.at(-1);
    const snap = await request(t.http).get(`/api/bilingual-content/${guide.id}/revisions/${oldest.id}/`).set('Authorization', auth);
    expect(snap.body.snapshot.how.title).toBe('How to prune 3');
  });
});
