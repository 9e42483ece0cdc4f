import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

describe('the application on a cloned database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has the migrated schema with its search extensions', async () => {
    const tables = await sql<{ table_name: string }>(
      t.databaseUrl,
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['admin_user', 'category', 'guide', 'guide_translation', 'section', 'source', 'slug_redirect']),
    );
    const ext = await sql<{ extname: string }>(t.databaseUrl, `select extname from pg_extension`);
    expect(ext.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });
});
