import { cachedPage, HtmlCache, PAGE_MAX_AGE_MS } from './html-cache';

describe('HtmlCache', () => {
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
