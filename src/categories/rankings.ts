import { BadRequestException } from '@nestjs/common';
import { CATEGORY_MESSAGES } from './categories.messages';
import type { RankingDto } from './dto/update-ranks.dto';

export interface RankingEntry {
  categoryId: number;
  rank: number | null;
}

function refuse(message: string): never {
  throw new BadRequestException({ rankings: [message] });
}

/**
 * The rules across the entries of a rank update (each entry's shape is checked by UpdateRanksDto):
 * a rank is given once, a category named once. Throws SPEC's `{rankings: ["..."]}` 400; whether the
 * ids exist is checked inside the transaction.
 */
export function rankingEntries(rankings: RankingDto[]): RankingEntry[] {
  const ranks = new Set<number>();
  const ids = new Set<number>();
  return rankings.map(({ category_id: categoryId, rank }) => {
    if (rank !== null && rank !== undefined) {
      if (ranks.has(rank)) refuse(CATEGORY_MESSAGES.rankTaken);
      ranks.add(rank);
    }
    if (ids.has(categoryId)) refuse(CATEGORY_MESSAGES.categoryRepeated(categoryId));
    ids.add(categoryId);
    return { categoryId, rank: rank ?? null };
  });
}
