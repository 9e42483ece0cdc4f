#!/usr/bin/env node
/**
 * Import speed (issue 28: 1,000 posts in under a minute). Writes a WXR of N Polylang posts (N/2
 * bilingual pairs, Gutenberg markup: an introduction, 4 sections of a paragraph and a 3-item list,
 * a conclusion) and times `node dist/src/cli/import.js FILE` against a fresh database, then a second
 * run (everything matched by guid: nothing written).
 *
 *   npm run bench:import -- [--posts 1000] [--database-url postgres://…/db]   (default: DATABASE_URL)
 *
 * The database is created (and dropped afterwards) next to the one the URL names.
 */
const { execFileSync } = require('node:child_process');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const { arg, polylangWxr } = require('./wxr');

const root = join(__dirname, '..');

function post(n, lang, pair) {
  const en = lang === 'en';
  const title = en ? `How to save for goal number ${pair}` : `Paano mag-ipon para sa layunin bilang ${pair}`;
  const sections = [1, 2, 3, 4]
    .map(
      (s) =>
        `<!-- wp:heading --><h2>${en ? 'Step' : 'Hakbang'} ${s}</h2><!-- /wp:heading -->` +
        `<!-- wp:paragraph --><p>${en ? 'Put a little aside every <strong>payday</strong>.' : 'Magtabi ng kaunti tuwing <strong>sahod</strong>.'}</p><!-- /wp:paragraph -->` +
        `<!-- wp:list --><ul><li>${en ? 'Open an account' : 'Magbukas ng account'}</li><li>${en ? 'Automate it' : 'Gawing awtomatiko'}<ul><li>${en ? 'monthly' : 'buwan-buwan'}</li></ul></li><li><a href="https://example.com/${pair}">${en ? 'Read more' : 'Magbasa pa'}</a></li></ul><!-- /wp:list -->`,
    )
    .join('\n');
  const body =
    `<!-- wp:paragraph --><p>${en ? 'Saving is easier with a plan.' : 'Mas madali ang pag-iipon kung may plano.'}</p><!-- /wp:paragraph -->\n${sections}\n` +
    `<!-- wp:heading --><h2>${en ? 'Conclusion' : 'Konklusyon'}</h2><!-- /wp:heading --><!-- wp:paragraph --><p>${en ? 'Start today.' : 'Magsimula ngayon.'}</p><!-- /wp:paragraph -->`;
  return `<item><title><![CDATA[${title}]]></title><link>https://old.example.com/${en ? '' : 'tl/'}2024/05/goal-${pair}-${lang}/</link>
<guid isPermaLink="false">https://old.example.com/?p=${n}</guid><content:encoded><![CDATA[${body}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${n}</wp:post_id><wp:post_date_gmt>2024-05-01 02:00:00</wp:post_date_gmt><wp:post_name>goal-${pair}-${lang}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<category domain="category" nicename="${en ? 'savings' : 'ipon'}"><![CDATA[${en ? 'Savings' : 'Ipon'}]]></category>
<category domain="language" nicename="${lang}">${en ? 'English' : 'Tagalog'}</category>
<category domain="post_translations" nicename="pll_${pair}">pll_${pair}</category></item>`;
}

async function main() {
  const posts = Number(arg('posts', '1000'));
  const baseUrl = arg('database-url', process.env.DATABASE_URL);
  if (!baseUrl) throw new Error('Give --database-url or DATABASE_URL (a PostgreSQL this bench may create a database on)');
  const dir = mkdtempSync(join(tmpdir(), 'hp-bench-import-'));
  const file = join(dir, 'site.xml');
  writeFileSync(file, polylangWxr(posts / 2, post));
  const name = `hp_bench_import_${process.pid}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dir, LOG_LEVEL: 'warn' };
  const run = () => {
    const started = process.hrtime.bigint();
    const out = execFileSync(process.execPath, [join(root, 'dist/src/cli/import.js'), file], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, summary: out.trim().split('\n').pop() };
  };
  try {
    // Migrations on an empty database are not the import: run them first (a dry run does).
    execFileSync(process.execPath, [join(root, 'dist/src/cli/import.js'), file, '--dry-run'], { env, stdio: 'ignore' });
    const first = run();
    const second = run();
    console.log(`import of ${posts} posts (${posts / 2} bilingual guides): ${first.seconds.toFixed(1)} s — ${first.summary}`);
    console.log(`second run (matched by guid): ${second.seconds.toFixed(1)} s — ${second.summary}`);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
