#!/usr/bin/env node
/**
 * npm run bench:rate-limit — the cost of the public rate limit (issue 26 item 5): a cached guide page
 * from two servers of the same build on the same database, one with RATE_LIMIT_PER_MINUTE=0 (off), one
 * at 1,000,000 (every request counted, none refused), loaded one after the other in alternation
 * (off, on, off, on: BENCH_SECONDS each, default 5) by autocannon from one address, as the issue's
 * figure was measured. Prints requests/s and p99 of each and the ratio on/off. Never asserted in tests.
 * DATABASE_URL: an existing PostgreSQL to use (a database is created and dropped there); unset: the
 * servers share the first one's embedded PostgreSQL.
 */
const { Client } = require('pg');
const autocannon = require('autocannon');
const { startServer, build } = require('./server');
const { join } = require('node:path');

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);

function cannon(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: SECONDS }, (err, r) => (err ? reject(err) : resolve(r))),
  );
}

/** Runs the comparison; resolves with both modes' rounds and the ratio on/off (also printed). */
async function compareLimiter() {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl;
  if (adminUrl) {
    const name = `hp_bench_limit_${process.pid}`;
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const env = (limit) => ({ RATE_LIMIT_PER_MINUTE: limit, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const off = await startServer({ env: env('0') });
  let on;
  try {
    on = await startServer({ env: env('1000000') });
    const guides = await (await fetch(`${off.base}/api/public/content/?status=published`)).json();
    const guide = guides[0];
    const { slugify } = require(join(build, 'client/src/shared/slug.js'));
    const path = `/${guide.category ? slugify(guide.category.category_how) : 'guide'}/${guide.slug}`;
    for (const server of [off, on]) {
      const res = await fetch(server.base + path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    }
    const runs = { off: [], on: [] };
    for (let round = 0; round < 2; round++) {
      for (const [name, server] of [
        ['off', off],
        ['on', on],
      ]) {
        const r = await cannon(server.base + path);
        runs[name].push({ rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx });
      }
    }
    const mean = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
    const offRps = mean(runs.off.map((r) => r.rps));
    const onRps = mean(runs.on.map((r) => r.rps));
    console.log(`cached guide page ${path}, ${CONNECTIONS} connections, ${SECONDS} s a run, off/on alternated twice`);
    console.log(`limiter off         ${JSON.stringify(runs.off)}  mean ${offRps} req/s`);
    console.log(`limiter 1,000,000   ${JSON.stringify(runs.on)}  mean ${onRps} req/s`);
    console.log(`ratio on/off ${(onRps / offRps).toFixed(3)}`);
    return {
      path,
      seconds: SECONDS,
      connections: CONNECTIONS,
      off: runs.off,
      on: runs.on,
      offRps,
      onRps,
      ratio: +(onRps / offRps).toFixed(3),
    };
  } finally {
    await on?.stop();
    await off.stop();
    if (adminUrl) {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "hp_bench_limit_${process.pid}" with (force)`);
      await client.end();
    }
  }
}

module.exports = { compareLimiter };

if (require.main === module) {
  compareLimiter().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
