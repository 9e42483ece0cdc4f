import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { ImportReportDto } from '../../client/src/api/types';
import { ImportService } from '../../src/transfer/import.service';
import { createGuide, guideFields, insertCategory } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

jest.setTimeout(180_000);

const file = readFileSync(join(__dirname, '..', 'fixtures', 'import', 'old-addresses.xml'));

/** What the file's old addresses must not take over, and why (issue 35 item 5). */
const REFUSED = [
  { path: '/contact', title: 'Contact us for a budget review', why: 'reserved' },
  { path: '/about', title: 'About this blog', why: 'reserved' },
  { path: '/money/budget-groceries', title: 'Cheap lunches', why: 'guide' },
  { path: '/money/cheap-lunches', title: 'Budget groceries', why: 'guide' },
  { path: '/financial-tips/save-on-groceries', title: 'Groceries on a budget, the long version', why: 'guide' },
  { path: '/old-blog/savings', title: 'Old savings tips', why: 'taken' },
];

/**
 * Issue 35 item 5: an import's old addresses go through the redirect manager's rules: never one of
 * the site's own pages, an admin or category address, a guide's own address; no loops; what is
 * skipped is listed.
 */
describe('the old addresses of an import follow the redirect manager', () => {
  let t: TestApp;
  let auth: string;
  let existingId: number;
  let report: ImportReportDto;

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    const categoryId = await insertCategory(t, 'Financial Tips', 'Mga Tip sa Pananalapi');
    const created = await createGuide(
      t,
      guideFields(categoryId, 'Save on groceries', 'Makatipid sa grocery', { post_status: 'published' }),
    );
    expect(created.status).toBe(201);
    existingId = (created.body as { id: number }).id;
    const [row] = await sql<{ slug: string }>(t.databaseUrl, `select slug from guide_translation where guide_id = $1 and lang = 'how'`, [
      existingId,
    ]);
    expect(row!.slug).toBe('save-on-groceries');
    // The owner already sends an old address of theirs to this guide.
    await request(t.http)
      .post('/api/seo/redirects')
      .set('Authorization', auth)
      .send({ from: '/old-blog/savings', to: 'save-on-groceries' })
      .expect(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const importer = () => t.app.get(ImportService);

  it('the dry run lists the old addresses that will not redirect, and why', async () => {
    const dry = await request(t.http)
      .post('/api/import/dry-run')
      .set('Authorization', auth)
      .set('Content-Type', 'application/xml')
      .send(file);
    expect(dry.status).toBe(200);
    const body = dry.body as ImportReportDto;
    expect(body.skipped_redirects).toEqual(REFUSED);
    // Each post's /?p= address is free: 6 posts.
    expect(body.redirects).toBe(6);
    expect(body.skipped).toEqual([{ title: 'Contact', why: 'page' }]);
  });

  it('the import writes only the others and lists the same', async () => {
    report = await importer().run([file], { dryRun: false });
    expect(report.created).toBe(6);
    expect(report.skipped_redirects).toEqual(REFUSED);
    expect(report.redirects).toBe(6);
    const rows = await sql<{ path: string }>(t.databaseUrl, `select path from path_redirect order by path`);
    expect(rows.map((r) => r.path)).toEqual(['/?p=11', '/?p=12', '/?p=21', '/?p=22', '/?p=31', '/?p=41', '/old-blog/savings']);
    // Published (every guide of the file), so a redirect would answer now.
    for (const g of report.guides) {
      await request(t.http).post(`/api/bilingual-content/${g.guide_id}/publish`).set('Authorization', auth).send({}).expect(200);
    }
  });

  it("the site's own pages and every guide's address still answer themselves, with no loop", async () => {
    const slugOf = async (title: string) =>
      (await sql<{ slug: string }>(t.databaseUrl, `select slug from guide_translation where title = $1`, [title]))[0]!.slug;
    const lunches = `/money/${await slugOf('Cheap lunches')}`;
    const groceries = `/money/${await slugOf('Budget groceries')}`;
    expect([lunches, groceries]).toEqual(['/money/cheap-lunches', '/money/budget-groceries']);
    for (const path of ['/contact', '/contact/', '/about', lunches, groceries, '/financial-tips/save-on-groceries']) {
      const res = await request(t.http).get(path);
      expect([path, res.status]).toEqual([path, 200]);
    }
    // What was allowed answers as before; the owner's redirect was left alone.
    const moved = await request(t.http).get('/?p=21');
    expect([moved.status, moved.headers.location]).toEqual([301, lunches]);
    const owners = await request(t.http).get('/old-blog/savings');
    expect([owners.status, owners.headers.location]).toEqual([301, '/financial-tips/save-on-groceries']);
  });

  it('the redirect manager refuses the same addresses by the same rules', async () => {
    const add = (from: string) =>
      request(t.http).post('/api/seo/redirects').set('Authorization', auth).send({ from, to: 'save-on-groceries' });
    for (const from of ['/about', '/contact', '/privacy', '/fil', '/tungkol', '/category/money', '/admin-hp-access/import', '/rss.xml']) {
      const res = await add(from);
      expect([from, res.status, res.body.detail]).toEqual([from, 400, 'That address belongs to the site itself and cannot be redirected.']);
    }
    const guide = await add('/money/cheap-lunches');
    expect([guide.status, guide.body.detail]).toEqual([400, "That address is a guide's own address."]);
  });
});
