import type { FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Guide } from './guide.entity';

/** Everything a guide's JSON needs, loaded with one query per relation (no cartesian join of sections x sources). */
export const GUIDE_POPULATE = ['translations', 'sections', 'sources', 'category', 'reviewer'] as const;

const WHOLE: FindOptions<Guide, (typeof GUIDE_POPULATE)[number]> = {
  populate: GUIDE_POPULATE,
  strategy: 'select-in',
};

export function findGuides(
  em: EntityManager,
  where: FilterQuery<Guide>,
  options: Omit<FindOptions<Guide, (typeof GUIDE_POPULATE)[number]>, 'populate'> = {},
): Promise<Guide[]> {
  return em.find(Guide, where, { ...WHOLE, orderBy: { updatedAt: 'desc', id: 'desc' }, ...options });
}

export function findGuide(em: EntityManager, id: number): Promise<Guide | null> {
  return em.findOne(Guide, { id }, WHOLE);
}
