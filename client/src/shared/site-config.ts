/** Configuration values the pages show (SPEC's {email}, the city, ...): read from the environment by the server, handed to the pages. */
export interface SiteConfig {
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  facebookUrl: string;
  instagramUrl: string;
  governingCity: string;
  /** The IANA zone every time is shown in (SITE_TIME_ZONE; client/src/shared/site-time.ts). */
  timeZone: string;
  /*
   * What the Settings screen adds (issue 25), present only while set: a page with all of them off
   * carries exactly the configuration (and markup) it did before they existed.
   */
  /** The footer's tagline in place of the built-in one, per interface language. */
  taglineEn?: string;
  taglineFil?: string;
  /** Search engines' site verification codes, as meta tags in every page's head. */
  verification?: { google?: string; bing?: string };
  /** Ad slots on guide pages (Google AdSense). */
  ads?: AdsConfig;
  /** The owner's own paragraph at the end of the Privacy Policy (Settings), per language. */
  privacyNoteEn?: string;
  privacyNoteFil?: string;
  /** The AdSense publisher id for its account meta tag (the site's review), while a publisher id is set. */
  adsenseAccount?: string;
  /** Hosts whose links are affiliate links (a subdomain counts). */
  affiliateDomains?: string[];
  /** Google Analytics 4 measurement id. */
  ga4?: string;
  /**
   * Behind a shared cache (SHARED_CACHE_SECONDS above 0) the server sees only misses: the page's own
   * view is then counted by its beacon, never by the server serving it (issue 37 item 3).
   */
  countInBrowser?: true;
  /** Readers' speed (issue 36 item 2): the share of page views that send LCP, INP and CLS (READERS_VITALS_SAMPLE). */
  vitals?: number;
  /** A lite page (shared/lite.ts, issue 36): the server's HTML alone, no app. */
  lite?: boolean;
}

/** Where guide pages carry ad slots, and the AdSense ids they are filled with. */
export interface AdsConfig {
  client: string;
  slot?: string;
  afterIntro: boolean;
  /** A slot after every N sections; 0: none between sections. */
  everySections: number;
  afterConclusion: boolean;
  /** Beside the article on wide screens. */
  beside: boolean;
  /** One slot on both homes and one on category pages. */
  home: boolean;
  category: boolean;
  /** Auto ads: AdSense places ads itself on guide, home and category pages. */
  auto: boolean;
}

/** Id of the JSON block in every document that carries the SiteConfig. */
export const SITE_SCRIPT_ID = 'hp-site';
/** Id of the JSON block carrying the router's hydration data: only a server-rendered page has one. */
export const DATA_SCRIPT_ID = 'hp-data';
