import { wrap } from '@mikro-orm/core';
import type { GuideReviewDto } from '../../client/src/api/types';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../common/validation';
import { Reviewer } from './reviewer.entity';
import { REVIEWER_MESSAGES } from './reviewers.messages';
import { mapReviewer } from './reviewer.mapper';

/**
 * A guide's reviewer pick as the guide's JSON carries it (issue 38): `reviewer_id`, `last_reviewed`
 * and, when the reviewer was loaded, the `reviewer` itself. Nothing at all for a guide without a pick,
 * so SPEC's shape is unchanged there.
 */
export function guideReview(guide: { reviewer: Reviewer | null; lastReviewed: string | null }): GuideReviewDto {
  if (!guide.reviewer && !guide.lastReviewed) return {};
  const reviewer = guide.reviewer;
  return {
    reviewer_id: reviewer?.id ?? null,
    last_reviewed: guide.lastReviewed ?? null,
    ...(reviewer && wrap(reviewer).isInitialized() ? { reviewer: mapReviewer(reviewer) } : {}),
  };
}

/**
 * Applies a guide form's pick to the guide (inside the save's transaction): a field not sent keeps
 * the stored value, null clears it. An id naming no reviewer is refused as the field's error.
 */
export async function applyReview(
  em: EntityManager,
  guide: { reviewer: Reviewer | null; lastReviewed: string | null },
  input: { reviewerId?: number | null; lastReviewed?: string | null },
): Promise<void> {
  if (input.reviewerId !== undefined) {
    if (input.reviewerId === null) guide.reviewer = null;
    else {
      const reviewer = await em.findOne(Reviewer, { id: input.reviewerId });
      if (!reviewer) fieldError('reviewer_id', REVIEWER_MESSAGES.unknownReviewer);
      guide.reviewer = reviewer;
    }
  }
  if (input.lastReviewed !== undefined) guide.lastReviewed = input.lastReviewed;
}
