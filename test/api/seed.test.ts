import { DEMO_CATEGORIES, DEMO_GUIDES } from '../../src/database/seeders/demo-content';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isParagraph = (heading: string) => heading.startsWith('[p] ');

describe('demo content (plain data)', () => {
  it('titles every guide "How…" in English and "Paano…" in Filipino', () => {
    for (const guide of DEMO_GUIDES) {
      expect(guide.how.title).toMatch(/^How\b/);
      expect(guide.paano.title).toMatch(/^Paano\b/);
    }
  });

  it('pairs every English bullet with a Filipino one of the same shape', () => {
    for (const guide of DEMO_GUIDES) {
      for (const section of guide.sections) {
        const where = `${guide.how.slug} / ${section.headingHow}`;
        expect([where, section.bulletsPaano.length]).toEqual([where, section.bulletsHow.length]);
        expect([where, isParagraph(section.headingPaano)]).toEqual([where, isParagraph(section.headingHow)]);
        // A key-insight paragraph is its text; a titled part lists 2 to 6 bullets.
        const range = isParagraph(section.headingHow) ? [1, 2] : [2, 6];
        expect(section.bulletsHow.length).toBeGreaterThanOrEqual(range[0]);
        expect(section.bulletsHow.length).toBeLessThanOrEqual(range[1]);
        section.bulletsHow.forEach((bullet, i) => {
          expect([where, i, section.bulletsPaano[i].split('\n').length]).toEqual([where, i, bullet.split('\n').length]);
        });
      }
    }
  });

  it('covers the home page quick searches and topic tiles', () => {
    const how = DEMO_GUIDES.filter((g) => g.status === 'published').map((g) => g.how.title);
    const paano = DEMO_GUIDES.filter((g) => g.status === 'published').map((g) => g.paano.title);
    expect(how).toEqual(expect.arrayContaining([expect.stringMatching(/^How to start investing/)]));
    expect(how).toEqual(expect.arrayContaining([expect.stringMatching(/^How to learn the fundamentals/)]));
    expect(paano).toEqual(expect.arrayContaining([expect.stringMatching(/^Paano gumagana ang crypto/)]));
    expect(paano).toEqual(expect.arrayContaining([expect.stringMatching(/^Paano mag-budget ng sweldo/)]));
    expect(DEMO_CATEGORIES.map((c) => c.nameHow)).toEqual(['Educational Guides', 'Tech Tutorials', 'Health & Wellness', 'Financial Tips']);
    for (const category of DEMO_CATEGORIES) {
      const count = DEMO_GUIDES.filter((g) => g.category === category.nameHow && g.status === 'published').length;
      expect([category.nameHow, count >= 3 && count <= 4]).toEqual([category.nameHow, true]);
    }
  });
});

