import { FORM_MESSAGES } from '../../client/src/shared/form-messages';
import { RANK_MAX, RANK_MIN } from './category.entity';

/**
 * Category meta fields are embedded in every page (the category list is): a 900 KB description once made
 * the home page 1.86 MB. Search engines show about 160 characters of a description; 500 leaves room.
 */
export const META_MAX_LENGTH = 500;

/** What the admin reads (SPEC §5, §8); one place so tests and code agree. */
export const CATEGORY_MESSAGES = {
  bothNamesRequired: FORM_MESSAGES.categoryNamesRequired,
  nameTooLong: 'Ensure this field has no more than 255 characters.',
  metaTooLong: `Ensure this field has no more than ${META_MAX_LENGTH} characters.`,
  notString: 'Not a valid string.',
  notFound: 'Category not found',
  rankingsNotList: 'Send rankings as a list of {category_id, rank}.',
  rankingNeedsCategory: 'Each ranking needs a numeric category_id.',
  rankOutOfRange: `Rank must be between ${RANK_MIN} and ${RANK_MAX}.`,
  categoryRepeated: (id: number) => `Category ${id} is listed more than once.`,
  unknownCategory: (id: number) => `Unknown category id ${id}.`,
} as const;
