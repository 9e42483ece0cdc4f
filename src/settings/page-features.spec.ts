import { loadConfig } from '../config/app-config';
import { securityHeaderList } from '../site/security-headers.middleware';
import { pageFeatures } from './page-features';
import { settingsFromEnvironment } from './settings.service';

const csp = (list: ReturnType<typeof securityHeaderList>) => list.find(([name]) => name === 'Content-Security-Policy')?.[1];

describe(pageFeatures.name, () => {
  const defaults = settingsFromEnvironment(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hp-page-features' }));

  it('adds nothing while every feature is off: the configuration (and the site zone) and CSP of old', () => {
    const features = pageFeatures(defaults, 'https://howpaano.ph');
    expect(Object.keys(features.site)).toEqual([
      'siteName',
      'siteUrl',
      'contactEmail',
      'contactPhone',
      'facebookUrl',
      'instagramUrl',
      'governingCity',
      'timeZone',
    ]);
    expect(features.adsTxt).toBeNull();
    expect(csp(securityHeaderList(['sha256-x'], features.csp))).toBe(csp(securityHeaderList(['sha256-x'])));
  });

  it('before AdSense approves the site: its account tag and ads.txt only, no slot and no ad origin in the CSP', () => {
    const features = pageFeatures({ ...defaults, adsense_client: 'ca-pub-0000000000000001' }, 'https://howpaano.ph');
    expect(features.site.ads).toBeUndefined();
    expect(features.site.adsenseAccount).toBe('ca-pub-0000000000000001');
    expect(features.adsTxt).toBe('google.com, pub-0000000000000001, DIRECT, f08c47fec0942fa0\n');
    expect(csp(securityHeaderList([], features.csp))).toBe(csp(securityHeaderList([])));
  });

  it('derives slots, ads.txt and CSP origins from the publisher id once approved', () => {
    const features = pageFeatures(
      { ...defaults, adsense_client: 'ca-pub-0000000000000001', ads_approved: true, ad_every_sections: 2, ad_home: true },
      'https://howpaano.ph',
    );
    expect(features.site.ads).toEqual({
      client: 'ca-pub-0000000000000001',
      afterIntro: true,
      everySections: 2,
      afterConclusion: true,
      beside: true,
      home: true,
      category: false,
      auto: false,
    });
    expect(features.adsTxt).toBe('google.com, pub-0000000000000001, DIRECT, f08c47fec0942fa0\n');
    const policy = csp(securityHeaderList([], features.csp))!;
    expect(policy).toContain("script-src 'self' https://pagead2.googlesyndication.com");
    expect(policy).toContain("frame-src 'self' https://googleads.g.doubleclick.net");
  });
});
