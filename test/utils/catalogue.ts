import type { TestApp } from './test-app';
import { sql } from './test-db';

export interface CatalogueGuide {
  category: number | null;
  status?: 'published' | 'draft' | 'archived';
  /** Hours before now of the last update. */
  hoursAgo: number;
  /** Characters of the English introduction. */
  introLength?: number;
  title?: string;
  /** '' for a guide without a Filipino title. */
  paanoTitle?: string;
}

/**
 * Inserts guides straight into the database (one statement per table), for lists larger than a page
 * without hundreds of API calls. Returns the ids in the order given.
 */
export async function insertGuides(t: TestApp, guides: CatalogueGuide[]): Promise<number[]> {
  const rows = await sql<{ id: number; n: number }>(
    t.databaseUrl,
    `insert into guide (status, category_id, updated_at, created_at)
     select s, c, now() - make_interval(secs => h * 3600), now() - make_interval(secs => h * 3600)
       from unnest($1::text[], $2::int[], $3::float8[]) with ordinality as x(s, c, h, n)
      order by n
     returning id`,
    [guides.map((g) => g.status ?? 'published'), guides.map((g) => g.category), guides.map((g) => g.hoursAgo)],
  );
  const ids = rows.map((r) => r.id);
  const titles = guides.map((g, i) => g.title ?? `Catalogue guide ${ids[i]}`);
  await sql(
    t.databaseUrl,
    `insert into guide_translation (guide_id, lang, title, slug, header_description, introduction)
     select id, 'how', title, 'catalogue-' || id, 'About ' || title, repeat('x', len)
       from unnest($1::int[], $2::text[], $3::int[]) as x(id, title, len)`,
    [ids, titles, guides.map((g) => g.introLength ?? 100)],
  );
  await sql(
    t.databaseUrl,
    `insert into guide_translation (guide_id, lang, title, slug, introduction)
     select id, 'paano', title, 'katalogo-' || id, 'Panimula'
       from unnest($1::int[], $2::text[]) as x(id, title)`,
    [ids, guides.map((g, i) => g.paanoTitle ?? `Gabay ng katalogo ${ids[i]}`)],
  );
  return ids;
}
