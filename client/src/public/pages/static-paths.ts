import type { UiLang } from '../../i18n/i18n';

/**
 * The static pages at their own URL in each language (docs/languages-offline.md): the Filipino ones have
 * Filipino addresses, so each version has one canonical URL and the two point at each other
 * with hreflang.
 */
export const STATIC_PATHS = {
  about: { en: '/about', fil: '/tungkol' },
  privacy: { en: '/privacy', fil: '/patakaran-sa-privacy' },
  terms: { en: '/terms', fil: '/mga-tuntunin' },
  contact: { en: '/contact', fil: '/makipag-ugnayan' },
} as const satisfies Record<string, Record<UiLang, string>>;

export type StaticPage = keyof typeof STATIC_PATHS;

export function staticPath(page: StaticPage, lang: UiLang): string {
  return STATIC_PATHS[page][lang];
}
