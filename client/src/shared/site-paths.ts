/**
 * The site's fixed addresses per page language ('en' / 'fil', the <html lang> values), in shared/ so
 * the server (sitemap, feeds) and the browser agree on them. Each is a reserved route: it wins over
 * SPEC §2's "a single unknown segment is a search slug".
 */
type PageLang = 'en' | 'fil';

/**
 * The home page in each language. The Filipino home is /fil: a language code, not a word anyone
 * searches for (/simula or /paano would take a likely search away from the search page).
 */
export const HOME_PATHS = { en: '/', fil: '/fil' } as const satisfies Record<PageLang, string>;

/** The static pages at their own URL in each language (docs/languages-offline.md). */
export const STATIC_PATHS = {
  about: { en: '/about', fil: '/tungkol' },
  privacy: { en: '/privacy', fil: '/patakaran-sa-privacy' },
  terms: { en: '/terms', fil: '/mga-tuntunin' },
  contact: { en: '/contact', fil: '/makipag-ugnayan' },
} as const satisfies Record<string, Record<PageLang, string>>;

/** The RSS 2.0 feed of each language's newest guides (docs/found.md, "Feeds, Filipino home, sitemaps"). */
export const FEED_PATHS = { en: '/rss.xml', fil: '/fil/rss.xml' } as const satisfies Record<PageLang, string>;

/**
 * The reader's saved guides (issue 36 item 4): made in the browser from what this device keeps, never
 * indexed nor in the sitemap. The Filipino one under the Filipino home, like its feed.
 */
export const SAVED_PATHS = { en: '/saved', fil: '/fil/saved' } as const satisfies Record<PageLang, string>;

export function homePath(lang: PageLang): string {
  return HOME_PATHS[lang];
}

/** The feed's name, in its own language: the autodiscovery link's title and the feed's <title>. */
export function feedTitle(siteName: string, lang: PageLang): string {
  return lang === 'fil' ? `${siteName} — mga bagong gabay sa Filipino` : `${siteName} — new guides in English`;
}

/** The feed's <description>, in its own language. */
export function feedDescription(siteName: string, lang: PageLang): string {
  return lang === 'fil' ? `Ang pinakabagong mga gabay ng ${siteName} sa Filipino.` : `The newest how-to guides of ${siteName} in English.`;
}
