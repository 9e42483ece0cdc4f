/**
 * The Settings screen (issue 25) in English; settings-fil.ts has the same keys in Filipino (checked
 * by the compiler and by screen-catalogues.spec.ts). The screen offers both, as the owner picks on
 * it. The values it edits are what readers see, in both languages; the server's field messages stay
 * as the server words them.
 */
export const settingsEn = {
  /** Dates and times in this language (the zone's name is added by the caller: client/src/shared/site-time.ts). */
  locale: 'en-US',
  title: 'Settings',
  loading: 'Loading the settings…',
  loadFailed: 'The settings could not be loaded. Please try again.',
  intro: 'Changes take effect on every page at once, on every server, without a restart. Every save is kept below.',
  identity: 'Site identity',
  siteName: 'Site name',
  taglineEn: 'Tagline (English)',
  taglineFil: 'Tagline (Filipino)',
  taglineHint: 'Shown in the footer; leave empty for the built-in one.',
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
  facebook: 'Facebook page',
  instagram: 'Instagram page',
  governingCity: 'Governing city (Terms of Service)',
  searchEngines: 'Search engines',
  google: 'Google Search Console verification code',
  bing: 'Bing Webmaster verification code',
  verificationHint: 'The content="…" value only; leave empty for none.',
  ads: 'Ads (Google AdSense)',
  adsenseClient: 'Publisher id',
  adsenseClientHint: 'ca-pub- followed by 16 digits. Empty: no ads anywhere, and /ads.txt is not served.',
  adsenseSlot: 'Ad unit id (optional)',
  afterIntro: 'After the introduction',
  everySections: 'Between sections: after every N sections (0 for none)',
  afterConclusion: 'After the conclusion',
  beside: 'Beside the article on wide screens',
  affiliates: 'Affiliate links',
  affiliateDomains: 'Affiliate domains',
  affiliateHint:
    'One per line or comma-separated, e.g. shopee.ph. Links to these (and their subdomains) get rel="sponsored", and the guide shows a disclosure. Mark any other link in the editor.',
  analytics: 'Google Analytics 4',
  ga4: 'Measurement id (optional)',
  ga4Hint: 'G-…; your own visits while signed in send nothing.',
  readers: 'Readers',
  retention: 'Keep reader statistics for (months)',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Settings saved',
  saveFailed: 'The settings were not saved: see the marked fields above.',
  failed: 'The settings were not saved. Please try again.',
  stale: 'The settings were changed elsewhere since you opened them: reload to see the latest, then save again.',
  history: 'History',
  revision: (n: number, when: string) => `Revision ${n}, ${when}`,
  current: 'in force',
  loadRevision: 'Load into the form',
  loadedRevision: (n: number) => `Revision ${n} is in the form: save to bring it back.`,
};

export type SettingsCatalogue = typeof settingsEn;
