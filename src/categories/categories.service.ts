import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { CategoryDto } from '../../client/src/api/types';
import { ContentChanged } from '../common/content-changed';
import { CATEGORY_MESSAGES } from './categories.messages';
import { CategoriesRepository } from './categories.repository';
import { mapCategory } from './category.mapper';
import type { CreateCategoryDto } from './dto/create-category.dto';
import { findRankClash, rankClashMessage } from '../../client/src/shared/rank-clash';
import { categoryLabel } from '../../client/src/shared/translation';
import type { RankingDto } from './dto/update-ranks.dto';
import { rankingEntries } from './rankings';

export interface ListCategoriesOptions {
  /** Published categories only, ranked first (1..5), the unranked after them by name. */
  published?: boolean;
}

/** Categories and their ranks: the rules (unknown categories, a rank given twice) and the change notices; SQL in CategoriesRepository. */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly contentChanged: ContentChanged,
  ) {}

  async list(options: ListCategoriesOptions = {}): Promise<CategoryDto[]> {
    return (await this.categories.list(options)).map(mapCategory);
  }

  async create(dto: CreateCategoryDto): Promise<CategoryDto> {
    const category = await this.categories.create({
      nameHow: dto.category_how,
      namePaano: dto.category_paano,
      metaDescription: dto.meta_description ?? '',
      metaKeywords: dto.meta_keywords ?? '',
    });
    await this.contentChanged.notify();
    return mapCategory(category);
  }

  /** Deletes the category; its guides stay, without a category (the foreign key sets it null). */
  async remove(id: number): Promise<void> {
    if (!(await this.categories.remove(id))) throw new NotFoundException({ error: CATEGORY_MESSAGES.notFound });
    await this.contentChanged.notify();
  }

  /**
   * Gives the named categories their new ranks in one transaction. A category that holds one of the
   * assigned ranks and is not named loses it. Ranks are cleared first, then set, so the unique
   * constraint holds at every statement (swapping two ranks works).
   */
  async updateRanks(rankings: RankingDto[]): Promise<CategoryDto[]> {
    const entries = rankingEntries(rankings);
    if (entries.length) {
      await this.categories.updateRanksLocked(async (rows, writer) => {
        const known = new Set(rows.map((r) => r.id));
        const unknown = entries.find((e) => !known.has(e.categoryId));
        if (unknown) throw new BadRequestException({ rankings: [CATEGORY_MESSAGES.unknownCategory(unknown.categoryId)] });
        // A rank asked for twice: SPEC's client shows the first rankings message, so it names the holder.
        const clash = findRankClash(rows, new Map(entries.map((e) => [e.categoryId, e.rank])));
        if (clash) {
          const holder = clash.holder ?? clash.chosen[0]!;
          throw new BadRequestException({
            rankings: [rankClashMessage(clash)],
            rank_clash: {
              rank: clash.rank,
              category_ids: clash.chosen.map((c) => c.id),
              holder_id: clash.holder?.id ?? null,
              holder: categoryLabel(holder),
            },
          });
        }
        const assigned = entries.filter((e) => e.rank !== null);
        await writer.clearRanks(
          entries.map((e) => e.categoryId),
          assigned.map((e) => e.rank as number),
        );
        for (const entry of assigned) await writer.setRank(entry.categoryId, entry.rank as number);
      });
      await this.contentChanged.notify();
    }
    return this.list();
  }
}
