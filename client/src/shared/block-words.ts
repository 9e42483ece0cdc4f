import type { Lang } from '../api/types';
import { en, type Catalogue } from '../i18n/en';
import { fil } from '../i18n/fil';

/**
 * The reader-facing words of a language (its page's catalogue), for what the server writes in that
 * language outside a page: the blocks' headings in an export, a feed item, a social card (issue 38).
 */
export function pageWords(lang: Lang): Catalogue {
  return lang === 'paano' ? fil : en;
}
