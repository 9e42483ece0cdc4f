import {
  dayBefore,
  deviceClass,
  isBot,
  isPrefetch,
  normaliseSearch,
  optedOut,
  parseHit,
  readerDay,
  sourceOf,
  storableText,
} from './readers-rules';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('readers rules', () => {
  it('tells robots and scripted clients from browsers', () => {
    expect(isBot(CHROME_ANDROID)).toBe(false);
    for (const ua of [
      undefined,
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0',
      'curl/8.5',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
    ]) {
      expect([ua, isBot(ua)]).toEqual([ua, true]);
    }
  });

  it('honours DNT and GPC, and knows a prefetch', () => {
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optedOut({ dnt: '0' })).toBe(false);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });

  it('groups devices', () => {
    expect(deviceClass(CHROME_ANDROID)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('desktop');
  });

  it('groups referrers: Facebook, Messenger, Google, other engines, direct, other sites by domain, ours', () => {
    const own = ['howpaano.ph'];
    expect(sourceOf('https://l.facebook.com/l.php?u=x', CHROME_ANDROID, own)).toBe('facebook');
    expect(sourceOf('https://www.messenger.com/', CHROME_ANDROID, own)).toBe('messenger');
    expect(sourceOf('', `${CHROME_ANDROID} [FB_IAB/Orca-Android;FBAV/400.0]`, own)).toBe('messenger');
    expect(sourceOf('', `${CHROME_ANDROID} [FB_IAB/FB4A;FBAV/400.0]`, own)).toBe('facebook');
    expect(sourceOf('https://www.google.com.ph/', CHROME_ANDROID, own)).toBe('google');
    expect(sourceOf('android-app://com.google.android.googlequicksearchbox/', CHROME_ANDROID, own)).toBe('google');
    expect(sourceOf('https://www.bing.com/', CHROME_ANDROID, own)).toBe('search');
    expect(sourceOf('https://duckduckgo.com/', CHROME_ANDROID, own)).toBe('search');
    expect(sourceOf('', CHROME_ANDROID, own)).toBe('direct');
    expect(sourceOf('not a url', CHROME_ANDROID, own)).toBe('direct');
    expect(sourceOf('https://www.reddit.com/r/Philippines/', CHROME_ANDROID, own)).toBe('site:reddit.com');
    expect(sourceOf('https://www.howpaano.ph/paano/x', CHROME_ANDROID, own)).toBeNull();
  });

  it('reads a beacon: a guide view, a search, an affiliate click; nothing else', () => {
    expect(parseHit({ t: 'guide', g: '12', l: 'fil', r: 'https://google.com/', s: '1' }, false)).toEqual({
      kind: 'view',
      page: 'guide',
      lang: 'fil',
      guideId: 12,
      referrer: 'https://google.com/',
      switched: true,
      search: null,
    });
    // A search's text and result count are read from the server's own page only, never from a beacon.
    expect(parseHit({ t: 'search', l: 'en', q: '  How TO  Fly ', n: '0', o: '1' }, true)).toMatchObject({
      search: { query: 'how to fly', results: 0, otherOnly: false },
    });
    expect(parseHit({ t: 'search', l: 'en', q: 'buy pills', n: '0', o: '0' }, false)).toMatchObject({ page: 'search', search: null });
    expect(parseHit({ t: 'affiliate', g: '3', l: 'en' }, false)).toEqual({ kind: 'affiliate', lang: 'en', guideId: 3 });
    expect(parseHit({ t: 'guide', l: 'en' }, false)).toBeNull();
    expect(parseHit({ t: 'admin', l: 'en' }, false)).toBeNull();
    expect(parseHit({ t: 'home', l: 'xx' }, false)).toBeNull();
    expect(parseHit({ t: 'guide', g: '99999999999', l: 'en' }, false)).toBeNull();
  });

  it('counts days in Manila time', () => {
    expect(readerDay(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(readerDay(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(dayBefore('2026-12-31', -1)).toBe('2027-01-01');
  });

  it('makes every text storable: no NUL or control character, no lone surrogate, pairs kept whole', () => {
    expect(storableText('a\u0000b\u0007c')).toBe('abc');
    expect(storableText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(storableText('kain 🍚 tayo')).toBe('kain 🍚 tayo');
    // A cut at 100 characters that falls inside a pair leaves no half behind.
    expect(normaliseSearch(`${'a'.repeat(99)}🍚`)).toBe(`${'a'.repeat(99)}\ufffd`);
    expect(Buffer.from(normaliseSearch('paano\u0000 mag\ud83d')).toString('utf8')).toBe('paano mag\ufffd');
  });
});
