import {
  categoryRankOf,
  guidesOfCategory,
  latestGuides,
  MIN_DAYS_SINCE_UPDATE,
  mulberry32,
  pickFeatured,
  pickTrending,
  seededShuffle,
  topCategories,
  trendingScore,
  trendingOutsideBound,
  trendingScoreOf,
} from './trending';

const NOW = Date.parse('2026-01-31T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

const categories = [
  { id: 10, rank: 2 },
  { id: 11, rank: 1 },
  { id: 12, rank: null },
  { id: 13, rank: 5 },
  { id: 14, rank: 3 },
  { id: 15, rank: 4 },
];

function guide(id: number, categoryId: number | null, updatedDaysAgo: number, introduction = '') {
  return { id, updated_at: daysAgo(updatedDaysAgo), introduction, category: categoryId === null ? null : { id: categoryId } };
}

describe('latestGuides', () => {
  it('returns the most recently updated first, ties by id, at most 6 by default', () => {
    const guides = [
      guide(1, 10, 5),
      guide(2, 10, 1),
      guide(3, 10, 3),
      guide(4, 10, 1),
      guide(5, 10, 9),
      guide(6, 10, 2),
      guide(7, 10, 7),
      guide(8, 10, 8),
    ];
    expect(latestGuides(guides).map((g) => g.id)).toEqual([4, 2, 6, 3, 1, 7]);
    expect(latestGuides(guides, 2).map((g) => g.id)).toEqual([4, 2]);
    expect(latestGuides([], 6)).toEqual([]);
  });
  it('puts guides with an invalid date last and does not change the input', () => {
    const guides = [{ id: 1, updated_at: 'garbage' }, guide(2, null, 3)];
    expect(latestGuides(guides).map((g) => g.id)).toEqual([2, 1]);
    expect(guides.map((g) => g.id)).toEqual([1, 2]);
  });
});

describe('guidesOfCategory', () => {
  it('filters one category, newest first, at most 6', () => {
    const guides = Array.from({ length: 9 }, (_, i) => guide(i + 1, i % 2 ? 10 : 11, i));
    expect(guidesOfCategory(guides, 11).map((g) => g.id)).toEqual([1, 3, 5, 7, 9]);
    expect(guidesOfCategory(guides, 10, 2).map((g) => g.id)).toEqual([2, 4]);
  });
});

describe('topCategories', () => {
  it('keeps ranked categories within the limit, by rank (Topics: 1–5, at most 5)', () => {
    expect(topCategories(categories, 5).map((c) => c.id)).toEqual([11, 10, 14, 15, 13]);
  });
  it('footer: ranks 1–3, at most 3', () => {
    expect(topCategories(categories, 3).map((c) => c.id)).toEqual([11, 10, 14]);
  });
  it('is empty when nothing is ranked', () => {
    expect(topCategories([{ id: 1, rank: null }], 3)).toEqual([]);
  });
});

describe('pickFeatured', () => {
  it('is the latest-updated guide of the category ranked 1', () => {
    const guides = [guide(1, 10, 0.5), guide(2, 11, 9), guide(3, 11, 4), guide(4, 12, 0.1)];
    expect(pickFeatured(guides, categories)?.id).toBe(3);
  });
  it('is the latest guide overall when no category is ranked 1 or it has no guides', () => {
    const guides = [guide(1, 10, 5), guide(2, 12, 2), guide(3, null, 3)];
    expect(pickFeatured(guides, categories)?.id).toBe(2);
    expect(pickFeatured(guides, [{ id: 10, rank: 2 }])?.id).toBe(2);
  });
  it('is null without guides', () => {
    expect(pickFeatured([], categories)).toBeNull();
  });
});

describe('trendingScore', () => {
  it('is 1/days since update + 1/category rank + introduction length / 100', () => {
    expect(trendingScore(guide(1, 10, 2, 'x'.repeat(150)), 2, NOW)).toBeCloseTo(1 / 2 + 1 / 2 + 1.5, 10);
    expect(trendingScore(guide(1, 10, 4), 1, new Date(NOW))).toBeCloseTo(1 / 4 + 1, 10);
  });
  it('uses rank 6 for an unranked category', () => {
    expect(trendingScore(guide(1, 12, 1), null, NOW)).toBeCloseTo(1 + 1 / 6, 10);
  });
  it('stays finite for a guide updated now or in the future', () => {
    expect(trendingScore(guide(1, 12, 0), null, NOW)).toBeCloseTo(1 / MIN_DAYS_SINCE_UPDATE + 1 / 6, 6);
    expect(trendingScore(guide(1, 12, -3), null, NOW)).toBeCloseTo(1 / MIN_DAYS_SINCE_UPDATE + 1 / 6, 6);
  });
  it('gives no recency to an invalid date', () => {
    expect(trendingScore({ id: 1, updated_at: 'nope', introduction: '' }, 1, NOW)).toBe(1);
  });
  it('reads the English introduction of the editor shape too', () => {
    expect(trendingScore({ id: 1, updated_at: daysAgo(1), how: { introduction: 'x'.repeat(100) } }, 1, NOW)).toBeCloseTo(3, 10);
  });
});

describe('categoryRankOf', () => {
  it('finds the rank of the guide category', () => {
    expect(categoryRankOf(guide(1, 11, 1), categories)).toBe(1);
    expect(categoryRankOf(guide(1, 12, 1), categories)).toBeNull();
    expect(categoryRankOf(guide(1, null, 1), categories)).toBeNull();
    expect(categoryRankOf(guide(1, 99, 1), categories)).toBeNull();
  });
});

describe('mulberry32 / seededShuffle', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
    expect(mulberry32(43)()).not.toBe(seqA[0]);
  });
  it('matches the reference mulberry32 sequence', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });
  it('permutes without losing items, deterministically', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const shuffled = seededShuffle(items, 7);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(seededShuffle(items, 7)).toEqual(shuffled);
    expect(items).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });
});

