import { splitSponsoredMark } from '../affiliate';
import { classifyLink } from '../links';

/**
 * The formatting language of SPEC §5, parsed into a plain tree (rendered by client/src/format/render.tsx) — never into an HTML string,
 * so author text can only ever become text nodes, <strong>, <em>, <code>, <span style=fontSize>,
 * <br>, <p>, <ul>/<li> and <a> whose href passed classifyLink (http, https or a site path).
 *
 *   **bold**  *italic*  `code`  [16px words]  /16px words/  [text](url)
 *   blank line → new paragraph; single line break → <br>
 *   \*  \`  \[  \]  \/  \\ → the character itself (an imported post's literal "2*3*4", issue 34)
 *
 * Parsing builds a plain tree first (parseFormatted / parseInline) and rendering walks it with
 * index-based keys, so the server and the browser produce the same markup for the same text.
 */

/** SPEC §9: rendered text is at most 100000 characters. */
export const MAX_FORMATTED_LENGTH = 100_000;
export const TOO_LARGE_MESSAGE = 'Content too large to parse';
export const PARSE_ERROR_MESSAGE = 'Error parsing content';
/** Font-size markers outside this range stay literal text. */
export const MIN_FONT_PX = 8;
export const MAX_FONT_PX = 72;
/** Deeper nesting of markers than this is shown as typed (keeps recursion bounded). */
const MAX_DEPTH = 8;

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'size'; px: number; children: InlineNode[] }
  | { type: 'link'; href: string; external: boolean; sponsored?: true; children: InlineNode[] };

/** A paragraph: inline nodes whose text may hold '\n' (rendered as <br/>). */
export type Paragraph = InlineNode[];

/** SPEC §5: angle brackets and braces are stripped before anything else. */
export function stripReservedCharacters(text: string): string {
  return text.replace(/[<>{}]/g, '');
}

export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Inline parser over one string. `parse(start, end)` reads s[start, end). Searches for closing
 * markers are cached per marker kind (queries move forward through the text), so unbalanced input
 * such as 50000 lone `**` costs linear time, not quadratic.
 */
class InlineParser {
  private readonly cache = new Map<string, { from: number; at: number }>();

  constructor(private readonly s: string) {}

