import type { AtAGlanceDto } from '../../client/src/api/types';

/**
 * Yoast SEO's How-to block (`yoast/how-to-block`) keeps its "total time" in the block's attributes:
 * `hasDuration`, and `days`, `hours`, `minutes` as the text typed (its editor stores them with
 * lodash's toString), shown on the page as `p.schema-how-to-total-time` ("Time needed: 1 hour and
 * 30 minutes."). That time becomes the guide's at a glance (issue 38), in minutes. Pure.
 */

const BLOCK_COMMENT = /<!--\s+wp:yoast\/how-to-block\s+(\{[\s\S]*?\})\s+\/?-->/g;
const MINUTES_PER = { day: 24 * 60, hour: 60, minute: 1 } as const;

function whole(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The minutes of a block's attributes; 0 when it shows no time. */
function fromAttributes(json: string): number {
  let attrs: Record<string, unknown>;
  try {
    attrs = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return 0;
  }
  if (attrs.hasDuration !== true) return 0;
  return whole(attrs.days) * MINUTES_PER.day + whole(attrs.hours) * MINUTES_PER.hour + whole(attrs.minutes);
}

/** The minutes a rendered "Time needed" line names (a post whose block comments were stripped); 0 when none. */
function fromRenderedText(html: string): number {
  const line = /<p[^>]*class="[^"]*\bschema-how-to-total-time\b[^"]*"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  if (!line) return 0;
  let total = 0;
  for (const m of line.replace(/<[^>]*>/g, ' ').matchAll(/(\d+)\s*(day|hour|minute)s?\b/gi)) {
    total += Number(m[1]) * MINUTES_PER[m[2]!.toLowerCase() as keyof typeof MINUTES_PER];
  }
  return total;
}

/** The at a glance of a post's first Yoast How-to block that shows a total time; null when none does. */
export function howToTotalTime(html: string): AtAGlanceDto | null {
  for (const m of html.matchAll(BLOCK_COMMENT)) {
    const minutes = fromAttributes(m[1]!);
    if (minutes > 0) return { time_minutes: minutes };
  }
  const minutes = fromRenderedText(html);
  return minutes > 0 ? { time_minutes: minutes } : null;
}
