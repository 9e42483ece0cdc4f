/**
 * SPEC §5's formatting markers applied to a text field's selection, as pure functions (the toolbar
 * in FormatToolbar.tsx calls them): each returns the new value and the selection to restore.
 */
export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

/** Wraps the selection in `before`/`after`; with nothing selected, inserts `placeholder` wrapped and selects it. */
export function wrapSelection(value: string, start: number, end: number, before: string, after: string, placeholder: string): TextEdit {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  return { value: next, start: start + before.length, end: start + before.length + selected.length };
}

/** [text](url): the selection becomes the link text, and the URL part is selected for typing. */
export function insertLink(value: string, start: number, end: number): TextEdit {
  const text = value.slice(start, end) || 'link text';
  const url = 'https://';
  const inserted = `[${text}](${url})`;
  const urlStart = start + text.length + 3;
  return { value: value.slice(0, start) + inserted + value.slice(end), start: urlStart, end: urlStart + url.length };
}

/**
 * An affiliate link (issue 25): a link carrying the author's "sponsored" mark, which the page renders
 * rel="sponsored nofollow noopener" under the guide's disclosure (shared/affiliate.ts).
 */
export function insertAffiliateLink(value: string, start: number, end: number): TextEdit {
  const text = value.slice(start, end) || 'link text';
  const url = 'https://';
  const inserted = `[${text}](${url} "sponsored")`;
  const urlStart = start + text.length + 3;
  return { value: value.slice(0, start) + inserted + value.slice(end), start: urlStart, end: urlStart + url.length };
}

/** The start of the line holding `pos` and the end of the line holding `end`. */
function lineBounds(value: string, start: number, end: number): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const next = value.indexOf('\n', Math.max(end - (end > start && value[end - 1] === '\n' ? 1 : 0), start));
  return [from, next === -1 ? value.length : next];
}

/** Two spaces before every selected line: those lines become sub-points (SPEC §5). */
export function indentLines(value: string, start: number, end: number): TextEdit {
  const [from, to] = lineBounds(value, start, end);
  const lines = value.slice(from, to).split('\n');
  const block = lines.map((l) => `  ${l}`).join('\n');
  return { value: value.slice(0, from) + block + value.slice(to), start: start + 2, end: end + 2 * lines.length };
}

/** Up to two leading spaces removed from every selected line. */
export function outdentLines(value: string, start: number, end: number): TextEdit {
  const [from, to] = lineBounds(value, start, end);
  const lines = value.slice(from, to).split('\n');
  const removed = lines.map((l) => l.length - l.replace(/^ {1,2}/, '').length);
  const block = lines.map((l) => l.replace(/^ {1,2}/, '')).join('\n');
  const total = removed.reduce((a, b) => a + b, 0);
  return {
    value: value.slice(0, from) + block + value.slice(to),
    start: Math.max(from, start - removed[0]!),
    end: Math.max(from, end - total),
  };
}
