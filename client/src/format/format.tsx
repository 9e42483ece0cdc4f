import { Fragment, type JSX, type ReactNode } from 'react';
import { classifyLink } from '../shared/links';

/**
 * The formatting language of SPEC §5, turned into React elements — never into an HTML string,
 * so author text can only ever become text nodes, <strong>, <em>, <code>, <span style=fontSize>,
 * <br>, <p>, <ul>/<li> and <a> whose href passed classifyLink (http, https or a site path).
 *
 *   **bold**  *italic*  `code`  [16px words]  /16px words/  [text](url)
 *   blank line → new paragraph; single line break → <br>
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
  | { type: 'link'; href: string; external: boolean; children: InlineNode[] };

/** A paragraph: inline nodes whose text may hold '\n' (rendered as <br/>). */
export type Paragraph = InlineNode[];

/** SPEC §5: angle brackets and braces are stripped before anything else. */
export function stripReservedCharacters(text: string): string {
  return text.replace(/[<>{}]/g, '');
}

function normalizeNewlines(text: string): string {
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
    const special = /[*`[/]/g;
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
    if (c === '`') {
      const close = this.find('`', i + 1, (from) => s.indexOf('`', from));
      if (close > i + 1 && close < end) return { node: { type: 'code', text: s.slice(i + 1, close) }, next: close + 1 };
      return null;
    }
    if (c === '*') {
      if (s[i + 1] === '*') {
        if (!isContent(s[i + 2])) return null;
        let close = this.find('**', i + 2, (from) => s.indexOf('**', from));
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
    const url = s.slice(labelEnd + 2, urlEnd);
    const safe = inLink ? null : classifyLink(url.trim());
    // Not a web address (javascript:, data:, ...) or a link inside a link: shown exactly as typed.
    if (!safe) return { node: { type: 'text', text: raw }, next: urlEnd + 1 };
    const label = labelEnd > i + 1 ? this.parse(i + 1, labelEnd, depth + 1, true) : [{ type: 'text', text: url.trim() } as InlineNode];
    return { node: { type: 'link', href: safe.href, external: safe.external, children: label }, next: urlEnd + 1 };
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
    if (i > 0 && s[i - 1] !== '*' && !/\s/.test(s[i - 1]!)) return i;
  }
  return -1;
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

const EXTERNAL_REL = 'noopener noreferrer nofollow';

function renderText(text: string, key: string): ReactNode {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  return (
    <Fragment key={key}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Fragment>
  );
}

/** Renders parsed inline nodes; keys are positions, so the output is the same on server and client. */
export function renderInline(nodes: InlineNode[], prefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}${index}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{renderText(node.text, key)}</Fragment>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, `${key}.`)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, `${key}.`)}</em>;
      case 'code':
        return <code key={key}>{renderText(node.text, key)}</code>;
      case 'size':
        return (
          <span key={key} style={{ fontSize: `${node.px}px` }}>
            {renderInline(node.children, `${key}.`)}
          </span>
        );
      case 'link':
        return node.external ? (
          <a key={key} href={node.href} rel={EXTERNAL_REL} target="_blank">
            {renderInline(node.children, `${key}.`)}
          </a>
        ) : (
          <a key={key} href={node.href}>
            {renderInline(node.children, `${key}.`)}
          </a>
        );
      default:
        throw new Error('Unknown node');
    }
  });
}

export interface FormattedTextProps {
  text: unknown;
  /** 'div' (default) wraps <p> paragraphs; 'span' keeps everything inline (paragraphs become breaks). */
  as?: 'div' | 'span';
  className?: string;
}

/**
 * Block rendering of formatted text (introduction, conclusion, descriptions, [p] sections).
 * Renders a wrapper holding <p> elements — do not place it inside a <p> (use as="span" there).
 */
export function FormattedText({ text, as = 'div', className }: FormattedTextProps): JSX.Element {
  const Wrapper = as;
  const Para = as === 'span' ? 'span' : 'p';
  let body: ReactNode;
  if (typeof text !== 'string' || text.length === 0) {
    body = <Para />;
  } else if (text.length > MAX_FORMATTED_LENGTH) {
    body = <Para>{TOO_LARGE_MESSAGE}</Para>;
  } else {
    try {
      const paragraphs = parseFormatted(text);
      if (paragraphs.length === 0) {
        body = <Para />;
      } else if (as === 'span') {
        body = paragraphs.map((p, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <>
                <br />
                <br />
              </>
            )}
            {renderInline(p, `${i}.`)}
          </Fragment>
        ));
      } else {
        body = paragraphs.map((p, i) => <p key={i}>{renderInline(p, `${i}.`)}</p>);
      }
    } catch {
      body = <Para>{PARSE_ERROR_MESSAGE}</Para>;
    }
  }
  return <Wrapper className={className}>{body}</Wrapper>;
}

