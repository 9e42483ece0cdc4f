import type { CountedPage } from '../../client/src/shared/readers-beacon';
import { storedValue, VITALS, type VitalName } from '../../client/src/shared/vitals-buckets';

/**
 * The pure rules of counting (issue 24, docs/readers.md): who is not counted, how a referrer and a
 * user agent are grouped, what a beacon may say. Nothing here keeps an address or a user agent: they
 * are read, grouped, and forgotten.
 */

export type ReaderLang = 'en' | 'fil';
export const READER_LANGS: readonly ReaderLang[] = ['en', 'fil'];

/** Robots, previewers, monitors and scripted clients (a reader's browser says none of these). */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|preview|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|telegram|discord|skype|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|phantom|puppeteer|playwright|selenium|monitor|uptime|pingdom|feed|rss/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT.test(userAgent);
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => String(headers[name] ?? '').toLowerCase();

/** Do Not Track or Global Privacy Control: not counted. */
export function optedOut(headers: Headers): boolean {
  return header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1';
}

/** A prefetch or prerender request (Chromium: Sec-Purpose; older browsers: Purpose, X-Moz). */
export function isPrefetch(headers: Headers): boolean {
  return /prefetch|prerender/.test(`${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')}`);
}

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceClass(userAgent: string): Device {
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|opera mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

const MESSENGER_APP = /fb_iab\/messenger|messengerfor|orca-android|\bmessenger\b/i;
const FACEBOOK_APP = /fban|fbav|fb_iab|fbios/i;
const OTHER_SEARCH =
  /(^|\.)(bing\.com|duckduckgo\.com|yahoo\.[a-z.]+|yandex\.[a-z.]+|ecosia\.org|baidu\.com|naver\.com|startpage\.com|qwant\.com|search\.brave\.com|ask\.com|aol\.com)$/;

function hostOf(referrer: string): string {
  try {
    return referrer ? new URL(referrer).hostname.toLowerCase().replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

/**
 * Where a visit came from: facebook, messenger, google, search (other engines), direct, site:<domain>,
 * or other; null when the previous page is ours (not a visit's first page). The in-app browsers
 * of Messenger and Facebook often send no referrer; their user agent names them.
 */
export function sourceOf(referrer: string, userAgent: string, ownHosts: readonly string[]): string | null {
  const host = hostOf(referrer);
  if (host && ownHosts.includes(host)) return null;
  if (/(^|\.)(messenger\.com|m\.me)$/.test(host) || (!host && MESSENGER_APP.test(userAgent))) return 'messenger';
  if (/(^|\.)(facebook\.com|fb\.com|fb\.me)$/.test(host) || (!host && FACEBOOK_APP.test(userAgent))) return 'facebook';
  if (/(^|\.)google\.[a-z.]+$/.test(host) || host === 'googlequicksearchbox' || host.startsWith('com.google.android')) return 'google';
  if (OTHER_SEARCH.test(host)) return 'search';
  if (!host) return 'direct';
  // Only a real host name (issue 35 item 2): letters, digits and hyphens in dotted labels ending in an
  // alphabetic top-level domain (or its punycode), not an address or a made-up word; the rest is "other".
  return REAL_HOST.test(host) ? `site:${host}` : 'other';
}

const REAL_HOST = /^(?=.{4,100}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The Manila calendar day (UTC+8, no summer time) of a moment: the site's day. */
export function readerDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A day n days before (negative: after) a day. */
export function dayBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86400_000).toISOString().slice(0, 10);
}

/** A lone UTF-16 surrogate (half of a pair): not a character, and PostgreSQL refuses it in text and JSON. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A text as it may reach the database (issue 35 item 1): valid UTF-8 once encoded (a lone surrogate
 * becomes U+FFFD) and without NUL or other control characters (PostgreSQL cannot store a NUL in text;
 * a refused batch used to stop all counting).
 */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, '');
}

/** A search as counted: lower case, single spaces, at most 100 characters, storable. */
export function normaliseSearch(q: string): string {
  return storableText(q.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100)).replace(/\s+/g, ' ').trim();
}

const PAGES: readonly string[] = ['home', 'guide', 'category', 'search', 'static', 'notfound'] satisfies CountedPage[];

export type Hit =
  | {
      kind: 'view';
      page: CountedPage;
      lang: ReaderLang;
      guideId: number | null;
      referrer: string;
      switched: boolean;
      search: SearchHit | null;
    }
  | { kind: 'affiliate'; lang: ReaderLang; guideId: number }
  | VitalsHit;

/** A page view's speed (issue 36 item 2): its page type and language, and the values measured (stored units). */
export interface VitalsHit {
  kind: 'vitals';
  page: CountedPage;
  lang: ReaderLang;
  values: Partial<Record<VitalName, number>>;
}

export interface SearchHit {
  query: string;
  results: number;
  otherOnly: boolean;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** A guide's id as a form sends it: digits, 1 to 2^31 - 1 (the column's range), or null. */
export const guideIdOf = (value: unknown) => (/^[1-9]\d{0,9}$/.test(str(value)) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null);

/**
 * A page's count fields, or null when they say nothing countable. `ownPage`: the fields of a page the
 * server itself served (its meta), whose search (q, n, o) the server answered; a beacon's are the
 * client's word, and its search fields are not read (issue 35 item 2: any text became a search gap).
 */
export function parseHit(body: Record<string, unknown>, ownPage: boolean): Hit | null {
  const lang = str(body.l);
  if (lang !== 'en' && lang !== 'fil') return null;
  const type = str(body.t);
  if (type === 'affiliate') {
    const guideId = guideIdOf(body.g);
    return guideId ? { kind: 'affiliate', lang, guideId } : null;
  }
  if (type === 'vitals') return parseVitals(body, lang);
  if (!PAGES.includes(type)) return null;
  const page = type as CountedPage;
  const guideId = page === 'guide' ? guideIdOf(body.g) : null;
  if (page === 'guide' && !guideId) return null;
  let search: SearchHit | null = null;
  if (page === 'search' && ownPage) {
    const query = normaliseSearch(str(body.q));
    const results = Number(str(body.n));
    if (!query || !Number.isInteger(results) || results < 0 || results > 1000) return null;
    search = { query, results, otherOnly: results > 0 && str(body.o) === '1' };
  }
  return { kind: 'view', page, lang, guideId, referrer: storableText(str(body.r).slice(0, 2000)), switched: str(body.s) === '1', search };
}

/**
 * A speed beacon: a page type, and at least one value that is a plausible measure (finite, not
 * negative, within VITAL_RULES' bounds); an implausible value makes the whole beacon ignored (a page
 * of ours sends none).
 */
function parseVitals(body: Record<string, unknown>, lang: ReaderLang): VitalsHit | null {
  const page = str(body.p);
  if (!PAGES.includes(page)) return null;
  const values: Partial<Record<VitalName, number>> = {};
  for (const name of VITALS) {
    if (body[name] === undefined) continue;
    const value = storedValue(name, body[name]);
    if (value === null) return null;
    values[name] = value;
  }
  return Object.keys(values).length ? { kind: 'vitals', page: page as CountedPage, lang, values } : null;
}
