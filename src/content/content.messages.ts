import { FORM_MESSAGES } from '../../client/src/shared/form-messages';
import { ALT_MESSAGES } from '../../client/src/shared/image-alt-messages';

/** What the administrator sees when a save is refused (SPEC §5 wording where SPEC gives it). */
export const CONTENT_MESSAGES = {
  titlesRequired: FORM_MESSAGES.titlesRequired,
  categoryRequired: FORM_MESSAGES.categoryRequired,
  selectCategory: FORM_MESSAGES.selectCategory,
  unknownCategory: 'Unknown category.',
  badStatus: 'Status must be one of draft, published, archived.',
  titleTooLong: 'Title must be at most 255 characters.',
  staleVersion: FORM_MESSAGES.staleVersion,
  badSourceScheme: 'Source links must be web addresses (http:// or https://).',
  sourceTooLong: 'Source links must be at most 2000 characters.',
  badSources: 'Sources must be a list of links.',
  badSections: 'Sections must be a list of sections.',
  badVersion: 'Version must be a whole number.',
  tooManySections: 'A guide can have at most 200 sections.',
  tooManySources: 'A guide can have at most 100 sources.',
  notFound: 'Not found.',
  contentNotFound: 'Content not found',
  invalidJson: (field: string) => `${field} must be valid JSON.`,
  badLanguage: (field: string) => `${field} must be an object of text fields.`,
  notText: (field: string) => `${field} must be text.`,
  notListOfText: (field: string) => `${field} must be a list of text.`,
  headerAltRequired: ALT_MESSAGES.header,
  sectionAltRequired: ALT_MESSAGES.section,
  revisionNotFound: 'Revision not found.',
} as const;

export const TITLE_MAX_LENGTH = 255;
export const SOURCE_MAX_LENGTH = 2000;
export const MAX_SECTIONS = 200;
export const MAX_SOURCES = 100;

/** Issue 38's blocks: sizes kept bounded like the rest of a guide. */
export const BLOCK_LIMITS = {
  steps: 50,
  details: 30,
  needs: 50,
  tips: 20,
  text: 2000,
  action: 300,
  needText: 300,
  quantity: 60,
  alt: 500,
} as const;

export const BLOCK_MESSAGES = {
  notText: (field: string) => `${field} must be text.`,
  notList: (field: string) => `${field} must be a list.`,
  tooMany: (field: string, max: number) => `${field} can have at most ${max} entries.`,
  tooLong: (field: string, max: number) => `${field} entries must be at most ${max} characters.`,
  needItem: 'Each thing needed must have its name (item).',
  wholeNumber: (field: string) => `${field} must be a whole number of 0 or more.`,
  badRange: (field: string) => `The ${field} range must not end below its start.`,
  badDifficulty: 'Difficulty must be one of easy, medium, hard.',
  badAtAGlance: 'at_a_glance must be an object (time_minutes, time_max_minutes, cost_min, cost_max, difficulty).',
} as const;

/** Issue 38's video (shared/video.ts says which addresses are accepted). */
export const VIDEO_LIMITS = { title: 200 } as const;

export const VIDEO_MESSAGES = {
  badVideo: 'video must be an object (url, title, upload_date) or a video address.',
  badUrl:
    'The video must be a YouTube or Facebook video address: youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/embed/…, facebook.com/<page>/videos/… or fb.watch/….',
  titleTooLong: `The video title must be at most ${VIDEO_LIMITS.title} characters.`,
  badDate: 'The video date must be a date (YYYY-MM-DD).',
} as const;
