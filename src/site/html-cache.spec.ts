import { cachedPage, HtmlCache, PAGE_MAX_AGE_MS, pickEncoding } from './html-cache';
import { pageCacheKey } from './site.service';

describe(pickEncoding.name, () => {
  it('prefers brotli, then gzip, when the header names them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('honours q=0 and a higher q (issue 30 item 7)', () => {
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
    expect(pickEncoding('gzip;q=0.000, br;q=0.001')).toBe('br');
    expect(pickEncoding('*;q=0, identity')).toBeNull();
    expect(pickEncoding('*;q=0.5')).toBe('br');
    expect(pickEncoding('deflate;q=1, *;q=0')).toBeNull();
    expect(pickEncoding('gzip;q=x')).toBe('gzip');
  });

  it('offers gzip alone when there is no brotli copy', () => {
    expect(pickEncoding('br, gzip', false)).toBe('gzip');
    expect(pickEncoding('br;q=1, gzip;q=0', false)).toBeNull();
  });
});

describe(HtmlCache.name, () => {
  const page = (text: string) => cachedPage(200, `<p>${text}</p>`);

  it('keeps a page readers come back to while a stream of addresses asked for once passes through (issue 30 item 2)', () => {
    const cache = new HtmlCache(20, 1024 * 1024);
    cache.set('/guide', page('guide'));
    expect(cache.get('/guide')).toBeDefined(); // read a second time: kept
    for (let i = 0; i < 5000; i++) cache.set(`/made-up-${i}`, page(`made up ${i}`));
    expect(cache.has('/guide')).toBe(true);
    expect(cache.size).toBe(20);
    // The newest one-off pages are there too, the oldest gone.
    expect(cache.has('/made-up-4999')).toBe(true);
    expect(cache.has('/made-up-0')).toBe(false);
  });

  it('keeps the byte budget under the same stream, and the pages read again', () => {
    const body = 'x'.repeat(1000);
    const cache = new HtmlCache(1000, 20_000);
    for (const key of ['/a', '/b', '/c']) {
      cache.set(key, page(body + key));
      cache.get(key);
    }
    for (let i = 0; i < 500; i++) cache.set(`/q${i}`, page(body + i));
    expect(cache.byteSize).toBeLessThanOrEqual(20_000);
    expect(['/a', '/b', '/c'].every((key) => cache.has(key))).toBe(true);
  });

  it('lets the pages read again hold at most 80% of the budget: the oldest of them goes back on probation', () => {
    const cache = new HtmlCache(10, 1024 * 1024);
    for (let i = 0; i < 10; i++) {
      cache.set(`/p${i}`, page(`p${i}`));
      cache.get(`/p${i}`);
    }
    expect(cache.size).toBe(10);
    // Two new one-off pages push out the two least recently used, which were demoted.
    cache.set('/new1', page('new1'));
    cache.set('/new2', page('new2'));
    expect(cache.has('/p0')).toBe(false);
    expect(cache.has('/p9')).toBe(true);
    expect(cache.has('/new2')).toBe(true);
  });

  it('counts a compressed copy in the budget wherever the page is', () => {
    const cache = new HtmlCache(10, 1024 * 1024);
    const p = page('y'.repeat(5000));
    cache.set('/s', p);
    const before = cache.byteSize;
    cache.compress('/s', p);
    expect(cache.byteSize).toBeGreaterThan(before);
    cache.get('/s');
    cache.clear();
    expect([cache.size, cache.byteSize]).toEqual([0, 0]);
  });
});

describe(pageCacheKey.name, () => {
  it('keys ?page on category pages and on a search page (2 to 5); elsewhere the query is not part of the key', () => {
    expect(pageCacheKey('/about?page=7')).toBe('/about');
    expect(pageCacheKey('/')).toBe('/');
    expect(pageCacheKey('/?page=12345&utm=x')).toBe('/');
    expect(pageCacheKey('/kusina/adobo?page=3')).toBe('/kusina/adobo');
    expect(pageCacheKey('/about?page=abc')).toBe('/about');
    expect(pageCacheKey('/category/cooking?page=3&x=1')).toBe('/category/cooking?page=3');
    expect(pageCacheKey('/category/cooking?x=1')).toBe('/category/cooking');
    expect(pageCacheKey('/category/cooking?page=1')).toBeNull();
    // A search's later pages (issue 39): each its own page, 2 to 5 only.
    expect(pageCacheKey('/budget?page=2')).toBe('/budget?page=2');
    expect(pageCacheKey('/budget?page=1')).toBe('/budget');
    expect(pageCacheKey('/budget?page=9')).toBe('/budget');
    // The site's own one-segment pages are no search: ?page=2 makes no entry of its own.
    for (const path of ['/about', '/tungkol', '/fil', '/saved', '/offline']) expect(pageCacheKey(`${path}?page=2`)).toBe(path);
  });
});

describe("HtmlCache, a page's bounded life (issue 26 item 2)", () => {
  it('keeps a page for a bounded life, so a replica that missed a change notice heals by itself', () => {
    let now = 1_000_000;
    const cache = new HtmlCache(10, 1024 * 1024, PAGE_MAX_AGE_MS, () => now);
    const page = cachedPage(200, '<p>old title</p>');
    cache.set('/guide', page);
    now += PAGE_MAX_AGE_MS - 1;
    expect(cache.get('/guide')).toBe(page);
    expect(cache.has('/guide')).toBe(true);
    now += 1;
    expect(cache.has('/guide')).toBe(false);
    expect(cache.get('/guide')).toBeUndefined();
    // Expired pages give their room back.
    expect([cache.size, cache.byteSize]).toEqual([0, 0]);
  });

  it('counts a page life from when it was kept, not from when it was last read', () => {
    let now = 0;
    const cache = new HtmlCache(10, 1024 * 1024, 1000, () => now);
    cache.set('/a', cachedPage(200, 'a'));
    now = 900;
    expect(cache.get('/a')).toBeDefined();
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });
});

describe('HtmlCache.dropWhere (issue 26 item 2)', () => {
  it('drops the pages whose dependencies a change touches, in either part, and keeps the budget right', () => {
    const cache = new HtmlCache(10, 1024 * 1024);
    cache.set('/a', cachedPage(200, '<p>a</p>'), new Set(['guide:1']));
    cache.set('/b', cachedPage(200, '<p>b</p>'), new Set(['guide:2']));
    cache.set('/', cachedPage(200, '<p>home</p>'), new Set(['guide-lists']));
    cache.get('/a'); // protected part
    const bytes = cache.byteSize;
    expect(cache.dropWhere((d) => d.has('guide:1') || d.has('guide-lists'))).toBe(2);
    expect([cache.has('/a'), cache.has('/b'), cache.has('/')]).toEqual([false, true, false]);
    expect(cache.byteSize).toBeLessThan(bytes);
    cache.dropWhere(() => true);
    expect(cache.byteSize).toBe(0);
  });
});
