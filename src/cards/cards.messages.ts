/** What /cards answers (SPEC-style {detail}, as /media does). */
export const CARDS_MESSAGES = {
  notFound: 'Not found.',
} as const;
