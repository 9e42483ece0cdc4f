import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import request from 'supertest';
import { DATABASE_UNAVAILABLE } from '../../src/common/http-error.filter';
import { MEDIA_MESSAGES } from '../../src/media/media.messages';
import { expectingLogs } from '../utils/expected-logs';
import { createGuide, guideFields, insertCategory, translation } from '../utils/guides';
import { smallPng } from '../utils/images';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

jest.setTimeout(120_000);

/**
 * Issue 35 item 7, the object store's part: with the bucket down, /readyz still said "ready", and
 * images and saves with an image answered "The database is not answering" (the store's refused
 * connection was taken for the database's). A real S3-protocol server (s3rver), stopped and started.
 */
describe('the image store (an S3 bucket) down', () => {
  const BUCKET = 'media';
  const root = mkdtempSync(join(tmpdir(), 'hp-s3-down-'));
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  let server: S3rver | undefined;
  let port = 0;
  let t: TestApp;
  let categoryId: number;
  let image = '';

  const startStore = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: join(root, 's3'), configureBuckets: [{ name: BUCKET }] });
    port = (await server.run()).port;
  };
  const stopStore = async () => {
    await server?.close();
    server = undefined;
  };

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    await startStore();
    t = await createTestApp({ S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: 'true' });
    categoryId = await insertCategory(t);
    const res = await createGuide(
      t,
      guideFields(categoryId, 'How to read a bucket', 'Paano magbasa ng bucket', {
        post_status: 'published',
        how: translation('How to read a bucket'),
        paano: translation('Paano magbasa ng bucket'),
      }),
      { header_image: await smallPng(1200, 600) },
    );
    expect(res.status).toBe(201);
    image = res.body.header_image.image as string;
  });

  afterAll(async () => {
    await t?.close();
    await stopStore();
    rmSync(root, { recursive: true, force: true });
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is ready, and serves the image, while the store answers', async () => {
    expect((await request(t.http).get('/readyz')).body).toEqual({ status: 'ready' });
    expect((await request(t.http).get(image)).status).toBe(200);
  });

  it('says so: /readyz is not ready (naming the store), images and saves say the image store, pages still answer', async () => {
    await stopStore();
    const { result, lines } = await expectingLogs(async () => ({
      healthz: await request(t.http).get('/healthz'),
      readyz: await request(t.http).get('/readyz'),
      readyzAgain: await request(t.http).get('/readyz'),
      image: await request(t.http).get(image),
      head: await request(t.http).head(image),
      page: await request(t.http).get('/financial-tips/how-to-read-a-bucket'),
      save: await createGuide(t, guideFields(categoryId, 'How to fill a bucket', 'Paano punuin ang bucket'), {
        header_image: await smallPng(400, 300),
      }),
    }));
    // Liveness is the process's: it serves. Readiness names what is missing.
    expect([result.healthz.status, result.healthz.body]).toEqual([200, { status: 'ok' }]);
    for (const ready of [result.readyz, result.readyzAgain]) {
      expect([ready.status, ready.body, ready.headers['retry-after']]).toEqual([
        503,
        { status: 'unavailable', unavailable: ['media'] },
        '5',
      ]);
    }
    // The image and the save: a 503 the client may retry, in the store's words, never the database's.
    for (const res of [result.image, result.save]) {
      expect([res.status, res.body]).toEqual([503, { detail: MEDIA_MESSAGES.storeUnavailable }]);
      expect(res.body.detail).not.toBe(DATABASE_UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect(result.head.status).toBe(503);
    // The page itself needs no image bytes: it is served, its image tag as before.
    expect(result.page.status).toBe(200);
    expect(result.page.text).toContain(`src="${image}"`);
    // Nothing of the refused save was kept.
    expect(await sql(t.databaseUrl, `select 1 from guide_translation where title = 'How to fill a bucket'`)).toEqual([]);
    // Logged in the store's words, the readiness failure once however often it is probed; no database outage.
    expect(lines.filter((l) => /Not ready: The image store s3:\/\/media is not answering/.test(l))).toHaveLength(1);
    expect(lines.some((l) => /Database unavailable/.test(l))).toBe(false);
    expect(lines.some((l) => /The image store s3:\/\/media is not answering.*during GET \/media\//.test(l))).toBe(true);
  });

  it('is ready again, and serves the image, once the store is back', async () => {
    await startStore();
    const { result } = await expectingLogs(async () => [await request(t.http).get('/readyz'), await request(t.http).get(image)]);
    expect(result.map((r) => r.status)).toEqual([200, 200]);
  });
});
