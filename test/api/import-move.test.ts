import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import * as tar from 'tar';
import type { ImportJobDto, ImportReportDto } from '../../client/src/api/types';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { mediaFileNames } from '../../src/media/media-names';
import { createGuide, guideFields, section, translation, updateGuide } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

jest.setTimeout(240_000);

const binary = (r: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = r as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};

async function rows<T extends Record<string, unknown> = Record<string, unknown>>(
  app: TestApp,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return sql<T>(app.databaseUrl, query, params);
}

/** What a failed import must not change. */
async function state(app: TestApp): Promise<unknown> {
  return {
    guides: await rows(
      app,
      `select g.id, t.lang, t.slug, t.title, t.introduction from guide g join guide_translation t on t.guide_id = g.id order by 1, 2`,
    ),
    revisions: await rows(app, `select count(*)::int as n from guide_revision`),
    settings: await rows(app, `select revision from site_settings order by revision desc limit 1`),
    redirects: await rows(app, `select count(*)::int as n from path_redirect`),
  };
}

/**
 * Issue 34 item 6: a move between hosts from the admin alone. The export is one .tar.gz with the
 * images, the settings and (ticked) the revisions; the admin import takes it whole; a guide whose
 * slug is already here is matched (skip or replace), never imported again as a -2 copy.
 */
