import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { seedDemoDatabase } from '../../src/database/seeders/seed-demo';
import { RATE_LIMITED } from '../../src/common/rate-limit.guard';
import { SiteService } from '../../src/site/site.service';
import { builtEntry, startTestServer, type TestServer } from '../utils/browser';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Issue 11 item 3: a cached page (and /robots.txt) is answered by the fast path (src/site/fast-path.ts)
 * before Express/Nest, and must not differ from the Nest chain's answer in anything but speed:
 *   - the same header names as the cache miss that rendered it (every security header, ETag, Vary,
 *     Cache-Control, Content-Encoding, X-Request-Id), the same values but the per-request ones;
 *   - 304 on If-None-Match, HEAD without a body;
 *   - br and gzip bytes made once that decompress to the identity HTML;
 *   - exactly one access-log line per request;
 *   - the per-address rate limit still counts cached pages and answers 429 as before;
 *   - a content change still invalidates the page.
 * Bodies in the browser project because pages need the client build. No timing is asserted.
 */
jest.setTimeout(120_000);

const GUIDE = '/tech-tutorials/how-to-secure-your-gcash-and-maya-accounts';
/** Different on every response by nature. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

let t: TestServer;
let site: SiteService;
const out: string[] = [];
let stdoutSpy: jest.SpyInstance;

beforeAll(async () => {
  // Request lines go to stdout (buffered): captured here, not printed.
  stdoutSpy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  });
  t = await startTestServer({ LOG_LEVEL: 'log' });
  site = t.app.get(SiteService);
  await seedDemoDatabase(t.databaseUrl);
  site.clearCache();
}, 180_000);

afterAll(async () => {
  await t?.close();
  stdoutSpy?.mockRestore();
});

/** Requests answered by SiteService.page (the Nest chain's page handler) while fn runs. */
async function nestPageCalls(fn: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(site, 'page');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** The answer's bytes as sent (supertest would decompress them). */
function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${t.baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function comparable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));
}

describe('a cached page from the fast path', () => {
  it('has the very headers of the cache miss that rendered it, every security header included', async () => {
    let miss!: request.Response;
    expect(await nestPageCalls(async () => (miss = await request(t.http).get(GUIDE).set('Accept-Encoding', 'br')))).toBe(1);
    expect(miss.status).toBe(200);
    let hit!: request.Response;
    expect(await nestPageCalls(async () => (hit = await request(t.http).get(GUIDE).set('Accept-Encoding', 'br')))).toBe(0);
    expect(hit.status).toBe(200);
    expect(Object.keys(hit.headers).sort()).toEqual(Object.keys(miss.headers).sort());
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(hit.headers['content-encoding']).toBe('br');
    // The security headers of an API answer (the Nest chain) are all there, with the same values.
    const api = await request(t.http).get('/api/categories/');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect([name, hit.headers[name]]).toEqual([name, api.headers[name]]);
    }
    expect(hit.headers['content-security-policy']).toContain(`script-src 'self' '${builtEntry().hash}';`);
    expect(hit.headers['x-powered-by']).toBeUndefined();
    expect(hit.headers['strict-transport-security']).toBeUndefined();
    expect(hit.headers['cache-control']).toBe('no-cache');
    // A page differs with Save-Data too (its lite version, issue 36).
    expect(hit.headers.vary).toBe('Accept-Encoding, Save-Data');
  });

  it('keeps a sane incoming X-Request-Id', async () => {
    const res = await request(t.http).get(GUIDE).set('X-Request-Id', 'lb-fast.1');
    expect(res.headers['x-request-id']).toBe('lb-fast.1');
  });

  it('answers 304 to If-None-Match with its ETag, and HEAD without a body', async () => {
    const first = await request(t.http).get(GUIDE);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    let notModified!: request.Response;
    expect(
      await nestPageCalls(async () => (notModified = await request(t.http).get(GUIDE).set('If-None-Match', `"other", W/${etag}`))),
    ).toBe(0);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect((await request(t.http).get(GUIDE).set('If-None-Match', '"other"')).status).toBe(200);

    const head = await request(t.http).head(GUIDE).set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.text ?? '').toBe('');
  });

  it('sends br, gzip or identity bytes, made once, that are the same HTML', async () => {
    const identity = await raw(GUIDE, 'identity');
    const br = await raw(GUIDE, 'gzip, deflate, br');
    const gzip = await raw(GUIDE, 'gzip');
    expect([identity.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    const html = identity.body.toString('utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    // The same bytes each time: made when the page was kept, not per request.
    const cached = site.cached(GUIDE)!;
    expect(cached.br!.equals(br.body)).toBe(true);
    expect((await raw(GUIDE, 'br')).body.equals(cached.br!)).toBe(true);
  });

  it('writes exactly one access-log line per request', async () => {
    await request(t.http).get(GUIDE); // cached
    const ids = ['fast-log-1', 'fast-log-2', 'fast-log-3'];
    await request(t.http).get(GUIDE).set('X-Request-Id', ids[0]);
    await request(t.http).get(GUIDE).set('X-Request-Id', ids[1]).set('If-None-Match', site.cached(GUIDE)!.etag);
    await request(t.http).get('/robots.txt').set('X-Request-Id', ids[2]);
    await new Promise((r) => setTimeout(r, 300)); // the buffer is written within 50 ms
    const lines = out.join('').split('\n');
    const of = (id: string) => lines.filter((l) => l.includes(`id=${id}`) && l.includes('[HTTP]'));
    expect(of(ids[0])).toEqual([expect.stringContaining(`GET ${GUIDE} 200`)]);
    expect(of(ids[1])).toEqual([expect.stringContaining(`GET ${GUIDE} 304`)]);
    expect(of(ids[2])).toEqual([expect.stringContaining('GET /robots.txt 200')]);
  });

  it('serves made-up search pages from the cache too, compressed from their second hit on', async () => {
    const path = '/paano-mag-fastpath-test';
    const first = await request(t.http).get(path).set('Accept-Encoding', 'br');
    expect(first.status).toBe(200);
    expect(site.cacheState(path)).toEqual(expect.objectContaining({ cached: true }));
    const second = await raw(path, 'br');
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.body).toString('utf8')).toBe(first.text);
  });

  it('is emptied by a content change: the next answer is the new page', async () => {
    const before = await request(t.http).get(GUIDE);
    const guide = (await request(t.http).get('/api/public/content/?status=published')).body.find((g: { slug: string }) =>
      GUIDE.endsWith(`/${g.slug}`),
    ) as { id: number };
    const token = await t.token();
    const auth = { Authorization: `Bearer ${token}` };
    const admin = (await request(t.http).get(`/api/bilingual-content/${guide.id}/retrieve_bilingual/`).set(auth)).body;
    const marker = `Fast path marker ${Date.now()}`;
    const saved = await request(t.http)
      .put(`/api/bilingual-content/${guide.id}/`)
      .set(auth)
      .field('lang', 'how')
      .field('how', JSON.stringify({ ...admin.how, header_description: marker }))
      .field('category', String(admin.category.id))
      .field('post_status', admin.status)
      .field('sections', JSON.stringify(admin.sections))
      .field('sources', JSON.stringify(admin.sources.map((s: { source_link: string }) => s.source_link)))
      .field('version', String(admin.version));
    expect(saved.status).toBe(200);
    for (let i = 0; i < 50 && site.cacheState(GUIDE).cached; i++) await new Promise((r) => setTimeout(r, 100));
    const after = await request(t.http).get(GUIDE);
    expect(after.status).toBe(200);
    expect(after.text).toContain(marker);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const hit = await request(t.http).get(GUIDE);
    expect(hit.headers.etag).toBe(after.headers.etag);
  });
});

