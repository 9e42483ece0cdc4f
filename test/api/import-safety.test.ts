import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import type { ImportJobDto } from '../../client/src/api/types';
import { ImportJobsService } from '../../src/transfer/import-jobs.service';
import { ImportService } from '../../src/transfer/import.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

jest.setTimeout(300_000);

const FIXTURES = join(__dirname, '..', 'fixtures', 'import');
const polylang = readFileSync(join(FIXTURES, 'polylang.xml'));

const WXR_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
  'xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Big</title>';

/** 24 MB of elements nested inside one post, as in the attack of issue 35. */
function nestedFile(): Buffer {
  const depth = 3_500_000;
  return Buffer.from(`${WXR_HEAD}<item>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</item></channel></rss>`);
}

/** About 24 MB of honest posts: each with 40 meta rows and a long text. */
function hugeFile(): Buffer {
  const parts = [WXR_HEAD];
  const meta = Array.from(
    { length: 40 },
    (_, i) => `<wp:postmeta><wp:meta_key>k${i}</wp:meta_key><wp:meta_value>v${i}</wp:meta_value></wp:postmeta>`,
  ).join('');
  const body = '<p>Save a little every payday, and a little more when you can.</p>'.repeat(60);
  for (let n = 1; n <= 3000; n++) {
    parts.push(
      `<item><title>Post ${n}</title><guid isPermaLink="false">https://big.example/?p=${n}</guid><content:encoded><![CDATA[${body}]]></content:encoded>` +
        `<wp:post_id>${n}</wp:post_id><wp:status>draft</wp:status><wp:post_type>post</wp:post_type>${meta}</item>`,
    );
  }
  parts.push('</channel></rss>');
  return Buffer.from(parts.join('\n'));
}

async function count(t: TestApp, table: string): Promise<number> {
  return Number((await sql<{ n: number }>(t.databaseUrl, `select count(*)::int as n from "${table}"`))[0]!.n);
}

/**
 * Calls /healthz one after another until `work` settles; how many answered (200) while it ran.
 * The import and the requests share this process's event loop, as the site's requests would.
 */
async function healthzDuring(t: TestApp, work: Promise<unknown>): Promise<number> {
  let settled = false;
  const done = work.then(
    () => (settled = true),
    () => (settled = true),
  );
  let answered = 0;
  while (!settled) {
    const res = await request(t.http).get('/healthz');
    if (!settled && res.status === 200) answered++;
  }
  await done;
  return answered;
}

