import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { categorySegment } from '../../client/src/shared/slug';
import { CONTENT_MESSAGES } from '../../src/content/content.messages';
import { builtEntry, startTestServer, type TestServer } from '../utils/browser';

/**
 * Issue 6 items 3, 4 and 5 checked from outside, as a hostile client would, against the app with
 * its client build (this lives in the browser project because `/` needs the build):
 * - security headers on a page, an API answer, an API error, an asset and a media 404: a constant CSP
 *   whose script-src allows only 'self' and the hash of the build's inline entry (no nonce is needed),
 *   object-src/base-uri/frame-ancestors 'none', nosniff, Referrer-Policy, no
 *   X-Powered-By; HSTS only when the request is https as Express sees it (X-Forwarded-Proto counts
 *   only with TRUST_PROXY);
 * - JSON bodies over 1 MB → 413 {detail}, at sign-in and on an admin route;
 * - SQL-looking strings returned verbatim by the public API; search operators on the search page
 *   and the API never give a 5xx; a title over 255 characters on update → 400 with the field;
 * - a 100000-character section is stored whole and rendered; one character more shows SPEC §5's
 *   'Content too large to parse' instead;
 * - path traversal on /assets and /media (encoded dots and slashes, backslashes, double encoding) → 404.
 */

let server: TestServer;
let proxied: TestServer;
let token: string;
let categoryId: number;

const SQLISH = `Robert'); DROP TABLE guide;-- " OR 1=1 /* */ UNION SELECT password_hash FROM admin_user`;

beforeAll(async () => {
  server = await startTestServer();
  proxied = await startTestServer({ TRUST_PROXY: 'true' });
  token = await server.token();
  const created = await request(server.http)
    .post('/api/categories/')
    .set('Authorization', `Bearer ${token}`)
    .send({ category_how: 'Hardening Checks', category_paano: SQLISH });
  expect(created.status).toBe(201);
  categoryId = created.body.id;
});

afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

function cspDirectives(header: string | undefined): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function expectCommonHeaders(res: request.Response, what: string): Map<string, string[]> {
  const csp = cspDirectives(res.headers['content-security-policy']);
  expect([what, csp.get('object-src')]).toEqual([what, ["'none'"]]);
  expect([what, csp.get('base-uri')]).toEqual([what, ["'none'"]]);
  expect([what, csp.get('frame-ancestors')]).toEqual([what, ["'none'"]]);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src')!;
  expect([what, scriptSrc.filter((v) => /unsafe-inline|unsafe-eval|\*|data:|https?:$/.test(v))]).toEqual([what, []]);
  expect([what, res.headers['x-content-type-options']]).toEqual([what, 'nosniff']);
  expect([what, res.headers['referrer-policy']]).toEqual([what, 'strict-origin-when-cross-origin']);
  expect([what, res.headers['x-powered-by']]).toEqual([what, undefined]);
  expect([what, res.headers['strict-transport-security']]).toEqual([what, undefined]);
  return csp;
}

