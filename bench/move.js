#!/usr/bin/env node
/**
 * Moving hosts (issue 34 item 6): times the move archive's export and import for a catalogue of N
 * bilingual guides, each with its own header image. Seeds a first database with the import command
 * (a generated WXR of N Polylang pairs and N JPEGs), then times
 *   node dist/src/cli/export.js site.tar.gz            (the admin's download)
 *   node dist/src/cli/import.js site.tar.gz            (the admin's import) on a second, fresh database.
 *
 *   npm run bench:move -- [--guides 1000] [--database-url postgres://…/db]   (default: DATABASE_URL)
 *
 * Both databases are created (and dropped afterwards) next to the one the URL names.
 */
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const { arg, polylangWxr } = require('./wxr');
const sharp = require('sharp');

const root = join(__dirname, '..');

function post(n, lang, pair) {
  const en = lang === 'en';
  const title = en ? `How to move house number ${pair}` : `Paano lumipat ng bahay bilang ${pair}`;
  const img = `<!-- wp:image --><figure><img src="https://old.example.com/wp-content/uploads/2024/05/move-${pair}.jpg" alt="${en ? 'Boxes' : 'Mga kahon'} ${pair}"/></figure><!-- /wp:image -->`;
  const sections = [1, 2, 3]
    .map(
      (s) =>
        `<!-- wp:heading --><h2>${en ? 'Step' : 'Hakbang'} ${s}</h2><!-- /wp:heading -->` +
        `<!-- wp:paragraph --><p>${en ? 'Pack one room at a time.' : 'Mag-empake ng isang kuwarto bawat beses.'}</p><!-- /wp:paragraph -->`,
    )
    .join('\n');
  const body = `${img}<!-- wp:paragraph --><p>${en ? 'Moving is easier with a plan.' : 'Mas madali ang paglipat kung may plano.'}</p><!-- /wp:paragraph -->\n${sections}`;
  return `<item><title><![CDATA[${title}]]></title><link>https://old.example.com/${en ? '' : 'tl/'}move-${pair}-${lang}/</link>
<guid isPermaLink="false">https://old.example.com/?p=${n}</guid><content:encoded><![CDATA[${body}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${n}</wp:post_id><wp:post_date_gmt>2024-05-01 02:00:00</wp:post_date_gmt><wp:post_name>move-${pair}-${lang}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<category domain="category" nicename="${en ? 'home' : 'tahanan'}"><![CDATA[${en ? 'Home' : 'Tahanan'}]]></category>
<category domain="language" nicename="${lang}">${en ? 'English' : 'Tagalog'}</category>
<category domain="post_translations" nicename="pll_${pair}">pll_${pair}</category></item>`;
}

async function main() {
  const guides = Number(arg('guides', '1000'));
  const baseUrl = arg('database-url', process.env.DATABASE_URL);
  if (!baseUrl) throw new Error('Give --database-url or DATABASE_URL (a PostgreSQL this bench may create databases on)');
  const dir = mkdtempSync(join(tmpdir(), 'hp-bench-move-'));
  const media = join(dir, 'uploads', '2024', '05');
  mkdirSync(media, { recursive: true });
  for (let pair = 1; pair <= guides; pair++) {
    // Noise, so each image weighs what a photo does (a flat colour would compress to nothing).
    const noise = { type: 'gaussian', mean: 64 + (pair % 128), sigma: 30 };
    writeFileSync(
      join(media, `move-${pair}.jpg`),
      await sharp({ create: { width: 800, height: 500, channels: 3, noise } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  }
  const file = join(dir, 'site.xml');
  writeFileSync(file, polylangWxr(guides, post, 'https://old.example.com'));
  const archive = join(dir, 'site.tar.gz');
  const names = [`hp_bench_move_a_${process.pid}`, `hp_bench_move_b_${process.pid}`];
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  const envOf = (name, data) => {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    mkdirSync(data, { recursive: true });
    return { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: data, UPLOAD_DIR: join(data, 'media'), LOG_LEVEL: 'warn' };
  };
  const timed = (env, args) => {
    const started = process.hrtime.bigint();
    const out = execFileSync(process.execPath, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, summary: out.trim().split('\n').pop() };
  };
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    const a = envOf(names[0], join(dir, 'a'));
    const b = envOf(names[1], join(dir, 'b'));
    const seed = timed(a, [join(root, 'dist/src/cli/import.js'), file, '--media-dir', join(dir, 'uploads')]);
    console.log(`seed (WordPress import with ${guides} images, re-encoded): ${seed.seconds.toFixed(1)} s — ${seed.summary}`);
    const out = timed(a, [join(root, 'dist/src/cli/export.js'), archive]);
    console.log(`export archive: ${out.seconds.toFixed(1)} s, ${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB — ${out.summary}`);
    // Migrations on an empty database are not the import: run them first (a dry run does).
    const dry = timed(b, [join(root, 'dist/src/cli/import.js'), archive, '--dry-run']);
    console.log(`dry run of the archive (fresh database, migrations included): ${dry.seconds.toFixed(1)} s`);
    const back = timed(b, [join(root, 'dist/src/cli/import.js'), archive]);
    console.log(`import archive: ${back.seconds.toFixed(1)} s — ${back.summary}`);
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
