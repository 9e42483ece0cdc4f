import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CdnPurge } from '../../src/common/cdn-purge';
import { ContentChanged } from '../../src/common/content-changed';
import { guidesChanged } from '../../src/common/cache-rules';
import { createGuide, guideFields, insertCategory, updateGuide, translation } from '../utils/guides';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Issue 37 item 2: a change purges exactly its keys at every configured target, in each one's
 * documented protocol, checked by loopback stand-ins (Varnish's PURGE of deploy/varnish.vcl,
 * Cloudflare's purge by tags, Fastly's surrogate-key purge); a failing target is retried and shown,
 * and a save never waits for it nor fails with it; another replica's change is not purged again.
 */
jest.setTimeout(60_000);

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const REPORT = '/api/seo/report';
const ZONE = '0123456789abcdef0123456789abcdef';
const SERVICE = 'SU1Z0isxPaozGVKXdv0eY';

let standIn: Server;
let seen: Seen[] = [];
/** Answers to give next, per path prefix (then 200). */
let failNext = 0;
let t: TestApp;
let category: number;

async function waitFor(count: number): Promise<Seen[]> {
  for (let i = 0; i < 200 && seen.length < count; i++) await new Promise((r) => setTimeout(r, 25));
  return seen;
}

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end('{"success":false}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  t = await createTestApp({
    CDN_PURGE_URL: `${base}/varnish/`,
    CLOUDFLARE_ZONE_ID: ZONE,
    CLOUDFLARE_API_TOKEN: 'cf-token',
    CLOUDFLARE_API_URL: `${base}/client/v4`,
    FASTLY_SERVICE_ID: SERVICE,
    FASTLY_API_TOKEN: 'fastly-token',
    FASTLY_API_URL: base,
  });
  category = await insertCategory(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

beforeEach(() => {
  seen = [];
  failNext = 0;
});

describe(CdnPurge.name, () => {
  it('purges exactly the keys of an edited guide at Varnish, Cloudflare and Fastly, each in its protocol', async () => {
    const created = await createGuide(t, guideFields(category, 'How to purge', 'Paano mag-purge', { post_status: 'published' }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await waitFor(6);
    seen = [];
    const saved = await updateGuide(t, id, { how: translation('How to purge, edited'), category, lang: 'how' });
    expect(saved.status).toBe(200);
    // Each target is called at once and once more REPURGE_MS later, with the same request.
    const calls = await waitFor(6);
    expect(calls).toHaveLength(6);
    expect(
      calls
        .slice(3)
        .map((c) => `${c.method} ${c.path} ${c.body}`)
        .sort(),
    ).toEqual(
      calls
        .slice(0, 3)
        .map((c) => `${c.method} ${c.path} ${c.body}`)
        .sort(),
    );
    const keys = [`guide:${id}`, `category:${category}`, 'guide-lists', 'search', 'sitemap', 'feed'].sort();

    const varnish = calls.find((c) => c.path === '/varnish/')!;
    expect(varnish.method).toBe('PURGE');
    expect((varnish.headers['surrogate-key'] as string).split(' ').sort()).toEqual(keys);

    const cloudflare = calls.find((c) => c.path === `/client/v4/zones/${ZONE}/purge_cache`)!;
    expect(cloudflare.method).toBe('POST');
    expect(cloudflare.headers.authorization).toBe('Bearer cf-token');
    expect(cloudflare.headers['content-type']).toBe('application/json');
    expect((JSON.parse(cloudflare.body) as { tags: string[] }).tags.sort()).toEqual(keys);

    const fastly = calls.find((c) => c.path === `/service/${SERVICE}/purge`)!;
    expect(fastly.method).toBe('POST');
    expect(fastly.headers['fastly-key']).toBe('fastly-token');
    expect((fastly.headers['surrogate-key'] as string).split(' ').sort()).toEqual(keys);

    const state = t.app.get(CdnPurge).state();
    expect(state.map((s) => s.target).sort()).toEqual(['cloudflare', 'fastly', 'url']);
    for (const target of state) expect(target.failing).toBeNull();
  });

  it('purges the whole site for a change of everything (a category written)', async () => {
    const res = await request(t.http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${await t.token()}`)
      .send({ category_how: 'Gardening', category_paano: 'Paghahalaman' });
    expect(res.status).toBe(201);
    const calls = await waitFor(6);
    expect(calls.find((c) => c.method === 'PURGE')!.headers['surrogate-key']).toBe('site');
    expect(JSON.parse(calls.find((c) => c.path.endsWith('/purge_cache'))!.body)).toEqual({ tags: ['site'] });
  });

  it('retries a failing target with backoff and shows the failure until it works; the save is not held up', async () => {
    failNext = 3; // every target's first call fails
    const saved = await createGuide(t, guideFields(category, 'How to retry', 'Paano umulit', { post_status: 'published' }));
    expect(saved.status).toBe(201);
    await waitFor(3);
    const failing = t.app.get(CdnPurge).state();
    expect(failing.every((s) => s.failing === 'HTTP 503')).toBe(true);
    // Shown to the owner on the Site check screen.
    const report = await request(t.http)
      .get(REPORT)
      .set('Authorization', `Bearer ${await t.token()}`);
    expect(report.status).toBe(200);
    expect(report.body.cdn_purge).toHaveLength(3);
    for (const target of report.body.cdn_purge) expect(target.failing).toBe('HTTP 503');
    // The repeat after REPURGE_MS and the retries after 1 s all answered 200.
    await waitFor(9);
    const after = t.app.get(CdnPurge).state();
    expect(after.every((s) => s.failing === null && s.lastSuccessAt !== null)).toBe(true);
  });

  it("does not purge again what another replica's notice announces", async () => {
    t.app.get(ContentChanged).emitLocal(guidesChanged([1], [category]));
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(0);
  });
});
