/**
 * The production build as a child process for the bench scripts (bench/run.js, bench/scale.js):
 * NODE_ENV=production, embedded PostgreSQL in DATA_DIR, loopback only.
 *
 *   const server = await startServer({ dataDir, keep, env });  // resolves once /healthz answers
 *   server.base, server.child, server.dataDir, server.log, server.rss()
 *   server.scanLog((line) => ...);                             // the stdout lines written since the last scan
 *   await server.stop();                                       // SIGTERM, wait, remove dataDir unless kept
 *
 * The server logs as in production (LOG_LEVEL's default: one JSON line per request), so every figure
 * includes the access log's cost. Its stdout goes to a file, as nginx's access log does in the nginx part
 * (a pipe to this process would stall the server whenever this process is busy, e.g. waiting on wrk);
 * stderr is kept in server.log. scanLog reads the file from where it last stopped, in chunks.
 *
 * Without dataDir a fresh temporary directory is used and removed at stop(); with dataDir that
 * directory is reused (a catalogue generated earlier) and kept unless keep === false.
 */
const { spawn } = require('node:child_process');
const { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const root = join(__dirname, '..');
// BUILD_DIR runs a private build (OUT_DIR=/tmp/x npm run build) instead of ./dist.
const build = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(root, 'dist');
const ADMIN = { username: 'bench-admin', password: 'bench password that is long enough' };
/** Debian's Chromium, headless, as root, on a machine whose network is closed (no background calls). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  const net = require('node:net');
  return new Promise((done) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

/** Resident memory of a process in bytes (0 when it is gone). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
  } catch {
    return 0;
  }
}

async function startServer({ dataDir, keep, env = {}, timeoutMs = 120_000 } = {}) {
  const given = Boolean(dataDir);
  const dir = given ? resolve(dataDir) : mkdtempSync(join(tmpdir(), 'hp-bench-'));
  if (given) mkdirSync(dir, { recursive: true });
  const keepDir = keep ?? given;
  const port = await freePort();
  const log = [];
  const logDir = mkdtempSync(join(tmpdir(), 'hp-bench-log-'));
  const stdoutFile = join(logDir, 'stdout.log');
  const stdout = openSync(stdoutFile, 'a');
  // The production command's V8 flag (Dockerfile CMD, npm start), so the bench measures the memory operators get.
  const child = spawn(process.execPath, ['--max-semi-space-size=8', join(build, 'src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // 16 connections from one address would meet the per-address limit at once: the bench measures the
      // server, so the limit is off unless asked for (RATE_LIMIT_PER_MINUTE=1000000 measures its cost).
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '0',
      // Likewise the search limit (issue 30): bench:search runs hundreds of searches from one address.
      SEARCH_RATE_LIMIT_PER_MINUTE: process.env.SEARCH_RATE_LIMIT_PER_MINUTE ?? '0',
      DATABASE_URL: '',
      BUILD_DIR: build,
      // A build outside the project still loads the project's node_modules.
      NODE_PATH: join(root, 'node_modules'),
      ...env,
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  closeSync(stdout);
  child.stderr.on('data', (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  let stopped = false;
  const server = {
    child,
    base,
    port,
    dataDir: dir,
    log,
    admin: ADMIN,
    rss: () => rssOf(child.pid),
    scanLog: logScanner(stdoutFile),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
      rmSync(logDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return server;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  const out = readFileSync(stdoutFile, 'utf8');
  await server.stop();
  throw new Error(`server did not become healthy:\n${out}${log.join('')}`);
}

/** scan(onLine): calls onLine with each whole line the file gained since the previous scan. */
function logScanner(file) {
  let offset = 0;
  let partial = '';
  const chunk = Buffer.alloc(1 << 20);
  const decoder = new (require('node:string_decoder').StringDecoder)('utf8');
  return (onLine) => {
    const fd = openSync(file, 'r');
    try {
      for (let n; (n = readSync(fd, chunk, 0, chunk.length, offset)) > 0;) {
        offset += n;
        const lines = (partial + decoder.write(chunk.subarray(0, n))).split('\n');
        partial = lines.pop();
        for (const line of lines) onLine(line);
      }
    } finally {
      closeSync(fd);
    }
  };
}

module.exports = { startServer, freePort, rssOf, ADMIN, CHROMIUM_FLAGS, CHROMIUM_PATH, build, root };