describe('/robots.txt from the fast path', () => {
  it('is the constant with the security headers, an ETag and 304', async () => {
    const res = await request(t.http).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toContain('Disallow: /api/');
    // Issue 29: the admin's address is not published; its pages say noindex themselves.
    expect(res.text).not.toMatch(/admin-hp-access|login-access/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await request(t.http).get('/robots.txt').set('If-None-Match', res.headers.etag)).status).toBe(304);
  });
});

describe('the rate limit on cached pages', () => {
  let limited: TestApp;
  afterAll(async () => {
    await limited?.close();
  });

  it('counts fast-path answers in the same budget and answers 429 as the Nest chain does; HSTS over https', async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '6', TRUST_PROXY: 'true' });
    const from = (ip: string, path: string) => request(limited.http).get(path).set('X-Forwarded-For', ip);
    const statuses: number[] = [];
    const remaining: string[] = [];
    // The first '/' is rendered by Nest (a miss), the rest come from the fast path; robots too.
    for (const path of ['/', '/', '/', '/robots.txt', '/', '/robots.txt']) {
      const res = await from('203.0.113.7', path);
      statuses.push(res.status);
      remaining.push(res.headers['x-ratelimit-remaining']);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const over = await from('203.0.113.7', '/');
    expect([over.status, over.body]).toEqual([429, { detail: RATE_LIMITED }]);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.headers['content-security-policy']).toBeDefined();
    expect((await from('203.0.113.7', '/robots.txt')).status).toBe(429);
    // Another address has its own budget, and its cached page comes with the limit's headers.
    const other = await from('203.0.113.8', '/');
    expect([other.status, other.headers['x-ratelimit-limit'], other.headers['x-ratelimit-remaining']]).toEqual([200, '6', '5']);
    // HSTS over https as Express sees it (TRUST_PROXY here), as on the Nest chain.
    const https = await from('203.0.113.9', '/').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await request(t.http).get(GUIDE).set('X-Forwarded-Proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
