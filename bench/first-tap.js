/**
 * First taps on a cheaper phone (issue 36 item 1): Debian's Chromium with slow-4G network emulation
 * (Lighthouse's DevTools figures: 562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up) and a 6×
 * slowed CPU; each control is tapped once, 50 ms after the page's first paint, on a fresh page with
 * an empty cache, and the time from the tap (pointerdown) to its result on screen is measured in the
 * page: the frame after the result shows, or, for a control that leads to another page (a link, a
 * form), that page's first contentful paint. The tap also starts the app's download (the page's
 * entry hydrates on the first interaction), which the result does not wait for.
 *
 *   const { measureFirstTaps } = require('./first-tap');
 *   const rows = await measureFirstTaps(base, { guidePath, otherGuidePath, runs: 3 });
 */
/* global window, addEventListener, requestAnimationFrame -- functions below run in the page */
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./server');

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 6;
const AFTER_PAINT_MS = 50;

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * The controls: where, what is tapped, and what shows its result (a condition evaluated in the page
 * each frame), or `navigates` when the result is another page. `before` runs first (a reader's earlier
 * tap), where a control only shows after one.
 */
function controls({ guidePath, categoryPath }) {
  const shown = (selector) =>
    `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.getClientRects().length > 0; })()`;
  return [
    { name: 'menu', path: '/', device: PHONE, tap: '.menu-toggle', done: shown('.mobile-menu') },
    { name: 'Explore', path: '/', device: DESKTOP, tap: '.explore-toggle', done: shown('.explore-menu') },
    { name: 'search box', path: '/', device: PHONE, tap: '.search-toggle', done: shown('#header-search') },
    { name: 'home tab Latest', path: '/', device: PHONE, tap: '#tab-latest', done: shown('#tabpanel-latest') },
    {
      name: 'category expander (2nd tap)',
      path: '/',
      device: PHONE,
      before: '#tab-categories',
      tap: '#tabpanel-categories li:nth-child(2) summary',
      done: `document.querySelectorAll('#tabpanel-categories details[open]').length === 1 && !!document.querySelector('#tabpanel-categories li:nth-child(2) details[open]')`,
    },
    {
      name: 'text size A+',
      path: guidePath,
      device: PHONE,
      tap: 'label.text-size-btn:nth-of-type(3)',
      done: `parseFloat(getComputedStyle(document.documentElement).fontSize) > 17`,
    },
    { name: 'copy link', path: guidePath, device: PHONE, tap: '.copy-link', done: `!!document.querySelector('.copy-link.is-copied')` },
    { name: 'back-to-top', path: guidePath, device: PHONE, scrollTo: '.back-to-top', tap: '.back-to-top', done: 'window.scrollY === 0' },
    {
      name: 'How/Paano switch (new page)',
      path: guidePath,
      device: PHONE,
      tap: '.guide-controls .lang-toggle a:not(.is-active)',
      navigates: true,
    },
    { name: 'helpful vote (new page)', path: guidePath, device: PHONE, tap: '.helpful__btn', navigates: true },
    // Issue 36 item 4: the guide's Save for offline shows its progress or result; a category's opens its panel.
    {
      name: 'Save for offline (guide)',
      path: guidePath,
      device: PHONE,
      tap: '.save-offline__button',
      done: `!!document.querySelector('.save-offline__status, .save-offline__button.is-saved, .save-offline__button:disabled')`,
    },
    {
      name: 'Save for offline (category)',
      path: categoryPath,
      device: PHONE,
      tap: '.save-category > summary',
      done: shown('.save-category__panel'),
    },
  ];
}

/** In the page before anything runs: the tap's time, kept across a navigation (sessionStorage). */
const RECORD_TAP = () => {
  addEventListener(
    'pointerdown',
    () => {
      window.__tapAt = performance.now();
      sessionStorage.setItem('bench-tap-epoch', String(performance.timeOrigin + performance.now()));
    },
    { capture: true, once: true },
  );
};

async function firstPaint(page) {
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'), null, {
    polling: 20,
    timeout: 60_000,
  });
}

async function measureOne(browser, base, control) {
  const context = await browser.newContext(control.device);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await context.addInitScript(RECORD_TAP);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(base + control.path, { waitUntil: 'commit' });
    await firstPaint(page);
    await page.waitForTimeout(AFTER_PAINT_MS);
    if (control.before) {
      await page.locator(control.before).first().click();
      await page.waitForTimeout(AFTER_PAINT_MS);
    }
    if (control.scrollTo)
      await page
        .locator(control.scrollTo)
        .first()
        .evaluate((el) => el.scrollIntoView());
    if (control.navigates) {
      const start = page.url();
      await page.locator(control.tap).first().click({ noWaitAfter: true });
      await page.waitForURL((url) => url.href !== start, { waitUntil: 'commit', timeout: 60_000 });
      await firstPaint(page);
      return await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return performance.timeOrigin + fcp.startTime - Number(sessionStorage.getItem('bench-tap-epoch'));
      });
    }
    await page.evaluate((done) => {
      const check = new Function(`return ${done}`);
      window.__result = new Promise((resolve) => {
        const tick = () =>
          window.__tapAt !== undefined && check()
            ? requestAnimationFrame(() => resolve(performance.now() - window.__tapAt))
            : requestAnimationFrame(tick);
        requestAnimationFrame(tick);
      });
    }, control.done);
    await page.locator(control.tap).first().click({ noWaitAfter: true });
    return await page.evaluate(() => window.__result);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median time from tap to result per control, over `runs` fresh pages each. */
async function measureFirstTaps(
  base,
  { guidePath, categoryPath, runs = Number(process.env.BENCH_FIRST_TAP_RUNS || 3), log = console.log },
) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const control of controls({ guidePath, categoryPath })) {
      const times = [];
      let error = null;
      for (let i = 0; i < runs; i++) {
        // One control's failure (a navigation lost on a loaded machine) is reported, not the end of the run.
        try {
          times.push(await measureOne(browser, base, control));
        } catch (err) {
          error = String(err.message).split('\n')[0];
        }
      }
      if (!times.length) {
        rows.push({ control: control.name, error });
        log(`first tap ${control.name.padEnd(28)} not measured: ${error}`);
        continue;
      }
      const row = { control: control.name, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)), runs: times.length };
      rows.push(row);
      log(`first tap ${control.name.padEnd(28)} ${String(row.medianMs).padStart(5)} ms (max ${row.maxMs} ms, ${runs} runs)`);
    }
  } finally {
    await browser.close();
  }
  return { network: 'slow 4G (562.5 ms, 1.47 Mbit/s)', cpuSlowdown: CPU_SLOWDOWN, tapAfterFirstPaintMs: AFTER_PAINT_MS, controls: rows };
}

module.exports = { measureFirstTaps };

// node bench/first-tap.js http://127.0.0.1:PORT /guide/path — against a server already running.
if (require.main === module) {
  const [base, guidePath] = process.argv.slice(2);
  measureFirstTaps(base, { guidePath }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
