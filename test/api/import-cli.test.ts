import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestDatabase, sql } from '../utils/test-db';

jest.setTimeout(180_000);

const root = join(__dirname, '..', '..');
const FIXTURES = join(root, 'test', 'fixtures', 'import');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run import|export -- …` as the owner runs it (from the TypeScript source, so no build is needed). */
function cli(name: 'import' | 'export', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', join(root, 'src', 'cli', `${name}.ts`), ...args],
      { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Issue 28 items 1 and 4 through the command line. */
describe('npm run import / npm run export', () => {
  let env: Record<string, string>;
  let dir: string;
  const guides = async () => Number((await sql<{ n: number }>(env.DATABASE_URL!, 'select count(*)::int as n from guide'))[0]!.n);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hp-cli-'));
    env = { DATABASE_URL: await createTestDatabase(), DATA_DIR: dir };
    mkdirSync(join(dir, 'uploads-copy', '2024', '05'), { recursive: true });
    writeFileSync(
      join(dir, 'uploads-copy', '2024', '05', 'header-photo.jpg'),
      await sharp({ create: { width: 800, height: 500, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--dry-run prints the report and writes nothing', async () => {
    const run = await cli('import', [join(FIXTURES, 'polylang.xml'), '--dry-run'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '+ How to Start an Emergency Fund / Paano Magsimula ng Emergency Fund [published; bilingual; Money Matters]',
    );
    expect(run.stdout).toContain('Filipino only (language guessed: --lang KEY=how|paano to change)');
    expect(run.stdout).toContain('kept as text: table: Buwan | Ipon');
    expect(run.stdout).toContain('Dry run: 4 guide(s) would be imported; nothing was written.');
    expect(await guides()).toBe(0);
  });

  it('imports with --media-dir and --lang, then a second run changes nothing', async () => {
    const first = await cli(
      'import',
      [join(FIXTURES, 'polylang.xml'), '--media-dir', join(dir, 'uploads-copy'), '--lang', 'https://old.example.com/?p=105=how'],
      env,
    );
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Imported 4 guide(s).');
    expect(await guides()).toBe(4);
    const [house] = await sql<{ lang: string }>(
      env.DATABASE_URL!,
      `select lang from guide_translation where title = 'Paano mag-ipon para sa bahay'`,
    );
    expect(house!.lang).toBe('how');
    const [header] = await sql<{ header_image: string | null }>(
      env.DATABASE_URL!,
      `select g.header_image from guide g join guide_translation t on t.guide_id = g.id where t.title = 'How to Start an Emergency Fund'`,
    );
    expect(header!.header_image).toBeTruthy();

    const second = await cli('import', [join(FIXTURES, 'polylang.xml')], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Nothing to import: all 4 guide(s) of this file were imported before; nothing changed.');
    expect(await guides()).toBe(4);
  });

  it('refuses bad input with a clear error and exit code 1, changing nothing', async () => {
    const bomb = join(dir, 'bomb.xml');
    writeFileSync(bomb, '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aa"><!ENTITY b "&a;&a;&a;">]><rss>&b;</rss>');
    const run = await cli('import', [bomb], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Import failed, nothing was changed: The file declares a DOCTYPE');
    const missing = await cli('import', [join(dir, 'nope.xml')], env);
    expect(missing.stderr).toContain(`Import failed, nothing was changed: No file ${join(dir, 'nope.xml')}`);
    expect(await guides()).toBe(4);
  });

  it('exports the site as WXR with Polylang pairs', async () => {
    const file = join(dir, 'out.xml');
    const run = await cli('export', [file, '--media-dir', join(dir, 'media-out')], { ...env, SITE_URL: 'https://howpaano.example.ph' });
    expect(run.code).toBe(0);
    // The command says which address the file's links and images use.
    expect(run.stdout).toContain(`Exported 4 guide(s) and 1 image(s) to ${file}, with addresses on https://howpaano.example.ph (SITE_URL)`);
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('<wp:base_site_url>https://howpaano.example.ph</wp:base_site_url>');
    expect(xml.match(/<wp:term_taxonomy><!\[CDATA\[post_translations\]\]><\/wp:term_taxonomy>/g)).toHaveLength(4);
    expect(xml).toContain('<wp:status><![CDATA[future]]></wp:status>');
  });
});
