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
 * The rule across the entries of a rank update (each entry's shape is checked by UpdateRanksDto):
 * a category named once. Throws SPEC's `{rankings: ["..."]}` 400. Whether the ids exist and a rank
 * is given once (the refusal names the category holding it) are checked inside the transaction,
 * where the stored ranks are known.
 */
export function rankingEntries(rankings: RankingDto[]): RankingEntry[] {
  const ids = new Set<number>();
  return rankings.map(({ category_id: categoryId, rank }) => {
    if (ids.has(categoryId)) refuse(CATEGORY_MESSAGES.categoryRepeated(categoryId));
    ids.add(categoryId);
    return { categoryId, rank: rank ?? null };
  });
}
