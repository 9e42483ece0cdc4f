import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { MAX_FONT_PX, MIN_FONT_PX } from '../../client/src/shared/format/parse';
import { stripBulletMarker } from '../../client/src/shared/format/bullets';
import { BLOCK_GROUP_CLASS } from './exported-blocks';

/**
 * A post's HTML (WordPress classic or Gutenberg block markup, Blogger) in SPEC §5's formatting:
 * text before the first heading is the introduction, each heading opens a section whose
 * paragraphs and list items are its bullets (nested lists as indented sub-points), a last heading
 * named "Conclusion" (or "Konklusyon") holds the conclusion. Inline: **bold**, *italic*, `code`,
 * [text](url). What has no place in the format (embeds, shortcodes, tables, forms) is kept as
 * readable text and named in `unconverted`. Pure: no I/O.
 */

export interface ImageRef {
  src: string;
  alt: string;
}

/** A step of a how-to block plugin's markup (Yoast's How-to block, Rank Math's HowTo), issue 38. */
export interface ConvertedStep {
  action: string;
  details: string[];
  image?: ImageRef;
}

export interface ConvertedSection {
  /** Heading text; `[p] …` for a key-insight paragraph (SPEC §2). */
  heading: string;
  bullets: string[];
  image?: ImageRef;
  /** Steps read from a how-to block plugin inside the section (absent: none). */
  steps?: ConvertedStep[];
}

/** An item of "Things you'll need" read from a list (issue 38). */
export interface ConvertedNeed {
  item: string;
  quantity?: string;
  note?: string;
}

export interface ConvertedPost {
  introduction: string;
  sections: ConvertedSection[];
  conclusion: string;
  /**
   * Issue 38's blocks, from what other sites write: a heading (or a core/details summary) "Things
   * you'll need" / "Mga kakailanganin", "Tips" / "Mga tip", "Warnings" / "Mga babala" and its list
   * or paragraphs. Empty when there are none.
   */
  needs: ConvertedNeed[];
  tips: string[];
  warnings: string[];
  /** The first image before any heading: the header image. */
  headerImage?: ImageRef;
  /** Images beyond one per section (left out), and what was kept as text: embeds, shortcodes, tables. */
  unconverted: string[];
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'head']);
const EMBEDS = new Set(['iframe', 'embed', 'object', 'video', 'audio', 'canvas', 'svg', 'form']);
const CONCLUSION = /^(conclusion|konklusyon|wakas|sa kabuuan|final thoughts|in conclusion)\b/i;
const APOS = "['’]?";
/** Headings that name a block (issue 38), English or Filipino, with or without a closing colon. */
const BLOCK_HEADINGS: [RegExp, 'needs' | 'tips' | 'warnings'][] = [
  [
    new RegExp(
      `^(things you${APOS}ll need|what you${APOS}ll need|you${APOS}ll need|things needed|what you need|materials( needed)?|mga kakailanganin|kakailanganin|mga kailangan|kailangan)\\s*:?$`,
      'i',
    ),
    'needs',
  ],
  [/^(tips?|mga tip|tip|mga payo|payo)\s*:?$/i, 'tips'],
  [/^(warnings?|mga babala|babala|cautions?|paalala)\s*:?$/i, 'warnings'],
];

