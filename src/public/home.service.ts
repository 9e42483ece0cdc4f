import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GuideDto, GuideTeaserDto, HomeDto } from '../../client/src/api/types';
import {
  HOME_PREVIEW_MAX,
  LATEST_COUNT,
  latestGuides,
  pickFeatured,
  rankTrending,
  TOPICS_GUIDES_PER_CATEGORY,
  TOPICS_MAX_CATEGORIES,
  topCategories,
  TRENDING_POOL_SIZE,
  trendingOutsideBound,
  type TrendingFacts,
} from '../../client/src/shared/trending';
import { Category } from '../categories/category.entity';
import { GuideListRepository, type TrendingRow } from '../content/guide-list.repository';

/** A guide as the home page shows it: titles, slugs, category, date, image; a preview text only where a card shows one. */
function teaser(guide: GuideDto, withPreview: boolean): GuideTeaserDto {
  const { id, title, slug, updated_at, header_image, category, paano_content } = guide;
  const preview = withPreview
    ? { header_description: [...(guide.header_description || guide.introduction)].slice(0, HOME_PREVIEW_MAX).join('') }
    : {};
  return {
    id,
    title,
    slug,
    ...preview,
    updated_at,
    header_image,
    category,
    paano_content: paano_content && { title: paano_content.title, slug: paano_content.slug },
  };
}

/** Trending candidates read per rank class and from the newest end, first round; each further round reads 5 times more. */
const FIRST_CANDIDATES = 40;
const CANDIDATE_ROUNDS = 3;

/**
 * SPEC §9's home page, decided on the server from bounded, indexed queries: the page carries only
 * the guides it shows. The rules themselves are client/src/shared/trending.ts's (unit-tested), applied
 * here to small candidate sets that are proven to contain the answer.
 */
@Injectable()
export class HomeService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: GuideListRepository,
  ) {}

  async home(now = Date.now()): Promise<HomeDto> {
    const em = this.em.fork();
    const ranked = (await em.find(Category, { rank: { $ne: null } }, { fields: ['id', 'rank'] })).map((c) => ({
      id: c.id,
      rank: c.rank ?? null,
    }));
    const rankOf = new Map(ranked.map((c) => [c.id, c.rank]));
    const topics = topCategories(ranked, TOPICS_MAX_CATEGORIES);
    const first = ranked.find((c) => c.rank === 1);

    const [latestIds, firstCategoryIds, topicIds, counts] = await Promise.all([
      this.lists.newestIds({ offset: 0, limit: LATEST_COUNT }),
      first ? this.lists.newestIds({ categoryId: first.id, offset: 0, limit: 1 }) : Promise.resolve([]),
      this.lists.newestIdsPerCategory(
        topics.map((c) => c.id),
        TOPICS_GUIDES_PER_CATEGORY,
      ),
      this.lists.publishedCounts(),
    ]);
    // The hero candidates are the newest guide of the first-ranked category and the newest overall.
    const heroCandidates = await this.lists.items([...new Set([...firstCategoryIds, ...latestIds.slice(0, 1)])]);
    const hero = pickFeatured(heroCandidates, ranked);
    const pool = await this.trendingPool(ranked, rankOf, hero?.id ?? null, now);

    const wanted = [...new Set([...latestIds, ...pool.map((p) => p.id), ...[...topicIds.values()].flat()])];
    const items = new Map((await this.lists.items(wanted)).map((g) => [g.id, g]));
    const pick = (ids: number[]) => ids.flatMap((id) => items.get(id) ?? []);
    return {
      featured: hero && teaser(hero, true),
      trending: pick(pool.map((p) => p.id)).map((g) => teaser(g, false)),
      latest: latestGuides(pick(latestIds)).map((g) => teaser(g, true)),
      topics: topics.map((c) => ({ category_id: c.id, guides: pick(topicIds.get(c.id) ?? []).map((g) => teaser(g, false)) })),
      counts: Object.fromEntries([...counts].filter(([id]) => id !== 0)),
    };
  }

  /**
   * The trending pool (top 10 by SPEC §9's score, the hero left out). Scoring every guide would cost
   * in proportion to the catalogue, so candidates are read from indexes: per rank class (each ranked
   * category, and the rest) the guides with the longest introductions (the newest first among equal
   * lengths: thousands of guides can share one), plus the most recently updated. Any other guide scores at most trendingOutsideBound(...); when the pool's 10th score is
   * above that bound the pool is exact, else the next round reads five times more candidates. A
   * catalogue that still does not settle (a pathological one: thousands of equal introductions) is
   * scored whole, so the answer is SPEC's in every case.
   */
  private async trendingPool(
    ranked: { id: number; rank: number | null }[],
    rankOf: Map<number, number | null>,
    heroId: number | null,
    now: number,
  ): Promise<TrendingFacts[]> {
    const facts = (row: TrendingRow): TrendingFacts => ({
      id: row.id,
      updatedAt: new Date(row.updated_at).getTime(),
      rank: row.category_id === null ? null : (rankOf.get(row.category_id) ?? null),
      introLength: Number(row.intro_length),
    });
    const classes: ({ categoryId: number } | { notIn: number[] })[] = [
      ...ranked.map((c) => ({ categoryId: c.id })),
      { notIn: ranked.map((c) => c.id) },
    ];
    let limit = FIRST_CANDIDATES;
    for (let round = 0; round < CANDIDATE_ROUNDS; round++, limit *= 5) {
      const [recent, ...byClass] = await Promise.all([
        this.lists.mostRecent(limit + 1),
        ...classes.map((c) => this.lists.longestIntroductions(c, limit + 1)),
      ]);
      const candidates = new Map<number, TrendingFacts>();
      for (const row of [recent, ...byClass].flat()) if (row.id !== heroId) candidates.set(row.id, facts(row));
      const pool = rankTrending([...candidates.values()], now);
      // A class or the newest end read whole (fewer rows than asked) bounds nothing outside it.
      const recentWhole = recent!.length <= limit;
      const oldestRecent = recentWhole ? -Infinity : new Date(recent!.at(-1)!.updated_at).getTime();
      let bound = -Infinity;
      byClass.forEach((rows, i) => {
        if (rows.length <= limit) return;
        const cls = classes[i]!;
        const bestRank = 'categoryId' in cls ? (rankOf.get(cls.categoryId) ?? null) : null;
        const last = rows.at(-1)!;
        bound = Math.max(
          bound,
          trendingOutsideBound(
            { introLength: Number(last.intro_length), updatedAt: new Date(last.updated_at).getTime() },
            bestRank,
            oldestRecent,
            now,
          ),
        );
      });
      // Nothing outside the candidates at all, or nothing outside can reach the pool.
      const everythingRead = byClass.every((rows) => rows.length <= limit) || recentWhole;
      if (everythingRead || (pool.length === TRENDING_POOL_SIZE && pool.at(-1)!.score > bound)) return pool;
    }
    const all = (await this.lists.allTrendingFacts()).filter((row) => row.id !== heroId).map(facts);
    return rankTrending(all, now);
  }
}
