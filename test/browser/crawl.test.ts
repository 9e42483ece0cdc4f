import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import request from 'supertest';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { startTestServer, type TestServer } from '../utils/browser';
import { createGuide, guideFields, section, translation } from '../utils/guides';
import { smallPng } from '../utils/images';
import { sitemapFiles } from '../utils/sitemap';
import { sql } from '../utils/test-db';

/**
 * Issue 27, "how it is checked": a crawl of the demo site as a search engine and a social network see
 * it. Every URL the sitemaps list answers 200 at its canonical address with the same, reciprocal
 * hreflang set as its sitemap entry; every page carries og:image (with size and alt) that answers an
 * image of that size, and links its language's feed; both feeds parse and list the newest guides of
 * their language. (Nu and axe run over every page type in page-checks.test.ts.)
 */
jest.setTimeout(240_000);

let t: TestServer;

type Alternates = Record<string, string>;

function attr(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');
}

function metaContent(html: string, property: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${property}" content="[^"]*">`))?.[0];
  return tag && attr(tag, 'content');
}

function pageAlternates(html: string): Alternates {
  const out: Alternates = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  return out;
}

/** Parses XML strictly (throws on anything not well-formed) and returns the text of each element named `name`. */
function xmlTexts(xml: string, name: string): string[] {
  const parser = new SaxesParser();
  const texts: string[] = [];
  let inside = false;
  let text = '';
  parser.on('opentag', (tag) => {
    if (tag.name === name) [inside, text] = [true, ''];
  });
  parser.on('text', (value) => {
    if (inside) text += value;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === name) [inside] = [false, texts.push(text)];
  });
  parser.write(xml).close();
  return texts;
}

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoDatabase(t.databaseUrl);
  // The demo has no images: one guide with a header image, so a guide's own picture is crawled too.
  const [financial] = await sql<{ id: number }>(t.databaseUrl, `select id from category where name_how = 'Financial Tips'`);
  const res = await createGuide(
    t,
    guideFields(financial!.id, 'How to crawl a bilingual site', 'Paano i-crawl ang site na dalawang wika', {
      how: translation('How to crawl a bilingual site', { header_image_alt: 'A spider web in the morning' }),
      paano: translation('Paano i-crawl ang site na dalawang wika', { header_image_alt: 'Isang sapot sa umaga' }),
      post_status: 'published',
      sections: [section(1)],
    }),
    { header_image: await smallPng(1600, 900) },
  );
  expect(res.status).toBe(201);
});

afterAll(() => t?.close());

it('finds every sitemap URL at its address with reciprocal alternates, a card that answers an image, and its feed', async () => {
  const base = t.config.siteUrl;
  const http = t.app.getHttpServer();
  const entries = new Map<string, Alternates>();
  for (const xml of (await sitemapFiles(http, base)).values()) {
    for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = body!.match(/<loc>([^<]*)<\/loc>/)![1]!.replace(/&amp;/g, '&');
      const alternates: Alternates = {};
      for (const m of body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g))
        alternates[m[1]!] = m[2]!.replace(/&amp;/g, '&');
      entries.set(loc, alternates);
    }
  }
  // The demo's 16 guides in two languages, the new one, both homes, 4 static pages and 4 categories, each in two languages.
  expect(entries.size).toBeGreaterThanOrEqual(2 * (16 + 1 + 1 + 4 + 4));

  const images = new Map<string, { width: number; height: number }>();
  const problems: string[] = [];
  for (const [loc, alternates] of entries) {
    const path = loc.slice(base.length);
    const res = await request(http).get(path);
    if (res.status !== 200) {
      problems.push(`${path}: status ${res.status}`);
      continue;
    }
    const html = res.text;
    const lang = html.match(/<html lang="([^"]+)"/)?.[1];
    // At its own address, in the language the sitemap says, with the same alternates both ways.
    if (html.match(/<link rel="canonical" href="([^"]+)">/)?.[1]?.replace(/&amp;/g, '&') !== loc)
      problems.push(`${path}: canonical is not ${loc}`);
    if (!lang || alternates[lang] !== loc) problems.push(`${path}: lang ${lang} is not its sitemap hreflang`);
    if (!alternates['x-default']) problems.push(`${path}: no x-default in the sitemap`);
    const onPage = pageAlternates(html);
    for (const l of ['en', 'fil']) {
      if (onPage[l] !== alternates[l]) problems.push(`${path}: page hreflang ${l}=${onPage[l]} but sitemap ${alternates[l]}`);
      const other = alternates[l];
      if (other && other !== loc && entries.get(other)?.[lang!] !== loc) problems.push(`${path}: ${other} does not point back`);
      if (other && !entries.has(other)) problems.push(`${path}: alternate ${other} is in no sitemap`);
    }
    // The social card: a picture of the size the page says, described in the page's language.
    const image = metaContent(html, 'og:image');
    const width = Number(metaContent(html, 'og:image:width'));
    const height = Number(metaContent(html, 'og:image:height'));
    if (!image || !width || !height || !metaContent(html, 'og:image:alt')) {
      problems.push(`${path}: og:image, its size or its alt is missing`);
    } else {
      if (!images.has(image)) {
        const picture = await request(http).get(image.slice(base.length)).buffer(true);
        const meta =
          picture.status === 200 && /^image\//.test(String(picture.headers['content-type']))
            ? await sharp(picture.body as Buffer).metadata()
            : null;
        images.set(image, { width: meta?.width ?? 0, height: meta?.height ?? 0 });
      }
      const size = images.get(image)!;
      if (size.width !== width || size.height !== height)
        problems.push(`${path}: ${image} is ${size.width}×${size.height}, the page says ${width}×${height}`);
    }
    if (metaContent(html, 'twitter:card') !== 'summary_large_image') problems.push(`${path}: no large Twitter card`);
    const feed = html.match(/<link rel="alternate" type="application\/rss\+xml" hreflang="([^"]+)"[^>]* href="([^"]+)">/);
    if (feed?.[1] !== lang || feed?.[2] !== `${base}${lang === 'fil' ? '/fil/rss.xml' : '/rss.xml'}`)
      problems.push(`${path}: its language's feed is not linked`);
  }
  expect(problems).toEqual([]);
  // Guides without a picture get a card per guide and language; the one with a header image, its own.
  expect(images.size).toBeGreaterThan(2 * 16);

  // The feeds: well-formed RSS in their language, the newest guides first, each a page of that language.
  for (const [path, lang] of [
    ['/rss.xml', 'en'],
    ['/fil/rss.xml', 'fil'],
  ] as const) {
    const res = await request(http).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(xmlTexts(res.text, 'language')).toEqual([lang]);
    const links = xmlTexts(res.text, 'link').slice(1); // the channel's own link first
    expect(links.length).toBe(17);
    for (const link of links) expect([link, entries.get(link)?.[lang]]).toEqual([link, link]);
    expect(xmlTexts(res.text, 'title')[1]).toBe(
      lang === 'en' ? 'How to crawl a bilingual site' : 'Paano i-crawl ang site na dalawang wika',
    );
  }
});
