import type { CategoryDto, GuideDto } from '../api/types';
import { translationOf, type GuideLike } from './translation';

/** SPEC §9 constants of the home page. */
export const TRENDING_POOL_SIZE = 10;
export const TRENDING_SHOWN = 5;
export const LATEST_COUNT = 6;
export const TOPICS_MAX_CATEGORIES = 5;
export const TOPICS_CARDS = 4;
export const TOPICS_GUIDES_PER_CATEGORY = 6;
/** Characters of a home card's preview text as sent (the cards show about 240, formatting markers dropped). */
export const HOME_PREVIEW_MAX = 400;
export const FOOTER_MAX_CATEGORIES = 3;
/** SPEC §9 constants of a guide page's lists: recommended guides of its category, suggested guides of others. */
export const RECOMMENDED_LIMIT = 6;
export const SUGGESTED_LIMIT = 5;
/** The rank used in the trending score for a guide whose category has no rank. */
export const UNRANKED_SCORE_RANK = 6;

const DAY_MS = 86_400_000;
/**
 * The smallest "days since update" used in the score: one minute. A guide saved this instant
 * would otherwise divide by zero (or by a negative number when clocks disagree); one minute keeps
 * the freshest guides on top, as the formula intends, with a finite score.
 */
export const MIN_DAYS_SINCE_UPDATE = 1 / 1440;

/** What the home page rules read from a guide. */
export type HomeGuide = Pick<GuideDto, 'id' | 'updated_at'> & GuideLike & { category?: { id: number } | null };
type RankedCategory = Pick<CategoryDto, 'id' | 'rank'>;

