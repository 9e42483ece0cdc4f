/**
 * The app against nginx serving the very same bytes (issue 11 item 4), side by side in one run:
 *
 *   const { compareWithNginx } = require('./nginx');
 *   const rows = await compareWithNginx(base, [{ name: 'guide page', path: '/x/y' }], { scanLog });
 *
 * For each path it fetches the app's answer with the load's Accept-Encoding (the bytes and the headers
 * it sends: brotli for a page, identity for /robots.txt) and its br, gzip and identity bytes, writes
 * them into a temp dir (nginx picks among them by Accept-Encoding as the app does), and
 * starts Debian's nginx (installed with apt-get when /usr/sbin/nginx is missing) on a free loopback
 * port with a temp config: worker_processes auto, sendfile, keep-alive, the access log buffered
 * (buffer=64k flush=1s, as the app's is: one line per request, written in batches), every header the
 * app sent repeated with add_header (security headers, ETag, Cache-Control, Vary, Content-Encoding),
 * so both answer the same request with the same bytes and headers. Then the same tool (wrk from
 * Debian, installed when missing; it keeps up with nginx on 2 cores, autocannon does not) loads app
 * and nginx in turn for BENCH_NGINX_SECONDS (default 10) at BENCH_NGINX_CONNECTIONS (default 50)
 * with 2 threads, and returns req/s, p50, p99 of each and the app's share of nginx's req/s.
 * Each load is preceded by BENCH_NGINX_WARMUP_SECONDS (default 3) of the same load, not counted: a
 * server runs for days, and the first seconds after a start (V8 still compiling the answer's code)
 * are not its steady state; both sides get the same warm-up. BENCH_NGINX_ROUNDS (default 2) rounds
 * of app-then-nginx; each side reports its best round (all rounds are in the JSON).
 * With scanLog (bench/server.js: the app's stdout lines since the last scan) the app's access log is
 * checked: at least one request line for each request wrk completed, else the run fails. The app logs
 * as in production, so its figures include writing that line.
 * Loopback only; nginx and its temp dir are removed at the end.
 */
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, mkdtempSync, writeFileSync, chmodSync, rmSync, readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const SECONDS = Number(process.env.BENCH_NGINX_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_NGINX_CONNECTIONS || 50);
const WARMUP_SECONDS = Number(process.env.BENCH_NGINX_WARMUP_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_NGINX_ROUNDS || 2));
/** What browsers send (minus zstd, which neither side makes): the app answers brotli. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';

/** Headers nginx makes itself for every answer (or that belong to the connection). */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'server',
  'content-encoding',
]);

