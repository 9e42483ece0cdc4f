import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BilingualGuideDto, RevisionDto, RevisionListItemDto } from '../../../client/src/api/types';
import { pageOf, type PageDto } from '../../../client/src/shared/pagination';
import { Category } from '../../categories/category.entity';
import { pageRequestFrom } from '../../common/pagination';
import { validateBody } from '../../common/validation';
import { CONTENT_MESSAGES } from '../content.messages';
import { ContentService } from '../content.service';
import { UpdateGuideDto } from '../dto/guide.dto';
import { Guide } from '../guide.entity';
import { findRevision, findRevisionPage } from './revisions.repository';

/** Revisions kept per guide are listed 20 a page unless asked otherwise. */
const REVISIONS_PAGE_SIZE = 20;

/**
 * The revisions of a guide (issue 12 item 3): a paged list, one revision with its snapshot, and
 * restore. Revisions are written by every save (GuideHistory); a restore is a save like any other:
 * the same form parsing, checks, version check and transaction, so it is itself a new revision.
 */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
  ) {}

  async list(guideId: number, query: { page?: unknown; page_size?: unknown }, path: string): Promise<PageDto<RevisionListItemDto>> {
    const em = this.em.fork();
    await this.assertGuide(em, guideId);
    const request = pageRequestFrom(query, REVISIONS_PAGE_SIZE);
    const { items, count } = await findRevisionPage(em, guideId, request);
    return pageOf(items, count, request, path);
  }

  async get(guideId: number, revisionId: number): Promise<RevisionDto> {
    const revision = await findRevision(this.em.fork(), guideId, revisionId);
    if (!revision) throw new NotFoundException({ detail: CONTENT_MESSAGES.revisionNotFound });
    return revision;
  }

  /**
   * Brings back the revision's texts (both languages), sections, sources, category, alt texts and
   * image removals. The status stays as it is (publishing is its own step), and an image replaced
   * since cannot come back: its file was deleted with the save that replaced it (docs/revisions-translations.md).
   */
  async restore(guideId: number, revisionId: number, version: number): Promise<BilingualGuideDto> {
    const { snapshot } = await this.get(guideId, revisionId);
    const em = this.em.fork();
    const current = await em.findOne(Guide, { id: guideId }, { fields: ['id', 'category'] });
    if (!current) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
    const categoryStillThere = snapshot.category && (await em.count(Category, { id: snapshot.category.id })) > 0;
    // A block absent from the snapshot was empty then: sent as [] so the restore clears it.
    const blocks = (t: BilingualGuideDto['how']) => ({
      ...t,
      needs: t.needs ?? [],
      tips: t.tips ?? [],
      warnings: t.warnings ?? [],
      video: t.video ?? null,
    });
    const body: Record<string, unknown> = {
      how: blocks(snapshot.how),
      paano: blocks(snapshot.paano),
      category: categoryStillThere ? snapshot.category!.id : (current.category?.id ?? snapshot.category?.id),
      sections: snapshot.sections.map((s) => ({
        id: s.id,
        section_how: s.section_how,
        section_paano: s.section_paano,
        section_how_bullets: s.section_how_bullets,
        section_paano_bullets: s.section_paano_bullets,
        section_how_img_alt: s.section_how_img_alt,
        section_paano_img_alt: s.section_paano_img_alt,
        image_decorative: s.image_decorative,
        order: s.order,
        ...(s.image ? {} : { remove_image: true }),
        // Issue 38: the steps as they were (an image replaced since cannot come back, as above).
        steps: s.steps ?? [],
      })),
      sources: snapshot.sources.map((s) => s.source_link),
      header_image_decorative: snapshot.header_image_decorative,
      at_a_glance: snapshot.at_a_glance ?? null,
      // Issue 38: the reviewer pick as it was (none in a snapshot from before reviewers).
      reviewer_id: snapshot.reviewer_id ?? null,
      last_reviewed: snapshot.last_reviewed ?? null,
      version,
    };
    if (!snapshot.header_image) body.remove_header_image = 'true';
    return this.content.update(guideId, await validateBody(UpdateGuideDto, body), [], 'restore');
  }

  private async assertGuide(em: EntityManager, guideId: number): Promise<void> {
    if (!(await em.count(Guide, { id: guideId }))) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
  }
}
