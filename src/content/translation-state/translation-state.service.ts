import { Injectable, NotFoundException } from '@nestjs/common';
import { LoadStrategy, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TranslationStateDto } from '../../../client/src/api/types';
import { CONTENT_MESSAGES } from '../content.messages';
import { Guide } from '../guide.entity';
import { GUIDE_POPULATE } from '../guide.repository';
import type { MarkUpToDateDto } from './dto/mark-up-to-date.dto';
import { markUpToDate, partTexts, sectionKey, staleCount, staleParts } from './translation-state';
import { loadSync, saveSync } from './translation-state.repository';

/** "Mark as up to date" (issue 12 item 4): the rest of the state is kept by every save (GuideHistory). */
@Injectable()
export class TranslationStateService {
  constructor(private readonly em: EntityManager) {}

  async markUpToDate(guideId: number, dto: MarkUpToDateDto): Promise<TranslationStateDto> {
    return this.em.fork().transactional(async (em) => {
      // Under the guide's row lock, as a save: the texts compared are the committed ones.
      const guide = await em.findOne(Guide, { id: guideId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!guide) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
      await em.populate(guide, GUIDE_POPULATE, { strategy: LoadStrategy.SELECT_IN });
      const texts = partTexts(guide);
      const key = dto.part === 'section' ? sectionKey(dto.section_id!) : dto.part;
      if (!texts.has(key)) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
      const sync = markUpToDate(await loadSync(em, guideId), texts, key, dto.lang, new Date().toISOString());
      await saveSync(em, guideId, sync, staleCount(sync, texts));
      return { stale: staleParts(sync, texts) };
    });
  }
}
