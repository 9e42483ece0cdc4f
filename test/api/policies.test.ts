import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app';

const PUB = 'ca-pub-1234567890123456';

/** The page's visible text: tags dropped, entities of quotes decoded, white space folded. */
function text(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Issue 39 item 4: the Privacy Policy and Terms say what is switched on, in both languages, and nothing that is not. */
describe('policies follow the switches', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({});
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t?.close());

  const page = async (path: string) => text((await request(t.http).get(path).expect(200)).text);
  const settings = async (change: Record<string, unknown>) => {
    const now = (await request(t.http).get('/api/settings/').set('Authorization', auth).expect(200)).body;
    await request(t.http)
      .put('/api/settings/')
      .set('Authorization', auth)
      .send({ base_revision: now.revision, settings: { ...now.settings, ...change } })
      .expect(200);
  };

  it('with ads and analytics off: no ad network, no Google, the Data Privacy Act named', async () => {
    const en = await page('/privacy');
    const fil = await page('/patakaran-sa-privacy');
    for (const body of [en, fil]) {
      expect(body).toContain('Republic Act No. 10173');
      expect(body).not.toMatch(/ad network|Google|AdSense/);
    }
    expect(en).toContain('itself sets no cookie for readers');
    expect(fil).toContain('Walang cookie na inilalagay');
    expect(await page('/terms')).not.toMatch(/ad network|AdSense/);
    expect(await page('/mga-tuntunin')).not.toMatch(/ad network|AdSense/);
  });

  it('with AdSense on: the wording AdSense requires, with the way to opt out, in both languages', async () => {
    await settings({ adsense_client: PUB });
    const enHtml = (await request(t.http).get('/privacy').expect(200)).text;
    const en = text(enHtml);
    expect(en).toContain('Third-party vendors, including Google, use cookies to serve ads based on your prior visits');
    expect(en).toContain("Google's use of advertising cookies enables it and its partners");
    expect(enHtml).toContain('href="https://adssettings.google.com/"');
    const fil = await page('/patakaran-sa-privacy');
    expect(fil).toContain('Gumagamit ang mga third-party vendor, kabilang ang Google, ng cookies');
    expect(fil).toContain('Ads Settings ng Google');
    expect(await page('/terms')).toContain('The site shows ads from Google AdSense, which may use cookies.');
    expect(await page('/mga-tuntunin')).toContain('Nagpapakita ang site ng mga ad ng Google AdSense');
    expect(en).not.toContain('Google Analytics');
    await settings({ adsense_client: '' });
  });

  it('with GA4 on: Google Analytics named with its opt-out, and no advertising section', async () => {
    await settings({ ga4_measurement_id: 'G-ABC123XYZ' });
    const html = (await request(t.http).get('/privacy').expect(200)).text;
    expect(text(html)).toContain('We use Google Analytics');
    expect(html).toContain('href="https://tools.google.com/dlpage/gaoptout"');
    expect(text(html)).not.toContain('Third-party vendors');
    expect(await page('/patakaran-sa-privacy')).toContain('Gumagamit kami ng Google Analytics');
    await settings({ ga4_measurement_id: '' });
  });

  it('the owner’s own paragraph ends the policy in its language, as plain text, and a long one is refused whole', async () => {
    await settings({
      privacy_note_en: 'We answer every privacy question within a week.\nWrite to <b>us</b>.',
      privacy_note_fil: 'Sinasagot namin ang bawat tanong sa privacy sa loob ng isang linggo.',
    });
    const enHtml = (await request(t.http).get('/privacy').expect(200)).text;
    expect(text(enHtml)).toContain('From the site owner We answer every privacy question within a week. Write to');
    expect(enHtml).toContain('<p>Write to &lt;b&gt;us&lt;/b&gt;.</p>');
    expect(text(enHtml)).not.toContain('Sinasagot namin');
    const fil = await page('/patakaran-sa-privacy');
    expect(fil).toContain('Mula sa may-ari ng site Sinasagot namin ang bawat tanong sa privacy sa loob ng isang linggo.');
    expect(fil).not.toContain('From the site owner');
    const now = (await request(t.http).get('/api/settings/').set('Authorization', auth).expect(200)).body;
    const refused = await request(t.http)
      .put('/api/settings/')
      .set('Authorization', auth)
      .send({ base_revision: now.revision, settings: { ...now.settings, privacy_note_en: 'x'.repeat(1001) } });
    expect(refused.status).toBe(400);
    expect(refused.body['settings.privacy_note_en']).toEqual(['Ensure this field has no more than 1000 characters.']);
    await settings({ privacy_note_en: '', privacy_note_fil: '' });
    expect(await page('/privacy')).not.toContain('From the site owner');
  });

  it('lets Google’s consent message run only when switched on, with ads approved', async () => {
    const csp = async () => (await request(t.http).get('/about').expect(200)).headers['content-security-policy'] as string;
    await settings({ adsense_client: PUB, ads_approved: true });
    expect(await csp()).not.toContain('fundingchoicesmessages.google.com');
    await settings({ ads_consent_message: true });
    const on = await csp();
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(on).toMatch(new RegExp(`${directive} [^;]*https://fundingchoicesmessages\\.google\\.com`));
    }
    await settings({ adsense_client: '', ads_approved: false, ads_consent_message: false });
    expect(await csp()).not.toContain('fundingchoicesmessages');
  });

  it('the footer’s copyright runs from 2025 to this year', async () => {
    const year = new Date().getFullYear();
    expect(await page('/about')).toContain(`© 2025–${year}`);
  });
});
