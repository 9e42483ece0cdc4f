import request from 'supertest';
import sharp from 'sharp';
import { createApp } from '../../src/app';
import { categorySegment } from '../../client/src/shared/slug';
import { jpegWithGps } from '../utils/images';
import { createGuide, guideFields, insertCategory, translation, updateGuide } from '../utils/guides';
import { sql } from '../utils/test-db';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Issue 27 item 2: every page names a picture for Facebook and Messenger (og:image with its size, type
 * and alt text in the page's language), and that picture is there: a guide's header image, else a card
 * drawn for the guide in the page's language, else the site's card. Cards are drawn on their first
 * request (never while a page renders), stored in PostgreSQL, and served alike by every replica.
 * Needs the built client (server render).
 */
jest.setTimeout(180_000);

type Og = { image: string; width: number; height: number; alt: string; type: string; lang: string };

function og(html: string): Og {
  const meta = (property: string) => {
    const match = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html);
    if (!match) throw new Error(`no ${property} in the page`);
    return match[1]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  };
  expect(meta('twitter:image')).toBe(meta('og:image'));
  expect(meta('twitter:image:alt')).toBe(meta('og:image:alt'));
  return {
    image: meta('og:image'),
    width: Number(meta('og:image:width')),
    height: Number(meta('og:image:height')),
    alt: meta('og:image:alt'),
    type: meta('og:image:type'),
    lang: /<html lang="([^"]+)">/.exec(html)?.[1] ?? '',
  };
}

const TITLE_EN = 'How to Save Money Every Week';
const TITLE_FIL = 'Paano Mag-ipon ng ₱500 Linggo-linggo para kay Niño';

