import type { ChildNode, Element } from 'domhandler';
import { MAX_FONT_PX, MIN_FONT_PX } from '../../client/src/shared/format/parse';

/**
 * html-to-format.ts's inline half: a run of HTML's inline content (bold, italic, code, links, sizes)
 * in SPEC §5's markers, and the element sets and shortcodes the block readers (html-blocks.ts) share.
 * Pure: no I/O.
 */

export interface ImageRef {
  src: string;
  alt: string;
}

export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'head']);
export const EMBEDS = new Set(['iframe', 'embed', 'object', 'video', 'audio', 'canvas', 'svg', 'form']);
/** WordPress shortcodes: [name], [name key=value …], [/name]; not links, nor our [p] and [10px …] markers. */
const SHORTCODE = /\[(\/?)([a-z][a-z0-9_-]*)((?:\s+[a-z0-9_-]+=(?:"[^"]*"|'[^']*'|[^\s\]]+))*)\s*\/?\](?!\()/gi;

export function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'font',
  'wbr',
]);

/** Elements that make blocks; any other (acronym, big, nobr, custom tags…) is inline and never splits a paragraph or bullet. */
const BLOCKS = new Set([
  ...HEADINGS,
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'pre',
  'div',
  'figure',
  'figcaption',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'address',
  'details',
  'summary',
  'center',
  'fieldset',
  'hr',
  'body',
  'html',
  ...EMBEDS,
  ...SKIPPED,
]);

export function isInline(name: string): boolean {
  return INLINE.has(name) || !BLOCKS.has(name);
}

/** Every <img> inside an element (inside links, captions, spans: WordPress's "link to media file", Blogger's image anchors). */
export function imagesIn(nodes: ChildNode[]): Element[] {
  const found: Element[] = [];
  const visit = (list: ChildNode[]) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (node.name.toLowerCase() === 'img') found.push(node);
      else visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

export function imageOf(el: Element): ImageRef {
  return { src: el.attribs.src ?? '', alt: (el.attribs.alt ?? '').trim() };
}

/** Emphasis already open around the text: a nested <strong> inside <strong> adds no second marker. */
interface Emphasis {
  strong: boolean;
  em: boolean;
}

/**
 * Text as written: characters that SPEC §5's format would read as markers are escaped with a
 * backslash (the parser shows them literally): every `*`, backtick and backslash before one, a `[`
 * that would open a link or a size, a `/` that would open a size.
 */
export function escapeFormat(text: string): string {
  return text
    .replace(/\\(?=[*`[\]/\\])/g, '\\\\')
    .replace(/[*`]/g, '\\$&')
    .replace(/\[(?=[^\]]*\]\(|\d{1,3}px\s)/g, '\\[')
    .replace(/(^|[^\w/:])\/(?=\d{1,3}px\s)/g, '$1\\/');
}

/** Inline content in SPEC §5's markers; whitespace collapsed except explicit line breaks. */
export function inlineText(nodes: ChildNode[], unconverted: string[], open: Emphasis = { strong: false, em: false }): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeFormat(node.data.replace(/[ \t\r\f]+/g, ' '));
      continue;
    }
    if (!isElement(node)) continue;
    const name = node.name.toLowerCase();
    if (SKIPPED.has(name) || name === 'img') continue;
    const inner = (within: Emphasis = open) => inlineText(node.children, unconverted, within);
    switch (name) {
      case 'br':
        out += '\n';
        break;
      case 'strong':
      case 'b':
        out += open.strong ? inner() : wrap('**', inner({ ...open, strong: true }));
        break;
      case 'em':
      case 'i':
        out += open.em ? inner() : wrap('*', inner({ ...open, em: true }));
        break;
      case 'code':
      case 'kbd':
      case 'tt':
        out += wrap('`', textOf(node).replace(/`/g, "'").replace(/\s+/g, ' '));
        break;
      case 'a': {
        const text = inner().trim();
        const href = (node.attribs.href ?? '').trim();
        // Our own export marks an affiliate link rel="sponsored": the format's "sponsored" mark again.
        const sponsored = /\bsponsored\b/i.test(node.attribs.rel ?? '') ? ' "sponsored"' : '';
        out +=
          href && text && !href.startsWith('#') && !/^javascript:/i.test(href)
            ? `[${text.replace(/[[\]]/g, '')}](${href}${sponsored})`
            : text;
        break;
      }
      case 'span': {
        // A size the format can show (our own export writes [16px words] so): the size marker again.
        const px = Number(/(?:^|;)\s*font-size\s*:\s*(\d{1,3})px/i.exec(node.attribs.style ?? '')?.[1]);
        const text = inner();
        out += px >= MIN_FONT_PX && px <= MAX_FONT_PX && text.trim() ? `[${px}px ${text}]` : text;
        break;
      }
      default:
        if (EMBEDS.has(name)) {
          const url = node.attribs.src ?? '';
          unconverted.push(`${name}: ${url || '(no address)'}`);
          out += url;
        } else out += inner();
    }
  }
  return out.replace(/ *\n */g, '\n');
}

/** Markers around the text, outside its edge spaces ("** x**" would not parse as bold). */
function wrap(marker: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.match(/^\s*/)![0];
  const tail = text.match(/\s*$/)![0];
  return `${lead}${marker}${trimmed}${marker}${tail}`;
}

export function textOf(node: ChildNode): string {
  if (node.type === 'text' || node.type === 'cdata') return 'data' in node ? String(node.data) : '';
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

export function stripShortcodes(text: string, unconverted: string[]): string {
  return text
    .replace(SHORTCODE, (whole, close: string, name: string) => {
      if (/^p$/i.test(name) || /^\d+px$/i.test(name)) return whole;
      if (!close) unconverted.push(`shortcode: [${name}]`);
      return '';
    })
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
