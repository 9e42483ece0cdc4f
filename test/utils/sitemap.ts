import request from 'supertest';

/** The <loc>s of a sitemap or a sitemap index. */
export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** Every file the sitemap index lists, fetched: path → XML. */
export async function sitemapFiles(http: Parameters<typeof request>[0], siteUrl: string): Promise<Map<string, string>> {
  const index = await request(http).get('/sitemap.xml').expect(200);
  const files = new Map<string, string>();
  for (const loc of locs(index.text)) {
    const path = loc.slice(siteUrl.length);
    files.set(path, (await request(http).get(path).expect(200)).text);
  }
  return files;
}
