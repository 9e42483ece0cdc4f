import { http } from '../../api/http';
import type { BilingualGuideDto, Lang, RevisionDto, RevisionListItemDto, TranslatablePart, TranslationStateDto } from '../../api/types';
import type { PageDto } from '../../shared/pagination';

/** The editor's calls for revisions and translation state (issue 12 items 3 and 4). */
export const historyApi = {
  revisions(guideId: number, page: number, pageSize = 20): Promise<PageDto<RevisionListItemDto>> {
    return http(`/api/bilingual-content/${guideId}/revisions/?page=${page}&page_size=${pageSize}`);
  },
  revision(guideId: number, revisionId: number): Promise<RevisionDto> {
    return http(`/api/bilingual-content/${guideId}/revisions/${revisionId}/`);
  },
  /** `version`: the guide's version the editor loaded (a newer save answers 409). */
  restore(guideId: number, revisionId: number, version: number): Promise<BilingualGuideDto> {
    return http(`/api/bilingual-content/${guideId}/revisions/${revisionId}/restore/`, { method: 'POST', body: { version } });
  },
  markUpToDate(guideId: number, lang: Lang, part: TranslatablePart, sectionId?: number): Promise<TranslationStateDto> {
    return http(`/api/bilingual-content/${guideId}/translation-state/up-to-date/`, {
      method: 'POST',
      body: { lang, part, ...(sectionId !== undefined ? { section_id: sectionId } : {}) },
    });
  },
};
