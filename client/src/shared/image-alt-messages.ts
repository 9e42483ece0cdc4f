import type { Lang } from '../api/types';

/** The alt-text refusals, the same words in the API (content.messages) and the editor. */
const LANGUAGE_NAMES: Record<Lang, string> = { how: 'English', paano: 'Tagalog' };

export const ALT_MESSAGES = {
  header: (lang: Lang) => `Describe the header image in ${LANGUAGE_NAMES[lang]} (alt text), or mark it as decorative.`,
  section: (n: number, lang: Lang) => `Describe the image of section ${n} in ${LANGUAGE_NAMES[lang]} (alt text), or mark it as decorative.`,
};
