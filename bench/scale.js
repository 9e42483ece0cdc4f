#!/usr/bin/env node
/**
 * npm run bench:scale — what every listing path costs with a large catalogue (issue 9).
 *
 * 1. A database with BENCH_GUIDES guides (default 100,000) on the production build's embedded
 *    PostgreSQL, kept in bench-data/scale-<N> (gitignored) and reused by later runs: the server is
 *    started once on an empty directory (migrations, demo content), bench/generate.js fills it while
 *    it runs, and the server is stopped. BENCH_FRESH=1 generates it again.
 * 2. The server is restarted on that directory (twice when guides are queued for the search index, as
 *    after generating: the first start indexes them, waitForSearchIndex); then for each path, on
 *    loopback, one request at a time:
 *    - cold (restart): the path's first request since the restart (nothing of it cached yet; the
 *                      process itself is warmed first on /about, /privacy, /api/categories/);
 *    - cold (write):   the path's first request right after an administrator save of another guide
 *                      (a write is what empties the caches in production);
 *    - warm:           median of up to BENCH_WARM (20) further requests (at most ~5 s per path);
 *    - bytes (uncompressed body), status.
 *    And the server's resident memory (RSS) after all of it.
 * 3. Each line is compared with the issue's targets (public page cold <= 150 ms, HTML <= 100 KB,
 *    home <= 60 KB, API <= 100 ms and <= 200 KB, admin list <= 100 ms, RSS <= 250 MB): a time target
 *    holds when the cold (restart), cold (write) and warm times all meet it.
 * Printed as a table and written to test-output/bench-scale.json (BENCH_OUT to change).
 * BENCH_PATHS=<regex> keeps only the lines whose name matches (e.g. BENCH_PATHS=admin).
 */
const { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { Client } = require('pg');
const { build, root, startServer } = require('./server');
const { generateCatalogue, urlFromDataDir, waitForSearchIndex } = require('./generate');

const GUIDES = Number(process.env.BENCH_GUIDES || 100000);
const WARM = Number(process.env.BENCH_WARM || 20);
const WARM_BUDGET_MS = 5000;
// BENCH_PATHS=admin measures only the lines whose name matches (a regular expression, case-insensitive).
const ONLY = process.env.BENCH_PATHS ? new RegExp(process.env.BENCH_PATHS, 'i') : null;
const REQUEST_TIMEOUT_MS = 120_000;
const dataDir = resolve(root, process.env.BENCH_DATA_DIR || `bench-data/scale-${GUIDES}`);
const out = resolve(root, process.env.BENCH_OUT || 'test-output/bench-scale.json');

const KB = 1024;
const MB = 1024 * 1024;
const TARGETS = {
  page: { ms: 150, bytes: 100 * KB },
  home: { ms: 150, bytes: 60 * KB },
  api: { ms: 100, bytes: 200 * KB },
  admin: { ms: 100, bytes: 200 * KB },
  // Sitemaps have their own limits: at most 50,000 URLs and 50 MB per file (sitemaps.org); no time target.
  sitemap: { urls: 50000, bytes: 50 * MB },
  rss: 250 * MB,
};

async function ensureCatalogue() {
  const marker = join(dataDir, 'catalogue.json');
  if (existsSync(marker) && !process.env.BENCH_FRESH) {
    const info = JSON.parse(readFileSync(marker, 'utf8'));
    console.log(`Reusing ${dataDir} (${info.guides} generated guides, made ${info.generatedAt})`);
    return info;
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(`Creating ${dataDir}: starting the server once (migrations, demo content)`);
  const server = await startServer({ dataDir, keep: true });
  let result;
  try {
    console.log(`Generating ${GUIDES} guides`);
    result = await generateCatalogue(urlFromDataDir(dataDir), { guides: GUIDES, seed: 1 });
  } finally {
    await server.stop();
  }
  const info = { guides: GUIDES, seed: 1, seconds: result.seconds, generatedAt: new Date().toISOString() };
  writeFileSync(marker, JSON.stringify(info, null, 2));
  console.log(`Generated in ${result.seconds} s`);
  return info;
}

/** One request: time to the last byte, body size (asked uncompressed), status. */
async function timed(base, path, init = {}) {
  const started = performance.now();
  const res = await fetch(base + path, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...(init.headers || {}) },
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, bytes: body.length, status: res.status, body, headers: res.headers };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** What the bench asks for: real ids and slugs, read from the database (not from the APIs being measured). */
async function pickTargets(url) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const q = async (sql, params) => (await db.query(sql, params)).rows;
    const [cat] = await q(`
      select c.id, c.name_how, c.name_paano, count(g.id)::int as published
        from category c join guide g on g.category_id = c.id and g.status = 'published'
       group by c.id order by count(g.id) desc limit 1`);
    const [other] = await q(`select id from category where id <> $1 order by id limit 1`, [cat.id]);
    const [guide] = await q(
      `select g.id, h.slug as how_slug, p.slug as paano_slug
         from guide g join guide_translation h on h.guide_id = g.id and h.lang = 'how'
         join guide_translation p on p.guide_id = g.id and p.lang = 'paano' and p.title <> ''
        where g.status = 'published' and g.category_id = $1
        order by g.id desc limit 1`,
      [cat.id],
    );
    // The guide the bench saves to empty the caches: published, in another category, not the one measured.
    const [saved] = await q(`select id from guide where status = 'published' and id <> $1 order by id limit 1`, [guide.id]);
    const [{ count: published }] = await q(`select count(*)::int as count from guide where status = 'published'`);
    return { cat, otherCategoryId: other?.id ?? cat.id, guide, savedId: saved.id, published };
  } finally {
    await db.end();
  }
}

