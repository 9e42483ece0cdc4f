/** Limits of a reviewer's texts: a line under a guide's title, and a short bio behind it. */
export const REVIEWER_LIMITS = { name: 120, credential: 160, bio: 600 } as const;

/** What the admin reads (in English; client/src/shared/server-messages-fil.ts carries the Filipino). */
export const REVIEWER_MESSAGES = {
  nameRequired: 'A reviewer needs a name.',
  nameTooLong: `Ensure this field has no more than ${REVIEWER_LIMITS.name} characters.`,
  credentialTooLong: `Ensure this field has no more than ${REVIEWER_LIMITS.credential} characters.`,
  bioTooLong: `Ensure this field has no more than ${REVIEWER_LIMITS.bio} characters.`,
  notString: 'Not a valid string.',
  notFound: 'Reviewer not found',
  inUse: (count: number) =>
    `This reviewer is picked on ${count} guide${count === 1 ? '' : 's'}. Pick another reviewer (or none) on ${count === 1 ? 'it' : 'them'} first.`,
  unknownReviewer: 'Unknown reviewer.',
  badDate: 'Last reviewed must be a date (YYYY-MM-DD).',
  futureDate: 'Last reviewed cannot be in the future.',
} as const;
