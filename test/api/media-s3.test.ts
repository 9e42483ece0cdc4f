import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import request from 'supertest';
import * as tar from 'tar';
import { backupSite, restoreSite } from '../../src/backup/bucket-backup';
import { createApp } from '../../src/app';
import { loadConfig, type S3Config } from '../../src/config/app-config';
import { FolderMediaStore } from '../../src/media/folder-media-store';
import { ImageStoreService } from '../../src/media/image-store.service';
import { copyMedia } from '../../src/media/media-copy';
import { MediaJanitor } from '../../src/media/media-janitor.service';
import { lockMediaShared } from '../../src/media/media-lock';
import { mediaFileNames, newImageId, setMediaUrlPrefix } from '../../src/media/media-names';
import { MEDIA_STORE, type MediaStore, type StoredMedia } from '../../src/media/media-store';
import { s3Client } from '../../src/media/s3-media-store';
import { expectingLogs } from '../utils/expected-logs';
import { createGuide, guideFields, insertCategory, section, translation, updateGuide } from '../utils/guides';
import { smallPng } from '../utils/images';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

jest.setTimeout(120_000);

/**
 * Media in an S3-compatible bucket (issue 26 item 1), against a real S3-protocol server (s3rver, in this
 * process, on a folder of its own): SigV4-signed requests from the real AWS SDK, real objects. What
 * s3rver does not stand for (IAM, providers' consistency and multipart limits) is in docs/media-storage.md.
 */
