#!/usr/bin/env node
/**
 * npm run bench:media — the two media stores side by side (issue 26 item 1), on this machine:
 * the UPLOAD_DIR folder and an S3-protocol server (s3rver, started here on a temporary folder; a real
 * provider adds its network round trip to every figure of the bucket).
 *
 * 1. put: BENCH_OBJECTS (default 2,000) renditions of ~20 KB written one after another (ms per object).
 * 2. list: the whole store listed, as the boot sweep does (ms for all; the bucket pages by 1,000).
 * 3. media:to-s3: the folder copied into an empty bucket (objects per second), then again (nothing to send).
 * 4. GET /media/<name> served by the store's own serve() behind a bare HTTP server, autocannon
 *    BENCH_SECONDS (default 5) with 10 connections (requests per second, p99 latency).
 * Uses the built dist/ (npm run build). Printed, and written to test-output/bench-media.json.
 */
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const S3rver = require('s3rver');
const { root } = require('./server');

const OBJECTS = Number(process.env.BENCH_OBJECTS || 2000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const dist = (path) => require(join(root, 'dist', 'src', path));

async function timed(run) {
  const start = process.hrtime.bigint();
  const result = await run();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** GET /media/<name> through express and the store's serve(), as the app's controller calls it. */
async function serveRate(store, name) {
  const app = require('express')();
  app.get('/media/:name', (req, res, next) => store.serve(req.params.name, req, res).catch(next));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const result = await autocannon({ url: `http://127.0.0.1:${server.address().port}/media/${name}`, connections: 10, duration: SECONDS });
  await new Promise((resolve) => server.close(resolve));
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function main() {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const { FolderMediaStore } = dist('media/folder-media-store');
  const { S3MediaStore } = dist('media/s3-media-store');
  const { copyMedia } = dist('media/media-copy');
  const { newImageId, mediaFileName } = dist('media/media-names');
  const work = mkdtempSync(join(tmpdir(), 'hp-bench-media-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: !process.env.BENCH_VERBOSE,
    directory: join(work, 's3rver'),
    configureBuckets: [{ name: 'bench' }, { name: 'moved' }],
  });
  const { port } = await s3rver.run();
  const s3 = (bucket) => new S3MediaStore({ bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true });
  const folder = new FolderMediaStore(join(work, 'uploads'));
  mkdirSync(folder.dir);
  const data = require('node:crypto').randomBytes(20 * 1024);
  const names = Array.from({ length: OBJECTS }, () => mediaFileName(newImageId(480, 320), 480));
  const out = { objects: OBJECTS, objectBytes: data.length };
  try {
    for (const [label, store] of [
      ['folder', folder],
      ['s3rver', s3('bench')],
    ]) {
      const put = await timed(async () => {
        for (const name of names) await store.put(name, data);
      });
      const list = await timed(async () => {
        let n = 0;
        for await (const page of store.list()) n += page.length;
        return n;
      });
      out[label] = { putMsPerObject: +(put.ms / OBJECTS).toFixed(2), listAllMs: Math.round(list.ms), listed: list.result };
    }
    const copy = await timed(() => copyMedia(folder, s3('moved')));
    const again = await timed(() => copyMedia(folder, s3('moved')));
    out.mediaToS3 = {
      copied: copy.result.copied,
      objectsPerSecond: Math.round(copy.result.copied / (copy.ms / 1000)),
      secondRunMs: Math.round(again.ms),
      secondRunCopied: again.result.copied,
    };
    out.serve = { folder: await serveRate(folder, names[0]), s3rver: await serveRate(s3('bench'), names[0]) };
  } finally {
    await s3rver.close();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(JSON.stringify(out, null, 2));
  mkdirSync(join(root, 'test-output'), { recursive: true });
  writeFileSync(join(root, 'test-output', 'bench-media.json'), `${JSON.stringify(out, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
