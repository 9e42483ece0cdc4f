import type { Lang } from '../api/types';
import { splitSponsoredMark } from './affiliate';
import { categorySegment, slugify } from './slug';
import { categoryName, translationOf, type CategoryLike, type GuideLike } from './translation';

/** A link the site may render as an <a>: its final href and whether it leaves the site. */
export interface SafeLink {
  href: string;
  external: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  amp: '&',
  lpar: '(',
  rpar: ')',
  period: '.',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  num: '#',
  percnt: '%',
  quest: '?',
  equals: '=',
};

/** Decodes HTML character references (&#106; &#x6A; &colon;), repeatedly, as a browser might meet them. */
function decodeEntities(text: string): string {
  let previous: string;
  let current = text;
  let rounds = 0;
  do {
    previous = current;
    current = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
  } while (current !== previous && ++rounds < 5);
  return current;
}

function codePoint(n: number): string {
  return Number.isFinite(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

/** Control characters (browsers drop tabs and newlines inside URLs) and zero-width characters. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/**
 * The one rule deciding whether author-supplied text becomes a link (SPEC §5, issue 6 item 4).
 *
 * The URL is first put in the form a browser would act on: character references decoded, and
 * control and zero-width characters removed (browsers drop tabs and newlines inside URLs), the
 * ends trimmed and inner spaces percent-encoded. Then:
 * - http:// and https:// → kept, external;
 * - /path → kept, internal (but `//host` is protocol-relative, so it becomes https://host, external,
 *   and `/\host`, which browsers read as `//host`, is refused);
 * - anything with another scheme (javascript:, data:, vbscript:, file:, mailto:, ...) → null: the
 *   caller shows it as text. Only http(s) is allowed, so a scheme nobody thought of is refused too;
 * - anything else that starts like a host name (example.com, www.example.com:8080/x) → https://
 *   prepended, external; what doesn't ("#top", "?q", "//" alone) → null.
 * The returned href is exactly the string that was classified, so what is checked is what the
 * browser receives.
 */
export function classifyLink(url: unknown): SafeLink | null {
  if (typeof url !== 'string') return null;
  const href = decodeEntities(url).replace(INVISIBLE, '').trim().replace(/\s/g, '%20');
  if (!href) return null;
  if (/^https?:\/\//i.test(href)) {
    // A host must follow ("https://" alone or "https:///x" is not a web address).
    return /^https?:\/\/[\p{L}\p{N}[]/iu.test(href) ? { href, external: true } : null;
  }
  if (href.startsWith('//')) return /^\/\/[\p{L}\p{N}]/u.test(href) ? { href: `https:${href}`, external: true } : null;
  if (href.startsWith('/\\') || href.startsWith('\\')) return null;
  if (href.startsWith('/')) return { href, external: false };
  // Whatever comes before the first / ? or # holds the scheme, if any. host:port
  // (example.com:8080, localhost:3000) is not a scheme; anything else before a colon is.
  const authority = href.split(/[/?#]/)[0]!;
  if (authority.includes(':') && !/^(?:[a-z0-9-]+\.[a-z0-9.-]+|localhost):\d+$/i.test(authority)) return null;
  // Only something that starts like a host name becomes https://host... ("#top", "?q", "@x" do not).
  if (!/^[\p{L}\p{N}]/u.test(href)) return null;
  return { href: `https://${href}`, external: true };
}

/**
 * A source link as shown on the guide page (SPEC §5: https:// prepended when it lacks http:// or
 * https://). Null when blank or when it is not a web address (javascript:, data:, ...), in which
 * case the page shows the text without a link.
 */
export function displaySourceLink(link: unknown): string | null {
  if (typeof link !== 'string' || !link.trim()) return null;
  const safe = classifyLink(splitSponsoredMark(link.trim()).link);
  if (!safe) return null;
  // Sources are always web addresses: a leading slash is not a site path here.
  return safe.external ? safe.href : `https://${safe.href.replace(/^\/+/, '')}`;
}

/** Anything with a category and per-language slugs: guides, recommendations, suggestions, search results. */
export type GuidePathSource = GuideLike & { category?: CategoryLike | null };

/** /{slugified category name in lang}/{slug in lang} — the guide route of SPEC §2 and §4. */
export function guidePath(guide: GuidePathSource, lang: Lang): string {
  const segment = categorySegment(categoryName(guide.category, lang));
  const slug = translationOf(guide, lang).slug;
  return `/${segment}/${encodeURIComponent(slug)}`;
}

/** /category/{slug} of a category (its English name slugified, SPEC §2 and §7). */
export function categoryPath(category: CategoryLike, lang: Lang = 'how'): string {
  // The Filipino name's address opens the category page in Filipino (docs/languages-offline.md).
  return `/category/${categorySegment(categoryName(category, lang)) || categorySegment(categoryName(category, 'how'))}`;
}

/**
 * Where a search goes (SPEC §5): the trimmed query slugified, or null when there is nothing to
 * search (blank input, or input with no letters or digits at all) — the caller then does nothing.
 */
export function searchPath(query: unknown): string | null {
  if (typeof query !== 'string' || !query.trim()) return null;
  const slug = slugify(query.trim());
  return slug ? `/${slug}` : null;
}

/** The query a search slug stands for (SPEC §2: hyphens become spaces). */
export function queryFromSearchSlug(slug: unknown): string {
  if (typeof slug !== 'string') return '';
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // A malformed %-escape: keep the raw text.
  }
  return text.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The source dimensions an uploaded image's address carries ("/media/<id>-<W>x<H>-<width>.webp",
 * see src/media/media-names.ts), so a section image can reserve its own aspect ratio before it
 * loads; null for any other address.
 */
export function imageSizeFromUrl(url: string | null | undefined): { width: number; height: number } | null {
  const match = /-([1-9]\d{0,4})x([1-9]\d{0,4})-[1-9]\d{0,4}\.webp$/.exec(url ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}