export function blockOfHeading(heading: string): 'needs' | 'tips' | 'warnings' | null {
  const text = heading
    .replace(/\*\*|\\/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return BLOCK_HEADINGS.find(([re]) => re.test(text))?.[1] ?? null;
}
/** Our own export marks a key-insight paragraph with this class (wxr-writer.ts). */
export const KEY_INSIGHT_CLASS = 'hp-key-insight';
/** WordPress shortcodes: [name], [name key=value …], [/name]; not links, nor our [p] and [10px …] markers. */
const SHORTCODE = /\[(\/?)([a-z][a-z0-9_-]*)((?:\s+[a-z0-9_-]+=(?:"[^"]*"|'[^']*'|[^\s\]]+))*)\s*\/?\](?!\()/gi;

interface Block {
  /** 'end': a core/details closed; what follows belongs to the section before it. */
  kind: 'para' | 'list' | 'heading' | 'image' | 'insight' | 'end' | 'step';
  step?: ConvertedStep;
  text: string;
  /** list: one string per item, sub-points as indented lines. */
  items?: string[];
  /** An ordered list: its items start with their numbers. */
  ordered?: boolean;
  /** heading: a core/details' summary (an 'end' block closes it). */
  details?: boolean;
  image?: ImageRef;
}

export interface HtmlToFormatOptions {
  /** Leave out our own export's block groups (class hp-block): the exact blocks come from its post meta. */
  skipOwnBlocks?: boolean;
}

let skipOwn = false;

export function htmlToFormat(html: string, options: HtmlToFormatOptions = {}): ConvertedPost {
  const unconverted: string[] = [];
  const blocks: Block[] = [];
  const doc = parseDocument(splitClassicParagraphs(html), { decodeEntities: true });
  skipOwn = options.skipOwnBlocks ?? false;
  try {
    collectBlocks(doc.children, blocks, unconverted);
  } finally {
    skipOwn = false;
  }
  return assemble(blocks, unconverted);
}

/** Classic-editor posts separate paragraphs by blank lines (wpautop) rather than <p>. */
function splitClassicParagraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((part) => (/^\s*<(h[1-6]|ul|ol|table|blockquote|figure|div|pre)/i.test(part) ? part : `<p>${part}</p>`))
    .join('\n');
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function collectBlocks(nodes: ChildNode[], out: Block[], unconverted: string[]): void {
  let inline: ChildNode[] = [];
  const flush = () => {
    if (inline.length) pushParagraphs(inlineText(inline, unconverted), out, unconverted);
    inline = [];
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      if (node.type === 'text' || node.type === 'cdata') inline.push(node);
      continue;
    }
    const name = node.name.toLowerCase();
    if (SKIPPED.has(name)) continue;
    if (skipOwn && classes(node).includes(BLOCK_GROUP_CLASS)) continue;
    if (isInline(name)) {
      const images = name === 'img' ? [node] : imagesIn(node.children);
      if (images.length) {
        // The image is a block of its own; the element's text (a caption, a link's words) stays.
        flush();
        for (const img of images) out.push({ kind: 'image', text: '', image: imageOf(img) });
      }
      if (name !== 'img') inline.push(node);
      continue;
    }
    flush();
    if (HEADINGS.has(name)) {
      out.push({ kind: 'heading', text: inlineText(node.children, unconverted).replace(/\s*\n\s*/g, ' ') });
    } else if (name === 'p' && classes(node).includes(KEY_INSIGHT_CLASS)) {
      out.push({ kind: 'insight', text: inlineText(node.children, unconverted) });
    } else if (name === 'p') {
      // An image inside a paragraph (classic editor), also inside a link or a caption, is a block of its own.
      for (const img of imagesIn(node.children)) out.push({ kind: 'image', text: '', image: imageOf(img) });
      pushParagraphs(inlineText(node.children, unconverted), out, unconverted);
    } else if (isHowToStep(node)) {
      out.push({ kind: 'step', text: '', step: howToStep(node, unconverted) });
    } else if ((name === 'ul' || name === 'ol') && node.children.some((c) => isElement(c) && isHowToStep(c))) {
      collectBlocks(node.children, out, unconverted);
    } else if (name === 'ul' || name === 'ol') {
      out.push({ kind: 'list', text: '', items: listItems(node, 0, unconverted), ordered: name === 'ol' });
    } else if (name === 'table') {
      const rows = tableRows(node, unconverted);
      if (rows.length) {
        unconverted.push(`table: ${rows[0]!.slice(0, 80)}`);
        out.push({ kind: 'list', text: '', items: rows });
      }
    } else if (name === 'details') {
      // core/details: its summary is a heading (a block's when it names one), its content that
      // heading's; what follows the details belongs to the section before it again.
      const summary = node.children.find((c): c is Element => isElement(c) && c.name.toLowerCase() === 'summary');
      const title = summary
        ? inlineText(summary.children, unconverted)
            .replace(/\s*\n\s*/g, ' ')
            .trim()
        : '';
      if (title) out.push({ kind: 'heading', text: title, details: true });
      collectBlocks(
        node.children.filter((c) => c !== summary),
        out,
        unconverted,
      );
      if (title) out.push({ kind: 'end', text: '' });
    } else if (name === 'pre') {
      const code = textOf(node).replace(/\s+$/, '');
      if (code)
        out.push({
          kind: 'para',
          text: code
            .split('\n')
            .map((line) => (line.trim() ? `\`${line}\`` : ''))
            .join('\n'),
        });
    } else if (EMBEDS.has(name)) {
      const url = node.attribs.src ?? node.attribs.data ?? '';
      unconverted.push(`${name}: ${url || '(no address)'}`);
      if (url) out.push({ kind: 'para', text: `[${url}](${url})` });
    } else if (name === 'figure' && classes(node).some((c) => c.startsWith('wp-block-embed'))) {
      const url = textOf(node).trim().split(/\s+/)[0] ?? '';
      unconverted.push(`embed: ${url || '(no address)'}`);
      if (url) out.push({ kind: 'para', text: `[${url}](${url})` });
    } else {
      // div, figure, blockquote, section, article…: their content, in order.
      collectBlocks(node.children, out, unconverted);
    }
  }
  flush();
}

/** Yoast's How-to block (li.schema-how-to-step) and Rank Math's HowTo block (div.rank-math-step): one step each. */
const STEP_CLASSES = ['schema-how-to-step', 'rank-math-step'];
const STEP_NAME_CLASSES = ['schema-how-to-step-name', 'rank-math-step-title'];

function isHowToStep(el: Element): boolean {
  return classes(el).some((c) => STEP_CLASSES.includes(c));
}

/** The step's name (its bold line), the rest of its text as explanation lines, its first picture. */
function howToStep(el: Element, unconverted: string[]): ConvertedStep {
  let nameEl: Element | undefined;
  const find = (nodes: ChildNode[]) => {
    for (const n of nodes) {
      if (nameEl || !isElement(n)) continue;
      if (classes(n).some((c) => STEP_NAME_CLASSES.includes(c))) nameEl = n;
      else find(n.children);
    }
  };
  find(el.children);
  const rest: Block[] = [];
  collectBlocks(
    el.children.filter((c) => c !== nameEl),
    rest,
    unconverted,
  );
  const action = nameEl
    ? inlineText(nameEl.children, unconverted)
        .replace(/\s*\n\s*/g, ' ')
        .trim()
    : '';
  const details = rest.flatMap((b) => (b.kind === 'list' ? b.items! : b.kind === 'para' || b.kind === 'heading' ? [b.text] : []));
  const image = rest.find((b) => b.kind === 'image' && b.image?.src)?.image;
  // No name: the first line of its text is the action.
  if (!action && details.length) return { action: details.shift()!.split('\n')[0]!, details, ...(image ? { image } : {}) };
  return { action, details: details.filter((d) => d.trim()), ...(image ? { image } : {}) };
}

function pushParagraphs(text: string, out: Block[], unconverted: string[]): void {
  for (const part of text.split(/\n\s*\n/)) {
    const para = stripShortcodes(part.trim(), unconverted);
    if (para) out.push({ kind: 'para', text: para });
  }
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

function isInline(name: string): boolean {
  return INLINE.has(name) || !BLOCKS.has(name);
}

/** Every <img> inside an element (inside links, captions, spans: WordPress's "link to media file", Blogger's image anchors). */
function imagesIn(nodes: ChildNode[]): Element[] {
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

function imageOf(el: Element): ImageRef {
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
function inlineText(nodes: ChildNode[], unconverted: string[], open: Emphasis = { strong: false, em: false }): string {
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

function textOf(node: ChildNode): string {
  if (node.type === 'text' || node.type === 'cdata') return 'data' in node ? String(node.data) : '';
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

function listItems(list: Element, depth: number, unconverted: string[]): string[] {
  const items: string[] = [];
  // An ordered list keeps its numbers (from its start attribute), written before each item.
  let number = Number.parseInt(list.attribs.start ?? '1', 10) || 1;
  const ordered = list.name === 'ol';
  for (const li of list.children) {
    if (!isElement(li) || li.name !== 'li') continue;
    const own = li.children.filter((c) => !(isElement(c) && (c.name === 'ul' || c.name === 'ol')));
    // A line break inside an item stays one (an unindented line continues the item in the format).
    const text = inlineText(own, unconverted)
      .split('\n')
      .map((line) => stripShortcodes(line, unconverted))
      .filter(Boolean)
      .join('\n');
    const indent = '  '.repeat(depth);
    const numbered = ordered && text ? `${number++}. ${text}` : text;
    // A sub-point is an indented line (SPEC: no marker needed, as the editor writes them); a "- "
    // only when the text itself would be read as a marker.
    const lines = depth === 0 ? [numbered] : [`${indent}${stripBulletMarker(numbered) === numbered ? '' : '- '}${numbered}`];
    for (const sub of li.children) {
      if (isElement(sub) && (sub.name === 'ul' || sub.name === 'ol')) lines.push(...listItems(sub, depth + 1, unconverted));
    }
    items.push(...(depth === 0 ? [lines.join('\n')] : lines));
  }
  return items.filter((item) => item.trim());
}

function tableRows(table: Element, unconverted: string[]): string[] {
  const rows: string[] = [];
  const visit = (el: Element) => {
    for (const child of el.children) {
      if (!isElement(child)) continue;
      if (child.name === 'tr') {
        const cells = child.children
          .filter((c): c is Element => isElement(c) && (c.name === 'td' || c.name === 'th'))
          .map((c) => inlineText(c.children, unconverted).trim().replace(/\s+/g, ' '));
        if (cells.some(Boolean)) rows.push(cells.join(' | '));
      } else visit(child);
    }
  };
  visit(table);
  return rows;
}

function stripShortcodes(text: string, unconverted: string[]): string {
  return text
    .replace(SHORTCODE, (whole, close: string, name: string) => {
      if (/^p$/i.test(name) || /^\d+px$/i.test(name)) return whole;
      if (!close) unconverted.push(`shortcode: [${name}]`);
      return '';
    })
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

function assemble(blocks: Block[], unconverted: string[]): ConvertedPost {
  const intro: string[] = [];
  const sections: ConvertedSection[] = [];
  let headerImage: ImageRef | undefined;
  let current: ConvertedSection | null = null;
  const named: Record<'needs' | 'tips' | 'warnings', string[]> = { needs: [], tips: [], warnings: [] };
  /** The block a heading opened (its bullets are the block's items), until the next heading. */
  let inBlock: 'needs' | 'tips' | 'warnings' | null = null;
  /** The section before a core/details: its end returns to it. */
  let beforeBlock: ConvertedSection | null = null;
  for (const block of blocks) {
    if (block.kind === 'end') {
      inBlock = null;
      current = beforeBlock;
      continue;
    }
    if (block.kind === 'heading') {
      const kind = blockOfHeading(block.text);
      // Where the text after a details goes: the section before it.
      if (block.details) beforeBlock = inBlock ? beforeBlock : current;
      if (kind) {
        inBlock = kind;
        continue;
      }
      inBlock = null;
      current = { heading: block.text.trim(), bullets: [] };
      sections.push(current);
      continue;
    }
    if (block.kind === 'step') {
      // A how-to block's steps belong to the section they stand in (one with no heading before the first).
      if (!current) {
        current = { heading: '', bullets: [] };
        sections.push(current);
      }
      (current.steps ??= []).push(block.step!);
      continue;
    }
    if (inBlock && block.kind !== 'image') {
      // A list's items, or each paragraph, are the block's items (an ordered list's numbers dropped).
      const texts = block.kind === 'list' ? block.items!.map((t) => (block.ordered ? t.replace(/^\d+\.\s+/, '') : t)) : [block.text];
      named[inBlock].push(...texts.map((t) => t.trim()).filter(Boolean));
      continue;
    }
    if (block.kind === 'insight') inBlock = null;
    if (block.kind === 'insight') {
      // Bullets that follow belong to the key insight (they render inside it).
      current = { heading: `[p] ${block.text.trim()}`, bullets: [] };
      sections.push(current);
      continue;
    }
    if (block.kind === 'image') {
      const image = block.image!;
      if (!image.src) continue;
      const target = current ?? sections[sections.length - 1];
      if (!target && !headerImage) headerImage = image;
      else if (target && !target.image) target.image = image;
      else unconverted.push(`image: ${image.src}`);
      continue;
    }
    const texts = block.kind === 'list' ? block.items! : [block.text];
    if (!current) {
      intro.push(block.kind === 'list' ? texts.map((t) => (block.ordered ? t : `- ${t}`)).join('\n') : block.text);
      continue;
    }
    current.bullets.push(...texts);
  }
  let conclusion = '';
  const last = sections[sections.length - 1];
  if (last && CONCLUSION.test(last.heading) && !last.image) {
    conclusion = last.bullets.join('\n\n');
    sections.pop();
  }
  return {
    introduction: intro.join('\n\n'),
    sections,
    conclusion,
    headerImage,
    unconverted,
    needs: named.needs.map(needOf),
    tips: named.tips,
    warnings: named.warnings,
  };
}

/**
 * A list item of "Things you'll need": its first line is the item, sub-points its note; a quantity
 * in brackets at its end ("Rice (2 cups)") or a number leading it ("2 cups rice" is left whole:
 * which words are the unit cannot be told) is kept apart when bracketed.
 */
function needOf(text: string): ConvertedNeed {
  const [first, ...rest] = text.split('\n');
  let item = first!.trim();
  let note = rest
    .map((l) => l.trim())
    .filter(Boolean)
    .join('; ');
  // Our own export's shape when its meta is gone: "item (quantity) *— note*".
  const dash = /\s+\*—\s*(.+)\*$/.exec(item) ?? /\s+[—–-]\s+(.+)$/.exec(item);
  if (dash) {
    note = [dash[1]!.trim(), note].filter(Boolean).join('; ');
    item = item.slice(0, dash.index).trim();
  }
  const bracket = /\s*\(([^()]{1,40})\)$/.exec(item);
  const quantity = bracket && /\d|isa|dalawa|tatlo|some|a few|pair|piraso|pcs/i.test(bracket[1]!) ? bracket[1]!.trim() : undefined;
  if (quantity) item = item.slice(0, bracket!.index).trim();
  return { item, ...(quantity ? { quantity } : {}), ...(note ? { note } : {}) };
}
