/**
 * Messages the server answers and the admin's own checks show before sending (SPEC §5, §8): one text
 * for both sides, so the dashboard says exactly what the API says.
 */
export const FORM_MESSAGES = {
  titlesRequired: 'Both English and Tagalog titles are required',
  categoryRequired: 'Category is required',
  selectCategory: 'Please select a category',
  categoryNamesRequired: 'Both Category (How) and Category (Paano) are required',
  /** A save based on an older version than the stored one (409). */
  staleVersion: 'This guide was changed by another save since you opened it. Reload to see the newest version.',
} as const;
