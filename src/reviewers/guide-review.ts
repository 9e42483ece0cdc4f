import { wrap } from '@mikro-orm/core';
import type { GuideReviewDto } from '../../client/src/api/types';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldError } from '../common/validation';
import { Reviewer } from './reviewer.entity';
import { REVIEWER_MESSAGES } from './reviewers.messages';
import { mapReviewer } from './reviewer.mapper';

/**
 * The widest rendition kept of a reviewer's photo: it is shown at 48 CSS px under a guide's title
 * (client/src/public/guide/ReviewedBy.tsx), so 4× that serves the densest screens; a 400 px upload
 * kept whole cost a phone 35 KB for a 48 px picture (Lighthouse, issue 38).
 */
export const REVIEWER_PHOTO_WIDTH = 192;

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
  input: { reviewerId?: number | null; lastReviewed?: string | null; importedReviewer?: ImportedReviewerFields | null },
): Promise<void> {
  const imported = input.importedReviewer;
  if (imported !== undefined) {
    // An import (a move): the same reviewer again when one has this name and credential, so a
    // second run of the same archive adds no reviewer; a guide without a pick in the file has none.
    guide.reviewer = imported ? await findOrCreateReviewer(em, imported) : null;
    guide.lastReviewed = imported?.last_reviewed ?? null;
    return;
  }
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

/** What an import knows of a reviewer; `photo`: the media key of its photo, already stored by the import. */
export interface ImportedReviewerFields {
  name: string;
  credential_how: string;
  credential_paano: string;
  bio_how: string;
  bio_paano: string;
  last_reviewed: string | null;
  photo?: string | null;
}

async function findOrCreateReviewer(em: EntityManager, r: ImportedReviewerFields): Promise<Reviewer> {
  const found = await em.findOne(Reviewer, { name: r.name, credentialHow: r.credential_how }, { orderBy: { id: 'asc' } });
  if (found) {
    // The owner's own photo stays; a reviewer that has none takes the one the archive brought.
    if (!found.photo && r.photo) found.photo = r.photo;
    return found;
  }
  const created = em.create(Reviewer, {
    name: r.name,
    credentialHow: r.credential_how,
    credentialPaano: r.credential_paano,
    bioHow: r.bio_how,
    bioPaano: r.bio_paano,
    photo: r.photo ?? null,
  });
  await em.flush();
  return created;
}