describe('social cards', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createApp>>;
  let plain: { id: number; en: string; fil: string };
  let pictured: { id: number; en: string; fil: string };
  let category: number;

  const path = (url: string) => url.replace(a.config.siteUrl, '');
  const page = async (p: string) => {
    const res = await request(a.http).get(p);
    expect({ p, status: res.status, location: res.headers.location }).toEqual({ p, status: 200, location: undefined });
    return og(res.text);
  };
  const cardRows = async () => Number((await sql<{ n: string }>(a.databaseUrl, 'select count(*) as n from social_card'))[0].n);

  /** The picture a page names answers 200 with that type and those dimensions. */
  async function fetchPicture(info: Og, server = a.http): Promise<Buffer> {
    const res = await request(server)
      .get(path(info.image))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe(info.type);
    const body = res.body as Buffer;
    const meta = await sharp(body).metadata();
    expect({ format: `image/${meta.format}`, width: meta.width, height: meta.height }).toEqual({
      format: info.type,
      width: info.width,
      height: info.height,
    });
    return body;
  }

  beforeAll(async () => {
    a = await createTestApp();
    b = await createApp(a.config, a.databaseUrl);
    await b.init();
    category = await insertCategory(a, 'Money Matters', 'Pera at Pananalapi', 1);
    const created = await createGuide(a, { ...guideFields(category, TITLE_EN, TITLE_FIL), post_status: 'published' });
    expect(created.status).toBe(201);
    const segmentEn = categorySegment('Money Matters');
    const segmentFil = categorySegment('Pera at Pananalapi');
    plain = { id: created.body.id, en: `/${segmentEn}/${created.body.how.slug}`, fil: `/${segmentFil}/${created.body.paano.slug}` };
    const withImage = await createGuide(
      a,
      {
        ...guideFields(category, 'How to Read a Payslip', 'Paano Basahin ang Payslip', {
          how: translation('How to Read a Payslip', { header_image_alt: 'A payslip with the net pay circled' }),
          paano: translation('Paano Basahin ang Payslip', { header_image_alt: 'Isang payslip na nakabilog ang net pay' }),
        }),
        post_status: 'published',
      },
      { header_image: [await jpegWithGps(2000, 1000), 'payslip.jpg'] },
    );
    expect(withImage.status).toBe(201);
    pictured = {
      id: withImage.body.id,
      en: `/${segmentEn}/${withImage.body.how.slug}`,
      fil: `/${segmentFil}/${withImage.body.paano.slug}`,
    };
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('every kind of page names a picture with its size and an alt text in its language, and the picture is there', async () => {
    const pages: { path: string; lang: 'en' | 'fil'; alt: string | RegExp; kind: 'site' | 'guide' | 'media' }[] = [
      { path: '/', lang: 'en', alt: /^HowPaano: Learn how\./, kind: 'site' },
      { path: '/about', lang: 'en', alt: /^HowPaano: Learn how\./, kind: 'site' },
      { path: '/tungkol', lang: 'fil', alt: /^HowPaano: Alamin paano\. Malinaw/, kind: 'site' },
      { path: `/category/${categorySegment('Money Matters')}`, lang: 'en', alt: /^HowPaano: Learn how\./, kind: 'site' },
      { path: `/category/${categorySegment('Pera at Pananalapi')}`, lang: 'fil', alt: /^HowPaano: Alamin paano\./, kind: 'site' },
      { path: '/how-to-plant-rice-in-a-field', lang: 'en', alt: /^HowPaano: Learn how\./, kind: 'site' },
      { path: '/paano-magtanim-ng-palay-sa-bukid', lang: 'fil', alt: /^HowPaano: Alamin paano\./, kind: 'site' },
      { path: plain.en, lang: 'en', alt: `“${TITLE_EN}”, a guide on HowPaano`, kind: 'guide' },
      { path: plain.fil, lang: 'fil', alt: `“${TITLE_FIL}”, isang gabay sa HowPaano`, kind: 'guide' },
      { path: pictured.en, lang: 'en', alt: 'A payslip with the net pay circled', kind: 'media' },
      { path: pictured.fil, lang: 'fil', alt: 'Isang payslip na nakabilog ang net pay', kind: 'media' },
    ];
    const seen: Og[] = [];
    for (const p of pages) {
      const info = await page(p.path);
      expect({ path: p.path, lang: info.lang }).toEqual({ path: p.path, lang: p.lang });
      expect(info.image.startsWith(`${a.config.siteUrl}/`)).toBe(true);
      if (typeof p.alt === 'string') expect(info.alt).toBe(p.alt);
      else expect(info.alt).toMatch(p.alt);
      if (p.kind === 'media') {
        // The header image cut to 1200×630 as JPEG (one picture for both languages, each with its alt text).
        expect([info.type, info.width, info.height]).toEqual(['image/jpeg', 1200, 630]);
        expect(path(info.image)).toMatch(/^\/cards\/photo-\d+-\w+\.jpg$/);
      } else {
        expect([info.type, info.width, info.height]).toEqual(['image/png', 1200, 630]);
        expect(path(info.image)).toMatch(
          p.kind === 'site'
            ? new RegExp(`^/cards/site-${p.lang}-\\w+\\.png$`)
            : new RegExp(`^/cards/guide-${plain.id}-${p.lang}-\\w+\\.png$`),
        );
      }
      seen.push(info);
    }
    // A page only names its card: no card was drawn while the pages above were made.
    expect(await cardRows()).toBe(0);
    for (const info of seen) await fetchPicture(info);
    // One card each: the site in English and Filipino, the plain guide in both languages, the header image.
    expect(await cardRows()).toBe(5);
    expect(seen[seen.length - 1].image).toBe(seen[seen.length - 2].image);
  });

  it('serves a card with the image headers of media, and 304 to a cache that has it', async () => {
    const info = await page('/tungkol');
    const res = await request(a.http).get(path(info.image)).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBeTruthy();
    await request(a.http).get(path(info.image)).set('If-None-Match', res.headers.etag).expect(304);
    // A made-up name or an old hash is a 404, never a drawing.
    const rows = await cardRows();
    await request(a.http).get('/cards/site-fil-abc123.png').expect(404);
    await request(a.http).get(`/cards/guide-${plain.id}-en-zzzz.png`).expect(404);
    await request(a.http).get('/cards/guide-999999-en-abc.png').expect(404);
    await request(a.http).get('/cards/..%2f..%2fetc%2fpasswd').expect(404);
    expect(await cardRows()).toBe(rows);
  });

  it('a new title gives the guide a new card; the old address is gone', async () => {
    const before = await page(plain.fil);
    const oldBytes = await fetchPicture(before);
    const renamed = await updateGuide(a, plain.id, {
      lang: 'paano',
      category,
      paano: { title: 'Paano Mag-ipon: Bagong Pamagat na may Ñ at é' },
    });
    expect(renamed.status).toBe(200);
    const after = await page(plain.fil);
    expect(after.image).not.toBe(before.image);
    expect(after.alt).toBe('“Paano Mag-ipon: Bagong Pamagat na may Ñ at é”, isang gabay sa HowPaano');
    const newBytes = await fetchPicture(after);
    expect(newBytes.equals(oldBytes)).toBe(false);
    await request(a.http).get(path(before.image)).expect(404);
    // The English card is untouched by a Filipino edit.
    expect((await page(plain.en)).image).toBe((await page(plain.en)).image);
  });

  it('a second replica on the same database serves the same bytes, and concurrent first requests on both all get the one stored card', async () => {
    const info = await page(plain.en);
    const fromA = await fetchPicture(info);
    const fromB = await fetchPicture(info, b.getHttpServer());
    expect(fromB.equals(fromA)).toBe(true);

    // A card no replica has drawn yet, asked of both at once: every answer is the one stored card.
    const renamed = await updateGuide(a, plain.id, {
      lang: 'how',
      category,
      how: { title: 'How to Save Money, Asked of Two Replicas at Once' },
    });
    expect(renamed.status).toBe(200);
    const fresh = await page(plain.en);
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => fetchPicture(fresh)),
      ...Array.from({ length: 3 }, () => fetchPicture(fresh, b.getHttpServer())),
    ]);
    const name = path(fresh.image).replace('/cards/', '');
    const [stored] = await sql<{ png: Buffer }>(a.databaseUrl, 'select png from social_card where name = $1', [name]);
    for (const answer of answers) expect(answer.equals(stored.png)).toBe(true);
  });

  it('a guide taken back to draft takes its card with it', async () => {
    const info = await page(pictured.fil);
    await fetchPicture(info);
    const drafted = await updateGuide(a, pictured.id, { lang: 'how', category, post_status: 'draft' });
    expect(drafted.status).toBe(200);
    await request(a.http).get(path(info.image)).expect(404);
  });
});
