import { messages } from '../i18n/i18n';
import type { HeadFn } from '../public/head';
import { SAVED_PATHS } from '../shared/site-paths';

/**
 * The Saved page (issue 36 item 4) at /saved and /fil/saved: what the reader kept for offline on this
 * device, the space it takes and a Remove button for each. Made in the browser from the device's
 * cache (the server sends its frame), never indexed, not in the sitemap; the service worker keeps
 * it, so it opens without a connection.
 */
export const savedHead: HeadFn = ({ pathname, site }) => {
  const lang = pathname.replace(/\/+$/, '') === SAVED_PATHS.fil ? 'fil' : 'en';
  const t = messages(lang);
  return { title: `${t.savedTitle} | ${site.siteName}`, description: t.savedDescription, lang, robots: 'noindex' };
};