  parse(start: number, end: number, depth = 0, inLink = false): InlineNode[] {
    const s = this.s;
    const nodes: InlineNode[] = [];
    if (depth > MAX_DEPTH) {
      if (end > start) nodes.push({ type: 'text', text: s.slice(start, end) });
      return nodes;
    }
    let text = '';
    const flush = () => {
      if (text) nodes.push({ type: 'text', text });
      text = '';
    };
    const special = /[*`[/\\]/g;
    let i = start;
    while (i < end) {
      special.lastIndex = i;
      const hit = special.exec(s);
      const at = hit && hit.index < end ? hit.index : end;
      text += s.slice(i, at);
      i = at;
      if (i >= end) break;

      const consumed = this.tryMarker(i, end, depth, inLink);
      if (consumed) {
        flush();
        nodes.push(consumed.node);
        i = consumed.next;
      } else {
        text += s[i];
        i++;
      }
    }
    flush();
    return nodes;
  }

  private tryMarker(i: number, end: number, depth: number, inLink: boolean): { node: InlineNode; next: number } | null {
    const s = this.s;
    const c = s[i];
    if (c === '\\') {
      const next = s[i + 1];
      return next !== undefined && i + 1 < end && ESCAPABLE.includes(next) ? { node: { type: 'text', text: next }, next: i + 2 } : null;
    }
    if (c === '`') {
      const close = this.find('`', i + 1, (from) => s.indexOf('`', from));
      if (close > i + 1 && close < end) return { node: { type: 'code', text: s.slice(i + 1, close) }, next: close + 1 };
      return null;
    }
    if (c === '*') {
      if (s[i + 1] === '*') {
        if (!isContent(s[i + 2])) return null;
        let close = this.find('**', i + 2, (from) => unescapedIndexOf(s, '**', from));
        // "***both***": the bold closes on the last two stars of the closing run, so the inner
        // "*both*" becomes italic.
        if (close !== -1 && s[i + 2] === '*' && s[close + 2] === '*') close++;
        if (close > i + 2 && close + 2 <= end && /[^*]/.test(s.slice(i + 2, Math.min(close, i + 4)))) {
          return { node: { type: 'strong', children: this.parse(i + 2, close, depth + 1, inLink) }, next: close + 2 };
        }
        return null;
      }
      if (!isContent(s[i + 1])) return null;
      let close = this.find('*single', i + 1, (from) => findSingleStar(s, from));
      // "***both***": inside the bold, "*both*" closes on the range's last star even though that
      // star is part of a longer run in the whole text.
      if ((close === -1 || close >= end) && end - 1 > i + 1 && s[end - 1] === '*' && isContent(s[end - 2]) && s[end - 2] !== '*') {
        close = end - 1;
      }
      if (close > i + 1 && close < end) {
        return { node: { type: 'em', children: this.parse(i + 1, close, depth + 1, inLink) }, next: close + 1 };
      }
      return null;
    }
    if (c === '[') {
      const labelEnd = this.find(']', i + 1, (from) => s.indexOf(']', from));
      if (labelEnd === -1 || labelEnd >= end) return null;
      // "[a [b](c)": the link is the inner one; this bracket is just text.
      const nextOpen = this.find('[', i + 1, (from) => s.indexOf('[', from));
      if (s[labelEnd + 1] === '(' && (nextOpen === -1 || nextOpen > labelEnd)) {
        let urlEnd = this.find(')', labelEnd + 2, (from) => s.indexOf(')', from));
        // One pair of parentheses inside the URL: [x](https://en.wikipedia.org/wiki/Rice_(food))
        // (Checked only when the link will be taken, so each URL is scanned once.)
        if (urlEnd !== -1 && urlEnd + 1 < end && s[urlEnd + 1] === ')' && s.lastIndexOf('(', urlEnd) > labelEnd + 1) urlEnd++;
        if (urlEnd !== -1 && urlEnd < end) return this.link(i, labelEnd, urlEnd, depth, inLink);
      }
      return this.size(i, BRACKET_SIZE, labelEnd, end, depth, inLink);
    }
    if (c === '/') {
      // "/16px words/" — not inside a word or a URL ("a/16px", "http://").
      const before = i > 0 ? s[i - 1]! : ' ';
      if (/[\w/:]/.test(before)) return null;
      SLASH_SIZE.lastIndex = i;
      const open = SLASH_SIZE.exec(s);
      if (!open) return null;
      const close = this.find('/', i + open[0].length, (from) => s.indexOf('/', from));
      return this.size(i, SLASH_SIZE, close, end, depth, inLink);
    }
    return null;
  }

  private size(
    i: number,
    opener: RegExp,
    close: number,
    end: number,
    depth: number,
    inLink: boolean,
  ): { node: InlineNode; next: number } | null {
    opener.lastIndex = i;
    const open = opener.exec(this.s);
    if (!open) return null;
    const px = Number(open[1]);
    const contentStart = i + open[0].length;
    if (px < MIN_FONT_PX || px > MAX_FONT_PX || close === -1 || close >= end || close <= contentStart) return null;
    return {
      node: { type: 'size', px, children: this.parse(contentStart, close, depth + 1, inLink) },
      next: close + 1,
    };
  }

  private link(i: number, labelEnd: number, urlEnd: number, depth: number, inLink: boolean): { node: InlineNode; next: number } {
    const s = this.s;
    const raw = s.slice(i, urlEnd + 1);
    // The author's affiliate mark: [text](https://shop.example/x "sponsored") (shared/affiliate.ts).
    const { link: url, marked } = splitSponsoredMark(s.slice(labelEnd + 2, urlEnd));
    const safe = inLink ? null : classifyLink(url.trim());
    // Not a web address (javascript:, data:, ...) or a link inside a link: shown exactly as typed.
    if (!safe) return { node: { type: 'text', text: raw }, next: urlEnd + 1 };
    const label = labelEnd > i + 1 ? this.parse(i + 1, labelEnd, depth + 1, true) : [{ type: 'text', text: url.trim() } as InlineNode];
    const node: Extract<InlineNode, { type: 'link' }> = { type: 'link', href: safe.href, external: safe.external, children: label };
    if (marked && safe.external) node.sponsored = true;
    return { node, next: urlEnd + 1 };
  }

