/** What a caller reads when a Readers request is refused (issue 24). */
export const READERS_MESSAGES = {
  badVote: 'Send g (guide id), l (en or fil), v (yes or no) and to (the page to return to).',
  badDays: 'days must be 7, 30 or 90.',
  guideNotFound: 'Content not found',
} as const;

/** The report's periods (the Readers screen's choices). */
export const READERS_PERIODS = [7, 30, 90] as const;
