/**
 * Issue 37's bench figure: page views per second through Varnish (deploy/varnish.vcl, Debian's varnish 7)
 * against nginx serving the very same bytes, side by side in one run, and the origin's share of the
 * requests Varnish answered.
 *
 *   const { compareVarnish } = require('./varnish');
 *   const result = await compareVarnish();   // after the main bench server stopped: the machine is its own
 *
 * Starts one server of the build (bench/server.js) with SHARED_CACHE_SECONDS=300 and CDN_PURGE_URL at the
 * Varnish, and varnishd (installed with apt-get when missing) on a free loopback port with the shipped
 * VCL, both of its backends pointed at that server. Then bench/nginx.js's comparison loads Varnish and an
 * nginx serving the bytes Varnish answered (brotli, gzip, identity, with every header it sent) with wrk
 * at the same connections and seconds. The origin's share is Varnish's MAIN.backend_req over
 * MAIN.client_req across the whole load (the goal of issue 37: at most 10 per 1,000 page views).
 * Loopback only; varnishd, the server and their temp dirs are removed at the end.
 */
const { execFileSync, spawn } = require('node:child_process');
const { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { build, freePort, root, startServer } = require('./server');
const { compareWithNginx } = require('./nginx');

const VARNISHD = '/usr/sbin/varnishd';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function ensureVarnish() {
  try {
    execFileSync(VARNISHD, ['-V'], { stdio: 'ignore' });
  } catch {
    console.log(`${VARNISHD} missing: apt-get install -y varnish`);
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'varnish'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

/** Varnish's counters named (MAIN.client_req, MAIN.backend_req, ...). */
function counters(workDir, names) {
  const out = execFileSync('varnishstat', ['-n', workDir, '-1', ...names.flatMap((n) => ['-f', n])], { encoding: 'utf8' });
  return Object.fromEntries(names.map((n) => [n, Number(new RegExp(`${n.replace('.', '\\.')}\\s+(\\d+)`).exec(out)?.[1] ?? 0)]));
}

async function startVarnish(dir, originPort) {
  const port = await freePort();
  const vcl = readFileSync(join(root, 'deploy/varnish.vcl'), 'utf8')
    .replace('.port = "3000"', `.port = "${originPort}"`)
    .replace('.port = "3001"', `.port = "${originPort}"`);
  const file = join(dir, 'varnish.vcl');
  writeFileSync(file, vcl);
  chmodSync(dir, 0o755);
  chmodSync(file, 0o644);
  const workDir = join(dir, 'work');
  const child = spawn(VARNISHD, ['-F', '-n', workDir, '-a', `127.0.0.1:${port}`, '-f', file, '-s', 'malloc,64m'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${stderr}`);
    try {
      // The probe (/readyz) must have marked the backend healthy before pages are asked for.
      if ((await fetch(`${base}/`)).status === 200) return { base, child, workDir };
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`varnishd did not answer on ${base}: ${stderr}`);
}

/** Runs the comparison; resolves with { rows (bench/nginx.js rows, "app" = Varnish), origin share }. */
async function compareVarnish() {
  ensureVarnish();
  const dir = mkdtempSync(join(tmpdir(), 'hp-bench-varnish-'));
  const varnishPort = await freePort();
  const server = await startServer({
    env: { SHARED_CACHE_SECONDS: '300', CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`, TRUST_PROXY: '1' },
  });
  let varnish;
  try {
    const guides = await (await fetch(`${server.base}/api/public/content/?status=published`)).json();
    const { guidePath } = require(join(build, 'client/src/shared/links.js'));
    const pages = [
      { name: 'guide page', path: guidePath(guides[0], 'how') },
      { name: 'home page', path: '/' },
    ];
    varnish = await startVarnish(dir, server.port);
    const before = counters(varnish.workDir, ['MAIN.client_req', 'MAIN.backend_req']);
    console.log('Varnish (deploy/varnish.vcl) in front of the app against nginx serving the same bytes:');
    const rows = await compareWithNginx(varnish.base, pages, { label: 'varnish' });
    const after = counters(varnish.workDir, ['MAIN.client_req', 'MAIN.backend_req']);
    const clientRequests = after['MAIN.client_req'] - before['MAIN.client_req'];
    const originRequests = after['MAIN.backend_req'] - before['MAIN.backend_req'];
    const origin = {
      clientRequests,
      originRequests,
      perThousand: clientRequests ? +((originRequests * 1000) / clientRequests).toFixed(4) : null,
    };
    console.log(
      `origin requests: ${originRequests} for ${clientRequests} page views through Varnish (${origin.perThousand} per 1,000; probes not counted)`,
    );
    return { rows, origin };
  } finally {
    if (varnish) {
      varnish.child.kill('SIGTERM');
      await new Promise((r) => (varnish.child.exitCode !== null ? r() : varnish.child.once('exit', r)));
    }
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { compareVarnish };

if (require.main === module) {
  compareVarnish().then(
    (r) => console.log(JSON.stringify(r.origin)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
