import { isBypassed, isFromAdminPage, isGuidePath, isSavedPage } from './offline-paths';

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

  it('leaves alone what an admin page asks for (a draft image in the editor), never a reader page', () => {
    expect(isFromAdminPage('https://howpaano.ph/admin-hp-access/edit/3/how')).toBe(true);
    expect(isFromAdminPage('http://localhost:3000/admin-hp-access/draft/3')).toBe(true);
    expect(isFromAdminPage('https://howpaano.ph/login-access')).toBe(true);
    expect(isFromAdminPage('https://howpaano.ph/kusina/adobo')).toBe(false);
    expect(isFromAdminPage('https://howpaano.ph/')).toBe(false);
    expect(isFromAdminPage('')).toBe(false);
    expect(isFromAdminPage('not a url')).toBe(false);
  });

  it('keeps guides, home, categories and the static pages in both languages, not searches', () => {
    for (const path of [
      '/',
      '/fil',
      '/tech-tutorials/how-to-x',
      '/mga-tutorial-sa-teknolohiya/paano-x',
      '/category/tech-tutorials',
      '/about',
      '/tungkol',
      '/mga-tuntunin',
    ]) {
      expect({ path, saved: isSavedPage(path) }).toEqual({ path, saved: true });
    }
    for (const path of ['/gcash', '/paano-mag-ipon', '/offline', '/a/b/c', '/rss.xml', '/fil/rss.xml']) {
      expect({ path, saved: isSavedPage(path) }).toEqual({ path, saved: false });
    }
  });

  it('lists only guides on the offline page', () => {
    expect(isGuidePath('/tech-tutorials/how-to-x')).toBe(true);
    expect(isGuidePath('/category/tech-tutorials')).toBe(false);
    expect(isGuidePath('/offline/fil')).toBe(false);
    // The Saved page (issue 36 item 4) has a guide's shape in Filipino; it is not one, nor kept as a visited page.
    expect(isGuidePath('/fil/saved')).toBe(false);
    expect(isSavedPage('/fil/saved')).toBe(false);
    expect(isSavedPage('/saved')).toBe(false);
    expect(isGuidePath('/about')).toBe(false);
  });
});
