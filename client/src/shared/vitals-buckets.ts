/**
 * Readers' speed (issue 36 item 2): the three Core Web Vitals as they are kept, shared by the page
 * (what it sends), the server (what it accepts and stores) and the Readers screen (how it is shown).
 *
 * A value is stored as one count in a histogram bucket, never as itself: a bucket is named by its upper
 * edge (`upto`), so the 75th percentile and the good / needs improvement / poor shares are computed in
 * SQL from a bounded number of rows whatever the traffic. Google's thresholds are bucket edges, so a
 * rating read from a bucket is exact. LCP and INP in milliseconds; CLS in thousandths (0.1 = 100).
 */

export type VitalName = 'lcp' | 'inp' | 'cls';
export const VITALS: readonly VitalName[] = ['lcp', 'inp', 'cls'];

export interface VitalRule {
  /** Upper edges of the buckets, ascending, in the stored unit; a value above the last is in the last. */
  edges: readonly number[];
  /** Good at or below this (stored unit). */
  good: number;
  /** Poor above this (stored unit). */
  poor: number;
  /** The largest value accepted from a page (stored unit); larger or not finite: the beacon is ignored. */
  max: number;
  /** Stored unit per the page's unit (web-vitals: ms for LCP and INP, a score for CLS). */
  scale: number;
}

/** Thresholds: https://web.dev/articles/vitals (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25). */
export const VITAL_RULES: Record<VitalName, VitalRule> = {
  lcp: {
    edges: [
      200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2500, 2800, 3100, 3400, 3700, 4000, 4500, 5000, 6000, 7000, 8000, 10000,
      12000, 15000, 20000, 30000, 60000,
    ],
    good: 2500,
    poor: 4000,
    max: 600_000,
    scale: 1,
  },
  inp: {
    edges: [16, 32, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1500, 2000, 3000, 5000, 10000],
    good: 200,
    poor: 500,
    max: 60_000,
    scale: 1,
  },
  cls: {
    edges: [0, 10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000],
    good: 100,
    poor: 250,
    max: 100_000,
    scale: 1000,
  },
};

/** A page's value in the stored unit (whole), or null when it is no plausible value (not finite, negative, too large). */
export function storedValue(name: VitalName, raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  if (typeof raw === 'string' && !/^\d{1,7}(\.\d{1,6})?$/.test(raw)) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return null;
  const stored = Math.round(value * VITAL_RULES[name].scale);
  return stored <= VITAL_RULES[name].max ? stored : null;
}

/** The bucket (its upper edge) a stored value falls in. */
export function bucketOf(name: VitalName, stored: number): number {
  const { edges } = VITAL_RULES[name];
  for (const edge of edges) if (stored <= edge) return edge;
  return edges[edges.length - 1]!;
}

/** The lower edge of a bucket (0 for the first). */
export function bucketFloor(name: VitalName, upto: number): number {
  const { edges } = VITAL_RULES[name];
  const i = edges.indexOf(upto);
  return i > 0 ? edges[i - 1]! : 0;
}

export type VitalRating = 'good' | 'ni' | 'poor';

export function ratingOf(name: VitalName, stored: number): VitalRating {
  const { good, poor } = VITAL_RULES[name];
  return stored <= good ? 'good' : stored <= poor ? 'ni' : 'poor';
}
