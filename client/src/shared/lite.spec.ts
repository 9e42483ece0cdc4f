import { liteSite, smallestImage, wantsLite, withLite } from './lite';

describe('lite pages', () => {
  test('Save-Data: on asks for the lite page; the footer switch wins either way', () => {
    expect(wantsLite('/guide/a', 'on')).toBe(true);
    expect(wantsLite('/guide/a', ' On ')).toBe(true);
    expect(wantsLite('/guide/a', undefined)).toBe(false);
    expect(wantsLite('/guide/a', 'off')).toBe(false);
    expect(wantsLite('/guide/a?lite=1', undefined)).toBe(true);
    expect(wantsLite('/guide/a?lite=0', 'on')).toBe(false);
    expect(wantsLite('/category/x?page=2&lite=1', undefined)).toBe(true);
  });

  test('a lite site has no ads and no analytics', () => {
    const site = liteSite({
      siteName: 'H',
      siteUrl: '',
      contactEmail: '',
      contactPhone: '',
      facebookUrl: '',
      instagramUrl: '',
      governingCity: '',
      timeZone: 'Asia/Manila',
      ga4: 'G-1',
      ads: { client: 'ca-pub-1' } as never,
    });
    expect(site.ga4).toBeUndefined();
    expect(site.ads).toBeUndefined();
    expect(site.lite).toBe(true);
  });

  test('the smallest rendition of a srcset', () => {
    expect(smallestImage('/m/a-1600.webp', '/m/a-960.webp 960w, /m/a-480.webp 480w, /m/a-1600.webp 1600w')).toBe('/m/a-480.webp');
    expect(smallestImage('/m/a.jpg', undefined)).toBe('/m/a.jpg');
  });

  test('the switch keeps the other parameters', () => {
    expect(withLite('/category/x', '?page=2', true)).toBe('/category/x?page=2&lite=1');
    expect(withLite('/category/x', '?page=2&lite=1', false)).toBe('/category/x?page=2&lite=0');
  });
});
