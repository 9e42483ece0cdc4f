import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { answerAs } from '../../common/validation';
import { CATEGORY_MESSAGES } from '../categories.messages';
import { RANK_MAX, RANK_MIN } from '../category.entity';

/** Every refusal of a ranking is answered under `rankings` (SPEC §8: the client shows its first message). */
const RANKINGS = answerAs('rankings');
const needsCategory = { message: CATEGORY_MESSAGES.rankingNeedsCategory, context: RANKINGS };
const rankOutOfRange = { message: CATEGORY_MESSAGES.rankOutOfRange, context: RANKINGS };

/** One {category_id, rank}: a JSON number each (no "3"); rank null or missing clears it. */
export class RankingDto {
  @Max(Number.MAX_SAFE_INTEGER, needsCategory)
  @Min(1, needsCategory)
  @IsInt(needsCategory)
  category_id!: number;

  @Max(RANK_MAX, rankOutOfRange)
  @Min(RANK_MIN, rankOutOfRange)
  @IsInt(rankOutOfRange)
  @IsOptional()
  rank?: number | null;
}

/** POST /api/categories/update_ranks/ {rankings: [{category_id, rank}]}; the rules across entries are in ../rankings.ts. */
export class UpdateRanksDto {
  @ValidateNested({ each: true, ...needsCategory })
  @IsArray({ message: CATEGORY_MESSAGES.rankingsNotList, context: RANKINGS })
  @Type(() => RankingDto)
  rankings!: RankingDto[];
}
