import { EVERYTHING, guidesChanged, isStale } from './cache-rules';
import { cacheTags, pageLang, purgeKeys, sharedCacheControl, surrogateKeys } from './shared-cache';

describe('shared-cache keys', () => {
  it('names the site, the language, what the page read and the categories it shows', () => {
    const keys = surrogateKeys(['guide:4', 'category:2', 'guide-lists'], 'fil', [2, 3]);
    expect(keys.split(' ')).toEqual(['site', 'lang:fil', 'guide:4', 'category:2', 'guide-lists', 'shows-category:3', 'categories']);
    expect(cacheTags(keys)).toBe('site,lang:fil,guide:4,category:2,guide-lists,shows-category:3,categories');
  });

  it('reads the language from the html element', () => {
    expect(pageLang(Buffer.from('<!doctype html>\n<html lang="fil">\n<head>'))).toBe('fil');
    expect(pageLang('<p>no document</p>')).toBeNull();
  });

  it('purges everything by the site key, and a guide change by exactly what the one rule drops', () => {
    expect(purgeKeys(EVERYTHING)).toEqual(['site']);
    const change = guidesChanged([7], [2, null, 5]);
    const keys = purgeKeys(change);
    expect(keys.sort()).toEqual(['category:2', 'category:5', 'feed', 'guide-lists', 'guide:7', 'search', 'sitemap'].sort());
    // Every page the rule calls stale carries one of the purged keys, and a page it keeps carries none.
    const pages: string[][] = [['guide:7'], ['guide:8', 'category:2'], ['guide:9', 'category:3'], ['search'], ['guide:9']];
    for (const deps of pages) {
      const carries = surrogateKeys(deps)
        .split(' ')
        .some((key) => keys.includes(key));
      expect(carries).toBe(isStale(change, new Set(deps)));
    }
    expect(purgeKeys(guidesChanged([7]))).toContain('categories');
  });

  it('lets browsers revalidate and the shared cache keep the answer N seconds', () => {
    expect(sharedCacheControl(120)).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=120, stale-if-error=86400');
  });
});
