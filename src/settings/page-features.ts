import type { SiteSettingsDto } from '../../client/src/api/types';
import type { SiteConfig } from '../../client/src/shared/site-config';

/** Origins a feature adds to the Content-Security-Policy, per directive (none: the policy of old). */
export interface CspAdditions {
  scriptSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

/**
 * Everything the settings change in what pages and answers carry, derived in this one place (DESIGN
 * "Readers, settings and the owner's loop"): the configuration pages render from, the CSP's extra
 * origins, /ads.txt. A feature that is off adds nothing, so with all off every page is what it was.
 */
export interface PageFeatures {
  site: SiteConfig;
  csp: CspAdditions;
  /** /ads.txt's body while ads are on; null: no such file (the 404 page, as before). */
  adsTxt: string | null;
}

/** Google AdSense: its loader, the ad frames, their images and reports (Google's CSP guidance for AdSense). */
const ADSENSE_CSP: CspAdditions = {
  scriptSrc: ['https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com', 'https://*.adtrafficquality.google'],
  imgSrc: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://*.g.doubleclick.net',
    'https://*.adtrafficquality.google',
  ],
  connectSrc: ['https://pagead2.googlesyndication.com', 'https://*.g.doubleclick.net', 'https://*.adtrafficquality.google'],
  frameSrc: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
  ],
};

/**
 * Google's consent message (AdSense Privacy & messaging, formerly Funding Choices): AdSense's own script
 * loads it for visitors from the EEA, the UK and Switzerland, from this origin (script, frame, calls, images).
 */
const CONSENT_MESSAGE_CSP: CspAdditions = {
  scriptSrc: ['https://fundingchoicesmessages.google.com'],
  imgSrc: ['https://fundingchoicesmessages.google.com'],
  connectSrc: ['https://fundingchoicesmessages.google.com'],
  frameSrc: ['https://fundingchoicesmessages.google.com'],
};

/** Google Analytics 4 (gtag.js): Google's documented CSP for Analytics. */
const GA4_CSP: CspAdditions = {
  scriptSrc: ['https://www.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frameSrc: [],
};

const NO_CSP: CspAdditions = { scriptSrc: [], imgSrc: [], connectSrc: [], frameSrc: [] };

function merge(...parts: CspAdditions[]): CspAdditions {
  const out: CspAdditions = { scriptSrc: [], imgSrc: [], connectSrc: [], frameSrc: [] };
  for (const part of parts) for (const key of Object.keys(out) as (keyof CspAdditions)[]) out[key].push(...part[key]);
  return out;
}

/** AdSense's ads.txt line for a publisher: its account id is the ad client's pub- part. */
export function adsTxtLine(adClient: string): string {
  return `google.com, ${adClient.replace(/^ca-/, '')}, DIRECT, f08c47fec0942fa0\n`;
}

/**
 * mediaOrigin: S3_PUBLIC_URL's origin when images are loaded from a CDN or bucket (docs/media-storage.md),
 * allowed in img-src; undefined: images come from /media/ ('self').
 */
export function pageFeatures(
  settings: SiteSettingsDto,
  siteUrl: string,
  timeZone = 'Asia/Manila',
  mediaOrigin?: string,
  countInBrowser = false,
  vitalsSample = 0,
): PageFeatures {
  const site: SiteConfig = {
    siteName: settings.site_name,
    siteUrl,
    contactEmail: settings.contact_email,
    contactPhone: settings.contact_phone,
    facebookUrl: settings.facebook_url,
    instagramUrl: settings.instagram_url,
    governingCity: settings.governing_city,
    timeZone,
  };
  if (settings.tagline_en) site.taglineEn = settings.tagline_en;
  if (settings.tagline_fil) site.taglineFil = settings.tagline_fil;
  // In every page's configuration, bounded (1,000 characters each); only while written.
  if (settings.privacy_note_en) site.privacyNoteEn = settings.privacy_note_en;
  if (settings.privacy_note_fil) site.privacyNoteFil = settings.privacy_note_fil;
  if (settings.google_site_verification || settings.bing_site_verification) {
    site.verification = {};
    if (settings.google_site_verification) site.verification.google = settings.google_site_verification;
    if (settings.bing_site_verification) site.verification.bing = settings.bing_site_verification;
  }
  const adsOn = settings.adsense_client !== '';
  // Before AdSense approves the site: its account meta tag and /ads.txt for the review, nothing else.
  if (adsOn) site.adsenseAccount = settings.adsense_client;
  const slotsOn = adsOn && settings.ads_approved;
  if (slotsOn) {
    site.ads = {
      client: settings.adsense_client,
      afterIntro: settings.ad_after_intro,
      everySections: settings.ad_every_sections,
      afterConclusion: settings.ad_after_conclusion,
      beside: settings.ad_beside_article,
      home: settings.ad_home,
      category: settings.ad_category,
      auto: settings.ad_auto,
    };
    if (settings.adsense_slot) site.ads.slot = settings.adsense_slot;
  }
  if (settings.affiliate_domains.length) site.affiliateDomains = [...settings.affiliate_domains];
  if (settings.ga4_measurement_id) site.ga4 = settings.ga4_measurement_id;
  if (countInBrowser) site.countInBrowser = true;
  if (vitalsSample > 0) site.vitals = vitalsSample;
  return {
    site,
    csp: merge(
      slotsOn ? ADSENSE_CSP : NO_CSP,
      slotsOn && settings.ads_consent_message ? CONSENT_MESSAGE_CSP : NO_CSP,
      site.ga4 ? GA4_CSP : NO_CSP,
      mediaOrigin ? { ...NO_CSP, imgSrc: [mediaOrigin] } : NO_CSP,
    ),
    adsTxt: adsOn ? adsTxtLine(settings.adsense_client) : null,
  };
}
