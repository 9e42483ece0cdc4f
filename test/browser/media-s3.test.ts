import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import S3rver from 's3rver';
import { setMediaUrlPrefix } from '../../src/media/media-names';
import { collectErrors, launchChromium, screenshot, startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, insertCategory, section, translation } from '../utils/guides';
import { smallPng } from '../utils/images';

jest.setTimeout(180_000);

/**
 * Chromium showing a guide whose images live in a bucket (s3rver in this process): streamed through
 * /media/, and loaded straight from the bucket's address with S3_PUBLIC_URL (the page's CSP allowing
 * that origin). Screenshots at 360 and 1280 px in both languages: test-output/screenshots/media-s3-*.
 */
describe('guide images from an S3-compatible bucket, in a browser', () => {
  const root = mkdtempSync(join(tmpdir(), 'hp-s3-browser-'));
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  let s3: S3rver;
  let endpoint: string;
  let browser: Browser;

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(root, 's3'), configureBuckets: [{ name: 'media' }] });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await s3?.close();
    setMediaUrlPrefix(undefined);
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    else process.env.AWS_ACCESS_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['through /media/', false],
    ['from S3_PUBLIC_URL', true],
  ])('shows the header and section images %s, in both languages and widths', async (label, publicUrl) => {
    const env: Record<string, string> = { S3_BUCKET: 'media', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' };
    if (publicUrl) env.S3_PUBLIC_URL = `${endpoint}/media`;
    const t: TestServer = await startTestServer(env);
    try {
      const categoryId = await insertCategory(t);
      const res = await createGuide(
        t,
        guideFields(categoryId, 'How to sort a bucket', 'Paano ayusin ang timba', {
          how: translation('How to sort a bucket', { header_image_alt: 'A row of buckets' }),
          paano: translation('Paano ayusin ang timba', { header_image_alt: 'Isang hanay ng mga timba' }),
          post_status: 'published',
          sections: [section(1, { section_how_img_alt: 'Sorted by colour', section_paano_img_alt: 'Ayon sa kulay' }), section(2)],
        }),
        { header_image: await smallPng(1400, 700), section_image_0: await smallPng(800, 600) },
      );
      expect(res.status).toBe(201);
      expect(res.body.header_image.image.startsWith(publicUrl ? `${endpoint}/media/` : '/media/')).toBe(true);
      for (const [lang, path] of [
        ['en', '/financial-tips/how-to-sort-a-bucket'],
        ['fil', '/mga-tip-sa-pananalapi/paano-ayusin-ang-timba'],
      ] as const) {
        for (const width of [360, 1280]) {
          const page = await browser.newPage({ viewport: { width, height: 900 } });
          const errors = collectErrors(page);
          await page.goto(`${t.baseUrl}${path}`, { waitUntil: 'networkidle' });
          const images = await page.$$eval('img.guide-image, img.section-image', (els) =>
            (els as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 })),
          );
          expect(images).toHaveLength(2);
          for (const image of images) {
            expect(image.loaded).toBe(true);
            expect(image.src.startsWith(publicUrl ? `${endpoint}/media/` : `${t.baseUrl}/media/`)).toBe(true);
          }
          expect(errors).toEqual([]);
          await screenshot(page, `media-s3-${publicUrl ? 'public-url' : 'streamed'}-${lang}-${width}`);
          await page.close();
        }
      }
      void label;
    } finally {
      await t.close();
      setMediaUrlPrefix(undefined);
    }
  });
});
