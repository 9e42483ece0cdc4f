import { BadRequestException } from '@nestjs/common';
import { RANK_MAX, RANK_MIN } from './category.entity';
import { CATEGORY_MESSAGES } from './categories.messages';

export interface RankingEntry {
  categoryId: number;
  rank: number | null;
}

function refuse(message: string): never {
  throw new BadRequestException({ rankings: [message] });
}

/**
 * Checks the body of POST /api/categories/update_ranks/ ({rankings: [{category_id, rank}]}): rank is
 * null or a whole number 1–5, a category named once. Throws SPEC's `{rankings: ["..."]}` 400;
 * whether the ids exist and a rank is given once (the refusal names the category holding it) are
 * checked inside the transaction, where the stored ranks are known.
 */
export function parseRankings(body: unknown): RankingEntry[] {
  const list = (body as { rankings?: unknown } | null)?.rankings;
  if (!Array.isArray(list)) refuse(CATEGORY_MESSAGES.rankingsNotList);
  const entries: RankingEntry[] = [];
  const ids = new Set<number>();
  for (const item of list) {
    const { category_id: categoryId, rank } = (item ?? {}) as { category_id?: unknown; rank?: unknown };
    if (typeof categoryId !== 'number' || !Number.isSafeInteger(categoryId) || categoryId < 1) {
      refuse(CATEGORY_MESSAGES.rankingNeedsCategory);
    }
    if (rank !== null && rank !== undefined) {
      if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < RANK_MIN || rank > RANK_MAX) {
        refuse(CATEGORY_MESSAGES.rankOutOfRange);
      }
    }
    if (ids.has(categoryId)) refuse(CATEGORY_MESSAGES.categoryRepeated(categoryId));
    ids.add(categoryId);
    entries.push({ categoryId, rank: (rank as number | null | undefined) ?? null });
  }
  return entries;
}
