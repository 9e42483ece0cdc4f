#!/usr/bin/env node
/**
 * Issue 35 item 4: does reading a hostile or huge import file stall the process that answers
 * requests? Reads (dry run's read + plan: dist/src/transfer/read-plan.js, the worker thread) a
 * 24 MB file of nested elements and a ~24 MB file of honest posts, while an HTTP /healthz in this
 * same process is asked again and again; prints the time, the slowest /healthz answer and the
 * heap of this process (the worker's heap is its own, capped).
 *
 *   node bench/import-stall.js        (after npm run build)
 */
const http = require('node:http');
const { join } = require('node:path');
const { readAndPlan } = require(join(__dirname, '..', 'dist', 'src', 'transfer', 'read-plan.js'));

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Big</title>';

function nested() {
  const depth = 3_500_000;
  return Buffer.from(`${HEAD}<item>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</item></channel></rss>`);
}

function honest() {
  const meta = Array.from(
    { length: 40 },
    (_, i) => `<wp:postmeta><wp:meta_key>k${i}</wp:meta_key><wp:meta_value>v${i}</wp:meta_value></wp:postmeta>`,
  ).join('');
  const body = '<p>Save a little every payday, and a little more when you can.</p>'.repeat(60);
  const parts = [HEAD];
  for (let n = 1; n <= 3000; n++) {
    parts.push(
      `<item><title>Post ${n}</title><guid isPermaLink="false">https://big.example/?p=${n}</guid><content:encoded><![CDATA[${body}]]></content:encoded><wp:post_id>${n}</wp:post_id><wp:status>draft</wp:status><wp:post_type>post</wp:post_type>${meta}</item>`,
    );
  }
  parts.push('</channel></rss>');
  return Buffer.from(parts.join('\n'));
}

function get(port) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get({ port, path: '/healthz', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      })
      .on('error', reject);
  });
}

async function measure(name, file, port) {
  global.gc?.();
  let heap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => (heap = Math.max(heap, process.memoryUsage().heapUsed)), 20);
  const started = Date.now();
  let settled = false;
  let outcome = '';
  const work = readAndPlan(file, 'http://localhost').then(
    (r) => (outcome = `read, ${r.plan.guides.length} posts`),
    (e) => (outcome = `refused: ${e.message}`),
  );
  void work.finally(() => (settled = true));
  const latencies = [];
  while (!settled) latencies.push(await get(port));
  await work;
  clearInterval(sampler);
  const ms = Date.now() - started;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name}: ${(file.length / 1e6).toFixed(1)} MB, ${outcome.slice(0, 90)}; ${ms} ms; /healthz answered ${latencies.length} times meanwhile, ` +
      `median ${latencies[latencies.length >> 1]?.toFixed(1)} ms, slowest ${latencies[latencies.length - 1]?.toFixed(1)} ms; ` +
      `this process's heap at most ${(heap / 1e6).toFixed(0)} MB`,
  );
}

async function main() {
  const server = http.createServer((_req, res) => res.end('{"status":"ok"}'));
  await new Promise((r) => server.listen(0, r));
  const { port } = server.address();
  await measure('nested', nested(), port);
  await measure('honest', honest(), port);
  server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