function ensureInstalled(binary, pkg) {
  if (existsSync(binary)) return;
  console.log(`${binary} missing: apt-get install -y ${pkg}`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The app's answer to a GET of path with this Accept-Encoding: status, headers, exact body bytes. */
async function fetchExact(base, path, acceptEncoding) {
  const { request } = require('node:http');
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function quote(value) {
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** wrk's summary: req/s and the 50th/99th latency percentiles in ms, plus errors. */
function parseWrk(text) {
  const ms = (v) => {
    const m = /^([\d.]+)(us|ms|s|m)$/.exec(v);
    if (!m) return null;
    const n = Number(m[1]);
    return +(m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60000).toFixed(2);
  };
  const pct = (p) => ms((new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(text) ?? [])[1] ?? '');
  const non2xx = Number((/Non-2xx or 3xx responses: (\d+)/.exec(text) ?? [0, 0])[1]);
  const socketErrors = /Socket errors: (.*)/.exec(text)?.[1] ?? null;
  return {
    requests: Number((/(\d+) requests in /.exec(text) ?? [0, 0])[1]),
    requestsPerSecond: Math.round(Number((/Requests\/sec:\s+([\d.]+)/.exec(text) ?? [0, 0])[1])),
    p50ms: pct(50),
    p99ms: pct(99),
    non2xx,
    socketErrors,
  };
}

/** The run with the most req/s. */
function best(runs) {
  return runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
}

function wrk(url, headers, seconds = SECONDS) {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return parseWrk(execFileSync(WRK, args, { encoding: 'utf8', maxBuffer: 1 << 20 }));
}

async function startNginx(dir, files) {
  const port = await freePort();
  const locations = files.map(({ path, file, headers, compressed }) => {
    const lines = [
      `    location = ${path} {`,
      // try_files, not alias: "/" would go to the index module with alias.
      `      try_files /${file}.${compressed ? '$hp_encoding' : 'identity'} =404;`,
      '      types { }',
      `      default_type ${quote(headers['content-type'] ?? 'application/octet-stream')};`,
    ];
    if (compressed) lines.push('      add_header Content-Encoding $hp_content_encoding always;');
    for (const [name, value] of Object.entries(headers)) {
      if (OWN_HEADERS.has(name)) continue;
      lines.push(`      add_header ${name} ${quote(value)} always;`);
    }
    lines.push('    }');
    return lines.join('\n');
  });
  const conf = `worker_processes auto;
daemon off;
master_process on;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log ${join(dir, 'access.log')} combined buffer=64k flush=1s;
  client_body_temp_path ${join(dir, 'tmp-body')};
  proxy_temp_path ${join(dir, 'tmp-proxy')};
  fastcgi_temp_path ${join(dir, 'tmp-fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp-uwsgi')};
  scgi_temp_path ${join(dir, 'tmp-scgi')};
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  server_tokens off;
  etag off;
  gzip off;
  # The app's choice (src/site/html-cache.ts pickEncoding): brotli if accepted, else gzip, else none.
  map $http_accept_encoding $hp_encoding {
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
    default identity;
  }
  map $hp_encoding $hp_content_encoding {
    identity "";
    default $hp_encoding;
  }
  open_file_cache max=64 inactive=60s;
  open_file_cache_valid 60s;
  server {
    listen 127.0.0.1:${port};
    root ${join(dir, 'root')};
${locations.join('\n')}
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${stderr}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`);
    try {
      await fetch(base + files[0].path);
      return { base, child };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer on ${base}: ${stderr}`);
}

/**
 * Loads the app and nginx (same bytes, same headers) for each { name, path }; returns one row per
 * path: { name, path, bytes, encoding, app: {requestsPerSecond, p50ms, p99ms, ...}, nginx: {...}, ratio }.
 * label names the measured side in the printed lines ("app"; bench/varnish.js passes "varnish").
 */
async function compareWithNginx(appBase, pages, { scanLog, label = 'app' } = {}) {
  ensureInstalled(NGINX, 'nginx');
  ensureInstalled(WRK, 'wrk');
  const dir = mkdtempSync(join(tmpdir(), 'hp-bench-nginx-'));
  chmodSync(dir, 0o755);
  execFileSync('mkdir', ['-p', join(dir, 'root')]);
  let nginx;
  try {
    const files = [];
    for (const [i, { path }] of pages.entries()) {
      // The first request renders a page into the cache; the ones after are the cached answers.
      await fetchExact(appBase, path, ACCEPT_ENCODING);
      const answer = await fetchExact(appBase, path, ACCEPT_ENCODING);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const file = `page-${i}`;
      const variants = {};
      for (const encoding of ['br', 'gzip', 'identity']) {
        const variant = await fetchExact(appBase, path, encoding);
        if (
          (variant.headers['content-encoding'] ?? 'identity') !== encoding &&
          encoding !== 'identity' &&
          variant.headers['content-encoding']
        ) {
          throw new Error(`${path}: asked ${encoding}, got ${variant.headers['content-encoding']}`);
        }
        variants[encoding] = variant.body;
        writeFileSync(join(dir, 'root', `${file}.${encoding}`), variant.body);
        chmodSync(join(dir, 'root', `${file}.${encoding}`), 0o644);
      }
      const encoding = answer.headers['content-encoding'] ?? 'identity';
      files.push({
        path,
        file,
        headers: answer.headers,
        compressed: encoding !== 'identity',
        bytes: answer.body.length,
        identityBytes: variants.identity.length,
        encoding,
        body: answer.body,
      });
    }
    nginx = await startNginx(dir, files);
    // The same bytes from both, checked before measuring.
    for (const f of files) {
      const a = await fetchExact(nginx.base, f.path, ACCEPT_ENCODING);
      if (!a.body.equals(f.body) || (a.headers['content-encoding'] ?? 'identity') !== f.encoding) {
        throw new Error(`nginx does not serve the app's bytes for ${f.path}`);
      }
    }
    const headers = { 'Accept-Encoding': ACCEPT_ENCODING };
    const rows = [];
    for (const [i, { name, path }] of pages.entries()) {
      // Rounds alternate app and nginx; each side's figure is its best round (most req/s, with that
      // run's latencies): a neighbour's burst on a shared machine only ever slows a run down.
      const appRuns = [];
      const nginxRuns = [];
      for (let round = 0; round < ROUNDS; round++) {
        if (WARMUP_SECONDS > 0) wrk(appBase + path, headers, WARMUP_SECONDS);
        scanLog?.(() => {});
        const run = wrk(appBase + path, headers);
        if (scanLog) run.logLines = await requestLinesFor(scanLog, path, run.requests);
        appRuns.push(run);
        if (WARMUP_SECONDS > 0) wrk(nginx.base + path, headers, WARMUP_SECONDS);
        nginxRuns.push(wrk(nginx.base + path, headers));
      }
      const app = best(appRuns);
      const ng = best(nginxRuns);
      const row = {
        name,
        path,
        encoding: files[i].encoding,
        bytes: files[i].bytes,
        identityBytes: files[i].identityBytes,
        connections: CONNECTIONS,
        seconds: SECONDS,
        app,
        nginx: ng,
        rounds: { app: appRuns, nginx: nginxRuns },
        ratio: ng.requestsPerSecond ? +(app.requestsPerSecond / ng.requestsPerSecond).toFixed(3) : null,
      };
      rows.push(row);
      console.log(
        `${name.padEnd(14)} ${label} ${String(app.requestsPerSecond).padStart(6)} req/s p50 ${app.p50ms} ms p99 ${app.p99ms} ms | nginx ${String(ng.requestsPerSecond).padStart(6)} req/s p50 ${ng.p50ms} ms p99 ${ng.p99ms} ms | ${label}/nginx ${row.ratio} (${row.bytes} B ${row.encoding})${app.logLines === undefined ? '' : `, app log lines ${app.logLines} for ${app.requests} requests`}`,
      );
    }
    return rows;
  } finally {
    if (nginx) {
      nginx.child.kill('SIGQUIT');
      await new Promise((r) => (nginx.child.exitCode !== null ? r() : nginx.child.once('exit', r)));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The app's request lines for path written since the last scan, once its log buffer has been flushed
 * (log-buffer.ts: within 50 ms); fails when there are fewer than the requests wrk completed.
 */
async function requestLinesFor(scanLog, path, requests) {
  let lines = 0;
  const needle = `"path":${JSON.stringify(path)}`;
  for (let tries = 0; tries < 20; tries++) {
    await new Promise((r) => setTimeout(r, 100));
    scanLog((line) => {
      if (line.includes('"context":"HTTP"') && line.includes(needle)) lines++;
    });
    if (lines >= requests) return lines;
  }
  throw new Error(`${path}: the app wrote ${lines} access-log lines for ${requests} requests`);
}

module.exports = { compareWithNginx, parseWrk };
