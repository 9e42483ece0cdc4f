#!/usr/bin/env node
/**
 * npm run bench:cache — the page cache's hit rate under a mixed read and write load (issue 26 item 2).
 *
 * Starts the production build (demo content), then on loopback: readers (autocannon, BENCH_CONNECTIONS,
 * default 16) walk every published guide page in both languages, the home page, every category page
 * and the static pages, for BENCH_CACHE_SECONDS (default 30), while the administrator saves a guide
 * every second unless the previous save still runs (the next published guide each time, a change
 * readers see: its English header description). The server's own counters (SiteService: pages answered from a cache, pages rendered),
 * which it logs every 10 s when they moved, are read before and after the load: the hit rate is
 * hits / (hits + renders) of the load alone. Also throughput and latency of the load.
 * BENCH_CACHE_GUIDES=<n> first adds n generated guides (bench/generate.js) to the demo content: the
 * readers then walk the newest 100 guides of a larger catalogue, as on a real site, where a guide is
 * suggested on few of the other pages read.
 * BUILD_DIR=<dir> measures another build (e.g. one of main, for a before and after).
 * Printed and written to test-output/bench-cache.json (BENCH_OUT to change).
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const autocannon = require('autocannon');
const { build, root, startServer } = require('./server');
const { generateCatalogue, urlFromDataDir } = require('./generate');

const SECONDS = Number(process.env.BENCH_CACHE_SECONDS || 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const SAVE_EVERY_MS = 1000;
const GENERATED = Number(process.env.BENCH_CACHE_GUIDES || 0);
const out = resolve(root, process.env.BENCH_OUT || 'test-output/bench-cache.json');
const STATS = /Page cache since start: (\d+) hits, (\d+) renders/;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function json(base, path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** The newest totals the server logged (it logs every 10 s when they moved): waits for a line written after now. */
async function settledStats(server, last) {
  let totals = last;
  let seen = false;
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    server.scanLog((line) => {
      const match = STATS.exec(line);
      if (match) {
        totals = { hits: Number(match[1]), renders: Number(match[2]) };
        seen = true;
      }
    });
    if (seen) return totals;
    await sleep(500);
  }
  return totals;
}

async function main() {
  const server = await startServer();
  const { base } = server;
  try {
    if (GENERATED > 0) {
      const url = urlFromDataDir(server.dataDir);
      // Their search documents stay queued (only a search starts indexing them): the readers search not.
      await generateCatalogue(url, { guides: GENERATED, seed: 1, onProgress: () => {} });
    }
    const { slugify } = require(join(build, 'client/src/shared/slug.js'));
    const { guidePath } = require(join(build, 'client/src/shared/links.js'));
    const guides = await json(base, '/api/public/content/?status=published');
    const categories = await json(base, '/api/categories/?status=published');
    const paths = [
      '/',
      '/about',
      '/privacy',
      ...categories.map((c) => `/category/${slugify(c.category_how)}`),
      ...guides.flatMap((g) => [guidePath(g, 'how'), ...(g.paano_content?.slug ? [guidePath(g, 'paano')] : [])]),
    ];
    for (const path of paths) await fetch(base + path).then((r) => r.arrayBuffer());
    server.scanLog(() => {});
    const before = await settledStats(server, { hits: 0, renders: 0 });

    const { access } = await json(base, '/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    const auth = { authorization: `Bearer ${access}` };
    let saves = 0;
    let saveFailures = 0;
    let next = 0;
    let saving = false;
    const saveOne = async () => {
      if (saving) return;
      saving = true;
      const guide = guides[next++ % guides.length];
      try {
        const admin = await json(base, `/api/bilingual-content/${guide.id}/retrieve_bilingual/`, { headers: auth });
        const form = new FormData();
        form.set('lang', 'how');
        const description = admin.how.header_description.endsWith(' ')
          ? admin.how.header_description.trimEnd()
          : `${admin.how.header_description} `;
        form.set('how', JSON.stringify({ ...admin.how, header_description: description }));
        if (admin.category) form.set('category', String(admin.category.id));
        form.set('post_status', admin.status);
        form.set('sections', JSON.stringify(admin.sections));
        form.set('sources', JSON.stringify(admin.sources.map((s) => s.source_link)));
        form.set('version', String(admin.version));
        const res = await fetch(`${base}/api/bilingual-content/${guide.id}/`, { method: 'PUT', headers: auth, body: form });
        if (res.ok) saves++;
        else saveFailures++;
      } catch {
        saveFailures++;
      } finally {
        saving = false;
      }
    };
    const saver = setInterval(() => void saveOne(), SAVE_EVERY_MS);
    const load = await new Promise((done, fail) =>
      autocannon(
        { url: base, connections: CONNECTIONS, duration: SECONDS, requests: paths.map((path) => ({ method: 'GET', path })) },
        (error, result) => (error ? fail(error) : done(result)),
      ),
    );
    clearInterval(saver);
    while (saving) await sleep(50);
    const after = await settledStats(server, before);
    const hits = after.hits - before.hits;
    const renders = after.renders - before.renders;
    const result = {
      build,
      generatedGuides: GENERATED,
      seconds: SECONDS,
      connections: CONNECTIONS,
      paths: paths.length,
      guides: guides.length,
      saves,
      saveFailures,
      requests: load.requests.total,
      requestsPerSecond: Math.round(load.requests.average),
      p50ms: load.latency.p50,
      p99ms: load.latency.p99,
      non2xx: load.non2xx,
      hits,
      renders,
      hitRatePercent: +((100 * hits) / Math.max(1, hits + renders)).toFixed(1),
    };
    console.log(result);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
