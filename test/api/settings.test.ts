import request from 'supertest';
import { createApp } from '../../src/app';
import { SiteService } from '../../src/site/site.service';
import { createTestApp, type TestApp } from '../utils/test-app';

const PUB = 'ca-pub-1234567890123456';

/** /ads.txt's text when the site serves one (text/plain), else null. */
async function adsTxt(http: Parameters<typeof request>[0]): Promise<string | null> {
  const res = await request(http).get('/ads.txt');
  return res.status === 200 && /^text\/plain/.test(String(res.headers['content-type'])) ? res.text : null;
}

/** The Settings screen's calls (issue 25): validation, revisions, the first-boot defaults, ads.txt, the CSP, replicas. */
describe('settings', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ SITE_NAME: 'Paano Dito', AFFILIATE_DOMAINS: 'Shopee.ph, lazada.com.ph', READERS_RETENTION_MONTHS: '13' });
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t?.close());

  const current = async () => (await request(t.http).get('/api/settings/').set('Authorization', auth).expect(200)).body;
  const save = (base: number, settings: Record<string, unknown>) =>
    request(t.http).put('/api/settings/').set('Authorization', auth).send({ base_revision: base, settings });

  it('starts from the environment (first boot) and is the administrator’s only', async () => {
    await request(t.http).get('/api/settings/').expect(401);
    const body = await current();
    expect(body.revision).toBe(1);
    expect(body.settings).toMatchObject({
      site_name: 'Paano Dito',
      contact_email: 'hello@howpaano.ph',
      governing_city: 'Quezon City',
      adsense_client: '',
      affiliate_domains: ['shopee.ph', 'lazada.com.ph'],
      readers_retention_months: 13,
    });
  });

  it('refuses bad values field by field and keeps the settings whole', async () => {
    const { revision, settings } = await current();
    const res = await save(revision, {
      ...settings,
      site_name: ' ',
      contact_email: 'not-an-email',
      adsense_client: 'pub-123',
      affiliate_domains: ['shopee.ph', 'javascript:alert(1)'],
      readers_retention_months: 0,
      ga4_measurement_id: 'UA-1',
    }).expect(400);
    expect(res.body).toMatchObject({
      'settings.site_name': ['Enter the site name.'],
      'settings.contact_email': ['Enter a valid e-mail address.'],
      'settings.adsense_client': ['Enter the AdSense publisher id: ca-pub- followed by 16 digits.'],
      'settings.affiliate_domains': ['Enter host names such as shopee.ph (at most 50).'],
      'settings.readers_retention_months': ['Enter a whole number of months from 1 to 120.'],
      'settings.ga4_measurement_id': ['Enter the measurement id: G- followed by letters and digits.'],
    });
    expect(await current()).toEqual({ revision, created_at: expect.any(String), settings });
  });

  it('saves a revision, keeps the history, and refuses a save on a stale revision', async () => {
    const before = await current();
    const res = await save(before.revision, { ...before.settings, contact_phone: '+63 2 8123 4567' }).expect(200);
    expect(res.body.revision).toBe(before.revision + 1);
    const stale = await save(before.revision, { ...before.settings, contact_phone: '+63 000' }).expect(409);
    expect(stale.body.detail).toMatch(/changed elsewhere/);
    const history = (await request(t.http).get('/api/settings/revisions/').set('Authorization', auth).expect(200)).body;
    expect(history.map((r: { revision: number }) => r.revision)).toEqual([before.revision + 1, before.revision]);
    expect(history[1].settings.contact_phone).toBe(before.settings.contact_phone);
  });

  it('/ads.txt and the CSP follow the ads setting, and nothing else changes while ads are off', async () => {
    const offCsp = (await request(t.http).get('/api/categories/')).headers['content-security-policy'];
    // Without ads there is no such file: the path is any other page's (a search with a build, 503 without one).
    expect(await adsTxt(t.http)).toBeNull();
    const before = await current();
    await save(before.revision, { ...before.settings, adsense_client: PUB, ads_approved: true }).expect(200);
    const txt = await request(t.http).get('/ads.txt').expect(200);
    expect(txt.headers['content-type']).toMatch(/^text\/plain/);
    expect(txt.text).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
    const onCsp = (await request(t.http).get('/api/categories/')).headers['content-security-policy'] as string;
    expect(onCsp).toContain('https://pagead2.googlesyndication.com');
    expect(onCsp).toMatch(/frame-src 'self' https:\/\/googleads\.g\.doubleclick\.net/);
    expect(onCsp).not.toContain('googletagmanager');
    const on = await current();
    await save(on.revision, { ...on.settings, adsense_client: '' }).expect(200);
    expect(await adsTxt(t.http)).toBeNull();
    expect((await request(t.http).get('/api/categories/')).headers['content-security-policy']).toBe(offCsp);
  });

  it('adds analytics origins to the CSP only while GA4 is set', async () => {
    const before = await current();
    await save(before.revision, { ...before.settings, ga4_measurement_id: 'G-ABC123XYZ' }).expect(200);
    const csp = (await request(t.http).get('/api/categories/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')? https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com");
    expect(csp).not.toContain('googlesyndication');
    const on = await current();
    await save(on.revision, { ...on.settings, ga4_measurement_id: '' }).expect(200);
  });

  it('is in force on a second replica on the same database at once, without a restart', async () => {
    const b = await createApp(t.config, t.databaseUrl);
    await b.init();
    try {
      const bSite = b.get(SiteService);
      // Replica B renders (and keeps) the site's name as it is now.
      expect(bSite.site.siteName).toBe((await current()).settings.site_name);
      // Give B's LISTEN connection time to be up (it connects in the background at boot).
      let seen = false;
      for (let i = 0; i < 50 && !seen; i++) {
        const now = await current();
        await save(now.revision, { ...now.settings, site_name: `Renamed ${i}` }).expect(200);
        await new Promise((r) => setTimeout(r, 100));
        seen = bSite.site.siteName === `Renamed ${i}`;
      }
      expect(seen).toBe(true);
      expect(await adsTxt(b.getHttpServer())).toBeNull();
      const now = await current();
      await save(now.revision, { ...now.settings, adsense_client: PUB }).expect(200);
      for (let i = 0; i < 50 && (await adsTxt(b.getHttpServer())) === null; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await adsTxt(b.getHttpServer())).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
    } finally {
      await b.close();
    }
  });
});
