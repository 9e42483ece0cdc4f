import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import type { CategoryDto } from '../../client/src/api/types';
import { ContentChanged } from '../common/content-changed';
import { CATEGORY_MESSAGES } from './categories.messages';
import { Category } from './category.entity';
import { mapCategory } from './category.mapper';
import type { CreateCategoryDto } from './dto/create-category.dto';
import { findRankClash, rankClashMessage, type RankedCategory } from '../../client/src/shared/rank-clash';
import { categoryLabel } from '../../client/src/shared/translation';
import type { RankingDto } from './dto/update-ranks.dto';
import { rankingEntries } from './rankings';

/** A PostgreSQL array literal of validated integers ('{1,2,3}'), bound as one string parameter. */
function pgIntArray(values: number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}

export interface ListCategoriesOptions {
  /** Published categories only, ranked first (1..5), the unranked after them by name. */
  published?: boolean;
}

/**
 * Categories and their ranks. Every method works on a fork of its own, so the server-side renderer
 * may call list() outside an HTTP request as well.
 */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly contentChanged: ContentChanged,
  ) {}

  async list(options: ListCategoriesOptions = {}): Promise<CategoryDto[]> {
    const em = this.em.fork();
    const categories = options.published
      ? await em.find(
          Category,
          { status: 'published' },
          { orderBy: [{ rank: QueryOrder.ASC_NULLS_LAST }, { nameHow: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
        )
      : await em.find(Category, {}, { orderBy: { id: QueryOrder.ASC } });
    return categories.map(mapCategory);
  }

  async create(dto: CreateCategoryDto): Promise<CategoryDto> {
    const em = this.em.fork();
    const category = em.create(Category, {
      nameHow: dto.category_how,
      namePaano: dto.category_paano,
      metaDescription: dto.meta_description ?? '',
      metaKeywords: dto.meta_keywords ?? '',
    });
    await em.flush();
    await this.contentChanged.notify();
    return mapCategory(category);
  }

  /** Deletes the category; its guides stay, without a category (the foreign key sets it null). */
  async remove(id: number): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(Category, { id });
    if (!deleted) throw new NotFoundException({ error: CATEGORY_MESSAGES.notFound });
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
      await this.em.fork().transactional(async (tx) => {
        // Serialises concurrent rank updates; they would otherwise collide on the unique rank.
        const rows = await tx.execute<RankedCategory[]>(
          `select id, name_how as category_how, name_paano as category_paano, rank from category order by id for update`,
        );
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
        const ids = entries.map((e) => e.categoryId);
        const assigned = entries.filter((e) => e.rank !== null);
        await tx.execute(
          `update category set rank = null, updated_at = now()
           where rank is not null and (id = any(?::int[]) or rank = any(?::smallint[]))`,
          [pgIntArray(ids), pgIntArray(assigned.map((e) => e.rank as number))],
        );
        for (const entry of assigned) {
          await tx.execute(`update category set rank = ?, updated_at = now() where id = ?`, [entry.rank, entry.categoryId]);
        }
      });
      await this.contentChanged.notify();
    }
    return this.list();
  }
}