async function login(base, admin) {
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return (await res.json()).access;
}

/** An administrator save that changes nothing visible (the header description gains or loses a trailing space). */
function makeWriter(base, token, id) {
  const auth = { authorization: `Bearer ${token}` };
  let n = 0;
  return async function write() {
    const res = await fetch(`${base}/api/bilingual-content/${id}/retrieve_bilingual/`, { headers: auth });
    if (!res.ok) throw new Error(`retrieve ${id}: ${res.status}`);
    const g = await res.json();
    const form = new FormData();
    form.set('lang', 'how');
    form.set('how', JSON.stringify({ ...g.how, header_description: g.how.header_description.trimEnd() + (n++ % 2 ? '' : ' ') }));
    form.set('category', String(g.category?.id ?? ''));
    form.set('post_status', g.status);
    form.set('sections', JSON.stringify(g.sections));
    form.set('sources', JSON.stringify(g.sources.map((s) => s.source_link)));
    if (g.version !== undefined) form.set('version', String(g.version));
    const put = await fetch(`${base}/api/bilingual-content/${id}/`, { method: 'PUT', headers: auth, body: form });
    if (!put.ok) throw new Error(`save ${id}: ${put.status} ${await put.text()}`);
  };
}

/** The sitemap files a sitemap index lists, as local paths ([] when /sitemap.xml is itself a urlset). */
function sitemapFiles(xml) {
  if (!/<sitemapindex[\s>]/.test(xml)) return [];
  return [...xml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1].replace(/&amp;/g, '&'));
    return u.pathname + u.search;
  });
}

function verdict(row) {
  const t = TARGETS[row.kind];
  const why = [];
  if (row.kind === 'sitemap') {
    if (row.status !== 200) why.push(`status ${row.status}`);
    if (row.bytes > t.bytes) why.push('> 50 MB');
    if (row.urls > t.urls) why.push(`${row.urls} URLs > 50,000`);
    if (row.sitemapIndex === false && row.path === '/sitemap.xml' && row.publishedGuides * 2 > t.urls) why.push('not an index');
  } else {
    if (row.status !== 200) why.push(`status ${row.status}`);
    const worst = Math.max(row.coldRestartMs ?? 0, row.coldWriteMs ?? 0, row.warmMs ?? 0);
    if (worst > t.ms) why.push(`${Math.round(worst)} ms > ${t.ms}`);
    if (row.bytes > t.bytes) why.push(`${fmtBytes(row.bytes)} > ${fmtBytes(t.bytes)}`);
  }
  return why.length ? `over (${why.join(', ')})` : 'ok';
}

function fmtBytes(n) {
  if (n >= MB) return `${(n / MB).toFixed(1)} MB`;
  if (n >= KB) return `${(n / KB).toFixed(1)} KB`;
  return `${n} B`;
}

