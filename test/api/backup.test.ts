import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { Client } from 'pg';
import request from 'supertest';
import { restoreBackup, writeBackup } from '../../src/backup/backup';
import { createTestApp, type TestApp } from '../utils/test-app';
import { sql } from '../utils/test-db';

/** Every table whose rows must come back identical (login_attempt and the like are compared too when present). */
const CONTENT_TABLES = ['category', 'guide', 'guide_translation', 'section', 'source', 'slug_redirect', 'admin_user', 'app_setting'];

async function image(width: number, height: number, colour: string, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const source = sharp({ create: { width, height, channels: 3, background: colour } });
  return source[format]().toBuffer();
}

function filesUnder(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return out;
}

async function dump(databaseUrl: string, table: string): Promise<unknown[]> {
  // row_to_json keeps every column exactly (microsecond timestamps, jsonb, the generated search vector).
  const rows = await sql<{ j: unknown }>(databaseUrl, `select row_to_json(t) as j from "${table}" t order by row_to_json(t)::text`);
  return rows.map((r) => r.j);
}

/** A site with two bilingual guides, sections with images and bullets, sources, ranked categories, a renamed slug. */
async function fillSite(t: TestApp): Promise<void> {
  const u = t.databaseUrl;
  const [cat1] = await sql<{ id: number }>(
    u,
    `insert into category (name_how, name_paano, rank, meta_description) values ('Tech Tutorials', 'Mga Tutorial sa Teknolohiya', 1, 'Ñ tech') returning id`,
  );
  const [cat2] = await sql<{ id: number }>(
    u,
    `insert into category (name_how, name_paano, rank) values ('Financial Tips', 'Mga Tip sa Pananalapi', 3) returning id`,
  );
  await sql(u, `insert into category (name_how, name_paano) values ('Unranked', 'Walang ranggo')`);
  mkdirSync(join(t.config.uploadDir, 'guides', '2026'), { recursive: true });
  writeFileSync(join(t.config.uploadDir, 'guides', '2026', 'header-1.webp'), await image(640, 360, '#d04020', 'webp'));
  writeFileSync(join(t.config.uploadDir, 'guides', '2026', 'section-1-0.jpg'), await image(320, 200, '#2040d0', 'jpeg'));
  writeFileSync(join(t.config.uploadDir, 'header-2.png'), await image(100, 80, '#20d040', 'png'));

  const guides = [
    {
      cat: cat1.id,
      status: 'published',
      header: '/media/guides/2026/header-1.webp',
      title: 'How to start investing',
      slug: 'how-to-start-investing',
    },
    { cat: cat2.id, status: 'draft', header: '/media/header-2.png', title: 'Budgeting "basics" & more', slug: 'budgeting-basics' },
  ];
  for (const [i, g] of guides.entries()) {
    const [guide] = await sql<{ id: number }>(
      u,
      `insert into guide (status, category_id, header_image, published_at, version, created_at)
       values ($1::varchar, $2, $3, case when $1::varchar = 'published' then now() end, $4, now() - interval '3 days 1.234567 seconds') returning id`,
      [g.status, g.cat, g.header, i + 2],
    );
    await sql(
      u,
      `insert into guide_translation (guide_id, lang, title, slug, header_description, introduction, conclusion, meta_keywords, meta_description)
       values ($1, 'how', $2, $3, 'A short description', $4, 'The end.', 'money, invest', 'Learn it'),
              ($1, 'paano', $5, $6, 'Maikling paglalarawan', 'Panimula na may ñ at "quotes"', 'Wakas.', 'pera', 'Alamin')`,
      [
        guide.id,
        g.title,
        g.slug,
        `Intro line one\n\n**bold** [link](https://example.com)\n${'x'.repeat(3000)}`,
        `Paano ${g.title}`,
        `paano-${g.slug}`,
      ],
    );
    await sql(
      u,
      `insert into section (guide_id, position, heading_how, heading_paano, bullets_how, bullets_paano, image)
       values ($1, 0, 'First step', 'Unang hakbang', $2::jsonb, $3::jsonb, $4), ($1, 1, '[p] Key insight', '[p] Mahalagang aral', '[]', '[]', null)`,
      [
        guide.id,
        JSON.stringify(['• Open an account', '- Compare fees\n  - indented sub-point']),
        JSON.stringify(['• Magbukas ng account']),
        i === 0 ? '/media/guides/2026/section-1-0.jpg' : null,
      ],
    );
    await sql(u, `insert into source (guide_id, position, link) values ($1, 0, 'https://www.bsp.gov.ph'), ($1, 1, 'example.com/a?b=c')`, [
      guide.id,
    ]);
    await sql(u, `insert into slug_redirect (lang, slug, guide_id) values ('how', $1, $2)`, [`old-${g.slug}`, guide.id]);
  }
  // A deleted guide leaves a gap in the ids; the sequence must still move past every id ever used.
  const [gone] = await sql<{ id: number }>(u, `insert into guide (status) values ('draft') returning id`);
  await sql(u, `delete from guide where id = $1`, [gone.id]);
  await sql(
    u,
    `insert into app_setting (key, value) values ('backup-test', 'kept') on conflict (key) do update set value = excluded.value`,
  );
}

