import { COUNT_META } from '../../client/src/shared/readers-beacon';

/**
 * What a served page says about itself for counting (issue 24, docs/readers.md): its count fields
 * (`<meta name="hp-count">`, the same the beacon sends) and the path of its other language (for a
 * How↔Paano switch). Read from the page's bytes once per kept page (ReadersCountingService keeps the answer
 * by the page's buffer), never per request.
 */
export interface PageCount {
  /** The meta's fields: t, l, and g (a guide) or q, n, o (a search). */
  fields: Record<string, string>;
  /** The path of the same page in the other language, or null. */
  otherPath: string | null;
}

const META = Buffer.from(`<meta name="${COUNT_META}" content="`);
const HEAD_END = Buffer.from('</head>');

const unescape = (s: string) =>
  s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e] ?? '');

/** The count of a page (its head only is read), or null for a page that is not counted. */
export function readPageCount(body: Buffer): PageCount | null {
  const at = body.indexOf(META);
  if (at < 0) return null;
  const start = at + META.length;
  const end = body.indexOf(0x22, start);
  if (end < 0 || end - start > 2000) return null;
  const fields = Object.fromEntries(new URLSearchParams(unescape(body.toString('utf8', start, end))));
  const other = fields.l === 'fil' ? 'en' : 'fil';
  const headEnd = body.indexOf(HEAD_END);
  const head = body.toString('utf8', 0, headEnd < 0 ? Math.min(body.length, 64_000) : headEnd);
  const link = new RegExp(`<link rel="alternate" hreflang="${other}" href="([^"]+)"`).exec(head);
  let otherPath: string | null = null;
  if (link) {
    try {
      otherPath = new URL(unescape(link[1])).pathname;
    } catch {
      otherPath = null;
    }
  }
  return { fields, otherPath };
}

export { isOwner } from '../auth/owner-cookie';
