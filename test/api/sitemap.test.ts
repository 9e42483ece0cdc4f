import request from 'supertest';
import { insertGuides } from '../utils/catalogue';
import { createGuide, guideFields, insertCategory } from '../utils/guides';
import { locs, sitemapFiles } from '../utils/sitemap';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

/**
 * /sitemap.xml is an index of files of at most SITEMAP_MAX_URLS URLs (50,000 by the protocol; 10
 * here, so a small catalogue splits), each guide with its English and Filipino addresses and their
 * hreflang alternates, lastmod true, drafts never listed.
 */
jest.setTimeout(120_000);

let t: TestApp;
let category: number;
let guides: number[];

beforeAll(async () => {
  t = await createTestApp({ SITEMAP_MAX_URLS: '10' });
  category = await insertCategory(t, 'Map Topic', 'Paksang Mapa');
  guides = await insertGuides(
    t,
    Array.from({ length: 12 }, (_, i) => ({ category, hoursAgo: 24 * (i + 1), paanoTitle: i === 3 ? '' : undefined })),
  );
  await insertGuides(t, [{ category, hoursAgo: 1, status: 'draft', title: 'Hidden draft' }]);
});

afterAll(() => t?.close());

describe('the sitemap index', () => {
  it('splits the guides into files of at most the limit, listing every published guide in both languages once', async () => {
    const index = await request(t.http).get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const base = t.config.siteUrl;
    // 12 guides, 5 per file (10 URLs): three guides files after the pages file.
    expect(locs(index.text)).toEqual([
      `${base}/sitemap-pages.xml`,
      `${base}/sitemap-guides-1.xml`,
      `${base}/sitemap-guides-2.xml`,
      `${base}/sitemap-guides-3.xml`,
    ]);
    const files = await sitemapFiles(t.http, base);
    const guideUrls: string[] = [];
    for (const [path, xml] of files) {
      expect(xml).toContain('<urlset');
      if (!path.startsWith('/sitemap-guides-')) continue;
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(10);
      guideUrls.push(...urls);
    }
    // 12 English pages, 11 Filipino ones (one guide has no Filipino title).
    expect(guideUrls).toHaveLength(23);
    expect(new Set(guideUrls).size).toBe(23);
    for (const id of guides) expect(guideUrls).toContain(`${base}/map-topic/catalogue-${id}`);
    expect(guideUrls).toContain(`${base}/paksang-mapa/katalogo-${guides[0]}`);
    expect(guideUrls.join(' ')).not.toContain('katalogo-' + guides[3]);
    expect([...files.values()].join('')).not.toContain('Hidden draft');
    const pages = locs(files.get('/sitemap-pages.xml')!);
    expect(pages).toEqual(expect.arrayContaining([`${base}/`, `${base}/terms`, `${base}/category/map-topic`]));
  });

  it('keeps the en/fil alternates and a true lastmod on each guide, its category and each file', async () => {
    const [row] = await sql<{ updated_at: Date }>(t.databaseUrl, 'select updated_at from guide where id = $1', [guides[0]]);
    const day = row!.updated_at.toISOString().slice(0, 10);
    const files = await sitemapFiles(t.http, t.config.siteUrl);
    const all = [...files.values()].join('');
    const entry = all.split('<url>').find((u) => u.includes(`/map-topic/catalogue-${guides[0]}<`))!;
    expect(entry).toContain(`<lastmod>${day}</lastmod>`);
    expect(entry).toContain(`hreflang="en" href="${t.config.siteUrl}/map-topic/catalogue-${guides[0]}"`);
    expect(entry).toContain(`hreflang="fil" href="${t.config.siteUrl}/paksang-mapa/katalogo-${guides[0]}"`);
    // The category's lastmod is its newest guide's update (guides[0], a day old).
    const categoryEntry = files
      .get('/sitemap-pages.xml')!
      .split('<url>')
      .find((u) => u.includes('/category/map-topic<'))!;
    expect(categoryEntry).toContain(`<lastmod>${day}</lastmod>`);
    const index = (await request(t.http).get('/sitemap.xml')).text;
    expect(index.split('<sitemap>').find((s) => s.includes('sitemap-guides-1.xml'))).toContain(`<lastmod>${day}</lastmod>`);
  });

  it('gives every URL of every file its hreflang set: both versions, each pointing back, and x-default', async () => {
    const base = t.config.siteUrl;
    const files = await sitemapFiles(t.http, base);
    const sets = new Map<string, Map<string, string>>();
    for (const [path, xml] of files) {
      if (path === '/sitemap.xml') continue;
      const entries = xml.split('<url>').slice(1);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const loc = locs(entry)[0]!;
        const links = new Map(
          [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]),
        );
        expect({ loc, xDefault: links.has('x-default') }).toEqual({ loc, xDefault: true });
        expect({ loc, listsItself: [...links.values()].includes(loc) }).toEqual({ loc, listsItself: true });
        sets.set(loc, links);
      }
    }
    // Reciprocity: each version listed by a URL is itself listed, with the same set.
    for (const [loc, links] of sets) {
      for (const [lang, href] of links) {
        if (lang === 'x-default') continue;
        expect({ loc, href, same: sets.get(href) && Object.fromEntries(sets.get(href)!) }).toEqual({
          loc,
          href,
          same: Object.fromEntries(links),
        });
      }
    }
    // A guide without a Filipino version has its one version as x-default.
    const lone = sets.get(`${base}/map-topic/catalogue-${guides[3]}`)!;
    expect(Object.fromEntries(lone)).toEqual({
      en: `${base}/map-topic/catalogue-${guides[3]}`,
      'x-default': `${base}/map-topic/catalogue-${guides[3]}`,
    });
  });

  it('lists both homes, the static pages and the categories in both languages', async () => {
    const base = t.config.siteUrl;
    const pages = (await sitemapFiles(t.http, base)).get('/sitemap-pages.xml')!;
    expect(locs(pages)).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/fil',
          '/about',
          '/tungkol',
          '/privacy',
          '/patakaran-sa-privacy',
          '/terms',
          '/mga-tuntunin',
          '/contact',
          '/makipag-ugnayan',
          '/category/map-topic',
          '/category/paksang-mapa',
        ].map((p) => base + p),
      ),
    );
    const home = pages.split('<url>').find((u) => u.includes(`<loc>${base}/fil</loc>`))!;
    expect(home).toContain(`hreflang="en" href="${base}/"`);
    expect(home).toContain(`hreflang="fil" href="${base}/fil"`);
    expect(home).toContain(`hreflang="x-default" href="${base}/"`);
  });

  it('answers 404 for a file past the end, gzip when asked, 304 to its ETag, and shows a new guide at once', async () => {
    await request(t.http).get('/sitemap-guides-9.xml').expect(404);
    const gz = await request(t.http).get('/sitemap-guides-1.xml').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    await request(t.http).get('/sitemap-guides-1.xml').set('If-None-Match', gz.headers.etag!).expect(304);
    const created = await createGuide(
      t,
      guideFields(category, 'A brand new map guide', 'Bagong gabay sa mapa', { post_status: 'published' }),
    );
    expect(created.status).toBe(201);
    const files = await sitemapFiles(t.http, t.config.siteUrl);
    expect([...files.values()].join('')).toContain(`/map-topic/${created.body.how.slug}<`);
    // 13 guides still fit three files of five.
    expect(locs((await request(t.http).get('/sitemap.xml')).text)).toHaveLength(4);
  });
});
