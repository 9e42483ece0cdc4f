import { ExportService } from '../../src/transfer/export.service';
import { ImportService } from '../../src/transfer/import.service';
import { createGuide, guideFields, insertCategory, translation } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

jest.setTimeout(240_000);

/**
 * Issue 38's video wherever the guide goes: the WXR export writes it as a Gutenberg core/embed block
 * (youtube or facebook provider) and exactly in `_howpaano_blocks`; importing the file again gives
 * the same video per language, with or without that meta.
 */

const HOW = { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Rice, step by step', upload_date: '2025-06-01' };
const PAANO = { url: 'https://www.facebook.com/LutongBahay/videos/1234567890123/', title: 'Kanin, hakbang-hakbang' };

async function videos(app: TestApp): Promise<Record<string, unknown>> {
  const rows = await sql<{ lang: string; video: unknown }>(app.databaseUrl, `select lang, video from guide_translation order by lang`);
  return Object.fromEntries(rows.map((r) => [r.lang, r.video]));
}

describe('guide video in export and import (issue 38)', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await createTestApp();
    const categoryId = await insertCategory(site);
    const res = await createGuide(
      site,
      guideFields(categoryId, 'How to cook rice', 'Paano magluto ng kanin', {
        how: translation('How to cook rice', { video: HOW }),
        paano: translation('Paano magluto ng kanin', { video: PAANO }),
        post_status: 'published',
      }),
    );
    expect(res.status).toBe(201);
  });
  afterAll(() => site?.close());

  const exportXml = async () => {
    let xml = '';
    await site.app.get(ExportService).write((chunk) => void (xml += chunk), {});
    return xml;
  };

  it('writes each language video as a core/embed block and in the blocks meta', async () => {
    const xml = await exportXml();
    expect(xml).toContain(
      '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->',
    );
    expect(xml).toContain('<figcaption class="wp-element-caption">Rice, step by step</figcaption>');
    expect(xml).toContain('"providerNameSlug":"facebook"');
    expect(xml).toContain('<div class="wp-block-embed__wrapper">\nhttps://www.facebook.com/LutongBahay/videos/1234567890123/\n</div>');
    expect(xml).toContain(JSON.stringify(HOW).slice(1, -1));
  });

  it('our own export imported into a fresh site gives the same videos, with the meta and without it', async () => {
    const xml = await exportXml();
    const withoutMeta = xml.replace(/<wp:postmeta><wp:meta_key><!\[CDATA\[_howpaano_blocks\]\]>.*?<\/wp:postmeta>/gs, '');
    expect(withoutMeta).not.toContain('_howpaano_blocks');
    for (const [file, expected] of [
      [xml, { how: HOW, paano: PAANO }],
      // From the HTML alone: the embed's address and its caption (the owner's date lives in the meta only).
      [withoutMeta, { how: { url: HOW.url, title: HOW.title }, paano: PAANO }],
    ] as const) {
      const fresh = await createTestApp();
      try {
        const report = await fresh.app.get(ImportService).run([file], { dryRun: false });
        expect(report.created).toBe(1);
        expect(await videos(fresh)).toEqual(expected);
        // The embed did not stay behind as text.
        const texts = await sql<{ introduction: string; conclusion: string }>(
          fresh.databaseUrl,
          `select introduction, conclusion from guide_translation`,
        );
        expect(JSON.stringify(texts)).not.toMatch(/youtube|facebook/);
      } finally {
        await fresh.close();
      }
    }
  });
});
