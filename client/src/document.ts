import { COUNT_META } from './shared/readers-beacon';
import { FEED_PATHS, feedTitle } from './shared/site-paths';
import type { HeadInfo } from './public/head';
import type { SiteConfig } from './public/site';
import type { SocialImage } from './shared/social-card';
import { DATA_SCRIPT_ID, SITE_SCRIPT_ID } from './public/site';

/** The client build's files for the entry (from the webpack manifest). */
export interface EntryAssets {
  js: string[];
  css: string[];
  /** Every visitor file of the build (entry, app and page chunks; not the admin's), for the service worker to keep. */
  shell?: string[];
  /** The entry's code, to run inline in the head (src/site/build-files.ts inlineEntry); else `js` is linked. */
  inline?: string;
}

export function escapeHtml(text: string): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON that is safe inside a <script> element (no "</script>", no "<!--"). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** og:image and its companions (shared/social-card.ts): the page's picture when shared. */
function socialImageTags(image: SocialImage | undefined): string[] {
  if (!image) return [];
  return [
    `<meta property="og:image" content="${escapeHtml(image.url)}">`,
    `<meta property="og:image:type" content="${image.type}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`,
  ];
}

export interface DocumentParts {
  head: HeadInfo;
  site: SiteConfig;
  assets: EntryAssets;
  /** Server-rendered markup of the app ('' for the admin shell). */
  appHtml: string;
  /** Router hydration data (null for the admin shell, which renders in the browser). */
  hydrationData: unknown;
}

/** Open Graph's locale for each page language (en_US: Open Graph's default and one Facebook knows; en_PH is not). */
const OG_LOCALE = { en: 'en_US', fil: 'fil_PH' } as const;

/**
 * The head tags that follow the page's language (docs/found.md, "Feeds, Filipino home, sitemaps"),
 * after og:locale: the other language's locale when the page has a version in it (og:locale:alternate);
 * the large-image card on every page; the feed of the page's language for autodiscovery.
 */
export function languageTags(head: HeadInfo, site: SiteConfig): string[] {
  const other = head.lang === 'fil' ? 'en' : 'fil';
  const tags: string[] = [];
  if (head.alternates?.[other]) tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`);
  tags.push(
    '<meta name="twitter:card" content="summary_large_image">',
    `<link rel="alternate" type="application/rss+xml" hreflang="${head.lang}" title="${escapeHtml(feedTitle(site.siteName, head.lang))}" href="${escapeHtml(`${site.siteUrl}${FEED_PATHS[head.lang]}`)}">`,
  );
  return tags;
}

/**
 * The whole HTML document. The one inline executable script is the build's entry, the same bytes in
 * every page, allowed by its hash; the router's hydration data and the site configuration travel as
 * JSON blocks. So the Content-Security-Policy is a constant for a build (script-src 'self' and that
 * hash, no nonce) and a cached page is the same bytes for every visitor.
 */
export function renderDocument({ head, site, assets, appHtml, hydrationData }: DocumentParts): string {
  const url = (path: string) => `${site.siteUrl}${path}`;
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
    '<meta name="color-scheme" content="light dark">',
    '<meta name="theme-color" content="#0f766e" media="(prefers-color-scheme: light)">',
    '<meta name="theme-color" content="#0b1220" media="(prefers-color-scheme: dark)">',
    // Icons and manifest are served by src/site/site.controller.ts (made by scripts/build-icons.js).
    '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
  ];
  if (head.count) tags.push(`<meta name="${COUNT_META}" content="${escapeHtml(head.count)}">`);
  // Search engines' site verification (the Settings screen), only while set.
  if (site.verification?.google) tags.push(`<meta name="google-site-verification" content="${escapeHtml(site.verification.google)}">`);
  if (site.verification?.bing) tags.push(`<meta name="msvalidate.01" content="${escapeHtml(site.verification.bing)}">`);
  // AdSense's site review reads its account from this tag (the Settings' publisher id, approved or not yet).
  if (site.adsenseAccount) tags.push(`<meta name="google-adsense-account" content="${escapeHtml(site.adsenseAccount)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonicalPath) tags.push(`<link rel="canonical" href="${escapeHtml(url(head.canonicalPath))}">`);
  if (head.prevPath) tags.push(`<link rel="prev" href="${escapeHtml(url(head.prevPath))}">`);
  if (head.nextPath) tags.push(`<link rel="next" href="${escapeHtml(url(head.nextPath))}">`);
  if (head.alternates?.en) tags.push(`<link rel="alternate" hreflang="en" href="${escapeHtml(url(head.alternates.en))}">`);
  if (head.alternates?.fil) tags.push(`<link rel="alternate" hreflang="fil" href="${escapeHtml(url(head.alternates.fil))}">`);
  if (head.alternates?.en) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(head.alternates.en))}">`);
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}">`,
  );
  if (head.canonicalPath) tags.push(`<meta property="og:url" content="${escapeHtml(url(head.canonicalPath))}">`);
  tags.push(...socialImageTags(head.socialImage));
  tags.push(...languageTags(head, site));
  // The entry inline, before the stylesheet: it runs at once, without waiting for the stylesheet or a
  // request, and sets the reader's text size before the first layout.
  if (assets.inline !== undefined) tags.push(`<script>${assets.inline}</script>`);
  for (const css of assets.css) tags.push(`<link rel="stylesheet" href="${escapeHtml(css)}">`);
  if (assets.inline === undefined) for (const js of assets.js) tags.push(`<script defer src="${escapeHtml(js)}"></script>`);
  for (const block of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  }
  const dataBlocks = [`<script type="application/json" id="${SITE_SCRIPT_ID}">${scriptJson(site)}</script>`];
  if (hydrationData !== null) {
    dataBlocks.push(`<script type="application/json" id="${DATA_SCRIPT_ID}">${scriptJson(hydrationData)}</script>`);
  }
  return `<!doctype html>
<html lang="${head.lang}">
<head>
${tags.join('\n')}
</head>
<body>
<div id="root">${appHtml}</div>
${dataBlocks.join('\n')}
</body>
</html>
`;
}
