import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { BilingualGuideDto, ImportJobDto, ImportReportDto } from '../../client/src/api/types';
import { parseBullets } from '../../client/src/shared/format/bullets';
import { ExportService } from '../../src/transfer/export.service';
import { ImportService } from '../../src/transfer/import.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';
import { sql } from '../utils/test-db';

jest.setTimeout(120_000);

const FIXTURES = join(__dirname, '..', 'fixtures', 'import');
const polylang = readFileSync(join(FIXTURES, 'polylang.xml'));
const blogger = readFileSync(join(FIXTURES, 'blogger.xml'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function count(t: TestApp, table: string): Promise<number> {
  return Number((await sql<{ n: number }>(t.databaseUrl, `select count(*)::int as n from "${table}"`))[0]!.n);
}

async function counts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['guide', 'guide_translation', 'section', 'category', 'path_redirect', 'import_source', 'guide_revision']) {
    out[table] = await count(t, table);
  }
  out.files = readdirSync(t.config.uploadDir).length;
  return out;
}

/** Issue 28: import a bilingual WordPress (Polylang) or Blogger site, and export everything as WXR. */
describe('import and export', () => {
  let t: TestApp;
  let auth: string;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    mkdirSync(t.config.uploadDir, { recursive: true });
    // A copy of wp-content/uploads, with real image bytes.
    mediaDir = mkdtempSync(join(tmpdir(), 'hp-media-'));
    mkdirSync(join(mediaDir, '2024', '05'), { recursive: true });
    writeFileSync(
      join(mediaDir, '2024', '05', 'header-photo.jpg'),
      await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#c86428' } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(
      join(mediaDir, '2024', '05', 'jar.png'),
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2864c8' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const importer = () => t.app.get(ImportService);
  const dryRun = (body: Buffer | string) =>
    request(t.http).post('/api/import/dry-run').set('Authorization', auth).set('Content-Type', 'application/xml').send(body);

  it('refuses the import calls without a token', async () => {
    await request(t.http).post('/api/import/dry-run').set('Content-Type', 'application/xml').send(polylang).expect(401);
    await request(t.http).get('/api/export').expect(401);
  });

  it('a dry run reports pairs, guessed languages, unconvertible parts and skipped items, and writes nothing', async () => {
    const before = await counts(t);
    const res = await dryRun(polylang);
    expect(res.status).toBe(200);
    const report = res.body as ImportReportDto;
    expect(report.format).toBe('wxr');
    expect(report.dry_run).toBe(true);
    const byTitle = new Map(report.guides.map((g) => [g.title_how ?? g.title_paano, g]));
    expect(report.guides).toHaveLength(4);

    const fund = byTitle.get('How to Start an Emergency Fund')!;
    expect(fund).toMatchObject({
      paired: true,
      title_paano: 'Paano Magsimula ng Emergency Fund',
      status: 'published',
      category: 'Money Matters',
    });
    expect(fund.unconverted).toEqual(
      expect.arrayContaining(['en: embed: https://www.youtube.com/watch?v=abc123', 'fil: shortcode: [caption]']),
    );
    // Without --media-dir no image can be read: both are named.
    expect(fund.missing_images).toHaveLength(2);

    expect(byTitle.get('How to Plan a Budget')).toMatchObject({ paired: true, status: 'scheduled' });
    // No language term: guessed from the text, Filipino; published in WordPress, so published here (issue 34 item 2).
    expect(byTitle.get('Paano mag-ipon para sa bahay')).toMatchObject({
      paired: false,
      lang: 'paano',
      lang_guessed: true,
      status: 'published',
    });
    expect(byTitle.get('Paano mag-ipon para sa bahay')!.unconverted).toEqual([
      'table: Buwan | Ipon',
      'shortcode: [gallery]',
      // The gallery's pictures are named (issue 34 item 3).
      'image: attachment 7 (gallery)',
      'image: attachment 8 (gallery)',
    ]);
    expect(byTitle.get('How to Compare Savings Accounts')).toMatchObject({
      paired: false,
      lang: 'how',
      lang_guessed: false,
      category: null,
    });
    expect(report.categories).toEqual([{ name_how: 'Money Matters', name_paano: 'Usapang Pera', state: 'new' }]);
    expect(report.skipped.map((s) => s.why)).toEqual(['page', 'trashed']);
    expect(report.summary).toMatch(/nothing was written/);
    expect(await counts(t)).toEqual(before);
  });

  it('the owner can change a guessed language in the dry run', async () => {
    const res = await dryRun(polylang).set('X-Import-Languages', JSON.stringify({ 'https://old.example.com/?p=105': 'how' }));
    const guide = (res.body as ImportReportDto).guides.find((g) => g.keys[0] === 'https://old.example.com/?p=105')!;
    expect(guide).toMatchObject({ lang: 'how', lang_guessed: false, title_how: 'Paano mag-ipon para sa bahay' });
  });

  describe('bad input gets a clear error and changes nothing', () => {
    const cases: [string, string, RegExp][] = [
      ['not XML', 'this is not xml at all', /not well-formed XML/],
      [
        'an entity bomb',
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><rss><channel><title>&lol2;</title></channel></rss>',
        /DOCTYPE/,
      ],
      ['an external entity', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss>&x;</rss>', /DOCTYPE/],
      ['an undefined entity', '<rss><channel><item><title>&boom;</title></item></channel></rss>', /not well-formed XML/],
      ['another XML file', '<html><body>hi</body></html>', /neither a WordPress export/],
      ['a cut-off file', '<rss><channel><item><title>Half', /not well-formed XML/],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const before = await counts(t);
      const res = await dryRun(body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(message);
      const started = await request(t.http)
        .post('/api/import')
        .set('Authorization', auth)
        .set('Content-Type', 'application/xml')
        .send(body);
      expect(started.status).toBe(400);
      expect(await counts(t)).toEqual(before);
    });

    it('an image path leading outside --media-dir', async () => {
      const before = await counts(t);
      const file = polylang
        .toString()
        .replace('<p>Interest rates differ between banks.</p>', '<p><img src="../../../../etc/passwd"> Rates.</p>');
      await expect(importer().run([file], { dryRun: false, mediaDir })).rejects.toThrow(/leads outside the media folder/);
      expect(await counts(t)).toEqual(before);
    });

    it('a file over 100 MB (refused by its declared size, before it is read)', async () => {
      const res = await request(t.http)
        .post('/api/import/dry-run')
        .set('Authorization', auth)
        .set('Content-Type', 'application/xml')
        .set('Content-Length', String(101 * 1024 * 1024))
        .send('<rss/>')
        .catch((error: { response?: request.Response }) => error.response);
      expect(res?.status).toBe(413);
      expect(res?.body.detail).toMatch(/larger than 100 MB/);
    });

    it('an empty upload', async () => {
      const res = await dryRun('');
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/Choose a WordPress/);
    });
  });

  it('a failure in the middle of an import leaves the site as it was (files included)', async () => {
    const before = await counts(t);
    // A real refusal by PostgreSQL on the third guide written.
    await sql(
      t.databaseUrl,
      `create function hp_refuse() returns trigger language plpgsql as $$ begin
         if new.title = 'Paano Gumawa ng Budget' then raise exception 'refused by test trigger'; end if; return new; end $$;
       create trigger hp_refuse before insert on guide_translation for each row execute function hp_refuse();`,
    );
    try {
      await expect(importer().run([polylang], { dryRun: false, mediaDir })).rejects.toThrow(/refused by test trigger/);
    } finally {
      await sql(t.databaseUrl, `drop trigger hp_refuse on guide_translation; drop function hp_refuse();`);
    }
    expect(await counts(t)).toEqual(before);
  });

  describe('a Polylang WXR with --media-dir', () => {
    let report: ImportReportDto;
    const guideOf = async (title: string): Promise<BilingualGuideDto> => {
      const id = report.guides.find((g) => g.title_how === title || g.title_paano === title)!.guide_id!;
      const res = await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth).expect(200);
      return res.body as BilingualGuideDto;
    };

    beforeAll(async () => {
      report = await importer().run([polylang], { dryRun: false, mediaDir });
    });

    it('imports each pair as one bilingual guide, keeping dates, status and formatting', async () => {
      expect(report.created).toBe(4);
      const fund = await guideOf('How to Start an Emergency Fund');
      expect(fund.status).toBe('published');
      expect(fund.how).toMatchObject({
        title: 'How to Start an Emergency Fund',
        slug: 'start-emergency-fund',
        header_description: 'Three steps to a fund that saves you from debt.',
        introduction: 'An emergency fund keeps a **surprise bill** from becoming a debt.',
        conclusion: 'Start small and keep going.',
        meta_description: 'Build an emergency fund in three steps.',
      });
      expect(fund.paano).toMatchObject({
        title: 'Paano Magsimula ng Emergency Fund',
        slug: 'magsimula-emergency-fund',
        introduction: 'Ang emergency fund ay nag-iingat sa iyo mula sa **biglaang gastos**.',
        conclusion: 'Magsimula nang maliit.',
      });
      expect(fund.category).toMatchObject({ category_how: 'Money Matters', category_paano: 'Usapang Pera' });
      expect(fund.sections.map((s) => [s.section_how, s.section_paano])).toEqual([
        ['Pick a target', 'Pumili ng target'],
        ['Save every payday', 'Mag-ipon tuwing sahod'],
      ]);
      expect(parseBullets(fund.sections[0]!.section_how_bullets)).toEqual([
        { text: 'Aim for *three to six months* of expenses.', subPoints: [] },
        { text: 'Rent and food', subPoints: ['Count a normal month'] },
        { text: "Read [the central bank's tips](https://www.bsp.gov.ph/)", subPoints: [] },
      ]);
      expect(fund.sections[1]!.section_paano_bullets).toEqual(['Gumamit ng auto-debit.']);
      // The featured image is the header image, the image under the first heading the section's; both re-encoded.
      expect(fund.header_image).toMatchObject({ image: expect.stringMatching(/^\/media\/.+\.webp$/) });
      expect(fund.sections[0]!.section_img ?? fund.sections[0]!.image).toBeTruthy();
      const [row] = await sql<{ created_at: Date; published_at: Date }>(
        t.databaseUrl,
        `select created_at, published_at from guide where id = $1`,
        [fund.id],
      );
      expect(new Date(row!.created_at).toISOString()).toBe('2024-05-01T02:00:00.000Z');
      expect(new Date(row!.published_at).toISOString()).toBe('2024-05-01T02:00:00.000Z');
    });

    it('keeps a scheduled pair scheduled and a draft a draft', async () => {
      const budget = await guideOf('How to Plan a Budget');
      expect(budget.status).toBe('draft');
      const [row] = await sql<{ publish_at: Date }>(t.databaseUrl, `select publish_at from guide where id = $1`, [budget.id]);
      expect(new Date(row!.publish_at).toISOString()).toBe('2030-01-05T00:00:00.000Z');
      const compare = await guideOf('How to Compare Savings Accounts');
      expect(compare.status).toBe('draft');
    });

    it('makes an unpaired post a single-language guide flagged for translation, published as it was', async () => {
      const house = await guideOf('Paano mag-ipon para sa bahay');
      expect(house.status).toBe('published');
      expect(house.paano.title).toBe('Paano mag-ipon para sa bahay');
      expect(house.how.title ?? '').toBe('');
      expect(house.category).toMatchObject({ category_how: 'Money Matters' });
      expect(house.translation_state?.stale.length).toBeGreaterThan(0);
      expect(house.sections[0]!.section_paano_bullets).toEqual(['Buwan | Ipon', 'Enero | 5,000']);
      // One category for both pairs and the unpaired post: matched, not created again.
      expect(await count(t, 'category')).toBe(1);
    });

    it("answers every published post's old addresses with a 301 to its guide", async () => {
      const cases: [string, string][] = [
        ['/2024/05/start-emergency-fund/', '/money-matters/start-emergency-fund'],
        ['/?p=101', '/money-matters/start-emergency-fund'],
        ['/tl/2024/05/magsimula-emergency-fund/', '/usapang-pera/magsimula-emergency-fund'],
        ['/?p=102', '/usapang-pera/magsimula-emergency-fund'],
      ];
      for (const [old, now] of cases) {
        const res = await request(t.http).get(old);
        expect([old, res.status, res.headers.location]).toEqual([old, 301, now]);
      }
      // A draft's old address does not lead to a page nobody may read.
      expect((await request(t.http).get('/?p=106')).status).not.toBe(301);
    });

    it('a second run of the same file changes nothing and says so', async () => {
      const before = await counts(t);
      const again = await importer().run([polylang], { dryRun: false, mediaDir });
      expect(again.created).toBe(0);
      expect(again.unchanged).toBe(4);
      expect(again.summary).toMatch(/nothing changed/);
      expect(again.guides.every((g) => g.state === 'unchanged')).toBe(true);
      expect(await counts(t)).toEqual(before);
    });
  });

  describe('a Blogger export through the admin (job with progress)', () => {
    let job: ImportJobDto;

    beforeAll(async () => {
      const res = await request(t.http).post('/api/import').set('Authorization', auth).set('Content-Type', 'application/xml').send(blogger);
      expect(res.status).toBe(202);
      job = res.body as ImportJobDto;
      for (let i = 0; i < 150 && job.state === 'running'; i++) {
        await sleep(200);
        job = (await request(t.http).get(`/api/import/jobs/${job.id}`).set('Authorization', auth).expect(200)).body as ImportJobDto;
      }
    });

    it('imports posts as single-language guides with a guessed language, their status and the labels as a category', async () => {
      expect(job).toMatchObject({ state: 'done', total: 2, done: 2, error: null });
      const guides = job.report!.guides;
      expect(guides.map((g) => [g.title_how ?? g.title_paano, g.lang, g.status])).toEqual([
        ['How to Cook Rice Without a Rice Cooker', 'how', 'published'],
        ['Paano magtipid sa kuryente', 'paano', 'draft'],
      ]);
      const id = guides[0]!.guide_id!;
      const rice = (await request(t.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', auth))
        .body as BilingualGuideDto;
      expect(rice.category).toMatchObject({ category_how: 'Kitchen', category_paano: 'Kitchen' });
      expect(rice.sections).toEqual([
        // An ordered list keeps its numbers (issue 34 item 4).
        expect.objectContaining({ section_how: 'Wash the rice', section_how_bullets: ['1. Rinse twice', '2. Drain well'] }),
      ]);
    });

    it("a published Blogger post's address redirects at once", async () => {
      const res = await request(t.http).get('/2024/05/cook-rice-without-cooker.html');
      expect(res.status).toBe(301);
      // The slug is the old address's own.
      expect(res.headers.location).toBe('/kitchen/cook-rice-without-cooker');
    });

    it('an unknown job is a 404', async () => {
      await request(t.http).get('/api/import/jobs/999999').set('Authorization', auth).expect(404);
    });
  });

  describe('export, then import into a fresh instance', () => {
    let fresh: TestApp;
    let exportDir: string;

    beforeAll(async () => {
      fresh = await createTestApp();
      exportDir = mkdtempSync(join(tmpdir(), 'hp-export-'));
      await sql(t.databaseUrl, `update category set rank = 2 where name_how = 'Money Matters'`);
      // A guide written in the editor: a key-insight section, sub-points, formatting, sources, images with alt texts.
      const categoryId = await insertCategory(t, 'Tech Tutorials', 'Mga Tutorial sa Teknolohiya', 4);
      const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#22aa66' } })
        .png()
        .toBuffer();
      const created = await createGuide(
        t,
        guideFields(categoryId, 'How to back up a phone', 'Paano mag-back up ng telepono', {
          how: translation('How to back up a phone', {
            introduction: 'Keep **two** copies.\n\n- one at home\n- one online',
            header_image_alt: 'A phone',
          }),
          paano: translation('Paano mag-back up ng telepono', { header_image_alt: 'Isang telepono' }),
          post_status: 'published',
          sections: [
            section(1, { section_how_img_alt: 'Cables', section_paano_img_alt: 'Mga kable' }),
            section(2, {
              section_how: '[p] Key insight: test the restore',
              section_paano: '[p] Mahalagang punto: subukan ang restore',
              section_how_bullets: ['A backup you cannot restore is no backup'],
            }),
            section(3, { section_how_bullets: ['Use `adb backup`', 'See [the docs](https://developer.android.com/)'] }),
          ],
        }),
        { header_image: png, section_image_0: png },
      );
      expect(created.status).toBe(201);
    });
    afterAll(async () => {
      await fresh?.close();
      rmSync(exportDir, { recursive: true, force: true });
    });

    it('the admin download is the whole site as WXR with Polylang terms', async () => {
      const res = await request(t.http)
        .get('/api/export?revisions=1')
        .set('Authorization', auth)
        .buffer(true)
        .parse((r, cb) => {
          let text = '';
          r.on('data', (c: Buffer) => (text += c.toString()));
          r.on('end', () => cb(null, text));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="howpaano-.*\.xml"/);
      const xml = res.body as string;
      expect(xml).toContain('<wp:term_taxonomy><![CDATA[post_translations]]></wp:term_taxonomy>');
      expect(xml).toContain('<category domain="language" nicename="tl">');
      expect(xml).toContain('<wp:post_type><![CDATA[revision]]></wp:post_type>');
    });

    it('gives the same guides', async () => {
      let xml = '';
      await t.app.get(ExportService).write((chunk) => void (xml += chunk), { mediaDir: exportDir });
      const report = await fresh.app.get(ImportService).run([xml], { dryRun: false, mediaDir: exportDir });
      const freshAuth = `Bearer ${await fresh.token()}`;
      expect(report.created).toBe(await count(t, 'guide'));
      expect(report.guides.every((g) => g.missing_images.length === 0)).toBe(true);

      const load = async (app: TestApp, bearer: string, id: number) =>
        (await request(app.http).get(`/api/bilingual-content/${id}/retrieve_bilingual/`).set('Authorization', bearer).expect(200))
          .body as BilingualGuideDto;
      const ids = (await sql<{ id: number }>(t.databaseUrl, 'select id from guide order by id')).map((r) => r.id);
      const norm = (g: BilingualGuideDto) => ({
        status: g.status,
        how: g.how,
        paano: g.paano,
        category: g.category ? [g.category.category_how, g.category.category_paano] : null,
        header_image: Boolean(g.header_image),
        sections: g.sections.map((s) => ({
          how: s.section_how,
          paano: s.section_paano,
          bulletsHow: parseBullets(s.section_how_bullets),
          bulletsPaano: parseBullets(s.section_paano_bullets),
          image: Boolean(s.section_img ?? s.image),
        })),
        sources: (g.sources ?? []).map((s) => s.source_link),
      });
      for (const id of ids) {
        const original = await load(t, auth, id);
        // Each post's guid: the one it was imported with, or the one the export gave an editor-made guide.
        const keys = (await sql<{ key: string }>(t.databaseUrl, 'select key from import_source where guide_id = $1', [id])).map(
          (r) => r.key,
        );
        const match = report.guides.find((g) => g.keys.some((k) => keys.includes(k)));
        const copy = await load(fresh, freshAuth, match!.guide_id!);
        expect(norm(copy)).toEqual(norm(original));
      }
      // The same guids again on a second export, and the site's own export imported into itself changes nothing.
      let again = '';
      await t.app.get(ExportService).write((chunk) => void (again += chunk));
      const guidsOf = (text: string) => [...text.matchAll(/<guid isPermaLink="false">([^<]*)<\/guid>/g)].map((m) => m[1]);
      expect(guidsOf(again)).toEqual(guidsOf(xml));
      expect(again).toContain('<wp:author><wp:author_id>1</wp:author_id>');
      expect(again).toContain(
        '<wp:term_taxonomy><![CDATA[term_language]]></wp:term_taxonomy><wp:term_slug><![CDATA[pll_tl]]></wp:term_slug>',
      );
      const before = await counts(t);
      const self = await importer().run([again], { dryRun: false, mediaDir: exportDir });
      expect([self.created, self.unchanged]).toEqual([0, ids.length]);
      expect(await counts(t)).toEqual(before);
      const [rank] = await sql<{ rank: number }>(fresh.databaseUrl, `select rank from category where name_how = 'Money Matters'`);
      expect(rank!.rank).toBe(2);
      expect(existsSync(exportDir)).toBe(true);
    });
  });
});
