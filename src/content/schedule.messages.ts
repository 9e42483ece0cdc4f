import { CONTENT_MESSAGES } from './content.messages';

/** What the administrator reads when a publish, unpublish or schedule is refused. */
export const SCHEDULE_MESSAGES = {
  badVersion: CONTENT_MESSAGES.badVersion,
  badTime: 'publish_at must be a date and time (ISO 8601).',
  notFuture: 'The publication time must be in the future.',
  alreadyPublished: 'This guide is already published. Unpublish it first to schedule it.',
} as const;