function timeOf(date: unknown): number {
  if (date instanceof Date) return date.getTime();
  const t = typeof date === 'string' || typeof date === 'number' ? new Date(date).getTime() : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** Newest update first; equal times by id descending so the order never depends on input order. */
function byLatest(a: HomeGuide, b: HomeGuide): number {
  const diff = timeOf(b.updated_at) - timeOf(a.updated_at);
  if (diff !== 0 && !Number.isNaN(diff)) return diff > 0 ? 1 : -1;
  return b.id - a.id;
}

/** The `count` most recently updated guides (Latest tab: 6, the first marked NEW). */
export function latestGuides<G extends HomeGuide>(guides: readonly G[], count: number = LATEST_COUNT): G[] {
  return [...guides].sort(byLatest).slice(0, Math.max(0, count));
}

/** The guides of one category, newest update first, at most `count` (Topics tab: 6). */
export function guidesOfCategory<G extends HomeGuide>(
  guides: readonly G[],
  categoryId: number,
  count: number = TOPICS_GUIDES_PER_CATEGORY,
): G[] {
  return latestGuides(
    guides.filter((g) => g.category?.id === categoryId),
    count,
  );
}

/**
 * Ranked categories sorted by rank, ranks 1..max, at most `max` of them
 * (Topics tab: ranks 1–5, at most 5; footer: ranks 1–3, at most 3).
 */
export function topCategories<C extends RankedCategory>(categories: readonly C[], max: number): C[] {
  return categories
    .filter((c) => typeof c.rank === 'number' && c.rank >= 1 && c.rank <= max)
    .sort((a, b) => a.rank! - b.rank! || a.id - b.id)
    .slice(0, Math.max(0, max));
}

/** The rank of a guide's category, or null when it has none or the category is unranked. */
export function categoryRankOf(guide: HomeGuide, categories: readonly RankedCategory[]): number | null {
  const id = guide.category?.id;
  if (id == null) return null;
  const rank = categories.find((c) => c.id === id)?.rank;
  return typeof rank === 'number' && rank > 0 ? rank : null;
}

/** SPEC §9 "Must Read": the latest-updated guide of the category ranked 1, else the latest overall. */
export function pickFeatured<G extends HomeGuide>(guides: readonly G[], categories: readonly RankedCategory[]): G | null {
  const first = categories.find((c) => c.rank === 1);
  if (first) {
    const [latestOfFirst] = guidesOfCategory(guides, first.id, 1);
    if (latestOfFirst) return latestOfFirst;
  }
  return latestGuides(guides, 1)[0] ?? null;
}

/** What the trending score reads of a guide (the server reads these columns straight from indexes). */
export interface TrendingFacts {
  id: number;
  /** Last update, in milliseconds since the epoch (NaN or ±Infinity when unknown). */
  updatedAt: number;
  /** The rank of the guide's category, or null when it has none. */
  rank: number | null;
  /** Characters (code points) of the English introduction. */
  introLength: number;
}

/**
 * SPEC §9 trending score: 1 / days since update + 1 / category rank (6 when unranked)
 * + introduction length / 100. Days are at least MIN_DAYS_SINCE_UPDATE; a guide without a valid
 * update time gets nothing for recency.
 */
export function trendingScoreOf(facts: Omit<TrendingFacts, 'id'>, now: number | Date): number {
  const nowMs = now instanceof Date ? now.getTime() : now;
  const days = Number.isFinite(facts.updatedAt) ? Math.max((nowMs - facts.updatedAt) / DAY_MS, MIN_DAYS_SINCE_UPDATE) : Infinity;
  const rank = typeof facts.rank === 'number' && facts.rank > 0 ? facts.rank : UNRANKED_SCORE_RANK;
  return 1 / days + 1 / rank + facts.introLength / 100;
}

/** The score of a guide object. The introduction is the English one (the guide's main text), counted in code points. */
export function trendingScore(guide: HomeGuide, rankOfCategory: number | null | undefined, now: number | Date): number {
  const introLength = [...translationOf(guide, 'how').introduction].length;
  return trendingScoreOf({ updatedAt: timeOf(guide.updated_at), rank: rankOfCategory ?? null, introLength }, now);
}

/** Best first; equal scores: newest, then highest id (the order pickTrending uses). */
function byScore(a: { score: number; updatedAt: number; id: number }, b: { score: number; updatedAt: number; id: number }): number {
  if (b.score !== a.score) return b.score - a.score;
  const diff = b.updatedAt - a.updatedAt;
  if (diff !== 0 && !Number.isNaN(diff)) return diff > 0 ? 1 : -1;
  return b.id - a.id;
}

/**
 * SPEC §9's trending pool from facts: the `size` best by score (the hero is left out by the
 * caller), best first, each with its score. The server uses it on a bounded set of candidates.
 */
export function rankTrending<F extends TrendingFacts>(
  candidates: readonly F[],
  now: number | Date,
  size = TRENDING_POOL_SIZE,
): (F & { score: number })[] {
  return candidates
    .map((facts) => ({ ...facts, score: trendingScoreOf(facts, now) }))
    .sort(byScore)
    .slice(0, Math.max(0, size));
}

/**
 * The highest score any guide of a rank class could have that is neither among the class's
 * candidates nor among the most recently updated guides. A class's candidates are its longest
 * introductions, the newest first among equal lengths, down to `last` (its introduction length and
 * update time); a guide outside them has a shorter introduction (at most last.introLength - 1:
 * lengths are whole characters), or the same length and an update no newer than last.updatedAt.
 * Either way its update is no newer than `oldestRecent`, and its rank term at most 1 / `bestRank`.
 * When the pool's last score is above this, no guide outside the candidates can enter the pool, so
 * the pool is exactly SPEC's, however many guides share a length.
 */
export function trendingOutsideBound(
  last: { introLength: number; updatedAt: number },
  bestRank: number | null,
  oldestRecent: number,
  now: number | Date,
): number {
  const sameLength = trendingScoreOf(
    { introLength: last.introLength, rank: bestRank, updatedAt: Math.min(last.updatedAt, oldestRecent) },
    now,
  );
  const shorter = trendingScoreOf({ introLength: last.introLength - 1, rank: bestRank, updatedAt: oldestRecent }, now);
  return Math.max(sameLength, shorter);
}

/** The trending pool shuffled with the page's seed, TRENDING_SHOWN of it shown (SPEC §9). */
export function showTrending<G>(pool: readonly G[], seed: number): G[] {
  return seededShuffle(pool, seed).slice(0, TRENDING_SHOWN);
}

/** mulberry32: a small, fast, seeded PRNG; the same 32-bit seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of a copy, driven by mulberry32(seed). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A fresh 32-bit seed for one request's trending shuffle. Call it once on the server, put the
 * value in the page's data, and pass the same value to pickTrending on both sides.
 */
export function newTrendingSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}

/**
 * SPEC §9 "Trending Now": score every guide but the hero, keep the top 10 (ties: newest, then
 * highest id), shuffle them with the request's seed, show 5. Deterministic for the same inputs.
 */
export function pickTrending<G extends HomeGuide>(
  guides: readonly G[],
  categories: readonly RankedCategory[],
  hero: Pick<HomeGuide, 'id'> | null | undefined,
  seed: number,
  now: number | Date,
): G[] {
  const scored = guides
    .filter((g) => !hero || g.id !== hero.id)
    .map((guide) => ({ guide, score: trendingScore(guide, categoryRankOf(guide, categories), now) }))
    .sort((a, b) => b.score - a.score || byLatest(a.guide, b.guide));
  const pool = scored.slice(0, TRENDING_POOL_SIZE).map((s) => s.guide);
  return showTrending(pool, seed);
}
