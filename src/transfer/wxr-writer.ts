import type { Lang } from '../../client/src/api/types';

/**
 * The WXR file's markup (export.service.ts writes the file): CDATA texts, tags, post meta, the post,
 * attachment and term ids, Polylang's language terms. Pure: no I/O.
 */

/** The author every exported post names (the site has one account). */
export const AUTHOR = 'admin';

/** Polylang's language slugs and names for our two languages. */
export const POLYLANG: Record<Lang, { slug: string; name: string; locale: string }> = {
  how: { slug: 'en', name: 'English', locale: 'en_US' },
  paano: { slug: 'tl', name: 'Filipino', locale: 'tl' },
};

export function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Characters XML 1.0 cannot carry at all. */
export function xmlSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

export function wpDate(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 19).replace('T', ' ') : '0000-00-00 00:00:00';
}

export function tag(name: string, value: string | number): string {
  return `<${name}>${typeof value === 'number' ? value : cdata(xmlSafe(value))}</${name}>`;
}

export function postmeta(key: string, value: string): string {
  return `<wp:postmeta>${tag('wp:meta_key', key)}${tag('wp:meta_value', value)}</wp:postmeta>`;
}

/** Post ids: a guide's English post is 2n, its Filipino post 2n+1. */
export function postId(guideId: number, lang: Lang): number {
  return guideId * 2 + (lang === 'how' ? 0 : 1);
}

/** Attachment post ids: after every guide's posts, from the image's own id (stable across exports). */
export function attachmentId(imageId: string): number {
  let h = 0;
  for (const ch of imageId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 2_000_000_000 + (h % 100_000_000);
}

export function categorySlug(name: string, id: number, lang: Lang): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'category'}-${id}${lang === 'paano' ? '-tl' : ''}`;
}
