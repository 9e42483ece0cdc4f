import { isBypassed, isGuidePath, isSavedPage } from './offline-paths';

describe('what the service worker keeps', () => {
  it('never touches the admin area, sign-in or the API', () => {
    for (const path of [
      '/admin-hp-access',
      '/admin-hp-access/edit/1/how',
      '/login-access',
      '/api/token/',
      '/api/public/content/',
      '/sw.js',
    ]) {
      expect({ path, bypassed: isBypassed(path) }).toEqual({ path, bypassed: true });
      expect(isSavedPage(path)).toBe(false);
    }
  });

  it('keeps guides, home, categories and the static pages in both languages, not searches', () => {
    for (const path of [
      '/',
      '/tech-tutorials/how-to-x',
      '/mga-tutorial-sa-teknolohiya/paano-x',
      '/category/tech-tutorials',
      '/about',
      '/tungkol',
      '/mga-tuntunin',
    ]) {
      expect({ path, saved: isSavedPage(path) }).toEqual({ path, saved: true });
    }
    for (const path of ['/gcash', '/paano-mag-ipon', '/offline', '/a/b/c']) {
      expect({ path, saved: isSavedPage(path) }).toEqual({ path, saved: false });
    }
  });

  it('lists only guides on the offline page', () => {
    expect(isGuidePath('/tech-tutorials/how-to-x')).toBe(true);
    expect(isGuidePath('/category/tech-tutorials')).toBe(false);
    expect(isGuidePath('/offline/fil')).toBe(false);
    expect(isGuidePath('/about')).toBe(false);
  });
});
