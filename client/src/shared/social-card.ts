import type { GuideDto, ImageDto, Lang } from '../api/types';
import { headerImageAlt } from './image-alt';
import { glanceFacts } from './guide-blocks';
import { pageWords } from './block-words';
import { categoryName, translationOf } from './translation';
import type { SiteConfig } from './site-config';

/**
 * Social cards (issue 27 item 2): the picture a shared page shows on Facebook, Messenger and the like.
 * A guide with a header image shows that image; any other guide a card made for it (its title in the
 * page's language, on the site's design); every other page the site's card. Pages carry only the
 * card's address: the server renders it on the first request (src/cards) and keeps it in PostgreSQL.
 * The address holds a hash of everything drawn on the card, so an edit gives a new address (no stale
 * picture behind a year-long cache) and the server can tell a current address from a made-up one.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the card's look changes: every card gets a new address and is drawn again. */
export const CARD_DESIGN_VERSION = 1;
export const CARD_PATH_PREFIX = '/cards/';

/** The built-in taglines of the site card (the footer's, client/src/i18n): used while Settings has none. */
export const SITE_CARD_TAGLINE = {
  en: 'Learn how. Alamin paano. Clear guides in English and Filipino, for everyone.',
  fil: 'Alamin paano. Malinaw na mga gabay sa Filipino at Ingles, para sa lahat.',
} as const;

type PageLang = 'en' | 'fil';

/** What a card shows: everything that is drawn, and so everything its hash covers. */
export interface CardText {
  kind: 'site' | 'guide';
  lang: PageLang;
  siteName: string;
  /** The big text: the guide's title, or the site's tagline. */
  title: string;
  /** The small line above it: the guide's category ('' on the site card). */
  kicker: string;
  /** Issue 38: a guide's time and cost at a glance, worded as its page words them; absent when none (the hash, so the address, of a card without stays as it was). */
  facts?: string[];
}

/** og:image and its companions, as a page's head carries them. */
export interface SocialImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  /** In the page's language. */
  alt: string;
  type: 'image/png' | 'image/jpeg';
}

export interface CardPlan {
  /** /cards/<name>.png */
  path: string;
  text: CardText;
}

/**
 * A 53-bit string hash (cyrb53, public domain): the same in the browser and on the server, with no
 * crypto API. It only tells one card text from another; nothing trusts it to be secret.
 */
export function cardHash(input: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function plan(name: string, text: CardText): CardPlan {
  const hash = cardHash(JSON.stringify([CARD_DESIGN_VERSION, text]));
  return { path: `${CARD_PATH_PREFIX}${name}-${hash}.png`, text };
}

/** The site's card in one language (home, static, category, search and not-found pages). */
export function siteCard(site: Pick<SiteConfig, 'siteName' | 'taglineEn' | 'taglineFil'>, lang: PageLang): CardPlan {
  const tagline = (lang === 'fil' ? site.taglineFil : site.taglineEn)?.trim() || SITE_CARD_TAGLINE[lang];
  return plan(`site-${lang}`, { kind: 'site', lang, siteName: site.siteName, title: tagline, kicker: '' });
}

/** A guide's own card in one language. */
export function guideCard(guide: GuideDto, lang: Lang, site: Pick<SiteConfig, 'siteName'>): CardPlan {
  const pageLang: PageLang = lang === 'paano' ? 'fil' : 'en';
  const title = translationOf(guide, lang).title.trim();
  const kicker = guide.category ? categoryName(guide.category, lang).trim() : '';
  const facts = glanceFacts(guide.at_a_glance, pageWords(lang))
    .filter((f) => f.key !== 'difficulty')
    .map((f) => `${f.label}: ${f.value}`);
  return plan(`guide-${guide.id}-${pageLang}`, {
    kind: 'guide',
    lang: pageLang,
    siteName: site.siteName,
    title,
    kicker,
    ...(facts.length ? { facts } : {}),
  });
}

/** A guide's header image as a card: its largest rendition cut to 1200×630 as JPEG (every platform takes JPEG; not all take WebP). */
export function photoCard(guide: Pick<GuideDto, 'id' | 'header_image'>): { path: string; source: string } | null {
  if (!guide.header_image) return null;
  const source = largestRenditionName(guide.header_image);
  const hash = cardHash(JSON.stringify([CARD_DESIGN_VERSION, 'photo', source]));
  return { path: `${CARD_PATH_PREFIX}photo-${guide.id}-${hash}.jpg`, source };
}

export type CardName =
  { kind: 'site'; lang: PageLang } | { kind: 'guide'; guideId: number; lang: PageLang } | { kind: 'photo'; guideId: number };

/** The parts of a card's file name: site-<lang>-<hash>.png, guide-<id>-<lang>-<hash>.png or photo-<id>-<hash>.jpg. */
export function parseCardName(name: string): CardName | null {
  const photo = /^photo-([1-9]\d{0,9})-[0-9a-z]{1,12}\.jpg$/.exec(name);
  if (photo) return { kind: 'photo', guideId: Number(photo[1]) };
  const match = /^(?:site|guide-([1-9]\d{0,9}))-(en|fil)-[0-9a-z]{1,12}\.png$/.exec(name);
  if (!match) return null;
  const lang = match[2] as PageLang;
  return match[1] ? { kind: 'guide', guideId: Number(match[1]), lang } : { kind: 'site', lang };
}

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${siteUrl}${path}`);

const CARD_ALT = {
  site: { en: (site: string, tagline: string) => `${site}: ${tagline}`, fil: (site: string, tagline: string) => `${site}: ${tagline}` },
  guide: {
    en: (site: string, title: string) => `“${title}”, a guide on ${site}`,
    fil: (site: string, title: string) => `“${title}”, isang gabay sa ${site}`,
  },
};

/** A card of the site's own size, at its address on the site. */
function cardImage(site: SiteConfig, path: string, alt: string, type: SocialImage['type']): SocialImage {
  return { url: absolute(site.siteUrl, path), width: CARD_WIDTH, height: CARD_HEIGHT, alt, type };
}

export function siteSocialImage(site: SiteConfig, lang: PageLang): SocialImage {
  const card = siteCard(site, lang);
  return cardImage(site, card.path, CARD_ALT.site[lang](site.siteName, card.text.title), 'image/png');
}

/** The file name of an uploaded image's largest rendition (the last of its srcset, src/media/media-names.ts). */
export function largestRenditionName(image: ImageDto): string {
  const widest = image.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts) => parts.length === 2 && /^\d+w$/.test(parts[1]))
    .sort((x, y) => Number(y[1].slice(0, -1)) - Number(x[1].slice(0, -1)))[0];
  return (widest?.[0] ?? image.image).split('/').pop() ?? '';
}

/**
 * A guide page's picture: its header image (as a JPEG card, with the image's own alt text; the title
 * for one marked decorative, since a shared picture stands for the link), else its own card.
 */
export function guideSocialImage(guide: GuideDto, lang: Lang, site: SiteConfig): SocialImage {
  const pageLang: PageLang = lang === 'paano' ? 'fil' : 'en';
  const title = translationOf(guide, lang).title;
  const photo = photoCard(guide);
  if (photo) {
    const alt = headerImageAlt(guide, lang, title) || title;
    return cardImage(site, photo.path, alt, 'image/jpeg');
  }
  const card = guideCard(guide, lang, site);
  return cardImage(site, card.path, CARD_ALT.guide[pageLang](site.siteName, card.text.title), 'image/png');
}
