import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { expectingLogs } from '../utils/expected-logs';
import { MediaJanitor } from '../../src/media/media-janitor.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';
import { countRows, createGuide, guideFields, insertCategory, section, updateGuide } from '../utils/guides';
import { elevenMegabytes, gif, HTML_AS_PNG, jpegWithGps, pixelFloodPng, pngWithExif, rotatedJpeg, smallPng, SVG } from '../utils/images';

const BAD_TYPE = 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.';

// Jest 30 ignores testTimeout inside a project entry of jest.config.js, so each suite sets its own.
jest.setTimeout(60_000);

describe('guide images (uploads, renditions, /media)', () => {
  let t: TestApp;
  let categoryId: number;
  let auth: string;
  const files = () => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir).sort() : []);
  const mediaFile = (url: string) => join(t.config.uploadDir, url.replace(/^\/media\//, ''));

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  it('re-encodes header and section images to WebP renditions without EXIF, served with immutable cache headers', async () => {
    const jpeg = await jpegWithGps(1200, 800);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await createGuide(t, guideFields(categoryId, 'With pictures', 'May larawan', { sections: [section(1), section(2)] }), {
      header_image: [jpeg, 'camera.jpg'],
      section_image_1: [await pngWithExif(640, 480), 'shot.png'],
    });
    expect(res.status).toBe(201);
    const header = res.body.header_image;
    expect(header).toEqual({
      image: expect.stringMatching(/^\/media\/[a-f0-9]{32}-1200x800-960\.webp$/),
      width: 960,
      height: 640,
      srcset: expect.stringContaining(' 1200w'),
    });
    expect(header.srcset.split(', ')).toHaveLength(3);
    expect(header.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
    expect(res.body.sections[0].section_img).toBeNull();
    const sectionUrl = res.body.sections[1].section_img;
    expect(sectionUrl).toMatch(/^\/media\/[a-f0-9]{32}-640x480-640\.webp$/);
    expect(res.body.sections[1].image).toBe(sectionUrl);

    // Only ids are stored, never paths.
    const [g] = await sql<{ header_image: string }>(t.databaseUrl, 'select header_image from guide where id = $1', [res.body.id]);
    expect(g.header_image).toMatch(/^[a-f0-9]{32}-1200x800$/);

    for (const url of [header.image, sectionUrl]) {
      const meta = await sharp(mediaFile(url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const served = await request(t.http).get(url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Not upscaled: the 640-wide image has 480 and 640, nothing wider.
    const id = sectionUrl.slice('/media/'.length).replace(/-640\.webp$/, '');
    expect(files().filter((f) => f.startsWith(id))).toEqual([`${id}-480.webp`, `${id}-640.webp`]);
  });

  it('caps renditions at 1600 wide and each file has the width its name says', async () => {
    const res = await createGuide(t, guideFields(categoryId, 'Wide picture', 'Malapad na larawan'), {
      header_image: await smallPng(2400, 1200),
    });
    expect(res.status).toBe(201);
    const { image, width, height, srcset } = res.body.header_image;
    expect(image).toMatch(/^\/media\/[a-f0-9]{32}-1600x800-960\.webp$/);
    expect([width, height]).toEqual([960, 480]);
    const urls = srcset.split(', ').map((part: string) => part.split(' '));
    expect(urls.map((u: string[]) => u[1])).toEqual(['480w', '960w', '1600w']);
    for (const [url, w] of urls) {
      const meta = await sharp(mediaFile(url)).metadata();
      expect(`${meta.width}w`).toBe(w);
    }
  });

  it('turns images upright by their EXIF orientation', async () => {
    const jpeg = await rotatedJpeg();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await createGuide(t, guideFields(categoryId, 'Upright', 'Nakatayo'), { header_image: [jpeg, 'phone.jpg'] });
    expect(res.status).toBe(201);
    expect(res.body.header_image).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(mediaFile(res.body.header_image.image)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
  });

  it('accepts GIF (first frame) and AVIF', async () => {
    const avif = await sharp({ create: { width: 100, height: 60, channels: 3, background: 'blue' } })
      .avif()
      .toBuffer();
    const res = await createGuide(t, guideFields(categoryId, 'Gif and avif', 'Gif at avif', { sections: [section(1)] }), {
      header_image: [await gif(200, 100), 'anim.gif'],
      section_image_0: [avif, 'pic.avif'],
    });
    expect(res.status).toBe(201);
    expect(res.body.header_image.image).toMatch(/-200x100-200\.webp$/);
    expect(res.body.sections[0].image).toMatch(/-100x60-100\.webp$/);
  });

  describe('refused uploads leave no rows and no files', () => {
    let beforeRows: Record<string, number>;
    let beforeFiles: string[];
    beforeEach(async () => {
      beforeRows = await countRows(t);
      beforeFiles = files();
    });
    afterEach(async () => {
      expect(await countRows(t)).toEqual(beforeRows);
      expect(files()).toEqual(beforeFiles);
    });

    it.each([
      ['an SVG', () => SVG, 'logo.svg', 415, BAD_TYPE],
      ['HTML bytes named .png', () => HTML_AS_PNG, 'photo.png', 415, BAD_TYPE],
      ['an 11 MB file', elevenMegabytes, 'big.png', 413, 'Images must be at most 10 MB.'],
      ['a PNG claiming 20000x20000 pixels', pixelFloodPng, 'flood.png', 415, 'Images must be at most 40 megapixels.'],
    ] as const)('%s', async (_name, make, filename, status, detail) => {
      const res = await createGuide(t, guideFields(categoryId, 'Refused image', 'Tinanggihang larawan'), {
        header_image: [await make(), filename],
      });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ detail });
    });

    it('more than 30 files', async () => {
      const png = await smallPng(20, 20);
      const sections = Array.from({ length: 31 }, (_, i) => section(i + 1));
      const images = Object.fromEntries(sections.map((_, i) => [`section_image_${i}`, png] as const));
      const res = await createGuide(t, guideFields(categoryId, 'Too many files', 'Sobrang dami', { sections }), images);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ detail: expect.any(String) });
    });

    it('a bad image after a good one', async () => {
      const res = await createGuide(t, guideFields(categoryId, 'Good then bad', 'Mabuti saka masama', { sections: [section(1)] }), {
        header_image: [await smallPng(), 'ok.png'],
        section_image_0: [SVG, 'bad.png'],
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ detail: BAD_TYPE });
    });

    it('bad JSON with good images', async () => {
      const res = await createGuide(
        t,
        { ...guideFields(categoryId, 'Bad json', 'Maling json'), sections: '[{"section_how": ' },
        {
          header_image: [await smallPng(), 'ok.png'],
        },
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ sections: ['sections must be valid JSON.'] });
    });

    it('a database failure after the images were written', async () => {
      // A trigger makes the last insert of the transaction fail, after the image files were written.
      await sql(
        t.databaseUrl,
        `create or replace function hp_test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
      );
      await sql(t.databaseUrl, 'create trigger hp_test_fail before insert on source for each row execute function hp_test_fail()');
      try {
        const image = await smallPng();
        const { result: res, lines } = await expectingLogs(() =>
          createGuide(t, guideFields(categoryId, 'Crash in the middle', 'Bumagsak sa gitna'), { header_image: [image, 'ok.png'] }),
        );
        expect(res.status).toBe(500);
        expect(lines.some((l) => /ERROR.*Database error during POST \/api\/bilingual-content\//.test(l))).toBe(true);
        expect(JSON.stringify(res.body)).not.toMatch(/boom|insert|source/i);
      } finally {
        await sql(t.databaseUrl, 'drop trigger hp_test_fail on source');
      }
    });
  });

  it('an update replacing and removing images deletes the old files only after it is stored', async () => {
    const created = await createGuide(t, guideFields(categoryId, 'Image swap', 'Palit larawan', { sections: [section(1), section(2)] }), {
      header_image: await smallPng(800, 400),
      section_image_0: await smallPng(500, 500),
      section_image_1: await smallPng(600, 300),
    });
    expect(created.status).toBe(201);
    const g = created.body;
    const oldHeader = mediaFile(g.header_image.image);
    const [s0, s1] = g.sections;
    expect(existsSync(mediaFile(s1.image))).toBe(true);

    // A stale save with a new image: refused, and its image is not left behind.
    const filesBefore = files();
    const stale = await updateGuide(t, g.id, { category: categoryId, version: g.version + 5 }, { header_image: await smallPng(700, 700) });
    expect(stale.status).toBe(409);
    expect(files()).toEqual(filesBefore);

    const res = await updateGuide(
      t,
      g.id,
      { category: categoryId, version: g.version, sections: [{ ...s0 }, { ...s1, image: null }] },
      { header_image: await smallPng(900, 300) },
    );
    expect(res.status).toBe(200);
    expect(res.body.header_image.image).not.toBe(g.header_image.image);
    expect(res.body.sections[0].image).toBe(s0.image); // kept
    expect(res.body.sections[1].image).toBeNull(); // removed
    expect(existsSync(oldHeader)).toBe(false);
    expect(existsSync(mediaFile(s1.image))).toBe(false);
    expect(existsSync(mediaFile(s0.image))).toBe(true);
    expect(existsSync(mediaFile(res.body.header_image.image))).toBe(true);

    const removed = await updateGuide(t, g.id, { category: categoryId, remove_header_image: 'true' });
    expect(removed.body.header_image).toBeNull();
    expect(existsSync(mediaFile(res.body.header_image.image))).toBe(false);
  });

  it('deleting a guide deletes its files', async () => {
    const created = await createGuide(t, guideFields(categoryId, 'Delete my files', 'Burahin ang files', { sections: [section(1)] }), {
      header_image: await smallPng(),
      section_image_0: await smallPng(),
    });
    const paths = [created.body.header_image.image, created.body.sections[0].image].map(mediaFile);
    expect(paths.every((p) => existsSync(p))).toBe(true);
    const res = await request(t.http).delete(`/api/bilingual-content/${created.body.id}/`).set('Authorization', auth);
    expect(res.status).toBe(204);
    expect(paths.some((p) => existsSync(p))).toBe(false);
    expect(files().some((f) => f.startsWith(created.body.header_image.image.slice(7, 39)))).toBe(false);
  });

  it('the boot sweep removes files a killed save left behind, and only those', async () => {
    const kept = await createGuide(t, guideFields(categoryId, 'Kept files', 'Mga natirang file'), { header_image: await smallPng() });
    const orphan = '0123456789abcdef0123456789abcdef-300x200-300.webp';
    writeFileSync(join(t.config.uploadDir, orphan), 'left by a killed save');
    writeFileSync(join(t.config.uploadDir, '.tmp-deadbeef'), 'half a file');
    writeFileSync(join(t.config.uploadDir, 'not-ours.txt'), 'someone else');
    const removed = await t.app.get(MediaJanitor).sweep();
    expect(removed).toBe(2);
    expect(files()).not.toContain(orphan);
    expect(files()).not.toContain('.tmp-deadbeef');
    expect(files()).toContain('not-ours.txt');
    expect(existsSync(mediaFile(kept.body.header_image.image))).toBe(true);
  });

  it('refuses path traversal and unknown names under /media with 404', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    // Raw request paths: a URL parser would resolve the dots and backslashes before they reach the server.
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpGet({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
      });
    for (const path of [
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%5c..%5cetc%5cpasswd',
      '/media/..\\..\\package.json',
      '/media/%2e%2e%2fpackage.json',
      '/media/../package.json',
      '/media/a/b.webp',
      '/media/',
      '/media/0123456789abcdef0123456789abcdef-100x100-100.webp',
      '/media/0123456789abcdef0123456789abcdef-100x100-480.webp',
    ]) {
      const res = await rawGet(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).not.toMatch(/root:|"name": "howpaano"/);
    }
  });
});