describe('security headers', () => {
  it("a page: a constant strict CSP (script-src 'self' and the entry's hash) and no other inline code", async () => {
    const first = await request(server.http).get('/');
    expect(first.status).toBe(200);
    const csp = expectCommonHeaders(first, '/');
    const entry = builtEntry();
    expect(csp.get('script-src')).toEqual(["'self'", `'${entry.hash}'`]);
    // One executable script: the build's entry, inline, whose hash the CSP names; every other script
    // with content is a JSON block, and none loads from elsewhere.
    const scripts = [...first.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    const executable = scripts.filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!));
    expect(executable.map(([, attrs, body]) => [attrs, body === entry.source])).toEqual([['', true]]);
    expect(first.text).not.toMatch(/\snonce=/);
    expect(first.text).not.toMatch(/\son[a-z]+="/i);
    // The same policy for every response (a cached page's bytes and headers are made once).
    const second = await request(server.http).get('/');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('the same headers on API answers, API errors, assets, media 404s, the admin shell and a guide 404', async () => {
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec((await request(server.http).get('/about')).text)![1];
    for (const path of [
      '/api/categories/',
      '/api/public/content/?status=published',
      '/api/no-such-endpoint',
      '/api/bilingual-content/',
      stylesheet,
      '/media/nope.webp',
      '/admin-hp-access',
      '/login-access',
      '/no-category/no-such-guide',
      '/healthz',
    ]) {
      const res = await request(server.http).get(path);
      expect([path, res.status < 500]).toEqual([path, true]);
      expectCommonHeaders(res, path);
    }
  });

  it('HSTS only over https: X-Forwarded-Proto counts only with TRUST_PROXY', async () => {
    for (const path of ['/', '/api/categories/']) {
      const viaProxy = await request(proxied.http).get(path).set('X-Forwarded-Proto', 'https');
      expect([path, viaProxy.headers['strict-transport-security']]).toEqual([path, expect.stringMatching(/^max-age=\d{7,}/)]);
      const plainViaProxy = await request(proxied.http).get(path).set('X-Forwarded-Proto', 'http');
      expect(plainViaProxy.headers['strict-transport-security']).toBeUndefined();
      const noProxyHeader = await request(proxied.http).get(path);
      expect(noProxyHeader.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY a client cannot claim https.
      const spoofed = await request(server.http).get(path).set('X-Forwarded-Proto', 'https');
      expect([path, spoofed.headers['strict-transport-security']]).toEqual([path, undefined]);
    }
  });
});

describe('bodies, injection and size', () => {
  it('refuses JSON bodies over 1 MB with 413 before parsing them; just under 1 MB is read', async () => {
    const big = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });
    const signIn = await request(server.http).post('/api/token/').set('Content-Type', 'application/json').send(big);
    expect(signIn.status).toBe(413);
    expect(signIn.body).toEqual({ detail: 'The request is too large.' });
    const category = await request(server.http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ category_how: 'x'.repeat(1100 * 1024), category_paano: 'y' }));
    expect(category.status).toBe(413);
    const ranks = await request(server.http)
      .post('/api/categories/update_ranks/')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ rankings: Array.from({ length: 60_000 }, () => ({ category_id: categoryId, rank: null })) }));
    expect(ranks.status).toBe(413);
    // Under the limit the body is parsed and judged on its content (a long name is a field error, not a 413).
    const under = await request(server.http)
      .post('/api/categories/')
      .set('Authorization', `Bearer ${token}`)
      .send({ category_how: 'x'.repeat(900 * 1024), category_paano: 'y' });
    expect(under.status).toBe(400);
    expect(Object.keys(under.body)).toEqual(['category_how']);
  });

  it('returns SQL-looking text verbatim through the public API and pages', async () => {
    const guide = await createGuide({ how: { title: SQLISH, introduction: SQLISH }, paano: { title: `Pamagat ${SQLISH}` } });
    expect(guide.status).toBe(201);
    const categories = await request(server.http).get('/api/categories/');
    expect(categories.body.find((c: { id: number }) => c.id === categoryId).category_paano).toBe(SQLISH);
    const bySlug = await request(server.http).get(`/api/public/content/by_slug/${guide.body.how.slug}/`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.title).toBe(SQLISH);
    expect(bySlug.body.introduction).toBe(SQLISH);
    const search = await request(server.http).get('/api/public/search/').query({ q: 'DROP TABLE guide;--' });
    expect(search.status).toBe(200);
    expect(search.body.map((r: { id: number }) => r.id)).toContain(guide.body.id);
  });

  it('search operators, quotes, backslashes and 5000 characters never give a 5xx, on the API or the search page', async () => {
    const queries = [
      "'",
      '"',
      '&|!():*',
      'a <-> b',
      'a <2> b',
      '!!!',
      '\\',
      '\\\\x\\',
      "x' OR '1'='1",
      '(((((',
      ':*',
      'a & !b | (c <-> d):*',
      '%',
      '_',
      'x'.repeat(5000),
      'paano '.repeat(800),
    ];
    for (const q of queries) {
      const api = await request(server.http).get('/api/public/search/').query({ q });
      expect([q.slice(0, 20), api.status]).toEqual([q.slice(0, 20), 200]);
      const page = await request(server.http).get('/search').query({ q });
      expect([q.slice(0, 20), page.status < 500]).toEqual([q.slice(0, 20), true]);
      if (page.status === 302 && page.headers.location.startsWith('/')) {
        const target = await request(server.http).get(page.headers.location);
        expect([q.slice(0, 20), target.status < 500]).toEqual([q.slice(0, 20), true]);
      }
    }
    for (const slug of ['%27', '%22%3C-%3E%22', '%5C%5C', '%26%7C!()%3A*', 'x'.repeat(3000)]) {
      const res = await request(server.http).get(`/${slug}`);
      expect([slug.slice(0, 20), res.status < 500]).toEqual([slug.slice(0, 20), true]);
    }
  });

  it('a title over 255 characters is a 400 with the title field on update too, and nothing changes', async () => {
    const guide = await createGuide({ how: { title: 'Title length check' }, paano: { title: 'Haba ng pamagat' } });
    const res = await request(server.http)
      .put(`/api/bilingual-content/${guide.body.id}/`)
      .set('Authorization', `Bearer ${token}`)
      .field('lang', 'how')
      .field('how', JSON.stringify({ title: 't'.repeat(256) }))
      .field('category', String(categoryId));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ title: [CONTENT_MESSAGES.titleTooLong] });
    const after = await request(server.http)
      .get(`/api/bilingual-content/${guide.body.id}/retrieve_bilingual/`)
      .set('Authorization', `Bearer ${token}`);
    expect(after.body.how.title).toBe('Title length check');
    expect(after.body.version).toBe(guide.body.version);
  });

  it('a 100000-character section is stored whole and rendered; 100001 characters show "Content too large to parse"', async () => {
    const text = (n: number, end: string) => {
      const words = 'Save a little every day and count it. ';
      return words.repeat(Math.ceil(n / words.length)).slice(0, n - end.length) + end;
    };
    const atLimit = text(100_000, 'ENDOFLIMIT');
    const over = text(100_001, 'ENDOFOVER');
    expect([atLimit.length, over.length]).toEqual([100_000, 100_001]);
    const made: { id: number; path: string }[] = [];
    for (const [label, body] of [
      ['limit', atLimit],
      ['over', over],
    ] as const) {
      const guide = await createGuide({
        how: { title: `Long section ${label}` },
        paano: { title: `Mahabang seksyon ${label}` },
        status: 'published',
        sections: [
          {
            section_how: 'The long one',
            section_paano: 'Ang mahaba',
            section_how_bullets: [body],
            section_paano_bullets: ['maikli'],
            order: 0,
          },
        ],
      });
      expect(guide.status).toBe(201);
      const stored = await request(server.http)
        .get(`/api/bilingual-content/${guide.body.id}/retrieve_bilingual/`)
        .set('Authorization', `Bearer ${token}`);
      expect(stored.body.sections[0].section_how_bullets[0]).toBe(body);
      made.push({ id: guide.body.id, path: `/${categorySegment('Hardening Checks')}/${guide.body.how.slug}` });
    }
    // What the page shows (the JSON data blocks for hydration carry the stored text as data).
    const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    const ok = await request(server.http).get(made[0].path);
    expect(ok.status).toBe(200);
    expect(shown(ok.text)).toContain('ENDOFLIMIT');
    expect(shown(ok.text)).not.toContain('Content too large to parse');
    const tooLarge = await request(server.http).get(made[1].path);
    expect(tooLarge.status).toBe(200);
    expect(shown(tooLarge.text)).toContain('Content too large to parse');
    expect(shown(tooLarge.text)).not.toContain('ENDOFOVER');
  });
});

