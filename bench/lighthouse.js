/**
 * Lighthouse (the `lighthouse` package, 12.8.2: the newest that runs on Node 20) on the running app,
 * as a phone sees it: the default config is Lighthouse's mobile preset (Moto G Power screen, 4x CPU
 * slowdown, slow 4G) with simulated throttling, in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Each page type is measured BENCH_LIGHTHOUSE_RUNS times (default 3), each run in a
 * fresh Chromium with an empty cache, and the median of every figure is kept.
 *
 *   const { lighthouse } = require('./lighthouse');
 *   const results = await lighthouse(base, pages);   // pages: [{ type: 'home', path: '/' }, ...]
 *
 * The median run's whole report goes to test-output/lighthouse/<type>.json (open it with
 * https://googlechrome.github.io/lighthouse/viewer/ to see why a figure is what it is).
 * Numbers on a shared, loaded machine are indicative: simulated throttling scales from what it observes.
 */
const http = require('node:http');
const zlib = require('node:zlib');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./server');

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The bytes the server sends for a URL when the browser accepts brotli (what a phone downloads). */
function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/**
 * The executable inline scripts of a page (the build's entry runs inline, src/site/build-files.ts),
 * in bytes once brotli-compressed on their own: part of the JavaScript a phone downloads, inside the HTML.
 */
function inlineScriptBrotliBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (html += chunk));
        res.on('end', () => {
          const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('');
          resolve(code ? zlib.brotliCompressSync(code).length : 0);
        });
      })
      .on('error', reject);
  });
}

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = (audit('network-requests').details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    speedIndexMs: audit('speed-index').numericValue,
    scriptUrls: scripts.map((r) => r.url),
    jsTransferBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsResourceBytes: scripts.reduce((s, r) => s + (r.resourceSize ?? 0), 0),
    unusedJsBytes: audit('unused-javascript')?.details?.overallSavingsBytes ?? 0,
    // Lighthouse's measure of this machine's CPU: the simulation multiplies what it observes, so
    // figures compare only between runs of similar index.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .filter((a) => ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) || a.score === 0)
      .map((a) => a.id),
  };
}

/**
 * Runs Lighthouse on each page and returns, per page type, the median of each figure over the runs,
 * with the JavaScript the page loads in brotli bytes as the server sends them.
 */
async function lighthouse(
  base,
  pages,
  { runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3), log = console.log, cpuSlowdown = null, label = '' } = {},
) {
  const { default: runLighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chromePath = process.env.CHROME_PATH || CHROMIUM_PATH;
  const outDir = join(__dirname, '..', 'test-output', cpuSlowdown ? `lighthouse-cpu${cpuSlowdown}x` : 'lighthouse');
  // The cheaper phone (issue 36 item 5): Lighthouse's mobile run with its CPU slowdown raised (same slow 4G).
  const config = cpuSlowdown
    ? {
        extends: 'lighthouse:default',
        settings: {
          throttling: {
            ...(await import('lighthouse/core/config/constants.js')).throttling.mobileSlow4G,
            cpuSlowdownMultiplier: cpuSlowdown,
          },
        },
      }
    : undefined;
  mkdirSync(outDir, { recursive: true });
  const results = [];
  for (const { type, path } of pages) {
    const reports = [];
    for (let i = 0, retries = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      try {
        const { lhr } = await runLighthouse(
          base + path,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          },
          config,
        );
        // Chromium sometimes records no navigation start on a loaded machine: that run is measured again (twice at most).
        if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries++ < 2) {
          log(`lighthouse ${type}: ${lhr.runtimeError.code}, measuring that run again`);
          i--;
          continue;
        }
        if (lhr.runtimeError) throw new Error(`${type}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        reports.push({ lhr, figures: figures(lhr) });
      } finally {
        chrome.kill();
      }
    }
    const all = reports.map((r) => r.figures);
    const pick = (key) => median(all.map((f) => f[key]));
    // The run whose performance score is the median keeps its report and its list of scripts.
    const byScore = [...reports].sort((a, b) => a.figures.performance - b.figures.performance);
    const mid = byScore[Math.floor(byScore.length / 2)];
    writeFileSync(join(outDir, `${type}.json`), JSON.stringify(mid.lhr));
    const inlineJsBrotliBytes = await inlineScriptBrotliBytes(base + path);
    let jsBrotliBytes = inlineJsBrotliBytes;
    // The site's own scripts; a third party's (AdSense's, with ads on: this machine cannot reach it) is listed, not fetched.
    for (const url of mid.figures.scriptUrls) if (url.startsWith(base)) jsBrotliBytes += (await brotliBytes(url)).bytes;
    const row = {
      type,
      path,
      runs,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcpMs: Math.round(pick('fcpMs')),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: +pick('cls').toFixed(3),
      speedIndexMs: Math.round(pick('speedIndexMs')),
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
      performanceRange: [byScore[0].figures.performance, byScore[byScore.length - 1].figures.performance],
      scripts: mid.figures.scriptUrls.map((u) => (u.startsWith(base) ? new URL(u).pathname : u)),
      jsBrotliBytes,
      inlineJsBrotliBytes,
      jsTransferBytes: mid.figures.jsTransferBytes,
      jsResourceBytes: mid.figures.jsResourceBytes,
      unusedJsBytes: mid.figures.unusedJsBytes,
      failedAudits: [...new Set(all.flatMap((f) => f.failedAudits))],
    };
    results.push(row);
    log(
      `lighthouse${label} ${type.padEnd(12)} perf ${row.performance} (${row.performanceRange.join('–')}) a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
        `  FCP ${row.fcpMs} LCP ${row.lcpMs} TBT ${row.tbtMs} ms CLS ${row.cls}  JS ${(jsBrotliBytes / 1024).toFixed(1)} KB br (${row.scripts.length} files, ${(inlineJsBrotliBytes / 1024).toFixed(1)} KB inline)  benchmark index ${row.benchmarkIndex}`,
    );
  }
  return results;
}

module.exports = { lighthouse };