const fmtMs = (x) => (x === null || x === undefined ? '-' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);

/**
 * The server on the catalogue, with nothing queued for its search index. The generated guides are
 * queued, and a server indexes them from its boot on, in the background (measured while it did, a
 * save's cold requests took 100-500 ms and the RSS 270 MB: the indexer's work, not the paths'). So the
 * first start after generating (or after a run that was cut short) indexes them all, and the server is
 * started again: its first requests are a restart's.
 */
async function startCaughtUp() {
  const server = await startServer({ dataDir, keep: true });
  let index;
  try {
    index = await waitForSearchIndex(urlFromDataDir(dataDir), { vacuum: 'if-indexed' });
  } catch (error) {
    await server.stop();
    throw error;
  }
  if (!index?.queuedAtStart) return server;
  console.log(`Indexed ${index.queuedAtStart} queued guides for search (${index.seconds} s); restarting`);
  await server.stop();
  return startServer({ dataDir, keep: true });
}

async function main() {
  if (!existsSync(join(build, 'src/main.js'))) throw new Error(`no build in ${build}: run npm run build`);
  const catalogue = await ensureCatalogue();

  console.log('Restarting the server on it');
  const server = await startCaughtUp();
  const results = {
    machine: { cpus: require('node:os').cpus().length, node: process.version },
    guides: catalogue.guides,
    commit: gitCommit(),
    measuredAt: new Date().toISOString(),
    cold: 'coldRestartMs: first request of the path since the server started; coldWriteMs: first request right after an administrator save',
    rows: [],
    rss: null,
  };
  try {
    const { base } = server;
    const tg = await pickTargets(urlFromDataDir(dataDir));
    results.publishedGuides = tg.published;
    const { categorySegment } = require(join(build, 'client/src/shared/slug.js'));
    const catPath = `/category/${categorySegment(tg.cat.name_how)}`;
    const deepPage = Math.max(2, Math.floor(tg.published / 24) - 1);
    const token = await login(base, server.admin);
    const admin = { headers: { authorization: `Bearer ${token}` } };
    const write = makeWriter(base, token, tg.savedId);
    const paths = [
      ['home', 'home', '/'],
      ['category page 1', 'page', catPath],
      ['category page 50', 'page', `${catPath}?page=50`],
      ['guide page (How)', 'page', `/${categorySegment(tg.cat.name_how)}/${tg.guide.how_slug}`],
      ['guide page (Paano)', 'page', `/${categorySegment(tg.cat.name_paano)}/${tg.guide.paano_slug}`],
      ['search page', 'page', '/paano-mag-ipon'],
      ['public list, unpaginated', 'api', '/api/public/content/?status=published'],
      ['public list, page 1', 'api', '/api/public/content/?status=published&page=1&page_size=24'],
      [`public list, page ${deepPage}`, 'api', `/api/public/content/?status=published&page=${deepPage}&page_size=24`],
      ['public list, category', 'api', `/api/public/content/?status=published&category_id=${tg.cat.id}`],
      ['recommended', 'api', `/api/public/content/recommended/?category_id=${tg.cat.id}&language=how&exclude=${tg.guide.id}`],
      [
        'suggested',
        'api',
        `/api/public/content/suggested/?exclude_category=${tg.cat.id}&exclude_content=${tg.guide.id}&language=paano&limit=5`,
      ],
      ['categories', 'api', '/api/categories/?status=published'],
      ['sitemap.xml', 'sitemap', '/sitemap.xml'],
      ['admin list, page 1', 'admin', '/api/bilingual-content/?page=1&page_size=25', admin],
      ['admin list, search', 'admin', '/api/bilingual-content/?page=1&page_size=25&search=adobo', admin],
      ['admin list, category', 'admin', `/api/bilingual-content/?page=1&page_size=25&category=${tg.cat.id}`, admin],
      ['admin list, status', 'admin', '/api/bilingual-content/?page=1&page_size=25&status=draft', admin],
      [
        'admin list, all three',
        'admin',
        `/api/bilingual-content/?page=1&page_size=25&search=paano&category=${tg.cat.id}&status=published`,
        admin,
      ],
      ['search API "paano mag-ipon"', 'api', `/api/public/search/?q=${encodeURIComponent('paano mag-ipon')}`],
      ['search API "adobo"', 'api', '/api/public/search/?q=adobo'],
      ['search API "invsting" (typo)', 'api', '/api/public/search/?q=invsting'],
      ['search API "passport"', 'api', '/api/public/search/?q=passport'],
    ]
      .map(([name, kind, path, init]) => ({ name, kind, path, init }))
      .filter((row) => !ONLY || ONLY.test(row.name));

    const measureOne = async (row, into) => {
      const r = await timed(base, row.path, row.init);
      row[into] = r.ms;
      row.status = r.status;
      row.bytes = r.bytes;
      return r;
    };

    // The process's own first requests (code loaded and compiled, pools opened) are not the
    // catalogue's cost: warm the renderer and the API on pages that are not measured.
    for (const path of ['/about', '/privacy', '/api/categories/', '/readyz']) await timed(base, path);

    // 1. Cold after the restart: each path's first request (in order; the sitemap's file is found here).
    console.log('Cold (first request since the restart)');
    for (let i = 0; i < paths.length; i++) {
      const row = paths[i];
      const r = await measureOne(row, 'coldRestartMs');
      if (row.kind === 'sitemap') {
        const xml = r.body.toString('utf8');
        row.sitemapIndex = /<sitemapindex[\s>]/.test(xml);
        row.urls = (xml.match(/<url>/g) || []).length;
        row.files = (xml.match(/<sitemap>/g) || []).length;
        row.publishedGuides = tg.published;
        // The first file it lists, and the first file of guides when that is another one.
        const files = sitemapFiles(xml);
        const picks = [...new Set([files[0], files.find((f) => /guide/.test(f))].filter(Boolean))];
        for (const file of picks) {
          const fileRow = {
            name: file === files[0] ? 'first sitemap file' : 'first guides sitemap file',
            kind: 'sitemap',
            path: file,
            publishedGuides: tg.published,
          };
          const f = await measureOne(fileRow, 'coldRestartMs');
          fileRow.urls = (f.body.toString('utf8').match(/<url>/g) || []).length;
          paths.splice(i + 1, 0, fileRow);
          i++;
        }
      }
      process.stdout.write(`  ${row.name}: ${fmtMs(row.coldRestartMs)}\n`);
    }

    // 2. Warm: the median of up to WARM more requests, at most ~5 s per path.
    console.log('Warm');
    for (const row of paths) {
      const times = [];
      const until = performance.now() + WARM_BUDGET_MS;
      while (times.length < WARM && (times.length < 3 || performance.now() < until)) {
        times.push((await timed(base, row.path, row.init)).ms);
      }
      row.warmMs = median(times);
      row.warmRuns = times.length;
    }

    // 3. Cold after a write: an administrator save, then the path's first request.
    console.log('Cold (first request after an administrator save)');
    for (const row of paths) {
      await write();
      await measureOne(row, 'coldWriteMs');
    }

    results.rss = server.rss();
    for (const row of paths) {
      delete row.init;
      row.verdict = verdict(row);
    }
    results.rows = paths;
    results.rssVerdict = results.rss <= TARGETS.rss ? 'ok' : `over (${fmtBytes(results.rss)} > 250 MB)`;
  } finally {
    await server.stop();
  }

  printTable(results);
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`written to ${out}`);
}

function gitCommit() {
  try {
    return require('node:child_process').execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  } catch {
    return null;
  }
}

function printTable(results) {
  const header = ['what', 'cold (restart)', 'cold (write)', 'warm', 'bytes', 'status', 'target'];
  const lines = results.rows.map((r) => [
    r.name,
    fmtMs(r.coldRestartMs),
    fmtMs(r.coldWriteMs),
    fmtMs(r.warmMs),
    fmtBytes(r.bytes) + (r.urls !== undefined ? ` (${r.urls} URLs${r.files ? `, ${r.files} files` : ''})` : ''),
    String(r.status),
    r.verdict,
  ]);
  lines.push(['server RSS at the end', '', '', '', fmtBytes(results.rss), '', results.rssVerdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (l) => l.map((c, i) => (i === 0 || i === l.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\nPaths:');
  for (const r of results.rows) console.log(`  ${r.name.padEnd(widths[0])}  ${r.path}`);
  console.log(`\n${results.guides} generated guides (${results.publishedGuides} published), commit ${results.commit}`);
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