describe('moving hosts with the admin export archive', () => {
  let source: TestApp;
  let fresh: TestApp;
  let quick: TestApp;
  let archive: Buffer;
  let plainArchive: Buffer;
  let editorGuide: number;
  let demoSlug: string;

  const auth = async (app: TestApp) => `Bearer ${await app.token()}`;
  const dryRun = async (app: TestApp, body: Buffer, headers: Record<string, string> = {}) =>
    request(app.http)
      .post('/api/import/dry-run')
      .set('Authorization', await auth(app))
      .set('Content-Type', 'application/gzip')
      .set(headers)
      .send(body);
  /** Starts the import and waits for the job to end. */
  const importAll = async (app: TestApp, body: Buffer, headers: Record<string, string> = {}): Promise<ImportJobDto> => {
    const bearer = await auth(app);
    const started = await request(app.http)
      .post('/api/import')
      .set('Authorization', bearer)
      .set('Content-Type', 'application/gzip')
      .set(headers)
      .send(body);
    expect(started.status).toBe(202);
    for (;;) {
      const job = (await request(app.http).get(`/api/import/jobs/${started.body.id}`).set('Authorization', bearer).expect(200))
        .body as ImportJobDto;
      if (job.state !== 'running') return job;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const download = async (app: TestApp, revisions: boolean) =>
    request(app.http)
      .get(`/api/export/archive${revisions ? '?revisions=1' : ''}`)
      .set('Authorization', await auth(app))
      .buffer(true)
      .parse(binary);

  beforeAll(async () => {
    [source, fresh, quick] = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
    await seedDemoDatabase(source.databaseUrl);
    await seedDemoDatabase(quick.databaseUrl);
    const [category] = await rows<{ id: number }>(source, `select id from category order by id limit 1`);
    const photo = await sharp({ create: { width: 1300, height: 800, channels: 3, background: '#c86428' } })
      .jpeg()
      .toBuffer();
    const created = await createGuide(
      source,
      guideFields(category!.id, 'How to pack for a move', 'Paano mag-empake para sa paglipat', {
        how: translation('How to pack for a move', { header_image_alt: 'Boxes' }),
        paano: translation('Paano mag-empake para sa paglipat', { header_image_alt: 'Mga kahon' }),
        post_status: 'published',
        sections: [section(1, { section_how_img_alt: 'Tape', section_paano_img_alt: 'Teyp' }), section(2)],
      }),
      { header_image: photo, section_image_0: photo },
    );
    expect(created.status).toBe(201);
    editorGuide = created.body.id;
    // A second save: the guide has two revisions.
    const saved = await updateGuide(
      source,
      editorGuide,
      guideFields(category!.id, 'How to pack for a move', 'Paano mag-empake para sa paglipat', {
        how: translation('How to pack for a move', { introduction: 'Label every box.', header_image_alt: 'Boxes' }),
        paano: translation('Paano mag-empake para sa paglipat', { header_image_alt: 'Mga kahon' }),
        post_status: 'published',
        sections: [
          { ...section(1, { section_how_img_alt: 'Tape', section_paano_img_alt: 'Teyp' }), id: created.body.sections[0].id },
          { ...section(2), id: created.body.sections[1].id },
        ],
        version: created.body.version,
      }),
    );
    expect(saved.status).toBe(200);
    // The old site's own words in a demo guide, so a replace is seen.
    const [demo] = await rows<{ slug: string }>(
      source,
      `select slug from guide_translation where lang = 'how' and guide_id <> $1 order by guide_id limit 1`,
      [editorGuide],
    );
    demoSlug = demo!.slug;
    await rows(source, `update guide_translation set introduction = 'Written on the old host.' where lang = 'how' and slug = $1`, [
      demoSlug,
    ]);
    // The site's settings: identity, ads, affiliate hosts, GA4.
    const bearer = await auth(source);
    const current = (await request(source.http).get('/api/settings/').set('Authorization', bearer).expect(200)).body;
    await request(source.http)
      .put('/api/settings/')
      .set('Authorization', bearer)
      .send({
        base_revision: current.revision,
        settings: {
          ...current.settings,
          site_name: 'Lumipat Na',
          tagline_en: 'Moved in',
          adsense_client: 'ca-pub-1234567890123456',
          affiliate_domains: ['shop.example'],
          ga4_measurement_id: 'G-MOVED123',
          readers_retention_months: 3,
        },
      })
      .expect(200);

    const res = await download(source, true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/gzip/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="howpaano-.*\.tar\.gz"/);
    archive = res.body as Buffer;
    plainArchive = (await download(source, false)).body as Buffer;
  });
  afterAll(async () => {
    await Promise.all([source?.close(), fresh?.close(), quick?.close()]);
  });

  it('the download is one archive: the WXR file, every rendition of every image, the settings and the revisions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hp-move-'));
    try {
      writeFileSync(join(dir, 'a.tar.gz'), archive);
      const names: string[] = [];
      await tar.list({ file: join(dir, 'a.tar.gz'), onReadEntry: (e) => names.push(e.path) });
      const [guide] = await rows<{ header_image: string }>(source, `select header_image from guide where id = $1`, [editorGuide]);
      expect(names).toEqual(
        expect.arrayContaining([
          'manifest.json',
          'howpaano.xml',
          'settings.json',
          'revisions.jsonl',
          ...mediaFileNames(guide!.header_image).map((n) => `media/${n}`),
        ]),
      );
      const plain: string[] = [];
      writeFileSync(join(dir, 'b.tar.gz'), plainArchive);
      await tar.list({ file: join(dir, 'b.tar.gz'), onReadEntry: (e) => plain.push(e.path) });
      expect(plain).not.toContain('revisions.jsonl');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imported into a fresh site: images byte-identical, settings and revisions there', async () => {
    const check = await dryRun(fresh, archive);
    expect(check.status).toBe(200);
    const report = check.body as ImportReportDto;
    const guides = await rows<{ n: number }>(source, `select count(*)::int as n from guide`);
    expect(report.guides.filter((g) => g.state === 'new')).toHaveLength(guides[0]!.n);
    expect(report.guides.every((g) => g.missing_images.length === 0 && !g.existing)).toBe(true);
    expect(report.archive).toMatchObject({ images: 2 });
    expect(report.archive!.settings).toEqual(
      expect.arrayContaining(['site_name', 'adsense_client', 'affiliate_domains', 'ga4_measurement_id']),
    );
    // Never more than the moved settings.
    expect(report.archive!.settings).not.toContain('readers_retention_months');
    expect(report.archive!.revisions).toBeGreaterThanOrEqual(2);

    const job = await importAll(fresh, archive);
    expect(job.state).toBe('done');
    expect(job.report!.created).toBe(guides[0]!.n);

    // Every rendition served here is the old host's file, byte for byte.
    const [before] = await rows<{ header_image: string; image: string }>(
      source,
      `select g.header_image, s.image from guide g join section s on s.guide_id = g.id and s.image is not null where g.id = $1`,
      [editorGuide],
    );
    const [moved] = await rows<{ id: number; header_image: string; image: string }>(
      fresh,
      `select g.id, g.header_image, s.image from guide g join guide_translation t on t.guide_id = g.id and t.lang = 'how'
         join section s on s.guide_id = g.id and s.image is not null where t.slug = 'how-to-pack-for-a-move'`,
    );
    expect(moved).toMatchObject({ header_image: before!.header_image, image: before!.image });
    for (const name of [...mediaFileNames(before!.header_image), ...mediaFileNames(before!.image)]) {
      const old = await request(source.http).get(`/media/${name}`).buffer(true).parse(binary).expect(200);
      const now = await request(fresh.http).get(`/media/${name}`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(now.body as Buffer, old.body as Buffer)).toBe(0);
    }

    // The settings arrived (what a reader notices: the name, /ads.txt, GA4), the site's own retention did not.
    const settings = (
      await request(fresh.http)
        .get('/api/settings/')
        .set('Authorization', await auth(fresh))
        .expect(200)
    ).body.settings;
    expect(settings).toMatchObject({ site_name: 'Lumipat Na', affiliate_domains: ['shop.example'], ga4_measurement_id: 'G-MOVED123' });
    expect(settings.readers_retention_months).not.toBe(3);
    const adsTxt = await request(fresh.http).get('/ads.txt');
    expect(adsTxt.status).toBe(200);
    expect(adsTxt.text).toContain('pub-1234567890123456');

    // The revisions: the two editor saves of the old host, plus the import's own.
    const revisions = await rows<{ reason: string }>(
      fresh,
      `select reason from guide_revision where guide_id = $1 order by created_at, id`,
      [moved!.id],
    );
    const oldRevisions = await rows<{ reason: string }>(
      source,
      `select reason from guide_revision where guide_id = $1 order by created_at, id`,
      [editorGuide],
    );
    expect(revisions.length).toBe(oldRevisions.length + 1);
    expect(revisions.slice(0, oldRevisions.length).map((r) => r.reason)).toEqual(oldRevisions.map((r) => r.reason));
  });

  it('into a quick-start site with the demo guides: the dry run names the matches; skip leaves them, no -2 copies', async () => {
    const before = await rows<{ id: number; slug: string; introduction: string }>(
      quick,
      `select guide_id as id, slug, introduction from guide_translation where lang = 'how' order by guide_id`,
    );
    const check = (await dryRun(quick, plainArchive)).body as ImportReportDto;
    const matched = check.guides.filter((g) => g.existing);
    expect(matched).toHaveLength(before.length);
    const target = before.find((b) => b.slug === demoSlug)!;
    expect(check.guides.find((g) => g.existing?.guide_id === target.id)).toBeTruthy();

    const job = await importAll(quick, plainArchive, { 'X-Import-Existing': JSON.stringify({ '*': 'skip' }) });
    expect(job.state).toBe('done');
    expect(job.report!.created).toBe(1);
    expect(job.report!.skipped_existing).toBe(before.length);
    const after = await rows<{ id: number; slug: string; introduction: string }>(
      quick,
      `select guide_id as id, slug, introduction from guide_translation where lang = 'how' and guide_id <= $1 order by guide_id`,
      [before[before.length - 1]!.id],
    );
    expect(after).toEqual(before);
    expect(await rows(quick, `select slug from guide_translation where slug ~ '-2$'`)).toEqual([]);
    expect(
      await rows(quick, `select * from path_redirect where guide_id in (select unnest($1::int[]))`, [before.map((b) => b.id)]),
    ).toEqual([]);
  });

  it('replace keeps the guide here (its id and address) with the old host content', async () => {
    const [target] = await rows<{ id: number }>(quick, `select guide_id as id from guide_translation where lang = 'how' and slug = $1`, [
      demoSlug,
    ]);
    const guides = await rows<{ n: number }>(quick, `select count(*)::int as n from guide`);
    const job = await importAll(quick, plainArchive, { 'X-Import-Existing': JSON.stringify({ '*': 'replace' }) });
    expect(job.state).toBe('done');
    expect(job.report!.replaced).toBeGreaterThan(0);
    expect(job.report!.created).toBe(0);
    expect((await rows<{ n: number }>(quick, `select count(*)::int as n from guide`))[0]!.n).toBe(guides[0]!.n);
    const [now] = await rows<{ id: number; introduction: string }>(
      quick,
      `select guide_id as id, introduction from guide_translation where lang = 'how' and slug = $1`,
      [demoSlug],
    );
    expect(now).toEqual({ id: target!.id, introduction: 'Written on the old host.' });
    expect(await rows(quick, `select slug from guide_translation where slug ~ '-2$'`)).toEqual([]);
    // Imported again: every guide is matched by its guid now, nothing changes.
    const again = (await dryRun(quick, plainArchive)).body as ImportReportDto;
    expect(again.guides.every((g) => g.state === 'unchanged')).toBe(true);
  });

  describe('a bad archive leaves the site as it was, and says why', () => {
    let dir: string;
    let good: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'hp-bad-move-'));
      good = join(dir, 'good');
      mkdirSync(good);
      writeFileSync(join(good, 'a.tar.gz'), archive);
      await tar.extract({ file: join(good, 'a.tar.gz'), cwd: good });
      rmSync(join(good, 'a.tar.gz'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const pack = async (entries: string[], cwd = good) => {
      const file = join(dir, `${Math.random()}.tar.gz`);
      await tar.create({ gzip: true, file, cwd, portable: true }, entries);
      return readFileSync(file);
    };

    it.each([
      ['cut short', async () => archive.subarray(0, Math.floor(archive.length / 2)), /damaged/],
      ['gzip of something else', async () => gzipSync(Buffer.from('<rss></rss>')), /damaged/],
      ['no manifest (a backup, say)', async () => pack(['howpaano.xml', 'media']), /not a HowPaano export/],
      [
        'a path leading out',
        async () => {
          const evil = join(dir, 'evil');
          mkdirSync(join(evil, 'sub'), { recursive: true });
          writeFileSync(join(evil, 'sub', 'x.txt'), 'x');
          const file = join(dir, 'evil.tar');
          await tar.create({ file, cwd: good, portable: true }, ['manifest.json', 'howpaano.xml']);
          // An entry named ../x.txt, as a hostile archive would carry it.
          await tar.replace({ file, cwd: join(evil, 'sub'), portable: true, preservePaths: true }, ['../sub/x.txt']);
          return gzipSync(readFileSync(file));
        },
        /"\.\.\/sub\/x\.txt".*nothing was imported/,
      ],
      [
        'settings that would not pass the Settings screen',
        async () => {
          const other = join(dir, 'bad-settings');
          mkdirSync(other);
          for (const f of ['manifest.json', 'howpaano.xml']) writeFileSync(join(other, f), readFileSync(join(good, f)));
          writeFileSync(join(other, 'settings.json'), JSON.stringify({ ga4_measurement_id: 'not-an-id' }));
          return pack(['manifest.json', 'howpaano.xml', 'settings.json'], other);
        },
        /settings\.json cannot be used \(ga4_measurement_id\)/,
      ],
    ])('%s', async (_name, make, message) => {
      const body = await make();
      const before = await state(fresh);
      const check = await dryRun(fresh, body);
      expect(check.status).toBe(400);
      expect(check.body.detail).toMatch(message);
      const start = await request(fresh.http)
        .post('/api/import')
        .set('Authorization', await auth(fresh))
        .set('Content-Type', 'application/gzip')
        .send(body);
      expect(start.status).toBe(400);
      expect(await state(fresh)).toEqual(before);
    });
  });
});
