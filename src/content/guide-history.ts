import { Injectable } from '@nestjs/common';
import { LoadStrategy, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BilingualGuideDto, TranslationStateDto } from '../../client/src/api/types';
import { Guide } from './guide.entity';
import { GUIDE_POPULATE } from './guide.repository';
import { mapBilingualGuide } from './guide.mapper';
import { summarize } from './revisions/revision-summary';
import { insertRevision, pruneRevisions, REVISIONS_KEPT, type RevisionReason } from './revisions/revisions.repository';
import { nextSync, partTexts, staleCount, staleParts, type PartTexts } from './translation-state/translation-state';
import { loadSync, saveSync } from './translation-state/translation-state.repository';

/** A guide as it was when a save began (see GuideHistory.capture). */
export interface GuideBefore {
  dto: BilingualGuideDto;
  texts: PartTexts;
}

/**
 * What every save and publish leaves behind besides the guide itself, written in the save's own
 * transaction: a revision of the whole bilingual guide (issue 12 item 3) and the translation state
 * of its parts (item 4).
 */
@Injectable()
export class GuideHistory {
  /** Called on the locked, fully loaded guide before the save changes it. */
  capture(guide: Guide): GuideBefore {
    return { dto: mapBilingualGuide(guide), texts: partTexts(guide) };
  }

  /**
   * Called after the save's flush (new sections have their ids). `before` is undefined for a new
   * guide; the reason defaults to create, publish (the status became published) or save.
   */
  async record(em: EntityManager, guide: Guide, before?: GuideBefore, reason?: RevisionReason): Promise<void> {
    const texts = partTexts(guide);
    const sync = nextSync(await loadSync(em, guide.id), before?.texts, texts, new Date().toISOString());
    await saveSync(em, guide.id, sync, staleCount(sync, texts));

    // A category given by id is a reference; the snapshot carries its names.
    if (guide.category && !wrap(guide.category).isInitialized()) await wrap(guide.category).init();
    const after = mapBilingualGuide(guide);
    const published = after.status === 'published' && before?.dto.status !== 'published';
    await insertRevision(em, guide.id, {
      version: guide.version,
      reason: reason ?? (!before ? 'create' : published ? 'publish' : 'save'),
      summary: summarize(before?.dto, after),
      snapshot: after,
    });
    await pruneRevisions(em, guide.id, REVISIONS_KEPT);
  }

  /**
   * The scheduler's publish (one UPDATE for a batch of due guides, schedule.repository.ts): a
   * revision per guide, in the same transaction. Only the status changed, so the translation state
   * stays as it is.
   */
  async recordPublished(em: EntityManager, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const guides = await em.find(Guide, { id: { $in: ids } }, { populate: GUIDE_POPULATE, strategy: LoadStrategy.SELECT_IN });
    for (const guide of guides) {
      await insertRevision(em, guide.id, {
        version: guide.version,
        reason: 'publish',
        summary: ['status'],
        snapshot: mapBilingualGuide(guide),
      });
      await pruneRevisions(em, guide.id, REVISIONS_KEPT);
    }
  }

  /** The stale parts of a loaded guide, for the editor. */
  async translationState(em: EntityManager, guide: Guide): Promise<TranslationStateDto> {
    return { stale: staleParts(await loadSync(em, guide.id), partTexts(guide)) };
  }
}
