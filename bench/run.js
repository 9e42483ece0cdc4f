#!/usr/bin/env node
/**
 * npm run bench — speed of the production build on this machine, with numbers, never asserted in tests.
 *
 * Starts dist/src/main.js (NODE_ENV=production, embedded PostgreSQL in a temp DATA_DIR, demo content),
 * then on loopback only:
 *   1. throughput and latency of single routes (autocannon, 10 s each): home, a guide, a category,
 *      the public list API, search;
 *   2. a mixed load (BENCH_MIX_SECONDS, default 60 s) of pages, API reads and search, with an
 *      administrator save every 5 s, sampling the server's memory (RSS) each second;
 *   3. the JavaScript a visitor downloads for a guide page (gzip bytes), the first contentful paint
 *      in Debian's Chromium, and the guide page's long tasks with Chromium's CPU throttled 4x;
 *   4. Lighthouse, mobile preset (bench/lighthouse.js), on home, a guide in English and in Filipino, a
 *      category and a static page; then again with a 6x CPU slowdown (issue 36's cheaper phone);
 *   5. nginx: a cached guide page, the home page and /robots.txt, the app against Debian's nginx serving
 *      the very same bytes with the same headers, both loaded by wrk at 50 connections (bench/nginx.js);
 *   5b. first taps (bench/first-tap.js, issue 36): each control tapped 50 ms after first paint on slow 4G
 *      with a 6x slowed CPU, the time to its result;
 *   5c. Varnish (bench/varnish.js, issue 37): page views per second through deploy/varnish.vcl in front of a
 *      server with SHARED_CACHE_SECONDS=300 against nginx serving the same bytes, and the origin's share;
 *   6. limiter: a cached guide page with the public rate limit off and at 1,000,000 a minute, two servers
 *      of the build loaded in alternation (bench/rate-limit.js; issue 26 wants the ratio within 10 %).
 * BENCH_PARTS=routes,mixed,browser,lighthouse,firsttap,nginx,varnish,limiter (comma-separated) runs only the parts named; default all.
 * Results are printed and written to test-output/bench.json. The load is bounded in time and stops itself.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');
const autocannon = require('autocannon');
const { ADMIN, CHROMIUM_FLAGS, CHROMIUM_PATH, build, root, rssOf, startServer } = require('./server');
const { lighthouse } = require('./lighthouse');
const { measureFirstTaps } = require('./first-tap');
const { compareWithNginx } = require('./nginx');
const { compareLimiter } = require('./rate-limit');
const { compareVarnish } = require('./varnish');

const SINGLE_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS || 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PARTS = process.env.BENCH_PARTS ? process.env.BENCH_PARTS.split(',').map((p) => p.trim()) : null;
const part = (name) => !PARTS || PARTS.includes(name);

function summarise(name, r) {
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    status5xx: r['5xx'] ?? 0,
  };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function json(base, path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

async function measureBrowser(base, guidePath) {
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch {
    return { skipped: 'playwright-core not installed' };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const runs = [];
    let jsBytes = 0;
    let jsGzipBytes = 0;
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res);
      });
      await page.goto(base + guidePath, { waitUntil: 'networkidle' });
      // The paint entry can land after 'load': wait for it (buffered observer), at most 5 s.
      const fcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const found = () => performance.getEntriesByName('first-contentful-paint')[0];
            if (found()) return resolve(found().startTime);
            new PerformanceObserver(() => found() && resolve(found().startTime)).observe({ type: 'paint', buffered: true });
            setTimeout(() => resolve(found() ? found().startTime : null), 5000);
          }),
      );
      if (fcp !== null) runs.push(fcp);
      if (i === 0) {
        // The script files the page asked for, and the code it carries inline (the build's entry).
        const inline = await page.evaluate(() =>
          Array.from(globalThis.document.scripts, (s) => (!s.src && !s.type ? s.textContent : '')).join(''),
        );
        for (const body of [...(await Promise.all(scripts.map((res) => res.body()))), Buffer.from(inline)]) {
          jsBytes += body.length;
          if (body.length) jsGzipBytes += gzipSync(body, { level: 6 }).length;
        }
      }
      await context.close();
    }
    runs.sort((a, b) => a - b);
    const blocking = await blockingTime(browser, base + guidePath);
    return {
      firstContentfulPaintMs: {
        median: Math.round(runs[Math.floor(runs.length / 2)]),
        best: Math.round(runs[0]),
        worst: Math.round(runs[runs.length - 1]),
        measured: runs.length,
      },
      guidePageJavaScript: { bytes: jsBytes, gzipBytes: jsGzipBytes },
      guidePageBlockingAt4xCpu: blocking,
    };
  } finally {
    await browser.close();
  }
}

/**
 * What a slow phone's main thread goes through on a guide page, observed rather than simulated:
 * Chromium's own CPU throttling (4x, as Lighthouse's mobile preset assumes), the page's long tasks
 * (PerformanceObserver 'longtask') until the network is idle and 1.5 s more. Blocking time is the
 * sum of each long task's time over 50 ms (the definition of TBT, without Lighthouse's simulation).
 * Where the app waits for the reader, the same again for the first interaction (firstInteraction).
 */