/** Issue 35 item 4: an import cannot stall the site, two cannot run at once, errors come in words. */
describe('imports that cannot stall the site', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    mkdirSync(t.config.uploadDir, { recursive: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const importer = () => t.app.get(ImportService);
  const jobs = () => t.app.get(ImportJobsService);
  const start = (body: Buffer | string) =>
    request(t.http).post('/api/import').set('Authorization', auth).set('Content-Type', 'application/xml').send(body);
  const waitForJob = async (id: number): Promise<ImportJobDto> => {
    await jobs().settled();
    return (await request(t.http).get(`/api/import/jobs/${id}`).set('Authorization', auth).expect(200)).body as ImportJobDto;
  };

  it('a 24 MB file of nested elements is refused in words, and /healthz answers while it is read', async () => {
    const file = nestedFile();
    expect(file.length).toBeGreaterThan(24 * 1000 * 1000);
    const check = importer().run([file], { dryRun: true });
    const answered = await healthzDuring(t, check);
    await expect(check).rejects.toThrow(/nests elements more than 32 deep/);
    expect(answered).toBeGreaterThan(0);
    // Through the admin: a clear 400, nothing written.
    const res = await request(t.http)
      .post('/api/import/dry-run')
      .set('Authorization', auth)
      .set('Content-Type', 'application/xml')
      .send(file);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/nests elements more than 32 deep/);
    expect(await count(t, 'guide')).toBe(0);
  });

  it('a post of too many elements is refused in words', async () => {
    const items = '<wp:postmeta><wp:meta_key>k</wp:meta_key></wp:postmeta>'.repeat(60_000);
    await expect(importer().run([`${WXR_HEAD}<item>${items}</item></channel></rss>`], { dryRun: true })).rejects.toThrow(
      /holds more than 100,000 elements/,
    );
  });

  it('/healthz keeps answering while a huge honest file is read and planned', async () => {
    const file = hugeFile();
    expect(file.length).toBeGreaterThan(20 * 1024 * 1024);
    const check = importer().run([file], { dryRun: true });
    const answered = await healthzDuring(t, check);
    const report = await check;
    expect(report.guides).toHaveLength(3000);
    expect(answered).toBeGreaterThan(0);
  });

  it('a second import while one runs answers 409 in words, and the first finishes', async () => {
    // Another connection holds the guide table: the first import's writing waits, its job stays running.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    let first: ImportJobDto;
    try {
      await holder.query('begin');
      await holder.query('lock table guide in share mode');
      const [a, b] = await Promise.all([start(polylang), start(polylang)]);
      expect([a.status, b.status].sort()).toEqual([202, 409]);
      const refused = a.status === 409 ? a : b;
      expect(refused.body.detail).toBe('An import is already running; wait for it to finish.');
      first = (a.status === 202 ? a : b).body as ImportJobDto;
      const third = await start(polylang);
      expect(third.status).toBe(409);
      expect((await request(t.http).get(`/api/import/jobs/${first.id}`).set('Authorization', auth)).body).toMatchObject({
        state: 'running',
      });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const done = await waitForJob(first.id);
    expect(done).toMatchObject({ state: 'done', error: null });
    expect(done.report!.created).toBe(4);
    expect(await count(t, 'guide')).toBe(4);
    // Once it is over, the next import may start (here: nothing new, all imported before).
    const next = await start(polylang);
    expect(next.status).toBe(202);
    expect(await waitForJob((next.body as ImportJobDto).id)).toMatchObject({ state: 'done' });
  });

  it('a job refused by the database says so in words, without the statement, and changes nothing', async () => {
    const before = await count(t, 'guide');
    // Another site's posts (other guids) at other addresses (other slugs: a slug already here would be matched, issue 34 item 6).
    const file = polylang
      .toString()
      .replaceAll('old.example.com', 'other.example.org')
      .replace(/<wp:post_name><!\[CDATA\[([^\]]*)\]\]>/g, (_m, slug: string) => `<wp:post_name><![CDATA[${slug || 'untitled'}-other]]>`);
    await sql(
      t.databaseUrl,
      `create function hp_refuse() returns trigger language plpgsql as $$ begin
         if new.title = 'Paano Gumawa ng Budget' then raise exception 'refused by test trigger'; end if; return new; end $$;
       create trigger hp_refuse before insert on guide_translation for each row execute function hp_refuse();`,
    );
    let job: ImportJobDto;
    try {
      const res = await start(file);
      expect(res.status).toBe(202);
      job = await waitForJob((res.body as ImportJobDto).id);
    } finally {
      await sql(t.databaseUrl, `drop trigger hp_refuse on guide_translation; drop function hp_refuse();`);
    }
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/^The import failed and the site was left as it was: the database refused one of the writes\./);
    expect(job.error).not.toMatch(/insert|select|guide_translation|refused by test trigger|\?/i);
    expect(await count(t, 'guide')).toBe(before);
  });

  describe('--media-dir', () => {
    let mediaDir: string;
    let outside: string;

    beforeAll(async () => {
      mediaDir = mkdtempSync(join(tmpdir(), 'hp-media-'));
      outside = mkdtempSync(join(tmpdir(), 'hp-outside-'));
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2864c8' } })
        .png()
        .toBuffer();
      writeFileSync(join(outside, 'secret.png'), png);
      writeFileSync(join(outside, 'header-photo.jpg'), png);
    });
    afterAll(() => {
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    });

    const fresh = polylang.toString().replaceAll('old.example.com', 'media.example.net');

    it('a symbolic link to a file outside the folder is refused, nothing written', async () => {
      mkdirSync(join(mediaDir, '2024', '05'), { recursive: true });
      symlinkSync(join(outside, 'secret.png'), join(mediaDir, '2024', '05', 'jar.png'));
      const guides = await count(t, 'guide');
      const files = readdirSync(t.config.uploadDir).length;
      await expect(importer().run([fresh], { dryRun: true, mediaDir })).rejects.toThrow(/leads outside the media folder/);
      await expect(importer().run([fresh], { dryRun: false, mediaDir })).rejects.toThrow(/leads outside the media folder/);
      expect(await count(t, 'guide')).toBe(guides);
      expect(readdirSync(t.config.uploadDir).length).toBe(files);
      rmSync(join(mediaDir, '2024'), { recursive: true });
    });

    it('so is a linked folder leading outside', async () => {
      mkdirSync(join(mediaDir, '2024'), { recursive: true });
      symlinkSync(outside, join(mediaDir, '2024', '05'));
      await expect(importer().run([fresh], { dryRun: true, mediaDir })).rejects.toThrow(/leads outside the media folder/);
      rmSync(join(mediaDir, '2024'), { recursive: true });
    });
  });
});