describe('pickTrending', () => {
  // 14 guides: ids 1..14; newer and longer-introduced guides score higher.
  const guides = Array.from({ length: 14 }, (_, i) => guide(i + 1, i % 3 === 0 ? 11 : 12, i + 1, 'x'.repeat((14 - i) * 10)));
  const hero = guides[0]!;

  it('shows 5 of the top 10 by score, never the hero, the same for the same seed and time', () => {
    const first = pickTrending(guides, categories, hero, 12345, NOW);
    expect(first).toHaveLength(5);
    expect(first.map((g) => g.id)).not.toContain(hero.id);
    const top10 = guides
      .filter((g) => g.id !== hero.id)
      .sort((a, b) => trendingScore(b, categoryRankOf(b, categories), NOW) - trendingScore(a, categoryRankOf(a, categories), NOW))
      .slice(0, 10)
      .map((g) => g.id);
    for (const g of first) expect(top10).toContain(g.id);
    expect(pickTrending(guides, categories, hero, 12345, NOW).map((g) => g.id)).toEqual(first.map((g) => g.id));
    expect(pickTrending([...guides].reverse(), categories, hero, 12345, NOW).map((g) => g.id)).toEqual(first.map((g) => g.id));
  });
  it('gives a fixed order for a fixed seed and time', () => {
    expect(pickTrending(guides, categories, hero, 1, NOW).map((g) => g.id)).toEqual([6, 8, 3, 7, 2]);
  });
  it('varies with the seed', () => {
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        pickTrending(guides, categories, hero, seed, NOW)
          .map((g) => g.id)
          .join(','),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
  it('works without a hero and with few guides', () => {
    expect(
      pickTrending(guides.slice(0, 3), categories, null, 9, NOW)
        .map((g) => g.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(pickTrending([], categories, null, 9, NOW)).toEqual([]);
  });
});

describe('trendingOutsideBound', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const hours = (h: number) => now - h * 3_600_000;

  it('is at least the score of every guide outside the candidates, and below the candidates it must let through', () => {
    // Candidates of a class read by (length desc, update desc): the last one read has length 300, updated 10 hours ago.
    const last = { introLength: 300, updatedAt: hours(10) };
    const oldestRecent = hours(5);
    const bound = trendingOutsideBound(last, 2, oldestRecent, now);
    // Outside: the same length and older, or shorter (and, not being among the most recent, no newer than oldestRecent).
    const outside = [
      { introLength: 300, updatedAt: hours(10) },
      { introLength: 300, updatedAt: hours(400) },
      { introLength: 299, updatedAt: hours(5) },
      { introLength: 10, updatedAt: hours(5) },
    ];
    for (const g of outside) expect(trendingScoreOf({ ...g, rank: 2 }, now)).toBeLessThanOrEqual(bound);
    // Thousands of guides sharing the longest length no longer make the bound useless: a newer one of that length is above it.
    expect(trendingScoreOf({ introLength: 300, updatedAt: hours(2), rank: 2 }, now)).toBeGreaterThan(bound);
  });
});
