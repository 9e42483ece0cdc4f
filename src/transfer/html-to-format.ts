import type { ImageRef } from './html-inline';
import { readBlocks, type Block, type ConvertedStep } from './html-blocks';

/**
 * A post's HTML (WordPress classic or Gutenberg block markup, Blogger) in SPEC §5's formatting:
 * text before the first heading is the introduction, each heading opens a section whose
 * paragraphs and list items are its bullets (nested lists as indented sub-points), a last heading
 * named "Conclusion" (or "Konklusyon") holds the conclusion. Inline: **bold**, *italic*, `code`,
 * [text](url). What has no place in the format (embeds, shortcodes, tables, forms) is kept as
 * readable text and named in `unconverted`. Pure: no I/O. The blocks are read by html-blocks.ts, the
 * inline formatting by html-inline.ts; this file assembles the blocks into a guide's parts.
 */

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
export interface HtmlToFormatOptions {
  /** Leave out our own export's block groups (class hp-block): the exact blocks come from its post meta. */
  skipOwnBlocks?: boolean;
}

export function htmlToFormat(html: string, options: HtmlToFormatOptions = {}): ConvertedPost {
  const unconverted: string[] = [];
  const blocks = readBlocks(html, options.skipOwnBlocks ?? false, unconverted);
  return assemble(blocks, unconverted);
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
