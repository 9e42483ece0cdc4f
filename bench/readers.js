#!/usr/bin/env node
/**
 * npm run bench:readers — Readers (issue 24), in one run:
 *
 * 1. A database on the machine's PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432;
 *    database readers_bench_<N>, reused by later runs, BENCH_FRESH=1 to make it again) with
 *    BENCH_GUIDES guides (default 100,000; bench/generate.js) and 400 days of Readers roll-ups
 *    (generate.js generateReaders), the search index caught up before anything is timed.
 * 2. Every Readers-screen query, for 7, 30 and 90 days: the repository's own SQL (the built
 *    dist/src/readers/readers-report.repository.js over a timing connection), median of 5 after a warm-up;
 *    and the whole GET /api/readers/report?days=90 and one guide's panel over HTTP.
 * 3. A cached guide page, in production conditions (NODE_ENV=production, the access log on, the rate
 *    limiter on with a limit this bench never reaches), autocannon, four ways alternated BENCH_ROUNDS (3)
 *    times: off (the requests say Sec-Fetch-Mode: cors, which the counting leaves at its first check),
 *    counted on the server (what this build does with a page load), and the beacon way (each page view
 *    followed by its beacon, as a client-side navigation is counted), and counted on the server with a
 *    speed beacon every 50 views (issue 36's vitals at their default sample); medians of pages per second and
 *    the server's CPU time per page (/proc) compared.
 *    And the counting's own cost per page in process: ReadersCountingService.servedPage() plus its share of the
 *    drain, for one reader and for a new reader on every page.
 * Printed, and written to test-output/bench-readers.json.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { build, root, startServer } = require('./server');
const { generateCatalogue, generateReaders, generateVitals, waitForSearchIndex } = require('./generate');

const GUIDES = Number(process.env.BENCH_GUIDES || 100000);
const PG = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const DB = `readers_bench_${GUIDES}`;
const url = `${PG}/${DB}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const CONNECTIONS = 8;
/** Off and on alternate this many times (a shared machine's load drifts); the medians are compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** One view in this many sends a speed beacon in the vitals way (READERS_VITALS_SAMPLE's default, 0.02). */
const VITALS_EVERY = 50;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

async function ensureDatabase() {
  const admin = new Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount > 0;
  if (exists && process.env.BENCH_FRESH) await admin.query(`drop database ${DB}`);
  if (!exists || process.env.BENCH_FRESH) await admin.query(`create database ${DB}`);
  await admin.end();
  const count = async (sql) => {
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      return Number((await db.query(sql)).rows[0].n);
    } finally {
      await db.end();
    }
  };
  const made = {};
  // Migrations and the demo content: the server's own boot.
  let server = await startServer({ env: { DATABASE_URL: url } });
  try {
    if ((await count('select count(*) as n from guide')) < GUIDES) {
      console.log(`Generating ${GUIDES} guides`);
      made.catalogueSeconds = (await generateCatalogue(url, { guides: GUIDES, onProgress: () => undefined })).seconds;
      // The search indexer takes the queue at boot: a restart, then its catch-up, before anything is timed.
      await server.stop();
      server = await startServer({ env: { DATABASE_URL: url } });
    }
    const index = await waitForSearchIndex(url, { vacuum: 'if-indexed' });
    console.log(`  search index caught up (${index?.seconds ?? 0} s)`);
    if ((await count('select count(*) as n from readers_guide_day')) === 0) {
      made.readers = await generateReaders(url, { days: 400 });
      console.log(`  Readers roll-ups: ${JSON.stringify(made.readers.counts)} in ${made.readers.seconds} s`);
    }
    if ((await count('select count(*) as n from readers_vitals_day')) === 0) {
      made.vitals = await generateVitals(url, { days: 400 });
      console.log(`  Readers' speed roll-ups: ${made.vitals.rows} rows in ${made.vitals.seconds} s`);
    }
    return made;
  } finally {
    await server.stop();
  }
}

