/**
 * The redirect manager's refusals (issue 27 item 6), one text per reason: the server answers with
 * them and the admin screen shows its own catalogue's wording for each (English or Filipino).
 */
export const SEO_MESSAGES = {
  badFrom: 'Write the old address as a path of this site, such as /old/guide.',
  fromIsReserved: 'That address belongs to the site itself and cannot be redirected.',
  fromIsGuide: "That address is a guide's own address.",
  guideNotFound: 'No guide has that address or slug.',
  redirectNotFound: 'That redirect no longer exists.',
  badKind: 'That report list does not exist.',
  checkRunning: 'The site check is already running; try again in a moment.',
  seoTitleTooLong: 'The SEO title can be at most 70 characters.',
} as const;

export type SeoMessageKey = keyof typeof SEO_MESSAGES;

/** The report's lists, in the order the screen shows them. */
export const SEO_REPORT_KINDS = ['broken-link', 'missing', 'stale', 'duplicate-title', 'duplicate-description', 'orphan'] as const;
export type SeoReportKind = (typeof SEO_REPORT_KINDS)[number];

export const SEO_PAGE_SIZE = 20;
/** The optional SEO title's longest (guide_translation.seo_title). */
export const SEO_TITLE_MAX = 70;
