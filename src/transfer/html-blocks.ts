import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { stripBulletMarker } from '../../client/src/shared/format/bullets';
import { BLOCK_GROUP_CLASS } from './exported-blocks';
import {
  EMBEDS,
  HEADINGS,
  SKIPPED,
  classes,
  imageOf,
  imagesIn,
  inlineText,
  isElement,
  isInline,
  stripShortcodes,
  textOf,
  type ImageRef,
} from './html-inline';

/**
 * html-to-format.ts's block readers: a post's HTML as a flat list of blocks (paragraphs, lists,
 * headings, images, key insights, how-to steps) in document order, which html-to-format.ts
 * assembles into a guide's parts. Pure: no I/O.
 */

/** A step of a how-to block plugin's markup (Yoast's How-to block, Rank Math's HowTo), issue 38. */
export interface ConvertedStep {
  action: string;
  details: string[];
  image?: ImageRef;
}

/** Our own export marks a key-insight paragraph with this class (wxr-writer.ts). */
export const KEY_INSIGHT_CLASS = 'hp-key-insight';

export interface Block {
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

let skipOwn = false;

/** The post's HTML as blocks; what has no place in the format is named in `unconverted`. */
export function readBlocks(html: string, skipOwnBlocks: boolean, unconverted: string[]): Block[] {
  const blocks: Block[] = [];
  const doc = parseDocument(splitClassicParagraphs(html), { decodeEntities: true });
  skipOwn = skipOwnBlocks;
  try {
    collectBlocks(doc.children, blocks, unconverted);
  } finally {
    skipOwn = false;
  }
  return blocks;
}

/** Classic-editor posts separate paragraphs by blank lines (wpautop) rather than <p>. */
function splitClassicParagraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((part) => (/^\s*<(h[1-6]|ul|ol|table|blockquote|figure|div|pre)/i.test(part) ? part : `<p>${part}</p>`))
    .join('\n');
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
    // Yoast's "Time needed" line: the guide's at a glance instead (how-to-time.ts).
    if (classes(node).includes('schema-how-to-total-time')) continue;
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
