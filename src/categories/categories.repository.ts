import { Injectable } from '@nestjs/common';
import { EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import type { RankedCategory } from '../../client/src/shared/rank-clash';
import { Category } from './category.entity';

/** A PostgreSQL array literal of validated integers ('{1,2,3}'), bound as one string parameter. */
function pgIntArray(values: number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}

/** The writes of a rank update, inside the transaction that locked every category. */
export interface RankWriter {
  /** Clears the rank of the categories named, and of whichever category holds one of `ranks`. */
  clearRanks(categoryIds: number[], ranks: number[]): Promise<void>;
  setRank(categoryId: number, rank: number): Promise<void>;
}

/**
 * The SQL and MikroORM queries of categories. Every method works on a fork of its own, so the
 * server-side renderer may list categories outside an HTTP request as well.
 */
@Injectable()
export class CategoriesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every category by id; or the published ones, ranked first (1..5), the unranked after them by name. */
  list(options: { published?: boolean } = {}): Promise<Category[]> {
    const em = this.em.fork();
    return options.published
      ? em.find(
          Category,
          { status: 'published' },
          { orderBy: [{ rank: QueryOrder.ASC_NULLS_LAST }, { nameHow: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
        )
      : em.find(Category, {}, { orderBy: { id: QueryOrder.ASC } });
  }

  async create(fields: Pick<Category, 'nameHow' | 'namePaano' | 'metaDescription' | 'metaKeywords'>): Promise<Category> {
    const em = this.em.fork();
    const category = em.create(Category, fields);
    await em.flush();
    return category;
  }

  /** Deletes the category (its guides keep existing: the foreign key sets theirs null); false when there was none. */
  async remove(id: number): Promise<boolean> {
    return (await this.em.fork().nativeDelete(Category, { id })) > 0;
  }

  /**
   * Runs `work` in one transaction with every category row locked (concurrent rank updates would
   * otherwise collide on the unique rank): `work` gets the categories as they stand and the writes.
   */
  updateRanksLocked(work: (categories: RankedCategory[], writer: RankWriter) => Promise<void>): Promise<void> {
    return this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<RankedCategory[]>(
        `select id, name_how as category_how, name_paano as category_paano, rank from category order by id for update`,
      );
      await work(rows, {
        async clearRanks(categoryIds, ranks) {
          await tx.execute(
            `update category set rank = null, updated_at = now()
           where rank is not null and (id = any(?::int[]) or rank = any(?::smallint[]))`,
            [pgIntArray(categoryIds), pgIntArray(ranks)],
          );
        },
        async setRank(categoryId, rank) {
          await tx.execute(`update category set rank = ?, updated_at = now() where id = ?`, [rank, categoryId]);
        },
      });
    });
  }
}