/** GET with the path sent exactly as written (no client-side normalisation of dots or backslashes). */
function rawGet(
  baseUrl: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('no open redirects', () => {
  it('never sends a visitor to another site, whatever the path or query', async () => {
    const guide = await createGuide({ how: { title: 'Redirect target guide' }, paano: { title: 'Gabay ng pagturo' } });
    const slug = guide.body.how.slug as string;
    for (const path of [
      '//evil.example/',
      '//evil.example/x/y',
      '/%2F%2Fevil.example',
      '/%2F%2Fevil.example/' + slug,
      '/\\evil.example/' + slug,
      '/%5C%5Cevil.example',
      '/search?q=%2F%2Fevil.example',
      '/search?q=https://evil.example',
      '/search?q=' + encodeURIComponent('\\evil.example'),
      `/HARDENING-CHECKS/${slug.toUpperCase()}`,
      `/hardening-checks/${slug}/`,
      `//evil.example/hardening-checks/${slug}`,
      '/login-access?next=https://evil.example',
      '/admin-hp-access?next=//evil.example',
    ]) {
      const res = await rawGet(server.baseUrl, path);
      expect([path, res.status < 500]).toEqual([path, true]);
      const location = res.headers.location;
      if (location) expect([path, location]).toEqual([path, expect.stringMatching(/^\/(?![/\\])/)]);
    }
  });
});

describe('forged Host headers and CRLF in paths', () => {
  it('a forged Host or X-Forwarded-Host never reaches a page, its links, the sitemap or the cache', async () => {
    const guide = await createGuide({ how: { title: 'Host header guide' }, paano: { title: 'Gabay ng host' } });
    const paths = [
      '/',
      '/about',
      `/hardening-checks/${guide.body.how.slug}`,
      '/category/hardening-checks',
      '/sitemap.xml',
      '/robots.txt',
      '/admin-hp-access',
    ];
    for (const target of [server, proxied]) {
      for (const path of paths) {
        const forged = await request(target.http).get(path).set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example');
        expect([path, forged.status < 500, forged.text.includes('evil.example')]).toEqual([path, true, false]);
        const normal = await request(target.http).get(path);
        expect([path, normal.text.includes('evil.example')]).toEqual([path, false]);
      }
    }
  });

  it('CR/LF in a path or query never adds a header', async () => {
    const guide = await createGuide({ how: { title: 'Header split guide' }, paano: { title: 'Gabay ng hati' } });
    for (const path of [
      `/HARDENING-CHECKS/${guide.body.how.slug.toUpperCase()}%0d%0aSet-Cookie:%20pwned=1`,
      `/hardening-checks/${guide.body.how.slug}%0d%0aSet-Cookie:%20pwned=1`,
      '/search?q=a%0d%0aSet-Cookie:%20pwned=1',
      '/search?q=%0d%0aLocation:%20https://evil.example',
      '/%0d%0aSet-Cookie:%20pwned=1',
      '/api/public/content/by_slug/x%0d%0aSet-Cookie:%20pwned=1/',
      '/media/x%0d%0aSet-Cookie:%20pwned=1.webp',
    ]) {
      const res = await rawGet(server.baseUrl, path);
      expect([path, res.status < 500]).toEqual([path, true]);
      expect([path, res.headers['set-cookie']]).toEqual([path, undefined]);
      if (res.headers.location)
        expect([path, String(res.headers.location)]).toEqual([path, expect.stringMatching(/^\/(?![/\\])[^\r\n]*$/)]);
    }
  });
});

describe('path traversal', () => {
  it('answers 404 on /assets and /media for encoded dots, slashes and backslashes, never a file outside', async () => {
    for (const path of [
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/..\\..\\package.json',
      '/assets/%252e%252e%252f%252e%252e%252fpackage.json',
      '/assets/....//....//package.json',
      '/media/..\\..\\package.json',
      '/media/..%5c..%5cpackage.json',
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/%252e%252e%252fpackage.json',
      '/media/.env',
      '/media/../../package.json',
      '/assets/../../package.json',
    ]) {
      const res = await rawGet(server.baseUrl, path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body).not.toContain('"devDependencies"');
      expect(res.body).not.toContain('PRIVATE KEY');
    }
    // Overlong UTF-8 for "." is not a valid URL at all, and a NUL in a path is refused everywhere (issue 14):
    // a bad request, never decoded into "..".
    for (const path of [
      '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
      '/media/%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afpackage.json',
      '/media/..%00/package.json',
    ]) {
      const res = await rawGet(server.baseUrl, path);
      expect([path, [400, 404].includes(res.status)]).toEqual([path, true]);
      expect(res.body).not.toContain('"devDependencies"');
      expect(res.body).not.toMatch(/at \S+ \(/); // no stack trace
    }
  });
});

async function createGuide(parts: {
  how: Record<string, string>;
  paano: Record<string, string>;
  status?: string;
  sections?: unknown[];
}): Promise<request.Response> {
  const t = (extra: Record<string, string>) => ({
    header_description: 'About it',
    introduction: 'An introduction.',
    conclusion: 'Done.',
    meta_keywords: 'check',
    meta_description: 'A check',
    ...extra,
  });
  return request(server.http)
    .post('/api/bilingual-content/')
    .set('Authorization', `Bearer ${token}`)
    .field('how', JSON.stringify(t(parts.how)))
    .field('paano', JSON.stringify(t(parts.paano)))
    .field('category', String(categoryId))
    .field('post_status', parts.status ?? 'published')
    .field(
      'sections',
      JSON.stringify(
        parts.sections ?? [
          { section_how: 'One', section_paano: 'Isa', section_how_bullets: ['a'], section_paano_bullets: ['b'], order: 0 },
        ],
      ),
    )
    .field('sources', JSON.stringify(['https://example.com/']));
}
