import { BLOCKS_META, parseExportedBlocks, type ExportedBlocks } from './exported-blocks';
import { child, childrenNamed, childText, readXml, type XmlKind, type XmlNode } from './xml-reader';

/**
 * A WordPress (WXR, any version: 1.0 to 1.2) or Blogger (Atom) export read into one neutral shape.
 * Polylang's data is kept as it comes: each post's `language` term and its `post_translations`
 * term, whose description (PHP-serialised) maps a language slug to a post id.
 */

export type SourceStatus = 'published' | 'draft' | 'scheduled';
/** Why a post must not be public whatever its status: WordPress's "Private" or a post password. */
export type Privacy = 'private' | 'password';
export type SkipReason = 'page' | 'trashed' | 'unfinished';

export interface SourceCategory {
  slug: string;
  name: string;
  termId?: string;
  rank?: number;
}

export interface SourcePost {
  /** The post's guid (WXR) or entry id (Blogger): how a second import recognises it. */
  key: string;
  postId?: string;
  title: string;
  html: string;
  excerpt: string;
  slug: string;
  status: SourceStatus;
  date: Date | null;
  modified: Date | null;
  /** Polylang's language slug (en, tl, fil…), when the file says. */
  lang: string | null;
  /** Polylang's post_translations term slug (pll_…), when the post has a translation. */
  pairTerm: string | null;
  categories: SourceCategory[];
  thumbnailId?: string;
  /** Old addresses (path and query) that must keep answering. */
  oldPaths: string[];
  metaDescription: string;
  metaKeywords: string;
  sources: string[];
  /** The header image's alt text in this post's language (our export's own meta). */
  headerImageAlt: string;
  /** Issue 38's blocks exactly, from our own export's meta (exported-blocks.ts); null for anyone else's post. */
  blocks: ExportedBlocks | null;
  /** Private or password-protected: never published by the import (item 1). */
  privacy: Privacy | null;
  /** What the site has no place for, counted in the report: tags, approved comments, the sticky flag. */
  tags: number;
  comments: number;
  sticky: boolean;
}

export interface SourceSite {
  kind: XmlKind;
  posts: SourcePost[];
  /** Attachment post id → file URL and alt text (WXR): featured images. */
  attachments: Map<string, { url: string; alt: string }>;
  /** Category slug → category (WXR's wp:category, with our export's rank). */
  categories: Map<string, SourceCategory>;
  /** post_translations term slug → (language slug → post id). */
  postTranslations: Map<string, Record<string, string>>;
  /** Polylang's term_translations: each a map language slug → term id. */
  termTranslations: Record<string, string>[];
  /** Items left out, with why: a page, a trashed post, an unfinished one (auto-draft, revision). */
  skipped: { title: string; why: SkipReason }[];
  /** The source site's own address (WXR's base_site_url or channel link; Blogger's blog address). */
  address: string;
  /** Blogger's comments are entries of their own: counted here. */
  comments: number;
}

/** Polylang's serialised map, e.g. a:2:{s:2:"en";i:12;s:2:"tl";i:13;} → { en: '12', tl: '13' }. Other shapes: {}. */
export function parsePhpMap(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  if (!/^a:\d+:\{/.test(text.trim())) return map;
  for (const m of text.matchAll(/s:\d+:"([^"]*)";(?:i:(\d+)|s:\d+:"(\d+)");/g)) map[m[1]!] = m[2] ?? m[3]!;
  return map;
}

/** PHP's serialisation of such a map (for the export). */
export function phpMap(map: Record<string, string | number>): string {
  const entries = Object.entries(map);
  return `a:${entries.length}:{${entries.map(([k, v]) => `s:${Buffer.byteLength(k)}:"${k}";i:${Number(v)};`).join('')}}`;
}

/** The path and query of an address (the host is the old site's), lower-cased path, no trailing slash. */
export function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url, 'http://old.invalid');
    const path = parsed.pathname.replace(/\/+$/, '') || '/';
    return path + parsed.search;
  } catch {
    return null;
  }
}