describe('backup and restore', () => {
  let from: TestApp;
  let into: TestApp;
  let work: string;
  let archive: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'hp-backup-test-'));
    archive = join(work, 'site.tar.gz');
    from = await createTestApp();
    into = await createTestApp();
    await fillSite(from);
  });
  afterAll(async () => {
    await from?.close();
    await into?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('brings every guide, translation, section, source, category, rank and image back identical', async () => {
    const summary = await writeBackup(from.databaseUrl, from.config.uploadDir, archive);
    expect(summary.tables).toMatchObject({ category: 3, guide: 2, guide_translation: 4, section: 4, source: 4, slug_redirect: 2 });
    expect(summary.files).toBe(3);
    expect(statSync(archive).mode & 0o077).toBe(0);

    const restored = await restoreBackup(into.databaseUrl, into.config.uploadDir, archive);
    expect(restored.files).toBe(3);

    const tables = (
      await sql<{ t: string }>(from.databaseUrl, `select tablename as t from pg_tables where schemaname = 'public' order by 1`)
    )
      .map((r) => r.t)
      .filter((t) => t !== 'mikro_orm_migrations');
    expect(tables).toEqual(expect.arrayContaining(CONTENT_TABLES));
    for (const table of tables) {
      expect({ table, rows: await dump(into.databaseUrl, table) }).toEqual({ table, rows: await dump(from.databaseUrl, table) });
    }

    const before = filesUnder(from.config.uploadDir);
    const after = filesUnder(into.config.uploadDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [path, bytes] of before) expect(after.get(path)!.equals(bytes)).toBe(true);
  });

  it('serves the restored site: ranked categories and the same sign-in', async () => {
    const res = await request(into.http).get('/api/categories/?status=published');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { category_how: string; rank: number | null }) => [c.category_how, c.rank])).toEqual([
      ['Tech Tutorials', 1],
      ['Financial Tips', 3],
      ['Unranked', null],
    ]);
    const login = await request(into.http).post('/api/token/').send({ username: 'admin', password: 'correct horse battery staple' });
    expect(login.status).toBe(200);
  });

  it('moves the id sequences past every restored row', async () => {
    const [{ max }] = await sql<{ max: number }>(from.databaseUrl, `select max(id) as max from guide`);
    const [created] = await sql<{ id: number }>(into.databaseUrl, `insert into guide (status) values ('draft') returning id`);
    expect(created.id).toBeGreaterThan(max + 1); // past the deleted guide's id too
    await sql(into.databaseUrl, `delete from guide where id = $1`, [created.id]);
  });

  it('refuses to restore over a site that already has guides or categories', async () => {
    await expect(restoreBackup(into.databaseUrl, into.config.uploadDir, archive)).rejects.toThrow(
      /Refusing to restore: the target already holds 2 guide\(s\) and 3 categories/,
    );
  });

  it('refuses a backup made by a newer version (a migration this instance does not have)', async () => {
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const manifestPath = join(unpacked, 'howpaano-backup.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.migrations.push('Migration29991231000000_from_the_future');
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const future = join(work, 'future.tar.gz');
    await tar.create({ gzip: true, file: future, cwd: unpacked }, readdirSync(unpacked));
    const other = await createTestApp();
    try {
      await expect(restoreBackup(other.databaseUrl, other.config.uploadDir, future)).rejects.toThrow(
        'This backup was made by a newer version of HowPaano (migration Migration29991231000000_from_the_future is not applied here): upgrade this instance first',
      );
    } finally {
      await other.close();
    }
  });

  it('takes a consistent snapshot while guides are being written', async () => {
    const writer = new Client({ connectionString: from.databaseUrl });
    await writer.connect();
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing && written >= 0) {
        // One guide and both its translations per transaction, as the API writes them.
        await writer.query('begin');
        const { rows } = await writer.query<{ id: number }>(`insert into guide (status) values ('draft') returning id`);
        await writer.query(
          `insert into guide_translation (guide_id, lang, title, slug) values ($1, 'how', 'Busy', $2), ($1, 'paano', 'Abala', $3)`,
          [rows[0].id, `busy-${rows[0].id}`, `abala-${rows[0].id}`],
        );
        await writer.query('commit');
        written++;
      }
    })().catch((error) => {
      written = -1; // stops the wait below; the error fails the test after the backup
      throw error;
    });
    const busy = join(work, 'busy.tar.gz');
    try {
      while (written >= 0 && written < 5) await new Promise((r) => setTimeout(r, 10));
      await writeBackup(from.databaseUrl, from.config.uploadDir, busy);
    } finally {
      writing = false;
      await writes;
      await writer.end();
    }
    const other = await createTestApp();
    try {
      await restoreBackup(other.databaseUrl, other.config.uploadDir, busy);
      const halves = await sql(
        other.databaseUrl,
        `select g.id from guide g left join guide_translation t on t.guide_id = g.id group by g.id having count(t.id) <> 2`,
      );
      expect(halves).toEqual([]);
      const [{ n }] = await sql<{ n: number }>(other.databaseUrl, `select count(*)::int as n from guide`);
      expect(n).toBeGreaterThanOrEqual(2 + 5);
    } finally {
      await other.close();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const other = await createTestApp();
    try {
      const bogus = join(work, 'not-a-backup.tar.gz');
      writeFileSync(bogus, 'hello');
      await expect(restoreBackup(other.databaseUrl, other.config.uploadDir, bogus)).rejects.toThrow(/is not a HowPaano backup archive/);
      const [{ n }] = await sql<{ n: number }>(other.databaseUrl, `select count(*)::int as n from category`);
      expect(n).toBe(0);
    } finally {
      await other.close();
    }
  });
});