  /** First index ≥ from found by `search`, cached per marker kind. */
  private find(kind: string, from: number, search: (from: number) => number): number {
    const hit = this.cache.get(kind);
    if (hit && hit.from <= from && (hit.at === -1 || hit.at >= from)) return hit.at;
    const at = search(from);
    this.cache.set(kind, { from, at });
    return at;
  }
}

/** Characters a backslash makes literal. */
const ESCAPABLE = '*`[]/\\';

/** Openers of the size markers "[16px " and "/16px " (sticky: matched at one position). */
const BRACKET_SIZE = /\[(\d{1,3})px\s+/y;
const SLASH_SIZE = /\/(\d{1,3})px\s+/y;

/** A marker opens only when followed by visible content ("2 * 3" is not italic). */
function isContent(ch: string | undefined): boolean {
  return ch !== undefined && !/\s/.test(ch);
}

/** The next lone `*` (not part of `**`) that follows visible content: an italic's closer. */
function findSingleStar(s: string, from: number): number {
  for (let i = s.indexOf('*', from); i !== -1; i = s.indexOf('*', i + 1)) {
    if (s[i + 1] === '*') {
      // Skip the whole run of stars.
      while (s[i + 1] === '*') i++;
      continue;
    }
    if (i > 0 && s[i - 1] !== '*' && !/\s/.test(s[i - 1]!) && !escaped(s, i)) return i;
  }
  return -1;
}

/** Whether the character at `i` follows an odd run of backslashes (is escaped). */
function escaped(s: string, i: number): boolean {
  let n = 0;
  while (i - n - 1 >= 0 && s[i - n - 1] === '\\') n++;
  return n % 2 === 1;
}

function unescapedIndexOf(s: string, needle: string, from: number): number {
  let at = s.indexOf(needle, from);
  while (at !== -1 && escaped(s, at)) at = s.indexOf(needle, at + 1);
  return at;
}

/** Inline markup of one piece of text (no paragraphs); '\n' stays in text nodes. */
export function parseInline(text: string): InlineNode[] {
  const s = stripReservedCharacters(normalizeNewlines(text));
  return new InlineParser(s).parse(0, s.length);
}

/** Paragraphs of a text: split on blank lines, each parsed inline. Empty paragraphs are dropped. */
export function parseFormatted(text: string): Paragraph[] {
  const s = stripReservedCharacters(normalizeNewlines(text));
  const paragraphs: Paragraph[] = [];
  for (const chunk of s.split(/\n(?:[ \t\u00a0]*\n)+/)) {
    const paragraph = chunk.replace(/^[ \t\u00a0]*\n+/, '').replace(/\n+[ \t\u00a0]*$/, '');
    if (!paragraph.trim()) continue;
    paragraphs.push(new InlineParser(paragraph).parse(0, paragraph.length));
  }
  return paragraphs;
}

function nodeText(node: InlineNode): string {
  return node.type === 'text' || node.type === 'code' ? node.text : node.children.map(nodeText).join('');
}

/**
 * Formatted text as plain text, for previews, meta descriptions and search snippets: markers
 * dropped, link and size labels kept (refused links stay as typed), angle brackets and braces
 * stripped, all whitespace (paragraphs and line breaks included) collapsed to single spaces.
 * Linear time on any input; '' for non-strings and text over the rendering limit.
 */
export function plainText(text: unknown): string {
  if (typeof text !== 'string' || !text || text.length > MAX_FORMATTED_LENGTH) return '';
  try {
    return parseFormatted(text)
      .map((paragraph) => paragraph.map(nodeText).join(''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  } catch {
    return '';
  }
}
