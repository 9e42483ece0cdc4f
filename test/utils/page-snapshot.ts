import request from 'supertest';
import type { TestApp } from './test-app';
import { createGuide, guideFields, insertCategory, section } from './guides';
import { sql } from './test-db';

/**
 * Pages as a reader gets them, made comparable across builds: the same catalogue (one category, one
 * guide with inline and source links to shops), fixed dates, and the build's own names masked (the
 * inline entry, its CSP hash, the hashed asset files — they change with any change of client code).
 * test/fixtures/ads-off-pages.json holds what the build before the Earning issue answered; with ads,
 * affiliates, analytics and verification off, every page must still be exactly that.
 */
export const SNAPSHOT_PATHS = [
  '/',
  '/category/financial-tips',
  '/financial-tips/open-a-bank-account',
  '/mga-tip-sa-pananalapi/magbukas-ng-bank-account',
  '/about',
  '/privacy',
  '/patakaran-sa-privacy',
  '/terms',
  '/mga-tuntunin',
  '/contact',
  '/makipag-ugnayan',
  '/no-such-category/no-such-guide',
  '/search/bank',
];

export interface PageSnapshot {
  status: number;
  csp: string;
  body: string;
}

/** Makes the catalogue the snapshot reads (on a fresh test database). */
export async function seedSnapshotCatalogue(t: TestApp): Promise<void> {
  const category = await insertCategory(t, 'Financial Tips', 'Mga Tip sa Pananalapi', 1);
  const res = await createGuide(
    t,
    guideFields(category, 'Open a bank account', 'Magbukas ng bank account', {
      post_status: 'published',
      sections: [
        section(1, { section_how_bullets: ['Buy a folder at [Shopee](https://shopee.ph/folder)'] }),
        section(2),
        section(3),
        section(4),
      ],
      sources: ['https://www.lazada.com.ph/products/pen', 'https://example.com/a'],
    }),
  );
  if (res.status !== 201) throw new Error(`could not create the snapshot guide: ${res.status} ${JSON.stringify(res.body)}`);
  await sql(
    t.databaseUrl,
    `update guide set created_at = '2026-01-02T03:04:05Z', updated_at = '2026-01-02T03:04:05Z', published_at = '2026-01-02T03:04:05Z'`,
  );
}

/** The build's own names, which change with any change of code, masked. */
export function maskBuild(text: string): string {
  return (
    text
      .replace(/<script>[\s\S]*?<\/script>/, '<script>ENTRY</script>')
      .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-ENTRY'")
      .replace(/\/assets\/[\w.-]+\.(css|js)/g, '/assets/FILE.$1')
      // The home page's trending shuffle, drawn per render.
      .replace(/"seed":\d+/g, '"seed":0')
  );
}

/** Each snapshot path as the site answers it now (pages freshly rendered: the caches are dropped first). */
export async function snapshotPages(t: TestApp, clearCaches: () => void): Promise<Record<string, PageSnapshot>> {
  clearCaches();
  const out: Record<string, PageSnapshot> = {};
  for (const path of SNAPSHOT_PATHS) {
    const res = await request(t.http).get(path).set('Accept-Encoding', 'identity');
    out[path] = {
      status: res.status,
      csp: maskBuild(String(res.headers['content-security-policy'])),
      body: maskBuild(res.text).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'SITE'),
    };
  }
  return out;
}
