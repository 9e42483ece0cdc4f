import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { lockMediaShared } from '../media/media-lock';
import { Reviewer } from './reviewer.entity';

/** The SQL of reviewers; each method on a fork of its own. */
@Injectable()
export class ReviewersRepository {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<Reviewer[]> {
    return this.em.fork().find(Reviewer, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** How many guides pick each reviewer. */
  async guideCounts(): Promise<Map<number, number>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ reviewer_id: number; n: string }[]>(
        'select reviewer_id, count(*) as n from guide where reviewer_id is not null group by reviewer_id',
      );
    return new Map(rows.map((r) => [r.reviewer_id, Number(r.n)]));
  }

  /** The guides that pick this reviewer (their pages show it). */
  async guidesOf(id: number): Promise<number[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from guide where reviewer_id = ? order by id', [id]);
    return rows.map((r) => r.id);
  }

  exists(id: number): Promise<number> {
    return this.em.fork().count(Reviewer, { id });
  }

  /**
   * Runs `work` on the reviewer row (locked; a new one when `id` is null) in one transaction holding
   * the shared media lock, so a photo written inside it is never swept as an orphan before the commit.
   */
  write<T>(id: number | null, work: (reviewer: Reviewer | null, em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(async (em) => {
      await lockMediaShared(em);
      const reviewer = id === null ? null : await em.findOne(Reviewer, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return work(reviewer, em);
    });
  }

  /** Deletes the reviewer unless a guide picks it; the count of such guides otherwise (0 and null: deleted / none). */
  remove(id: number): Promise<{ photo: string | null; inUse: number } | null> {
    return this.em.fork().transactional(async (em) => {
      const reviewer = await em.findOne(Reviewer, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!reviewer) return null;
      const [row] = await em
        .getConnection()
        .execute<{ n: string }[]>('select count(*) as n from guide where reviewer_id = ?', [id], 'all', em.getTransactionContext());
      const inUse = Number(row?.n ?? 0);
      if (inUse) return { photo: null, inUse };
      const photo = reviewer.photo;
      await em.nativeDelete(Reviewer, { id });
      return { photo, inUse: 0 };
    });
  }
}