/**
 * Inline rendering (headings, titles, bullets): the same markup without paragraphs; line breaks
 * become <br/> (runs of blank lines collapse to one). Renders a fragment, safe inside any element.
 */
export function FormattedInline({ text }: { text: unknown }): JSX.Element {
  if (typeof text !== 'string' || text.length === 0) return <></>;
  if (text.length > MAX_FORMATTED_LENGTH) return <>{TOO_LARGE_MESSAGE}</>;
  try {
    const collapsed = normalizeNewlines(text).replace(/\n(?:[ \t\u00a0]*\n)+/g, '\n').trim();
    return <>{renderInline(parseInline(collapsed))}</>;
  } catch {
    return <>{PARSE_ERROR_MESSAGE}</>;
  }
}

/** SPEC §5: a bullet may start with a dot marker (• · . *) or a hyphen; the marker is not shown. */
const BULLET_MARKER = /^\s*(?:[•·‣◦▪●]\s*|[-‐–](?!\d)\s*|[*.]\s+)/;

export function stripBulletMarker(line: string): string {
  return line.replace(BULLET_MARKER, '').trim();
}

export interface ParsedBullet {
  text: string;
  subPoints: string[];
}

/**
 * One bullet string (possibly multi-line, SPEC §3): the first non-blank line is the point; lines
 * starting with whitespace are sub-points; other lines continue the item above them.
 */
export function parseBullet(raw: unknown): ParsedBullet {
  const result: ParsedBullet = { text: '', subPoints: [] };
  if (typeof raw !== 'string') return result;
  let started = false;
  for (const line of normalizeNewlines(raw).split('\n')) {
    if (!line.trim()) continue;
    if (!started) {
      result.text = stripBulletMarker(line);
      started = true;
    } else if (/^\s/.test(line)) {
      result.subPoints.push(stripBulletMarker(line));
    } else if (result.subPoints.length > 0) {
      result.subPoints[result.subPoints.length - 1] += `\n${line.trim()}`;
    } else {
      result.text += `\n${line.trim()}`;
    }
  }
  result.subPoints = result.subPoints.filter((p) => p.length > 0);
  return result;
}

/** A line that is not indented and starts with a marker followed by a space: "- x", "• x", "* x". */
const NEW_BULLET_LINE = /^(?:[•·‣◦▪●]|[-‐–*.]\s)/;

/**
 * One stored bullet string may hold several bullets when a list was pasted into one text area:
 * a later line that is not indented and starts with a marker begins a new bullet.
 */
export function splitBulletItem(raw: string): string[] {
  const items: string[] = [];
  let current: string[] = [];
  let hasText = false;
  for (const line of normalizeNewlines(raw).split('\n')) {
    if (hasText && NEW_BULLET_LINE.test(line)) {
      items.push(current.join('\n'));
      current = [];
      hasText = false;
    }
    current.push(line);
    hasText ||= line.trim().length > 0;
  }
  items.push(current.join('\n'));
  return items;
}

/** The bullets of a section: blank ones are dropped. */
export function parseBullets(items: unknown): ParsedBullet[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .flatMap(splitBulletItem)
    .map(parseBullet)
    .filter((b) => b.text.length > 0 || b.subPoints.length > 0);
}

/** A section's bullet list with nested sub-point lists; renders nothing when there are no bullets. */
export function Bullets({ items, className }: { items: unknown; className?: string }): JSX.Element {
  const bullets = parseBullets(items);
  if (bullets.length === 0) return <></>;
  return (
    <ul className={className}>
      {bullets.map((bullet, i) => (
        <li key={i}>
          <FormattedInline text={bullet.text} />
          {bullet.subPoints.length > 0 && (
            <ul>
              {bullet.subPoints.map((point, j) => (
                <li key={j}>
                  <FormattedInline text={point} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

const PARAGRAPH_MARKER = /^\s*\[p\]/i;

/** SPEC §2/§3: a section whose heading starts with [p] is a "key insight" paragraph. */
export function isParagraphSection(heading: unknown): boolean {
  return typeof heading === 'string' && PARAGRAPH_MARKER.test(heading);
}

/** The heading text without its [p] marker (trimmed). */
export function stripParagraphMarker(heading: unknown): string {
  return typeof heading === 'string' ? heading.replace(PARAGRAPH_MARKER, '').trim() : '';
}
