import { countFields } from '../../shared/readers-beacon';
import { messages, type UiLang } from '../../i18n/i18n';
import type { HeadFn } from '../head';
import { STATIC_PATHS, staticPath, type StaticPage } from './static-paths';

/** SPEC §1 and §9: the effective date of the Terms and the Privacy Policy. */
export const EFFECTIVE_DATE = 'May 2, 2025';

/**
 * The head of a static page in one language: its own canonical URL and the hreflang pair
 * (docs/languages-offline.md: the Filipino versions live at Filipino addresses).
 */
export function staticHead(page: StaticPage, lang: UiLang): HeadFn {
  return ({ site }) => {
    const t = messages(lang);
    const titles: Record<StaticPage, string> = {
      about: t.about,
      privacy: t.privacyPolicy,
      terms: t.termsOfService,
      contact: t.contact,
    };
    const descriptions: Record<StaticPage, string> = {
      about: t.aboutDescription(site.siteName),
      privacy: t.privacyDescription(site.siteName),
      terms: t.termsDescription(site.siteName),
      contact: t.contactDescription(site.siteName),
    };
    return {
      title: titles[page],
      description: descriptions[page],
      lang,
      count: countFields({ t: 'static', l: lang }),
      canonicalPath: staticPath(page, lang),
      alternates: { en: STATIC_PATHS[page].en, fil: STATIC_PATHS[page].fil },
    };
  };
}

/** The static pages have no data of their own; a loader makes their head known on the server. */
export function staticLoader() {
  return {};
}