async function blockingTime(browser, url, runs = 5) {
  const totals = [];
  const longest = [];
  const interaction = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const tasks = await page.evaluate(() => globalThis.__longTasks.splice(0));
    totals.push(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
    longest.push(Math.max(0, ...tasks));
    // A build that starts its app on the first interaction (client/src/hydrate-on-interaction.ts): what
    // that interaction costs, from a pointerdown to the app answering (data-app="ready"), and its long tasks.
    const startedAt = await page.evaluate(() => {
      const { document: doc, PointerEvent } = globalThis;
      const t0 = performance.now();
      doc.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      return doc.documentElement.classList.contains('is-touched') ? t0 : null;
    });
    if (startedAt !== null) {
      await page.waitForFunction(() => globalThis.document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
      const readyAt = await page.evaluate(() => performance.now());
      await page.waitForTimeout(1500);
      const after = await page.evaluate(() => globalThis.__longTasks);
      interaction.push({
        readyMs: readyAt - startedAt,
        blockingMs: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        longestTaskMs: Math.max(0, ...after),
      });
    }
    await context.close();
  }
  const median = (a) => Math.round([...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]);
  const pick = (key) => median(interaction.map((r) => r[key]));
  return {
    runs,
    blockingMsMedian: median(totals),
    longestTaskMsMedian: median(longest),
    firstInteraction: interaction.length
      ? { readyMsMedian: pick('readyMs'), blockingMsMedian: pick('blockingMs'), longestTaskMsMedian: pick('longestTaskMs') }
      : null,
  };
}

async function main() {
  const server = await startServer();
  const { base } = server;
  const results = { machine: { cpus: require('node:os').cpus().length, node: process.version }, single: [], mixed: null, browser: null };
  try {
    const guides = await json(base, '/api/public/content/?status=published');
    const categories = await json(base, '/api/categories/');
    if (!guides.length) throw new Error('no demo guides: is SEED_DEMO working?');
    const guide = guides[0];
    const { slugify } = require(join(build, 'client/src/shared/slug.js'));
    const cat = guide.category ? slugify(guide.category.category_how) : 'guide';
    const guidePath = `/${cat}/${guide.slug}`;
    const categoryPath = `/category/${slugify(categories[0].category_how)}`;

    const routes = [
      ['home page', '/'],
      ['guide page', guidePath],
      ['category page', categoryPath],
      ['public list API', '/api/public/content/?status=published'],
      ['search API', '/api/public/search/?q=invsting'],
    ];
    for (const [name, path] of part('routes') ? routes : []) {
      const r = await cannon({ url: base + path, duration: SINGLE_SECONDS });
      results.single.push({ path, ...summarise(name, r) });
      console.log(
        `${name.padEnd(16)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
      );
    }

    if (part('mixed')) await mixedLoad(server, { guide, categories, guidePath, categoryPath }, results);
    if (part('browser')) {
      results.browser = await measureBrowser(base, guidePath);
      console.log('browser', results.browser);
    }
    if (part('lighthouse')) {
      const { guidePath: pathIn } = require(join(build, 'client/src/shared/links.js'));
      const pages = [
        { type: 'home', path: '/' },
        { type: 'guide How', path: pathIn(guide, 'how') },
        { type: 'guide Paano', path: pathIn(guide, 'paano') },
        { type: 'category', path: categoryPath },
        { type: 'static', path: '/about' },
      ];
      // With ads on (issue 36 item 5: CLS 0 with ads on): a server of its own whose guide pages carry the
      // ad slots and the ads chunk (AdSense itself is never reached: this machine has no internet).
      // BENCH_LIGHTHOUSE_ADS=0 measures the pages without ads.
      const withAds = process.env.BENCH_LIGHTHOUSE_ADS !== '0';
      const lhServer = withAds
        ? await startServer({ env: { ADSENSE_CLIENT: process.env.ADSENSE_CLIENT || 'ca-pub-0000000000000001' } })
        : server;
      // A publisher id shows no slot until AdSense has approved the site (issue 39): every slot on.
      if (withAds) await approveAds(lhServer.base);
      try {
        results.lighthouseAds = withAds;
        results.lighthouse = await lighthouse(lhServer.base, pages);
        // The cheaper phone of issue 36 item 5: 6x CPU slowdown, the same slow 4G.
        results.lighthouseCpu6x = await lighthouse(lhServer.base, pages, { cpuSlowdown: 6, label: ' (6x CPU)' });
      } finally {
        if (withAds) await lhServer.stop();
      }
    }
    if (part('firsttap')) results.firstTap = await measureFirstTaps(base, { guidePath, categoryPath });
    if (part('nginx')) {
      results.nginx = await compareWithNginx(
        base,
        [
          { name: 'guide page', path: guidePath },
          { name: 'home page', path: '/' },
          { name: '/robots.txt', path: '/robots.txt' },
        ],
        { scanLog: server.scanLog },
      );
    }
  } finally {
    await server.stop();
  }
  // After the main server stopped, so the two servers it starts have the machine to themselves.
  if (part('varnish')) results.varnish = await compareVarnish();
  if (part('limiter')) results.limiter = await compareLimiter();
  mkdirSync(join(root, 'test-output'), { recursive: true });
  writeFileSync(join(root, 'test-output', 'bench.json'), JSON.stringify(results, null, 2));
  console.log('written to test-output/bench.json');
}

/** Ticks "AdSense has approved this site" and the home and category slots in the Settings. */
async function approveAds(base) {
  const { access } = await json(base, '/api/token/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const now = await json(base, '/api/settings/', { headers });
  const settings = { ...now.settings, ads_approved: true, ad_home: true, ad_category: true };
  await json(base, '/api/settings/', { method: 'PUT', headers, body: JSON.stringify({ base_revision: now.revision, settings }) });
}

/** Mixed load with an administrator save every 5 s and memory sampling. */
async function mixedLoad(server, { guide, categories, guidePath, categoryPath }, results) {
  const { base } = server;
  {
    const { access } = await json(base, '/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const admin = await json(base, `/api/bilingual-content/${guide.id}/retrieve_bilingual/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    let saves = 0;
    let saveFailures = 0;
    let version = admin.version;
    const saver = setInterval(async () => {
      const form = new FormData();
      form.set('lang', 'how');
      form.set('how', JSON.stringify({ ...admin.how, header_description: `${admin.how.header_description} ` + (saves % 2 ? '' : ' ') }));
      form.set('category', String(admin.category?.id ?? categories[0].id));
      form.set('post_status', admin.status);
      form.set('sections', JSON.stringify(admin.sections));
      form.set('sources', JSON.stringify(admin.sources.map((s) => s.source_link)));
      if (version !== undefined) form.set('version', String(version));
      try {
        const res = await fetch(`${base}/api/bilingual-content/${guide.id}/`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${access}` },
          body: form,
        });
        if (res.ok) {
          saves++;
          const fresh = await json(base, `/api/bilingual-content/${guide.id}/retrieve_bilingual/`, {
            headers: { authorization: `Bearer ${access}` },
          });
          version = fresh.version;
        } else saveFailures++;
      } catch {
        saveFailures++;
      }
    }, 5000);
    server.scanLog(() => {}); // what the parts before wrote
    const memory = [];
    const sampler = setInterval(() => memory.push(rssOf(server.child.pid)), 1000);
    const mixed = await cannon({
      url: base,
      duration: MIX_SECONDS,
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: guidePath },
        { method: 'GET', path: categoryPath },
        { method: 'GET', path: '/api/public/content/?status=published' },
        { method: 'GET', path: `/api/public/content/by_slug/${guide.slug}/` },
        { method: 'GET', path: '/api/public/search/?q=paano%20mag%20budget' },
        { method: 'GET', path: '/api/categories/?status=published' },
      ],
    });
    clearInterval(saver);
    clearInterval(sampler);
    // The server's warnings and errors during the load (request lines of 4xx answers are warnings).
    const problems = [];
    let errorLines = 0;
    server.scanLog((line) => {
      if (/"level":"error"|ERROR/.test(line)) errorLines++;
      if (problems.length < 5 && /"level":"(error|warn)"|ERROR/.test(line)) problems.push(line);
    });
    const firstMinute = memory.slice(0, Math.min(60, memory.length));
    const lastMinute = memory.slice(-Math.min(60, memory.length));
    const avg = (a) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);
    results.mixed = {
      seconds: MIX_SECONDS,
      ...summarise('mixed', mixed),
      adminSaves: saves,
      adminSaveFailures: saveFailures,
      rssFirstMinuteMB: +(avg(firstMinute) / 1048576).toFixed(1),
      rssLastMinuteMB: +(avg(lastMinute) / 1048576).toFixed(1),
      rssGrowthPercent: +(((avg(lastMinute) - avg(firstMinute)) / avg(firstMinute)) * 100).toFixed(1),
      serverErrorLines:
        errorLines +
        server.log
          .join('')
          .split('\n')
          .filter((l) => /ERROR|Error/.test(l)).length,
      serverErrorSample: [...problems, ...server.log.join('').split('\n').filter(Boolean)].slice(0, 5),
    };
    console.log('mixed load', results.mixed);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
