#!/usr/bin/env node
/**
 * npm run bench:readers — Readers (issue 24), in one run:
 *
 * 1. A database on the machine's PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432;
 *    database readers_bench_<N>, reused by later runs, BENCH_FRESH=1 to make it again) with
 *    BENCH_GUIDES guides (default 100,000; bench/generate.js) and 400 days of Readers roll-ups
 *    (generate.js generateReaders), the search index caught up before anything is timed.
 * 2. Every Readers-screen query, for 7, 30 and 90 days: the repository's own SQL (the built
 *    dist/src/readers/readers.repository.js over a timing connection), median of 5 after a warm-up;
 *    and the whole GET /api/readers/report?days=90 and one guide's panel over HTTP.
 * 3. A cached guide page with counting off (the page alone) and on (each page view followed by its
 *    beacon, POST /api/public/readers/hit), autocannon, alternated BENCH_ROUNDS (3) times; the medians
 *    of pages per second compared.
 *    And what counting on the server would add per page instead: ReadersService.record() timed in process.
 * Printed, and written to test-output/bench-readers.json.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { build, root, startServer } = require('./server');
const { generateCatalogue, generateReaders, waitForSearchIndex } = require('./generate');

const GUIDES = Number(process.env.BENCH_GUIDES || 100000);
const PG = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const DB = `readers_bench_${GUIDES}`;
const url = `${PG}/${DB}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const CONNECTIONS = 8;
/** Off and on alternate this many times (a shared machine's load drifts); the medians are compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

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
    return made;
  } finally {
    await server.stop();
  }
}

/** The repository's own SQL over one pg connection, each call timed. */
async function timeRepository() {
  const { ReadersRepository } = require(join(build, 'src/readers/readers.repository.js'));
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
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const since = (days) => new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86400_000).toISOString().slice(0, 10);
  const { rows } = await db.query('select guide_id from readers_guide_day group by guide_id order by sum(views) desc limit 1');
  const busiest = rows[0].guide_id;
  const out = [];
  for (const days of [7, 30, 90]) {
    const from = since(days);
    for (const [name, call] of [
      ['series (chart)', () => repo.series(from)],
      ['totals (sources, devices, languages, switches, page types)', () => repo.totals(from)],
      ['top guides, helpful, affiliate, their totals (with titles)', () => repo.topGuides(from, 20)],
      ['search gaps', () => repo.searchGaps(from, 20)],
      ['one guide (editor panel)', () => repo.guide(busiest, from)],
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
  await db.end();
  return { busiest, rows: out };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The in-process cost of ReadersService.record() (what counting on the server would add to each page). */
async function timeRecord() {
  const { ReadersService } = require(join(build, 'src/readers/readers.service.js'));
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const salt = require('node:crypto').randomBytes(32);
  const repo = { salts: async () => new Map([[today, salt]]), purge: async () => undefined };
  const service = new ReadersService(repo, { months: () => 25 }, { siteUrl: 'https://howpaano.ph' });
  await service.maintain();
  const ctx = { address: '203.0.113.7', userAgent: UA, ownHosts: ['howpaano.ph'] };
  const hit = { kind: 'view', page: 'guide', lang: 'en', guideId: 12, referrer: 'https://www.google.com/', switched: false, search: null };
  const n = 200_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) service.record(hit, ctx);
  return round(Number(process.hrtime.bigint() - t0) / 1e3 / n, 2);
}

async function main() {
  const made = await ensureDatabase();
  const server = await startServer({ env: { DATABASE_URL: url } });
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
    const pageReq = { method: 'GET', path: guidePath, headers: { 'user-agent': UA, 'accept-encoding': 'br' } };
    const beaconReq = {
      method: 'POST',
      path: '/api/public/readers/hit',
      headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded' },
      body: beacon,
    };
    console.log(`Counting off/on on ${guidePath} (${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds)`);
    const off = [];
    const on = [];
    for (let round2 = 0; round2 < ROUNDS; round2++) {
      const a = await cannon({ url: base, requests: [pageReq] });
      off.push(a.requests.average);
      const b = await cannon({ url: base, requests: [pageReq, beaconReq] });
      // Every page followed by its beacon: page views per second are half the requests.
      on.push(b.requests.average / 2);
      console.log(
        `  off ${round(a.requests.average)} pages/s (p99 ${a.latency.p99} ms); on ${round(b.requests.average / 2)} pages/s + as many beacons (p99 ${b.latency.p99} ms)`,
      );
    }
    const offMean = median(off);
    const onMean = median(on);
    results.counting = {
      path: guidePath,
      offPagesPerSecond: round(offMean),
      onPagesPerSecond: round(onMean),
      lossPercent: round((100 * (offMean - onMean)) / offMean),
      serverSideRecordMicroseconds: await timeRecord(),
    };
    console.log(`  loss with the beacon: ${results.counting.lossPercent} %`);
    console.log(`  counting on the server instead: ReadersService.record() = ${results.counting.serverSideRecordMicroseconds} µs per page`);
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
