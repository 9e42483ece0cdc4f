import type { UiLang } from '../../i18n/i18n';
import { STATIC_PATHS } from '../../shared/site-paths';

// The table lives in shared/ so the sitemap (on the server) lists the same addresses.
export { STATIC_PATHS };

export type StaticPage = keyof typeof STATIC_PATHS;

export function staticPath(page: StaticPage, lang: UiLang): string {
  return STATIC_PATHS[page][lang];
}