/** The repository's own SQL over one pg connection, each call timed. */
async function timeRepository() {
  const { ReadersRepository } = require(join(build, 'src/readers/readers.repository.js'));
  const { ReadersReportRepository } = require(join(build, 'src/readers/readers-report.repository.js'));
  const db = new Client({ connectionString: url });
  await db.connect();
  let last = 0;
  const em = {
    getConnection: () => ({
      execute: async (sql, params) => {
        let i = 0;
        const text = sql.replace(/\?/g, () => `$${++i}`);
        const t0 = process.hrtime.bigint();
        const res = await db.query(text, params);
        last = Number(process.hrtime.bigint() - t0) / 1e6;
        return res.rows;
      },
    }),
  };
  // A transaction of the repository (topGuides sets its work_mem in one) runs on the same connection.
  em.execute = async (sql, params) => em.getConnection().execute(sql, params);
  em.fork = () => ({
    transactional: async (fn) => {
      await db.query('begin');
      try {
        const out = await fn(em);
        await db.query('commit');
        return out;
      } catch (error) {
        await db.query('rollback');
        throw error;
      }
    },
  });
  const repo = new ReadersRepository(em);
  const reports = new ReadersReportRepository(em);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  // The running 7/30/90-day totals, moved to today: what the first replica past midnight does, once a day.
  await db.query(`update readers_window_state set day = null`);
  const t0 = performance.now();
  await repo.rollWindows(today);
  const rebuildMs = round(performance.now() - t0, 0);
  console.log(`  running totals rebuilt (once a day): ${rebuildMs} ms`);
  const since = (days) => new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86400_000).toISOString().slice(0, 10);
  const { rows } = await db.query('select guide_id from readers_guide_day group by guide_id order by sum(views) desc limit 1');
  const busiest = rows[0].guide_id;
  const out = [];
  for (const days of [7, 30, 90]) {
    const from = since(days);
    for (const [name, call] of [
      ['series (chart)', () => reports.series(from)],
      ['totals (sources, devices, languages, switches, page types)', () => reports.totals(from)],
      ['top guides, helpful, affiliate, their totals (with titles)', () => reports.topGuides(from, today, days, 20)],
      ['search gaps', () => reports.searchGaps(from, 20)],
      ["readers' speed (LCP, INP, CLS: 75th percentile and ratings per group)", () => reports.vitals(from)],
      ['one guide (editor panel)', () => reports.guide(busiest, from)],
    ]) {
      await call();
      const times = [];
      for (let i = 0; i < 5; i++) {
        await call();
        times.push(last);
      }
      out.push({ days, query: name, ms: round(median(times)) });
    }
  }
  // The same lists summed from the daily roll-ups (what a report reads before the totals pass midnight).
  for (const days of [7, 30, 90]) {
    const call = () => reports.topGuides(since(days), today, days + 1, 20);
    await call();
    const times = [];
    for (let i = 0; i < 5; i++) {
      await call();
      times.push(last);
    }
    out.push({ days, query: 'top guides from the daily roll-ups (no running totals)', ms: round(median(times)) });
  }
  await db.end();
  return { busiest, rebuildMs, rows: out };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * The in-process cost of counting a served page: ReadersCountingService.servedPage() (the request's part) and
 * drainServed() (the hashing and grouping, per page), for one reader, and for a new reader every page.
 */
async function timeServed(pageBody) {
  const readers = (name) => require(join(build, `src/readers/${name}.js`));
  const { ReadersBuffer } = readers('readers-buffer');
  const { ReadersKeys } = readers('readers-keys.service');
  const { ReadersVitalsService } = readers('readers-vitals.service');
  const { ReadersCountingService } = readers('readers-counting.service');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const salt = require('node:crypto').randomBytes(32);
  const keys = new ReadersKeys({ salts: async () => new Map([[today, salt]]) });
  const buffer = new ReadersBuffer();
  const service = new ReadersCountingService(buffer, keys, new ReadersVitalsService(buffer), { siteUrl: 'https://howpaano.ph' });
  await keys.load(today);
  const headers = { host: 'howpaano.ph', 'user-agent': UA, referer: 'https://www.google.com/', 'accept-encoding': 'br' };
  const n = 200_000;
  const out = {};
  const { parseBeacon } = readers('dto/beacon-body');
  // Read once per beacon, as the fast path does with each body.
  const vitals = { t: 'vitals', p: 'guide', l: 'en', lcp: '1840', inp: '96', cls: '0.0120' };
  for (const [name, address, withVitals] of [
    ['one reader', () => '203.0.113.7', false],
    ['a new reader every page', (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, false],
    // Issue 36: one view in VITALS_EVERY also sends its speed beacon (a new reader each page, the dearer case).
    [`a new reader every page, a speed beacon every ${VITALS_EVERY}`, (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, true],
  ]) {
    // CPU time (process.cpuUsage), not wall time: on a shared machine the wall clock counts other processes' turns.
    const cpu = () => {
      const { user, system } = process.cpuUsage();
      return user + system;
    };
    let drain = 0;
    const start = cpu();
    for (let i = 0; i < n; i++) {
      service.servedPage(headers, address(i), '/guide', 200, pageBody);
      if (withVitals && i % VITALS_EVERY === 0) service.beacon(headers, address(i), parseBeacon(vitals));
      if (i % 500 === 499) {
        const d0 = cpu();
        service.drainServed();
        // What a flush would take away (the bench keeps the pending maps from growing past the bound).
        buffer.take();
        buffer.done();
        drain += cpu() - d0;
      }
    }
    const total = cpu() - start;
    const request = total - drain;
    out[name] = { requestMicroseconds: round(request / n, 2), drainMicroseconds: round(drain / n, 2) };
  }
  return out;
}

/** The server's CPU time so far (user + system), in ms, from /proc (Linux). */
function cpuMs(pid) {
  const fields = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  const made = await ensureDatabase();
  // Production conditions: the rate limiter on (a limit this bench never reaches), the access log on.
  const server = await startServer({ env: { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000' } });
  const results = {
    machine: { cpus: require('node:os').cpus().length, node: process.version },
    guides: GUIDES,
    made,
    measuredAt: new Date().toISOString(),
  };
  try {
    const base = server.base;
    const token = (
      await (
        await fetch(`${base}/api/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(server.admin),
        })
      ).json()
    ).access;
    const auth = { authorization: `Bearer ${token}` };
    const db = new Client({ connectionString: url });
    await db.connect();
    results.rollups = Object.fromEntries(
      await Promise.all(
        ['readers_guide_day', 'readers_site_day', 'readers_search_day'].map(async (t) => [
          t,
          Number((await db.query(`select count(*) from ${t}`)).rows[0].count),
        ]),
      ),
    );
    await db.end();

    console.log('Readers-screen queries');
    results.queries = await timeRepository();
    for (const row of results.queries.rows)
      console.log(`  ${String(row.days).padStart(2)} days  ${String(row.ms).padStart(7)} ms  ${row.query}`);
    const http = async (path) => {
      const times = [];
      for (let i = 0; i < 6; i++) {
        const t0 = performance.now();
        const res = await fetch(base + path, { headers: auth });
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      return round(median(times.slice(1)));
    };
    results.http = {};
    for (const days of [7, 30, 90]) results.http[`report ${days} days`] = await http(`/api/readers/report?days=${days}`);
    results.http['guide panel 30 days'] = await http(`/api/readers/guides/${results.queries.busiest}?days=30`);
    for (const [k, v] of Object.entries(results.http)) console.log(`  HTTP ${k}: ${v} ms`);

    // A cached guide page: the first guide link of the home page.
    const home = await (await fetch(`${base}/`)).text();
    const guidePath = /href="(\/(?!category\/|assets\/|icons\/)[^/"]+\/[^/"]+)"/.exec(home)[1];
    const page = await (await fetch(base + guidePath)).text();
    const count = /<meta name="hp-count" content="([^"]+)"/.exec(page)[1].replace(/&amp;/g, '&');
    await fetch(base + guidePath);
    const beacon = `${count}&r=${encodeURIComponent('https://www.google.com/')}`;
    const pageBody = Buffer.from(page);
    // Eight browsers (one address: autocannon's), each connection going through them in turn.
    const UAS = Array.from({ length: 8 }, (_, i) => UA.replace('Chrome/131.0', `Chrome/131.0.${i}`));
    const pageReqs = (extra) =>
      UAS.map((ua) => ({ method: 'GET', path: guidePath, headers: { 'user-agent': ua, 'accept-encoding': 'br', ...extra } }));
    const beaconReq = {
      method: 'POST',
      path: '/api/public/readers/hit',
      headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded' },
      body: beacon,
    };
    const modes = {
      // The first check of the counting (Sec-Fetch-Mode: not a navigation) returns: the page alone.
      off: { requests: pageReqs({ 'sec-fetch-mode': 'cors' }), perView: 1 },
      server: { requests: pageReqs({ 'sec-fetch-mode': 'navigate', referer: 'https://www.google.com/' }), perView: 1 },
      beacon: { requests: [...pageReqs({ 'sec-fetch-mode': 'cors' }).slice(0, 1), beaconReq], perView: 2 },
      // Counted on the server, and one view in VITALS_EVERY sends its speed beacon (issue 36: the default
      // READERS_VITALS_SAMPLE 0.02), so the cost of a view includes its share of the vitals.
      vitals: {
        requests: [
          ...Array.from(
            { length: VITALS_EVERY },
            (_, i) => pageReqs({ 'sec-fetch-mode': 'navigate', referer: 'https://www.google.com/' })[i % UAS.length],
          ),
          { ...beaconReq, body: 't=vitals&p=guide&l=en&lcp=1840&inp=96&cls=0.0120' },
        ],
        perView: (VITALS_EVERY + 1) / VITALS_EVERY,
      },
    };
    console.log(`Counting off/on on ${guidePath} (${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds)`);
    const rounds = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
    for (let r = 0; r < ROUNDS; r++) {
      const line = [];
      for (const [name, mode] of Object.entries(modes)) {
        const cpu0 = cpuMs(server.child.pid);
        const res = await cannon({ url: base, requests: mode.requests });
        const cpu = cpuMs(server.child.pid) - cpu0;
        const views = res.requests.total / mode.perView;
        if (res.non2xx) throw new Error(`${name}: ${res.non2xx} answers not 2xx`);
        rounds[name].push({ pagesPerSecond: res.requests.average / mode.perView, cpuMsPerPage: cpu / views, p99: res.latency.p99 });
        line.push(
          `${name} ${round(res.requests.average / mode.perView)} pages/s, ${round((1000 * cpu) / views, 0)} µs CPU/page, p99 ${res.latency.p99} ms`,
        );
      }
      console.log(`  ${line.join('; ')}`);
    }
    const summary = (name) => ({
      rounds: rounds[name].map((x) => round(x.pagesPerSecond)),
      pagesPerSecond: round(median(rounds[name].map((x) => x.pagesPerSecond))),
      cpuMicrosecondsPerPage: round(1000 * median(rounds[name].map((x) => x.cpuMsPerPage)), 0),
    });
    const off = summary('off');
    const server2 = summary('server');
    const beaconWay = summary('beacon');
    // Round by round (neighbouring figures share the machine's load), then the median of those ratios.
    const ratio = (name) => median(rounds[name].map((x, i) => x.pagesPerSecond / rounds.off[i].pagesPerSecond));
    results.counting = {
      path: guidePath,
      off,
      server: { ...server2, lossPercent: round(100 * (1 - ratio('server'))) },
      beacon: { ...beaconWay, lossPercent: round(100 * (1 - ratio('beacon'))) },
      vitals: { ...summary('vitals'), lossPercent: round(100 * (1 - ratio('vitals'))) },
      cpuLossPercent: round(100 * (1 - off.cpuMicrosecondsPerPage / server2.cpuMicrosecondsPerPage)),
      inProcess: await timeServed(pageBody),
    };
    console.log(
      `  loss counted on the server: ${results.counting.server.lossPercent} % (CPU per page ${off.cpuMicrosecondsPerPage} → ${server2.cpuMicrosecondsPerPage} µs)`,
    );
    console.log(`  loss with a beacon per view: ${results.counting.beacon.lossPercent} %`);
    console.log(`  loss counted on the server with a speed beacon every ${VITALS_EVERY} views: ${results.counting.vitals.lossPercent} %`);
    console.log(`  in process, per page: ${JSON.stringify(results.counting.inProcess)}`);
    // The beacons were counted: they reach the roll-ups on the next flush.
    await fetch(`${base}/api/readers/flush`, { method: 'POST', headers: auth });
    results.rss = server.rss();
  } finally {
    await server.stop();
  }
  mkdirSync(join(root, 'test-output'), { recursive: true });
  writeFileSync(join(root, 'test-output/bench-readers.json'), JSON.stringify(results, null, 2));
  console.log('Written to test-output/bench-readers.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
