import { normalizeNewlines } from './parse';

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