describe('media in an S3-compatible bucket', () => {
  const BUCKET = 'howpaano-media';
  const MOVED = 'moved-media';
  const RESTORED = 'restored-media';
  const root = mkdtempSync(join(tmpdir(), 'hp-s3-'));
  let server: S3rver;
  let endpoint: string;
  let s3Env: Record<string, string>;
  let client: S3Client;
  let a: TestApp;
  let b: NestExpressApplication;
  let categoryId: number;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  const s3Config = (bucket: string): S3Config => ({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true });
  const keys = async (bucket = BUCKET): Promise<string[]> => {
    const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (out.Contents ?? []).map((o) => o.Key!).sort();
  };
  const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const idOf = (url: string) => nameOf(url).replace(/-\d+\.webp$/, '');

  beforeAll(async () => {
    // The SDK's standard credentials (environment variables), as s3rver expects them.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(root, 's3rver'),
      configureBuckets: [{ name: BUCKET }, { name: MOVED }, { name: RESTORED }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' };
    client = s3Client(s3Config(BUCKET));
    a = await createTestApp(s3Env);
    // A second replica: same database and bucket, a disk of its own.
    const otherDisk = mkdtempSync(join(root, 'replica-b-'));
    b = await createApp({ ...a.config, dataDir: otherDisk, uploadDir: join(otherDisk, 'uploads') }, a.databaseUrl);
    await b.init();
    categoryId = await insertCategory(a);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await server?.close();
    client?.destroy();
    setMediaUrlPrefix(undefined);
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    rmSync(root, { recursive: true, force: true });
  });

  it('stores an upload as WebP renditions in the bucket, none on disk, and both replicas serve them with the same headers', async () => {
    const res = await createGuide(
      a,
      guideFields(categoryId, 'How to read a bucket', 'Paano magbasa ng bucket', {
        how: translation('How to read a bucket', { header_image_alt: 'A blue bucket' }),
        paano: translation('Paano magbasa ng bucket', { header_image_alt: 'Isang asul na timba' }),
        post_status: 'published',
      }),
      { header_image: await smallPng(1200, 600) },
    );
    expect(res.status).toBe(201);
    const image = res.body.header_image.image as string;
    expect(image).toMatch(/^\/media\/[a-f0-9]{32}-1200x600-960\.webp$/);
    const id = idOf(image);
    expect(await keys()).toEqual(expect.arrayContaining(mediaFileNames(id)));
    expect(mediaFileNames(id)).toHaveLength(3);
    expect(existsSync(a.config.uploadDir) ? readdirSync(a.config.uploadDir) : []).toEqual([]);

    for (const http of [a.http, b.getHttpServer()]) {
      const served = await request(http).get(image).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['last-modified']).toBeTruthy();
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 480]);
      // A browser asking again with the ETag gets 304 and no body; a range gets its bytes.
      const again = await request(http).get(image).set('If-None-Match', served.headers.etag);
      expect(again.status).toBe(304);
      const part = await request(http).get(image).set('Range', 'bytes=0-9').buffer(true);
      expect(part.status).toBe(206);
      expect((part.body as Buffer).length).toBe(10);
      const head = await request(http).head(image);
      expect([head.status, head.headers['content-type'], head.headers['content-length']]).toEqual([
        200,
        'image/webp',
        String((served.body as Buffer).length),
      ]);
    }

    // The public pages show it (alt text unchanged), in both languages.
    const en = await request(a.http).get('/financial-tips/how-to-read-a-bucket');
    expect(en.status).toBe(200);
    expect(en.text).toContain(`src="${image}"`);
    expect(en.text).toMatch(/<img class="guide-image"[^>]*alt="A blue bucket"/);
    const fil = await request(b.getHttpServer()).get('/mga-tip-sa-pananalapi/paano-magbasa-ng-bucket');
    expect(fil.status).toBe(200);
    expect(fil.text).toMatch(/<img class="guide-image"[^>]*alt="Isang asul na timba"/);
  });

  it('a deleted image is gone from the bucket at once, and the other replica answers 404', async () => {
    const created = await createGuide(a, guideFields(categoryId, 'Short lived', 'Panandalian', { sections: [section(1)] }), {
      header_image: await smallPng(800, 400),
      section_image_0: await smallPng(500, 500),
    });
    expect(created.status).toBe(201);
    const header = created.body.header_image.image as string;
    const sectionImage = created.body.sections[0].image as string;
    expect((await request(b.getHttpServer()).get(header)).status).toBe(200);

    // Replacing the header deletes the old one's objects after the save.
    const replaced = await updateGuide(
      a,
      created.body.id,
      { category: categoryId, version: created.body.version },
      { header_image: await smallPng(640, 320) },
    );
    expect(replaced.status).toBe(200);
    expect((await keys()).filter((k) => k.startsWith(idOf(header)))).toEqual([]);
    const gone = await request(b.getHttpServer()).get(header);
    expect([gone.status, gone.headers['cache-control'], gone.body]).toEqual([404, 'no-store', { detail: 'Not found.' }]);

    // Deleting the guide deletes every object of its images.
    const del = await request(a.http)
      .delete(`/api/bilingual-content/${created.body.id}/`)
      .set('Authorization', `Bearer ${await a.token()}`);
    expect(del.status).toBe(204);
    for (const url of [replaced.body.header_image.image as string, sectionImage]) {
      expect((await keys()).filter((k) => k.startsWith(idOf(url)))).toEqual([]);
      expect((await request(b.getHttpServer()).get(url)).status).toBe(404);
      expect((await request(a.http).head(url)).status).toBe(404);
    }
  });

  it('a save that fails after its images were written leaves no object behind', async () => {
    const before = await keys();
    await sql(
      a.databaseUrl,
      `create or replace function hp_s3_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
    );
    await sql(a.databaseUrl, 'create trigger hp_s3_fail before insert on source for each row execute function hp_s3_fail()');
    const header = await smallPng();
    const sectionPng = await smallPng(400, 300);
    try {
      const { result: res } = await expectingLogs(() =>
        createGuide(a, guideFields(categoryId, 'Fails late', 'Bumagsak', { sections: [section(1)] }), {
          header_image: header,
          section_image_0: sectionPng,
        }),
      );
      expect(res.status).toBe(500);
    } finally {
      await sql(a.databaseUrl, 'drop trigger hp_s3_fail on source');
    }
    expect(await keys()).toEqual(before);
  });

  it('a save whose images the store refuses (no such bucket) is refused whole: no rows, no objects anywhere', async () => {
    const broken = await createTestApp({ ...s3Env, S3_BUCKET: 'no-such-bucket' });
    try {
      const category = await insertCategory(broken);
      const { result: res } = await expectingLogs(async () =>
        createGuide(broken, guideFields(category, 'Nowhere to go', 'Walang mapupuntahan', { sections: [section(1)] }), {
          header_image: await smallPng(1700, 900),
          section_image_0: await smallPng(),
        }),
      );
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/bucket|NoSuchBucket|s3/i);
      const [n] = await sql<{ n: string }>(broken.databaseUrl, 'select count(*) as n from guide');
      expect(Number(n.n)).toBe(0);
      for (const bucket of [BUCKET, MOVED, RESTORED]) expect((await keys(bucket)).some((k) => k.includes('-1700x900-'))).toBe(false);
    } finally {
      await broken.close();
    }
  });

  it('the sweep removes orphans, keeps referenced and foreign objects, and lets saves go on while it lists', async () => {
    const kept = await createGuide(a, guideFields(categoryId, 'Kept in bucket', 'Nanatili sa bucket'), { header_image: await smallPng() });
    expect(kept.status).toBe(201);
    const plain = await createGuide(a, guideFields(categoryId, 'No picture yet', 'Wala pang larawan'));
    expect(plain.status).toBe(201);
    const orphan = mediaFileNames(newImageId(300, 200));
    for (const name of [...orphan, 'notes/readme.txt', 'not-ours.txt']) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: name, Body: 'left behind' }));
    }
    // A save in flight on another replica: shared media lock held, its objects written, not committed yet.
    const inFlightId = newImageId(300, 200);
    let listed!: () => void;
    const listingDone = new Promise<void>((resolve) => (listed = resolve));
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const real = a.app.get<MediaStore>(MEDIA_STORE);
    const inFlight = a.app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        await lockMediaShared(em);
        for (const name of mediaFileNames(inFlightId)) await real.put(name, Buffer.from('in flight'));
        await mayCommit;
        await em
          .getConnection()
          .execute('update guide set header_image = ? where id = ?', [inFlightId, plain.body.id], 'all', em.getTransactionContext());
      });
    let savedWhileListing: request.Response | undefined;
    // The same bucket, seen through a store that runs a whole guide save (on replica B) between pages of the listing.
    const store: MediaStore = Object.assign(Object.create(real) as MediaStore, {
      async *list(): AsyncIterable<StoredMedia[]> {
        for await (const page of real.list()) {
          yield page;
          savedWhileListing ??= await createGuide(
            { ...a, http: b.getHttpServer() },
            guideFields(categoryId, 'Saved during the sweep', 'Nai-save habang nagwawalis'),
            { header_image: await smallPng(320, 200) },
          );
        }
        listed();
      },
    });
    const janitor = new MediaJanitor(a.app.get(EntityManager), store);
    const sweep = janitor.sweep();
    await listingDone;
    commit();
    await inFlight;
    const removed = await sweep;

    expect(savedWhileListing?.status).toBe(201);
    expect(removed).toBe(orphan.length);
    const now = await keys();
    for (const name of orphan) expect(now).not.toContain(name);
    expect(now).toEqual(expect.arrayContaining(['notes/readme.txt', 'not-ours.txt', ...mediaFileNames(inFlightId)]));
    expect(now).toEqual(expect.arrayContaining(mediaFileNames(idOf(kept.body.header_image.image))));
    expect(now).toEqual(expect.arrayContaining(mediaFileNames(idOf(savedWhileListing!.body.header_image.image))));
    expect((await request(a.http).get(savedWhileListing!.body.header_image.image)).status).toBe(200);
  });

  it('a booting replica sweeps the bucket in the background: what a killed save left goes, the rest stays', async () => {
    const kept = await keys();
    const orphan = mediaFileNames(newImageId(640, 480));
    for (const name of orphan) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: name, Body: 'left by a killed save' }));
    const otherDisk = mkdtempSync(join(root, 'replica-c-'));
    const c = await createApp({ ...a.config, dataDir: otherDisk, uploadDir: join(otherDisk, 'uploads') }, a.databaseUrl);
    try {
      await c.init();
      // The app is up while the sweep runs; wait (no clock) until the sweep has deleted the orphan.
      while ((await keys()).some((k) => orphan.includes(k))) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await keys()).toEqual(kept);
    } finally {
      await c.close();
    }
  });

  it('npm run media:to-s3 copies a folder into a bucket, resumably', async () => {
    const folder = join(root, 'uploads-to-move');
    mkdirSync(folder);
    const images = a.app.get(ImageStoreService);
    const names: string[] = [];
    for (const [w, h] of [
      [1800, 900],
      [700, 500],
      [300, 300],
    ]) {
      const prepared = await images.prepare({ fieldname: 'x', buffer: await smallPng(w, h), size: 0 });
      for (const file of prepared.files) {
        writeFileSync(join(folder, file.name), file.data);
        names.push(file.name);
      }
    }
    writeFileSync(join(folder, 'not-media.txt'), 'stays in the folder');
    names.sort();
    expect(names).toHaveLength(6);

    // Interrupted after two objects (what Ctrl-C does: the CLI aborts the same signal)...
    const stop = new AbortController();
    const first = await copyMedia(
      new FolderMediaStore(folder),
      new (await import('../../src/media/s3-media-store')).S3MediaStore(s3Config(MOVED)),
      {
        concurrency: 1,
        signal: stop.signal,
        onCopied: (_name, done) => done.copied === 2 && stop.abort(),
      },
    );
    expect([first.copied, first.interrupted]).toEqual([2, true]);
    expect(await keys(MOVED)).toHaveLength(2);

    // ...the command finishes the rest, then a second run has nothing to send.
    const run = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../../src/cli/media-to-s3.ts')], {
          cwd: join(__dirname, '../..'),
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '/tmp',
            SWCRC: 'true',
            DATA_DIR: join(root, 'cli-data'),
            UPLOAD_DIR: folder,
            AWS_ACCESS_KEY_ID: 'S3RVER',
            AWS_SECRET_ACCESS_KEY: 'S3RVER',
            ...s3Env,
            S3_BUCKET: MOVED,
          },
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => resolve({ code, out }));
      });
    const second = await run();
    expect(second.out).toContain(`Done: 4 object(s) copied`);
    expect(second.out).toContain(`2 already in s3://${MOVED}`);
    expect(second.code).toBe(0);
    expect(await keys(MOVED)).toEqual(names);
    const third = await run();
    expect(third.out).toContain(`Done: 0 object(s) copied (0.0 MB), 6 already in s3://${MOVED}`);
    expect(third.code).toBe(0);
    // Nothing is deleted from the folder.
    expect(readdirSync(folder)).toHaveLength(7);
  });

  it('a backup holds the bucket; a restore puts it into another bucket, served at once', async () => {
    const created = await createGuide(a, guideFields(categoryId, 'Backed up', 'Naka-backup'), { header_image: await smallPng(900, 600) });
    expect(created.status).toBe(201);
    const image = created.body.header_image.image as string;
    const archive = join(root, 'site.tar.gz');
    const summary = await backupSite(a.config, a.databaseUrl, archive);
    expect(summary.media).toBe(`s3://${BUCKET}`);
    const inArchive: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => void inArchive.push(entry.path) });
    const ours = (await keys()).filter((k) => /^[a-f0-9]{32}-/.test(k));
    expect(inArchive.filter((p) => p.startsWith('uploads/') && p !== 'uploads/').sort()).toEqual(ours.map((k) => `uploads/${k}`));
    expect(summary.files).toBe(ours.length);

    const into = await createTestApp({ ...s3Env, S3_BUCKET: RESTORED });
    try {
      const restored = await restoreSite(into.config, into.databaseUrl, archive);
      expect(restored.media).toBe(`s3://${RESTORED}`);
      expect(await keys(RESTORED)).toEqual(ours);
      const served = await request(into.http).get(image);
      expect(served.status).toBe(200);
      const [row] = await sql<{ header_image: string }>(into.databaseUrl, 'select header_image from guide where id = $1', [
        created.body.id,
      ]);
      expect(row.header_image).toBe(idOf(image));
    } finally {
      await into.close();
    }
  });

  it('with S3_PUBLIC_URL the pages and the admin load images from there, and the CSP allows that origin', async () => {
    const cdn = 'https://cdn.example.test/howpaano-media';
    const c = await createTestApp({ ...s3Env, S3_PUBLIC_URL: `${cdn}/` });
    try {
      const category = await insertCategory(c);
      const res = await createGuide(
        c,
        guideFields(category, 'How to use a CDN', 'Paano gumamit ng CDN', {
          how: translation('How to use a CDN', { header_image_alt: 'A map of servers' }),
          paano: translation('Paano gumamit ng CDN', { header_image_alt: 'Isang mapa ng mga server' }),
          post_status: 'published',
        }),
        { header_image: await smallPng(1000, 500) },
      );
      expect(res.status).toBe(201);
      const image = res.body.header_image.image as string;
      expect(image).toMatch(new RegExp(`^${cdn}/[a-f0-9]{32}-1000x500-960\\.webp$`));
      expect(res.body.header_image.srcset).toContain(`${cdn}/`);
      const page = await request(c.http).get('/financial-tips/how-to-use-a-cdn');
      expect(page.text).toContain(`src="${image}"`);
      expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: https:\/\/cdn\.example\.test[; ]/);
      // /media/ still streams from the bucket (old links, exports).
      expect((await request(c.http).get(`/media/${nameOf(image)}`)).status).toBe(200);
    } finally {
      await c.close();
      setMediaUrlPrefix(undefined);
    }
  });

  it('refuses S3 settings without a bucket, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: join(root, 'cfg'), S3_ENDPOINT: endpoint })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadConfig({ DATA_DIR: join(root, 'cfg'), S3_BUCKET: 'Bad_Bucket' })).toThrow(/^S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ DATA_DIR: join(root, 'cfg'), S3_BUCKET: 'ok-bucket', S3_PUBLIC_URL: 'not a url' })).toThrow(/^S3_PUBLIC_URL/);
  });
});