function date(text: string): Date | null {
  const t = text.trim();
  if (!t || t.startsWith('0000')) return null;
  const d = new Date(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(t) ? `${t.replace(' ', 'T')}Z` : t);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function readSourceSite(chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): Promise<SourceSite> {
  const site: SourceSite = {
    kind: 'wxr',
    posts: [],
    attachments: new Map(),
    categories: new Map(),
    postTranslations: new Map(),
    termTranslations: [],
    skipped: [],
    address: '',
    comments: 0,
  };
  site.kind = await readXml(chunks, (kind, node) => (kind === 'wxr' ? readWxrRecord(site, node) : readAtomEntry(site, node)));
  return site;
}

/** The guid of a key kept as "origin|guid" (qualifyKeys); any other key as it is. */
export function guidPart(key: string): string {
  const bar = key.indexOf('|');
  return bar > 0 && /^https?:\/\/[^/|\s]+$/.test(key.slice(0, bar)) ? key.slice(bar + 1) : key;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin.replace(/\/\/www\./, '//') : null;
  } catch {
    return null;
  }
}

/**
 * Guids are unique only within their site: two files may both hold http://localhost/?p=1 (sites
 * made on a laptop keep those guids). A guid naming another address than the file's own site is
 * keyed with that site's address (`https://site.example|http://localhost/?p=1`), so the two are
 * told apart. Our own export (its site is `ownSite`) keeps the guids as they are, so importing it
 * here again matches every guide.
 */
export function qualifyKeys(site: SourceSite, ownSite: string): void {
  const origin = originOf(site.address);
  if (!origin || origin === originOf(ownSite)) return;
  for (const post of site.posts) {
    if (guidPart(post.key) !== post.key) continue;
    const guidOrigin = originOf(post.key);
    if (guidOrigin && guidOrigin !== origin) post.key = `${origin}|${post.key}`;
  }
}

function meta(node: XmlNode, key: string): string[] {
  return childrenNamed(node, 'wp:postmeta')
    .filter((m) => childText(m, 'wp:meta_key') === key)
    .map((m) => childText(m, 'wp:meta_value'));
}

