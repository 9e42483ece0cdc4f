import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { ExportService } from '../../src/transfer/export.service';
import { ImportService } from '../../src/transfer/import.service';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

/**
 * Issue 34 item 5: the demo site exported and imported into a fresh site gives the same guide text,
 * field by field and byte for byte, in both languages.
 */
describe('export → import into a fresh site (the demo guides)', () => {
  let site: TestApp;
  let fresh: TestApp;

  beforeAll(async () => {
    site = await createTestApp();
    await seedDemoDatabase(site.databaseUrl);
    fresh = await createTestApp();
  });
  afterAll(async () => {
    await site?.close();
    await fresh?.close();
  });

  /** Every guide's stored text, keyed by its English or Filipino slug. */
  const texts = async (app: TestApp) => {
    const translations = await sql<Record<string, unknown>>(
      app.databaseUrl,
      `select g.id as guide, g.status, t.lang, t.title, t.slug, t.header_description, t.introduction, t.conclusion,
              t.meta_keywords, t.meta_description
         from guide g join guide_translation t on t.guide_id = g.id order by g.id, t.lang`,
    );
    const sections = await sql<Record<string, unknown>>(
      app.databaseUrl,
      `select guide_id as guide, heading_how, heading_paano, bullets_how, bullets_paano from section order by guide_id, position`,
    );
    const byGuide = new Map<unknown, { status: unknown; translations: Record<string, unknown>[]; sections: Record<string, unknown>[] }>();
    for (const { guide, status, ...t } of translations) {
      const entry = byGuide.get(guide) ?? { status, translations: [], sections: [] };
      entry.translations.push(t);
      byGuide.set(guide, entry);
    }
    for (const { guide, ...s } of sections) byGuide.get(guide)?.sections.push(s);
    return new Map([...byGuide.values()].map((g) => [(g.translations[0]!.slug as string) + ':' + (g.translations[0]!.lang as string), g]));
  };

  it('gives every guide the same text in both languages, field by field', async () => {
    let xml = '';
    await site.app.get(ExportService).write((chunk) => void (xml += chunk));
    const report = await fresh.app.get(ImportService).run([xml], { dryRun: false });
    const original = await texts(site);
    expect(report.created).toBe(original.size);
    const copy = await texts(fresh);
    expect([...copy.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [key, guide] of original) {
      const imported = copy.get(key)!;
      expect({ key, status: imported.status, translations: imported.translations }).toEqual({
        key,
        status: guide.status,
        translations: guide.translations,
      });
      expect({ key, sections: imported.sections }).toEqual({ key, sections: guide.sections });
    }
  });
});
