import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LoadStrategy } from '@mikro-orm/core';
import type { GuideDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../client/src/api/types';
import type { PublicApi } from '../../client/src/api/public-api';
import { CONTENT_MESSAGES } from '../content/content.messages';
import { Guide } from '../content/guide.entity';
import { mapGuide, mapRecommended, mapSuggested } from '../content/guide.mapper';
import { findGuides } from '../content/guide.repository';
import { GuideTranslation } from '../content/guide-translation.entity';
import { SlugRedirect } from '../content/slug-redirect.entity';

export const RECOMMENDED_LIMIT = 6;
export const SUGGESTED_LIMIT = 5;

export interface GuideLookup {
  guide: GuideDto;
  /** The guide's current slug in the asked language (differs from the asked slug after a rename). */
  canonicalSlug: string;
}

type PublicContentApi = Pick<PublicApi, 'publishedGuides' | 'guideBySlug' | 'recommended' | 'suggested'>;

/**
 * Published-only reads (SPEC §7 /api/public/content/...). Drafts and archived guides never leave
 * this service. The server-side renderer calls these methods directly (PublicApi on the server).
 */
@Injectable()
export class PublicContentService implements PublicContentApi {
  constructor(private readonly em: EntityManager) {}

  /** Published guides, newest update first; optionally of one category. */
  async publishedGuides(categoryId?: number): Promise<GuideDto[]> {
    const where = categoryId === undefined ? { status: 'published' as const } : { status: 'published' as const, category: categoryId };
    return (await findGuides(this.em.fork(), where)).map(mapGuide);
  }

  async guideBySlug(lang: Lang, slug: string): Promise<GuideDto> {
    return (await this.findBySlug(lang, slug)).guide;
  }

  /** By current slug, else by a former slug (slug_redirect); 404 {error} when missing or not published. */
  async findBySlug(lang: Lang, slug: string): Promise<GuideLookup> {
    const em = this.em.fork();
    const notFound = () => new NotFoundException({ error: CONTENT_MESSAGES.contentNotFound });
    if (!slug || slug.length > 255) throw notFound();
    // Slugs are stored in lower case; a hand-typed /How-To-Save answers too (with the canonical slug).
    const slugs = slug === slug.toLowerCase() ? [slug] : [slug, slug.toLowerCase()];
    let guideId = (await em.findOne(GuideTranslation, { lang, slug: { $in: slugs }, guide: { status: 'published' } }, { fields: ['guide'] }))?.guide.id;
    if (guideId === undefined) {
      guideId = (await em.findOne(SlugRedirect, { lang, slug: { $in: slugs }, guide: { status: 'published' } }, { fields: ['guide'] }))?.guide.id;
    }
    if (guideId === undefined) throw notFound();
    const [guide] = await findGuides(em, { id: guideId, status: 'published' });
    if (!guide) throw notFound();
    return { guide: mapGuide(guide), canonicalSlug: guide.translation(lang)?.slug ?? slug };
  }

  /** Up to 6 published guides of the category in random order, without `exclude` and without guides untitled in `language`. */
  async recommended(query: { categoryId: number; language: Lang; exclude?: number }): Promise<RecommendedItemDto[]> {
    const em = this.em.fork();
    const rows = await em.getConnection().execute<{ id: number }[]>(
      `select g.id from guide g
        join guide_translation t on t.guide_id = g.id and t.lang = ? and btrim(t.title) <> ''
       where g.status = 'published' and g.category_id = ? and g.id <> ?
       order by random() limit ?`,
      [query.language, query.categoryId, query.exclude ?? 0, RECOMMENDED_LIMIT],
    );
    const guides = await this.loadShort(em, rows.map((r) => r.id));
    return guides.map((g) => mapRecommended(g, query.language)).filter((x): x is RecommendedItemDto => x !== null);
  }

  /** Published guides from other categories (at most 5), without `excludeContent`. */
  async suggested(query: { excludeCategory?: number; excludeContent?: number; language: Lang; limit?: number }): Promise<SuggestedItemDto[]> {
    const limit = Math.min(SUGGESTED_LIMIT, Math.max(1, Math.trunc(query.limit ?? SUGGESTED_LIMIT) || SUGGESTED_LIMIT));
    const em = this.em.fork();
    const rows = await em.getConnection().execute<{ id: number }[]>(
      `select g.id from guide g
        join guide_translation t on t.guide_id = g.id and t.lang = ? and btrim(t.title) <> ''
       where g.status = 'published' and g.category_id is distinct from ? and g.id <> ?
       order by random() limit ?`,
      [query.language, query.excludeCategory ?? null, query.excludeContent ?? 0, limit],
    );
    const guides = await this.loadShort(em, rows.map((r) => r.id));
    return guides.map((g) => mapSuggested(g, query.language)).filter((x): x is SuggestedItemDto => x !== null);
  }

  /** Guides with translations and category only (no sections), in the order of `ids`. */
  private async loadShort(em: EntityManager, ids: number[]): Promise<Guide[]> {
    if (!ids.length) return [];
    const guides = await em.find(Guide, { id: { $in: ids }, status: 'published' }, { populate: ['translations', 'category'], strategy: LoadStrategy.SELECT_IN });
    const byId = new Map<number, Guide>(guides.map((g) => [g.id, g]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
