/**
 * The JSON shapes of SPEC §3 and §7, exactly as the API sends them. The server builds them in its
 * mappers (src/content/guide.mapper.ts, ...); the client reads them. One definition for both sides.
 */

/** The two languages: how (English) and paano (Filipino). */
export const LANGS = ['how', 'paano'] as const;
export type Lang = (typeof LANGS)[number];
/** SPEC §4: a guide's statuses; only published guides are public. */
export const GUIDE_STATUSES = ['draft', 'published', 'archived'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

export interface CategoryDto {
  id: number;
  category_how: string;
  category_paano: string;
  rank: number | null;
  meta_description: string;
  meta_keywords: string;
  status: 'published';
}

/** The category as embedded in a guide. */
export interface CategoryRefDto {
  id: number;
  category_how: string;
  category_paano: string;
}

export interface SectionDto {
  id: number;
  section_how: string;
  section_paano: string;
  section_how_bullets: string[];
  section_paano_bullets: string[];
  /** Media URL path (/media/...) or null. */
  section_img: string | null;
  image: string | null;
  order: number;
  /** The image's alt text per language ('' or absent: none given; pages fall back to the heading). */
  section_how_img_alt?: string;
  section_paano_img_alt?: string;
  /** The image is decorative: alt="" on pages, no alt text needed. */
  image_decorative?: boolean;
  /** Issue 38: the section as numbered steps (absent when it has none: SPEC's shape). */
  steps?: StepDto[];
}

/**
 * One step of a section (issue 38), both languages side by side like the section itself: a short
 * action line, its explanation (SPEC §5 formatting, one line a point) and an optional image.
 */
export interface StepDto {
  action_how: string;
  action_paano: string;
  details_how: string[];
  details_paano: string[];
  /** Media URL path (/media/...) or null. On save, a URL this guide's steps already use keeps that image. */
  image: string | null;
  image_how_alt?: string;
  image_paano_alt?: string;
}

/** An item of "Things you'll need" / "Mga kakailanganin" (issue 38). */
export interface NeedDto {
  item: string;
  /** "2 pcs", "1 kutsara"; absent when none. */
  quantity?: string;
  note?: string;
}

/**
 * A guide's video in one language (issue 38): a YouTube or Facebook address (shared/video.ts reads
 * it), an optional title, and the date it was published when the owner knows it (else the guide's).
 */
export interface VideoDto {
  url: string;
  title?: string;
  /** YYYY-MM-DD; absent: the guide's publication date is used. */
  upload_date?: string;
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * "At a glance" (issue 38): the same facts in both languages, so numbers, worded by each page.
 * Time in minutes, cost in whole pesos (₱); a max makes a range.
 */
export interface AtAGlanceDto {
  time_minutes?: number;
  time_max_minutes?: number;
  cost_min?: number;
  cost_max?: number;
  difficulty?: Difficulty;
}

export interface SourceDto {
  id: number;
  source_link: string;
}

/** Width-specific renditions of an uploaded image, for srcset. */
export interface ImageDto {
  /** URL path of the default rendition, e.g. /media/ab12cd.webp */
  image: string;
  width: number;
  height: number;
  /** "url 480w, url 960w, ..." */
  srcset: string;
}

export interface TranslationDto {
  title: string;
  slug: string;
  header_description: string;
  introduction: string;
  conclusion: string;
  meta_keywords: string;
  meta_description: string;
  /** The header image's alt text in this language (issue 12; '' or absent: none given, pages use the title). */
  header_image_alt?: string;
  /** A title for search results and shares (issue 27 item 6); absent: the title is used. */
  seo_title?: string;
  /** Issue 38's blocks in this language; each absent when empty (SPEC's shape). */
  needs?: NeedDto[];
  /** Short texts (SPEC §5 formatting), one a tip. */
  tips?: string[];
  warnings?: string[];
  /** Issue 38: this language's video; absent when none (a Filipino page then shows the English one: shared/video.ts). */
  video?: VideoDto | null;
}

/** Issue 38: a reviewer the owner defines once (GET /api/admin/reviewers/), shown under a guide's title. */
export interface ReviewerDto {
  id: number;
  name: string;
  credential_how: string;
  credential_paano: string;
  bio_how: string;
  bio_paano: string;
  photo: ImageDto | null;
  /** How many guides pick this reviewer (admin list only). */
  guide_count?: number;
}

/** Issue 38: a guide's reviewer pick; each absent when none (SPEC's shape). */
export interface GuideReviewDto {
  reviewer_id?: number | null;
  /** YYYY-MM-DD. */
  last_reviewed?: string | null;
  reviewer?: ReviewerDto | null;
}

/**
 * The guide object (public reads and the admin list). Top-level text fields are English;
 * paano_content holds the Filipino ones.
 */
export interface GuideDto extends TranslationDto, GuideReviewDto {
  id: number;
  post_id: number;
  post_status: GuideStatus;
  created_at: string;
  updated_at: string;
  /** The first publication (an addition to SPEC's shape); null while never published. */
  published_at?: string | null;
  header_image: ImageDto | null;
  category: CategoryRefDto | null;
  paano_content: TranslationDto | null;
  sections: SectionDto[];
  sources: SourceDto[];
  version: number;
  /** The header image is decorative (alt=""). */
  header_image_decorative?: boolean;
  /** Issue 38; absent when none was given. */
  at_a_glance?: AtAGlanceDto;
}

/** GET /api/bilingual-content/{id}/retrieve_bilingual/ — editor and preview. */
export interface BilingualGuideDto extends GuideReviewDto {
  id: number;
  how: TranslationDto;
  paano: TranslationDto;
  status: GuideStatus;
  category: CategoryRefDto | null;
  header_image: ImageDto | null;
  sections: SectionDto[];
  sources: SourceDto[];
  created_at: string;
  updated_at: string;
  version: number;
  /** Set while the guide is scheduled (UTC, ISO 8601): it goes public then; status stays draft until that moment. */
  publish_at: string | null;
  /** The header image is decorative (alt=""). */
  header_image_decorative?: boolean;
  /** The parts whose translation needs an update (issue 12 item 4); absent in revision snapshots. */
  translation_state?: TranslationStateDto;
  /** Issue 38; absent when none was given. */
  at_a_glance?: AtAGlanceDto;
}

/** A translatable part of a guide: a text field of both languages, a block of issue 38, or one section (by id, its steps included). */
export type TranslatablePart =
  'title' | 'header_description' | 'introduction' | 'conclusion' | 'needs' | 'tips' | 'warnings' | 'video' | 'section';

/** One part of one language that needs an update: `lang`'s text was last brought up to date when the other language read `was`; it now reads `now`. */
export interface StalePartDto {
  part: TranslatablePart;
  section_id?: number;
  lang: Lang;
  was: string;
  now: string;
  /** When the other language's text changed (ISO). */
  changed_at: string;
}

export interface TranslationStateDto {
  stale: StalePartDto[];
}

/** A revision as the list carries it (no snapshot). `summary` holds change codes, see revisions/summary. */
export interface RevisionListItemDto {
  id: number;
  created_at: string;
  version: number;
  reason: 'create' | 'save' | 'publish' | 'restore';
  summary: string[];
}

/** GET /api/bilingual-content/{id}/revisions/{revision}/ — with the whole guide as it was. */
export interface RevisionDto extends RevisionListItemDto {
  snapshot: BilingualGuideDto;
}

/**
 * A guide as a home card or link shows it: titles and slugs in both languages, category, date and
 * header image. `header_description` is a preview (the English header description, else the
 * introduction, cut to HOME_PREVIEW_MAX characters) on the hero and the Latest cards only; links
 * (Trending, Topics) carry none. No sections, sources or other texts.
 */
export interface GuideTeaserDto {
  id: number;
  title: string;
  slug: string;
  header_description?: string;
  updated_at: string;
  header_image: ImageDto | null;
  category: CategoryRefDto | null;
  paano_content: { title: string; slug: string } | null;
}

/**
 * GET /api/public/home/ — SPEC §9's home page decided on the server: only the guides the page
 * shows (list items: no sections or sources, texts cut to a preview).
 */
export interface HomeDto {
  /** "Must Read": the latest-updated guide of the category ranked 1, else the latest overall. */
  featured: GuideTeaserDto | null;
  /** The trending pool: the top 10 by score (the hero left out), best first; the page shuffles it with its seed and shows 5. Links only (no preview). */
  trending: GuideTeaserDto[];
  /** The 6 most recently updated guides, with a preview. */
  latest: GuideTeaserDto[];
  /** The ranked categories (ranks 1 to 5, rank order), each with its 6 most recently updated guides (links only). */
  topics: { category_id: number; guides: GuideTeaserDto[] }[];
  /** Published guides per category id. */
  counts: Record<string, number>;
}

export interface RecommendedItemDto {
  id: number;
  category: CategoryRefDto | null;
  how?: { title: string; slug: string; header_description: string };
  paano?: { title: string; slug: string; header_description: string };
}

export interface SuggestedItemDto {
  id: number;
  title: string;
  slug: string;
  description: string;
  category: { id: number; how: string; paano: string } | null;
}

/**
 * How a search found a result (issue 29; beside SPEC's fields): `title` every query word as typed in
 * the title, keywords or header description; `text` every word as typed, but only in the guide's
 * other text; `corrected` every word, some after typo correction; `some_words` only some of the
 * words; `similar_title` a title only similar to the query; `phrase` a query of stop words only,
 * matched as a phrase in titles, then the newest guides. Only `title` is confident enough for SPEC's
 * one-result redirect (shared/search-match.ts).
 */
export type SearchMatch = 'title' | 'text' | 'corrected' | 'some_words' | 'similar_title' | 'phrase';

export interface SearchResultDto {
  id: number;
  type: 'guide';
  title: string;
  slug: string;
  introduction: string;
  language: Lang;
  category: { id: number | null; how: string; paano: string };
  match?: SearchMatch;
}

export interface RankingEntryDto {
  category_id: number;
  rank: number | null;
}

export interface LoginResponseDto {
  access: string;
}

/**
 * An item of the admin list (GET /api/bilingual-content/): the guide object with its real `sources`
 * and their number (the table's badge), and without the `sections` key (a list never carries the
 * long texts, issue 9; the key is left out rather than answered empty, issue 29).
 */
export interface AdminGuideListItemDto extends Omit<GuideDto, 'sections'> {
  sources_count: number;
  /** Parts (per language) whose translation needs an update (issue 12 item 4). */
  stale_parts?: number;
  /** Set while the guide is scheduled (UTC, ISO 8601): it goes public then. */
  publish_at: string | null;
}

/** GET/PUT /api/autosaves/...: the editor's last unsaved form (never a save of the guide). */
export interface AutosaveDto {
  form: Record<string, unknown>;
  /** The guide version the form was based on (null for the create form). */
  base_version: number | null;
  saved_at: string;
}

/** Import (issue 28): what a dry run or an import says, guide by guide. */
export interface ImportGuideReportDto {
  keys: string[];
  title_how: string | null;
  title_paano: string | null;
  status: 'published' | 'draft' | 'scheduled';
  /** A Polylang pair made one bilingual guide; otherwise a single-language draft flagged for translation. */
  paired: boolean;
  /** A single-language guide's language, and whether it was guessed from the text (the owner may change it). */
  lang: Lang | null;
  lang_guessed: boolean;
  category: string | null;
  old_paths: string[];
  /** Parts kept as text (embeds, shortcodes, tables) and images left out. */
  unconverted: string[];
  missing_images: string[];
  /**
   * new: imported by this run (or to be, in a dry run); unchanged: imported before (matched by guid);
   * replaced / skipped: a guide here had its slug and the owner chose (issue 34 item 6).
   */
  state: 'new' | 'unchanged' | 'replaced' | 'skipped';
  /** A guide here with the same slug (same language): the import skips it or replaces its content, by the owner's choice. */
  existing?: { guide_id: number; title: string } | null;
  guide_id: number | null;
  /** Private or password-protected in the source: imported unpublished (issue 34 item 1). */
  privacy: 'private' | 'password' | null;
  /** A language kept out of the guide (not public) and why; its text waits as the editor's unsaved draft of that language. */
  held_back: { lang: Lang; why: 'private' | 'password' | 'draft' | 'scheduled' }[];
  /** What this site has no place for: counted, not imported. */
  dropped: { tags: number; categories: number; comments: number; sticky: boolean };
}

/** The whole file in numbers (the dry run's last line says the same). */
export interface ImportCountsDto {
  pairs: number;
  single: number;
  published: number;
  drafts: number;
  scheduled: number;
  /** Private or password-protected posts held back (never published). */
  private: number;
  images: number;
  redirects: number;
  tags: number;
  extra_categories: number;
  comments: number;
  sticky: number;
}

export interface ImportReportDto {
  format: 'wxr' | 'atom';
  dry_run: boolean;
  guides: ImportGuideReportDto[];
  categories: { name_how: string; name_paano: string; state: 'new' | 'existing' }[];
  /** Items left out: a page (not a post), a trashed post, an unfinished one (auto-draft). */
  skipped: { title: string; why: 'page' | 'trashed' | 'unfinished' }[];
  created: number;
  unchanged: number;
  redirects: number;
  /**
   * Old addresses that will not redirect, by the redirect manager's rules (issue 35 item 5): one of
   * the site's own pages, the admin, another guide's address, or a redirect to another guide already there.
   */
  skipped_redirects: { path: string; title: string; why: 'reserved' | 'admin' | 'guide' | 'taken' }[];
  counts: ImportCountsDto;
  summary: string;
  /** Guides here replaced / skipped by the owner's choice (matched by slug). */
  replaced?: number;
  skipped_existing?: number;
  /** A move archive (.tar.gz, issue 34 item 6): its images found, the settings that differ from this site's (keys), its revisions. */
  archive?: { images: number; settings: string[] | null; revisions: number; settings_saved?: boolean };
}

export interface ImportJobDto {
  id: number;
  state: 'running' | 'done' | 'failed';
  total: number;
  done: number;
  report: ImportReportDto | null;
  error: string | null;
}

/** GET /api/account/ — the signed-in administrator's account (issue 30 item 6). */
export interface AccountDto {
  username: string;
  two_factor: boolean;
  /** Unused recovery codes left (0 while two-factor sign-in is off). */
  recovery_codes_left: number;
  /** The admin's language, the owner's choice (issue 39): every admin screen shows it. */
  language: 'en' | 'fil';
}

/** POST /api/account/two-factor/setup — the secret to add to an authenticator app, not in force until confirmed. */
export interface TwoFactorSetupDto {
  secret: string;
  /** otpauth:// address (a link apps open, or what a QR code holds). */
  uri: string;
  /** The same address as a QR code: an SVG image in a data: URL. */
  qr: string;
}

/** POST /api/account/two-factor/confirm — two-factor sign-in is on; these codes are shown once. */
export interface RecoveryCodesDto {
  recovery_codes: string[];
  /** This session's new token: turning two-factor sign-in on signs every other device out. */
  access: string;
}

/** Readers (issue 24): a count under one key (a source, a device, a language...). */
export interface ReadersCountDto {
  key: string;
  n: number;
}

/** One guide's counts over the report's period. */
export interface ReadersGuideDto {
  id: number;
  /** null: that language has no translation (or the guide was deleted). */
  titleEn: string | null;
  titleFil: string | null;
  viewsEn: number;
  viewsFil: number;
  helpfulYes: number;
  helpfulNo: number;
  affiliateClicks: number;
}

export interface ReadersSearchDto {
  query: string;
  lang: 'en' | 'fil';
  /** Times asked in the period. */
  n: number;
  /** Results the last time it was asked. */
  results: number;
}

/** GET /api/readers/report?days=7|30|90 (admin). */
export interface ReadersReportDto {
  days: number;
  from: string;
  to: string;
  /** Every day of the period, oldest first (readers: distinct readers that day). */
  series: { day: string; views: number; readers: number }[];
  totals: { views: number; readers: number; helpfulYes: number; helpfulNo: number; affiliateClicks: number };
  /** Views per page type, per language; visits per source, device and landing language; How↔Paano switches. */
  pages: ReadersCountDto[];
  languages: ReadersCountDto[];
  sources: ReadersCountDto[];
  devices: ReadersCountDto[];
  landings: ReadersCountDto[];
  switches: ReadersCountDto[];
  topGuides: ReadersGuideDto[];
  helpful: ReadersGuideDto[];
  affiliate: ReadersGuideDto[];
  /** Most asked searches with no result, per language. */
  noResults: ReadersSearchDto[];
  /** Asked in one language, found only in the other (lang: the query's): what to translate next. */
  otherLanguageOnly: ReadersSearchDto[];
  /** Readers' speed (issue 36 item 2): all views, then per page type, device class and language. */
  vitals: ReadersVitalsDto[];
}

/** One metric of a group: views measured, the 75th percentile (ms; CLS: a score) and views rated good / poor (the rest: needs improvement). */
export interface ReadersVitalDto {
  n: number;
  p75: number;
  good: number;
  poor: number;
}

/** Readers' speed of a group of views: dim 'all' (key ''), 'page' (a page type), 'device' (mobile, tablet, desktop) or 'lang' (en, fil). */
export interface ReadersVitalsDto {
  dim: 'all' | 'page' | 'device' | 'lang';
  key: string;
  /** Views with a speed beacon (the most of its metrics). */
  views: number;
  lcp: ReadersVitalDto | null;
  inp: ReadersVitalDto | null;
  cls: ReadersVitalDto | null;
}

/** GET /api/readers/guides/:id?days= (admin): the editor's panel. */
export interface ReadersGuideStatsDto {
  days: number;
  en: { views: number; helpfulYes: number; helpfulNo: number; affiliateClicks: number };
  fil: { views: number; helpfulYes: number; helpfulNo: number; affiliateClicks: number };
}

/**
 * The Settings screen's values (issue 25): the site's identity, verification tags, ads, affiliate
 * domains, analytics. Empty strings mean "off" (or, for the taglines, the built-in text).
 */
export interface SiteSettingsDto {
  site_name: string;
  tagline_en: string;
  tagline_fil: string;
  contact_email: string;
  contact_phone: string;
  facebook_url: string;
  instagram_url: string;
  governing_city: string;
  google_site_verification: string;
  bing_site_verification: string;
  /** AdSense publisher id, ca-pub- and 16 digits; empty: no ads anywhere. */
  adsense_client: string;
  /** AdSense ad unit id (data-ad-slot), digits; empty: the unit is left to AdSense. */
  adsense_slot: string;
  ad_after_intro: boolean;
  /** A slot after every N sections; 0: none between sections. */
  ad_every_sections: number;
  ad_after_conclusion: boolean;
  ad_beside_article: boolean;
  /**
   * AdSense has approved the site: slots are shown. Until then pages carry only AdSense's account meta
   * tag (for its review) and /ads.txt: no slot, no script, no empty box.
   */
  ads_approved: boolean;
  /** One slot on both homes, between the topics and the guide tabs. */
  ad_home: boolean;
  /** One slot on category pages, after the list of guides. */
  ad_category: boolean;
  /** Auto ads: AdSense's script on guide, home and category pages, placing ads itself. */
  ad_auto: boolean;
  /** Google's consent message (AdSense Privacy & messaging) may run: its origin joins the CSP. */
  ads_consent_message: boolean;
  /** The owner's own paragraph at the end of the Privacy Policy, per language (plain text; empty: none). */
  privacy_note_en: string;
  privacy_note_fil: string;
  /** Hosts whose links are affiliate links (a subdomain counts): rel="sponsored nofollow noopener". */
  affiliate_domains: string[];
  /** Google Analytics 4 measurement id (G-...); empty: none. */
  ga4_measurement_id: string;
  readers_retention_months: number;
}

/** GET/PUT /api/settings/: the settings in force and the revision they are. */
export interface SettingsDto {
  revision: number;
  created_at: string;
  settings: SiteSettingsDto;
}