describe('seedDemoDatabase on a fresh database', () => {
  let t: TestApp;
  let firstRun: boolean;
  beforeAll(async () => {
    t = await createTestApp();
    firstRun = await seedDemoDatabase(t.databaseUrl);
  });
  afterAll(() => t.close());

  const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => sql<T>(t.databaseUrl, text, params);

  it('reports that it loaded the demo content', () => {
    expect(firstRun).toBe(true);
  });

  it('creates the four topic categories ranked 1 to 4', async () => {
    const rows = await query<{ name_how: string; name_paano: string; rank: number; status: string }>(
      `select name_how, name_paano, rank, status from category order by rank`,
    );
    expect(rows.map((r) => [r.name_how, r.rank])).toEqual([
      ['Educational Guides', 1],
      ['Tech Tutorials', 2],
      ['Health & Wellness', 3],
      ['Financial Tips', 4],
    ]);
    for (const r of rows) {
      expect(r.name_paano).not.toBe('');
      expect(r.status).toBe('published');
    }
  });

  it('publishes at least 12 guides in every category, keeps one draft, with dates over the last 60 days', async () => {
    const [counts] = await query<{ published: number; drafts: number; uncategorised: number }>(
      `select count(*) filter (where status = 'published')::int as published,
              count(*) filter (where status = 'draft')::int as drafts,
              count(*) filter (where category_id is null)::int as uncategorised
       from guide`,
    );
    expect(counts.published).toBeGreaterThanOrEqual(12);
    expect(counts.drafts).toBeGreaterThanOrEqual(1);
    expect(counts.uncategorised).toBe(0);

    const perCategory = await query<{ rank: number; n: number }>(
      `select c.rank, count(g.id)::int as n from category c
       left join guide g on g.category_id = c.id and g.status = 'published' group by c.rank order by c.rank`,
    );
    for (const row of perCategory) expect(row.n).toBeGreaterThanOrEqual(3);

    const dates = await query<{ status: string; age_days: number; published_at: Date | null; created_at: Date; updated_at: Date }>(
      `select status, extract(epoch from now() - updated_at) / 86400 as age_days, published_at, created_at, updated_at from guide`,
    );
    for (const d of dates) {
      expect(Number(d.age_days)).toBeGreaterThanOrEqual(0);
      expect(Number(d.age_days)).toBeLessThanOrEqual(61);
      expect(d.created_at.getTime()).toBeLessThanOrEqual(d.updated_at.getTime());
      if (d.status === 'published') expect(d.published_at).not.toBeNull();
      else expect(d.published_at).toBeNull();
    }
    const distinctDays = new Set(dates.filter((d) => d.status === 'published').map((d) => Math.floor(Number(d.age_days))));
    expect(distinctDays.size).toBeGreaterThanOrEqual(10);
  });

  it('gives every guide both translations with titles and distinct, well-formed slugs', async () => {
    const rows = await query<{
      guide_id: number;
      lang: string;
      title: string;
      slug: string;
      introduction: string;
      header_description: string;
      conclusion: string;
    }>(`select guide_id, lang, title, slug, introduction, header_description, conclusion from guide_translation`);
    const guides = await query<{ id: number }>(`select id from guide`);
    for (const g of guides) {
      const langs = rows
        .filter((r) => r.guide_id === g.id)
        .map((r) => r.lang)
        .sort();
      expect(langs).toEqual(['how', 'paano']);
    }
    for (const r of rows) {
      expect(r.title.trim()).not.toBe('');
      expect(r.header_description.trim()).not.toBe('');
      expect(r.introduction.trim()).not.toBe('');
      expect(r.conclusion.trim()).not.toBe('');
      expect(r.slug).toMatch(SLUG);
      expect(r.slug.length).toBeLessThanOrEqual(60);
      expect(r.title).toMatch(r.lang === 'how' ? /^How\b/ : /^Paano\b/);
    }
    const slugs = rows.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('stores 3 to 6 ordered sections per guide, a [p] key insight in each, and indented sub-points', async () => {
    const perGuide = await query<{ guide_id: number; n: number; paragraphs: number; positions: number[] }>(
      `select guide_id, count(*)::int as n,
              count(*) filter (where heading_how like '[p]%' and heading_paano like '[p]%')::int as paragraphs,
              array_agg(position order by position) as positions
       from section group by guide_id`,
    );
    const guides = await query<{ id: number }>(`select id from guide`);
    expect(perGuide).toHaveLength(guides.length);
    for (const g of perGuide) {
      expect(g.n).toBeGreaterThanOrEqual(3);
      expect(g.n).toBeLessThanOrEqual(6);
      expect(g.paragraphs).toBeGreaterThanOrEqual(1);
      expect(g.positions).toEqual([...Array(g.n).keys()]);
    }
    const [sub] = await query<{ how: number; paano: number }>(
      `select
         (select count(*)::int from section s, jsonb_array_elements_text(s.bullets_how) b where b like E'%\\n  %') as how,
         (select count(*)::int from section s, jsonb_array_elements_text(s.bullets_paano) b where b like E'%\\n  %') as paano`,
    );
    expect(sub.how).toBeGreaterThanOrEqual(1);
    expect(sub.paano).toBeGreaterThanOrEqual(1);
    const [empty] = await query<{ n: number }>(
      `select count(*)::int as n from section
       where heading_how = '' or heading_paano = ''
          or jsonb_array_length(bullets_how) = 0 or jsonb_array_length(bullets_paano) = 0`,
    );
    expect(empty.n).toBe(0);
  });

  it('lists at least one https source per guide, in order', async () => {
    const rows = await query<{ id: number; links: string[]; positions: number[] }>(
      `select g.id, array_remove(array_agg(s.link order by s.position), null) as links,
              array_remove(array_agg(s.position order by s.position), null) as positions
       from guide g left join source s on s.guide_id = g.id group by g.id`,
    );
    for (const r of rows) {
      expect(r.links.length).toBeGreaterThanOrEqual(1);
      expect(r.positions).toEqual([...Array(r.links.length).keys()]);
      for (const link of r.links) expect(link).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    }
  });

  it('does nothing the second time', async () => {
    const count = async () =>
      (
        await query<{ n: string }>(
          `select (select count(*) from category) || '/' || (select count(*) from guide) || '/' ||
                  (select count(*) from guide_translation) || '/' || (select count(*) from section) || '/' ||
                  (select count(*) from source) as n`,
        )
      )[0].n;
    const before = await count();
    await expect(seedDemoDatabase(t.databaseUrl)).resolves.toBe(false);
    expect(await count()).toBe(before);
  });
});

describe('seedDemoDatabase on a database that already has content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves a database with only a category untouched', async () => {
    await sql(t.databaseUrl, `insert into category (name_how, name_paano) values ('Cooking', 'Pagluluto')`);
    await expect(seedDemoDatabase(t.databaseUrl)).resolves.toBe(false);
    const rows = await sql<{ n: number }>(
      t.databaseUrl,
      `select (select count(*) from category)::int + (select count(*) from guide)::int as n`,
    );
    expect(rows[0].n).toBe(1);
  });
});
