#!/usr/bin/env node
/**
 * Lighthouse on a guide with every block (issue 38: "Lighthouse mobile stays 100 on a guide with every
 * block and a video preview"): starts the build (bench/server.js, demo content), creates the guide of
 * test/fixtures/guides/every-block.json through the admin API with its images (made with sharp), and
 * measures its English and Filipino pages with bench/lighthouse.js (mobile preset, median of
 * BENCH_LIGHTHOUSE_RUNS), and a demo guide beside them for comparison. The fixture's guide has a YouTube video in each language and a reviewer (created here with a
 * photo) with a last-reviewed date, so the pages carry the video preview and the "Reviewed by" line.
 *
 *   npm run build && node bench/lighthouse-blocks.js      (writes test-output/lighthouse-blocks.json)
 */
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const sharp = require('sharp');
const { ADMIN, build, root, startServer } = require('./server');
const { lighthouse } = require('./lighthouse');

const FIXTURE = join(root, 'test', 'fixtures', 'guides', 'every-block.json');

async function json(base, path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A photo-like picture (a gradient, so it compresses as a photo would rather than to nothing). */
function picture(width, height) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, ((x + y) * 97) % 256], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Creates the guide with every block in the demo's "Educational Guides"; returns its pages' paths. */
async function createEveryBlockGuide(base) {
  const { fields, images, reviewer } = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  const { access } = await json(base, '/api/token/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const categories = await json(base, '/api/categories/');
  const category = categories.find((c) => c.category_how === 'Educational Guides') ?? categories[0];
  const person = new FormData();
  for (const [key, value] of Object.entries(reviewer)) person.append(key, value);
  person.append('photo', new Blob([await picture(400, 400)], { type: 'image/jpeg' }), 'reviewer.jpg');
  const made = await json(base, '/api/reviewers/', { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: person });
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, category: category.id, reviewer_id: made.id }))
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const [field, [width, height]] of Object.entries(images))
    form.append(field, new Blob([await picture(width, height)], { type: 'image/jpeg' }), `${field}.jpg`);
  const guide = await json(base, '/api/bilingual-content/', { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
  const { guidePath } = require(join(build, 'client/src/shared/links.js'));
  return { id: guide.id, how: guidePath(guide, 'how'), paano: guidePath(guide, 'paano') };
}

async function main() {
  const server = await startServer();
  try {
    const paths = await createEveryBlockGuide(server.base);
    // A demo guide in the same run (not the one just made, which lists first): what the machine's load
    // does to every page, for comparison.
    const listed = await json(server.base, '/api/public/content/?status=published');
    const demo = (Array.isArray(listed) ? listed : listed.results).find((g) => g.id !== paths.id);
    const { guidePath } = require(join(build, 'client/src/shared/links.js'));
    const pages = [
      { type: 'every block How', path: paths.how },
      { type: 'every block Paano', path: paths.paano },
      { type: 'demo guide How', path: guidePath(demo, 'how') },
    ];
    const results = { lighthouse: await lighthouse(server.base, pages) };
    mkdirSync(join(root, 'test-output'), { recursive: true });
    writeFileSync(join(root, 'test-output', 'lighthouse-blocks.json'), JSON.stringify(results, null, 2));
    console.log('written to test-output/lighthouse-blocks.json');
  } finally {
    await server.stop();
  }
}

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });

module.exports = { createEveryBlockGuide };