function readWxrRecord(site: SourceSite, node: XmlNode): void {
  if (node.name === 'wp:base_site_url' || (node.name === 'link' && !site.address)) {
    site.address = node.text.trim() || site.address;
    return;
  }
  if (node.name === 'wp:category') {
    const slug = childText(node, 'wp:category_nicename');
    const rank = childrenNamed(node, 'wp:termmeta').find((m) => childText(m, 'wp:meta_key') === '_howpaano_rank');
    site.categories.set(slug, {
      slug,
      name: childText(node, 'wp:cat_name').trim() || slug,
      termId: childText(node, 'wp:term_id'),
      rank: rank ? Number(childText(rank, 'wp:meta_value')) || undefined : undefined,
    });
    return;
  }
  if (node.name === 'wp:term') {
    const taxonomy = childText(node, 'wp:term_taxonomy');
    const description = childText(node, 'wp:term_description');
    if (taxonomy === 'post_translations') site.postTranslations.set(childText(node, 'wp:term_slug'), parsePhpMap(description));
    if (taxonomy === 'term_translations') site.termTranslations.push(parsePhpMap(description));
    return;
  }
  if (node.name !== 'item') return;
  const type = childText(node, 'wp:post_type') || 'post';
  const title = childText(node, 'title').trim();
  const postId = childText(node, 'wp:post_id');
  if (type === 'attachment') {
    site.attachments.set(postId, {
      url: childText(node, 'wp:attachment_url') || childText(node, 'guid'),
      alt: meta(node, '_wp_attachment_image_alt')[0] ?? '',
    });
    return;
  }
  if (type !== 'post') {
    if (type === 'page') site.skipped.push({ title, why: 'page' });
    return;
  }
  const wpStatus = childText(node, 'wp:status');
  if (wpStatus === 'trash' || wpStatus === 'auto-draft' || wpStatus === 'inherit') {
    site.skipped.push({ title, why: wpStatus === 'trash' ? 'trashed' : 'unfinished' });
    return;
  }
  const terms = childrenNamed(node, 'category');
  const termOf = (domain: string) => terms.find((c) => c.attrs.domain === domain)?.attrs.nicename ?? null;
  const link = childText(node, 'link');
  const oldPaths = [link ? pathOf(link) : null, postId ? `/?p=${postId}` : null].filter((p): p is string => !!p && p !== '/');
  const created = date(childText(node, 'wp:post_date_gmt')) ?? date(childText(node, 'wp:post_date')) ?? date(childText(node, 'pubDate'));
  site.posts.push({
    // Our own export names a key kept as "origin|guid" in full (the guid element holds the guid part).
    key: meta(node, '_howpaano_import_key')[0]?.trim() || childText(node, 'guid').trim() || `wp-post-${postId}`,
    postId,
    title,
    html: childText(node, 'content:encoded'),
    excerpt: childText(node, 'excerpt:encoded').trim(),
    slug: decodeURIComponentSafe(childText(node, 'wp:post_name')),
    status: wpStatus === 'publish' ? 'published' : wpStatus === 'future' ? 'scheduled' : 'draft',
    privacy: childText(node, 'wp:post_password') ? 'password' : wpStatus === 'private' ? 'private' : null,
    tags: terms.filter((c) => c.attrs.domain === 'post_tag').length,
    comments: childrenNamed(node, 'wp:comment').filter((c) => childText(c, 'wp:comment_approved') === '1').length,
    sticky: childText(node, 'wp:is_sticky') === '1',
    date: created,
    modified: date(childText(node, 'wp:post_modified_gmt')) ?? created,
    lang: termOf('language'),
    pairTerm: termOf('post_translations'),
    categories: terms.filter((c) => c.attrs.domain === 'category').map((c) => ({ slug: c.attrs.nicename ?? '', name: c.text.trim() })),
    thumbnailId: meta(node, '_thumbnail_id')[0],
    oldPaths,
    metaDescription: meta(node, '_yoast_wpseo_metadesc')[0] ?? '',
    metaKeywords: meta(node, '_yoast_wpseo_focuskw')[0] ?? '',
    sources: meta(node, '_howpaano_source'),
    headerImageAlt: meta(node, '_howpaano_header_image_alt')[0] ?? '',
    blocks: parseExportedBlocks(meta(node, BLOCKS_META)[0]),
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const KIND_SCHEME = 'http://schemas.google.com/g/2005#kind';

function readAtomEntry(site: SourceSite, node: XmlNode): void {
  if (node.name === 'link' && node.attrs.rel === 'alternate' && !site.address) site.address = node.attrs.href ?? '';
  if (node.name === 'id' && !site.address) site.address = node.text.trim();
  if (node.name !== 'entry') return;
  const categories = childrenNamed(node, 'category');
  const kind = categories.find((c) => c.attrs.scheme === KIND_SCHEME)?.attrs.term ?? '';
  const type = childText(node, 'blogger:type').toUpperCase();
  const isPost = type ? type === 'POST' : kind.endsWith('#post');
  const title = childText(node, 'title').trim();
  if (!isPost) {
    if (type === 'PAGE' || kind.endsWith('#page')) site.skipped.push({ title, why: 'page' });
    if (type === 'COMMENT' || kind.endsWith('#comment')) site.comments++;
    return;
  }
  const bloggerStatus = childText(node, 'blogger:status').toUpperCase();
  if (bloggerStatus === 'SOFT_TRASHED' || bloggerStatus === 'DELETED') {
    site.skipped.push({ title, why: 'trashed' });
    return;
  }
  const draft = childText(child(node, 'app:control') ?? node, 'app:draft') === 'yes' || bloggerStatus === 'DRAFT';
  const published = date(childText(node, 'published'));
  const scheduled = bloggerStatus === 'SCHEDULED' || (!draft && !!published && published.getTime() > Date.now());
  const alternate = childrenNamed(node, 'link').find((l) => l.attrs.rel === 'alternate')?.attrs.href;
  const filename = childText(node, 'blogger:filename');
  const oldPaths = [...new Set([alternate ? pathOf(alternate) : null, filename ? pathOf(filename) : null])].filter(
    (p): p is string => !!p && p !== '/',
  );
  const lastSegment = (oldPaths[0] ?? '').split('/').pop() ?? '';
  site.posts.push({
    key: childText(node, 'id').trim(),
    title,
    html: childText(node, 'content'),
    excerpt: '',
    slug: lastSegment.replace(/\.html$/, ''),
    status: draft ? 'draft' : scheduled ? 'scheduled' : 'published',
    privacy: null,
    tags: 0,
    comments: 0,
    sticky: false,
    date: published,
    modified: date(childText(node, 'updated')) ?? published,
    lang: null,
    pairTerm: null,
    categories: categories
      .filter((c) => c.attrs.scheme !== KIND_SCHEME && c.attrs.term)
      .map((c) => ({ slug: c.attrs.term!.toLowerCase(), name: c.attrs.term! })),
    oldPaths,
    metaDescription: '',
    metaKeywords: '',
    sources: [],
    headerImageAlt: '',
    blocks: null,
  });
}