/**
 * Issue 30 item 5: a failed restore left a half-restored site (rows committed before the uploads were
 * written), reported ENOTEMPTY instead of the cause, and left a staging folder behind.
 */
describe('restore, whole or nothing', () => {
  let from: TestApp;
  let work: string;
  let archive: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'hp-restore-test-'));
    archive = join(work, 'site.tar.gz');
    from = await createTestApp();
    await fillSite(from);
    await writeBackup(from.databaseUrl, from.config.uploadDir, archive);
  });
  afterAll(async () => {
    await from?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A target with a file of its own in UPLOAD_DIR, and what it holds before the restore. */
  async function target(): Promise<{ t: TestApp; before: Map<string, Buffer>; rows: unknown[] }> {
    const t = await createTestApp();
    mkdirSync(t.config.uploadDir, { recursive: true });
    writeFileSync(join(t.config.uploadDir, 'already-here.txt'), 'kept');
    return { t, before: filesUnder(t.config.uploadDir), rows: await dump(t.databaseUrl, 'admin_user') };
  }

  async function expectUnchanged(t: TestApp, before: Map<string, Buffer>, rows: unknown[]): Promise<void> {
    const [{ n }] = await sql<{ n: number }>(t.databaseUrl, `select (select count(*) from category) + (select count(*) from guide) as n`);
    expect(Number(n)).toBe(0);
    expect(await dump(t.databaseUrl, 'admin_user')).toEqual(rows);
    expect(filesUnder(t.config.uploadDir)).toEqual(before);
    // No staging folder beside UPLOAD_DIR.
    expect(readdirSync(join(t.config.uploadDir, '..')).filter((name) => name.includes('restore'))).toEqual([]);
  }

  it('leaves the target as it was when the archive is cut short in its uploads, and says so', async () => {
    const bytes = readFileSync(archive);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const { t, before, rows } = await target();
    try {
      await expect(restoreBackup(t.databaseUrl, t.config.uploadDir, cut)).rejects.toThrow(
        /is not a HowPaano backup archive, or it is damaged \(.+\)/,
      );
      await expectUnchanged(t, before, rows);
    } finally {
      await t.close();
    }
  });

  it('rolls the rows back and leaves the files as they were when a table cannot be loaded', async () => {
    const unpacked = join(work, 'bad-rows');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    // A guide row naming a category that is not in the backup: the load fails at the last tables.
    const guides = join(unpacked, 'database', 'guide.jsonl');
    const lines = readFileSync(guides, 'utf8').trim().split('\n');
    lines[0] = JSON.stringify({ ...JSON.parse(lines[0]), category_id: 999_999 });
    writeFileSync(guides, `${lines.join('\n')}\n`);
    const bad = join(work, 'bad-rows.tar.gz');
    await tar.create({ gzip: true, file: bad, cwd: unpacked }, readdirSync(unpacked));
    const { t, before, rows } = await target();
    try {
      await expect(restoreBackup(t.databaseUrl, t.config.uploadDir, bad)).rejects.toThrow(/foreign key/);
      await expectUnchanged(t, before, rows);
    } finally {
      await t.close();
    }
  });

  it('leaves the target as it was when UPLOAD_DIR has a folder where the backup has a file (once ENOTEMPTY after the rows were committed)', async () => {
    const { t } = await target();
    mkdirSync(join(t.config.uploadDir, 'header-2.png'));
    writeFileSync(join(t.config.uploadDir, 'header-2.png', 'inner.txt'), 'mine');
    const before = filesUnder(t.config.uploadDir);
    const rows = await dump(t.databaseUrl, 'admin_user');
    try {
      await expect(restoreBackup(t.databaseUrl, t.config.uploadDir, archive)).rejects.toThrow(
        'UPLOAD_DIR has a folder header-2.png where the backup has a file of that name: move it away and restore again (nothing was changed)',
      );
      await expectUnchanged(t, before, rows);
    } finally {
      await t.close();
    }
  });

  it('restores rows and files together, keeping a file the target already had', async () => {
    const { t } = await target();
    try {
      const summary = await restoreBackup(t.databaseUrl, t.config.uploadDir, archive);
      expect(summary.files).toBe(3);
      const files = filesUnder(t.config.uploadDir);
      expect([...files.keys()].sort()).toEqual([
        'already-here.txt',
        'guides/2026/header-1.webp',
        'guides/2026/section-1-0.jpg',
        'header-2.png',
      ]);
      expect(files.get('header-2.png')).toEqual(readFileSync(join(from.config.uploadDir, 'header-2.png')));
      const [{ n }] = await sql<{ n: number }>(t.databaseUrl, `select count(*)::int as n from guide`);
      expect(n).toBe(2);
      expect(readdirSync(join(t.config.uploadDir, '..')).filter((name) => name.includes('restore'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
