import { RECOMMENDED_LIMIT, SUGGESTED_LIMIT } from '../../client/src/shared/trending';
import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LoadStrategy } from '@mikro-orm/core';
import type { GuideDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../client/src/api/types';
import type { PublicApi } from '../../client/src/shared/public-api';
import { MAX_PAGE_SIZE, pageOf, pageOffset, type PageDto, type PageRequest } from '../../client/src/shared/pagination';
import { newTrendingSeed, seededShuffle } from '../../client/src/shared/trending';
import { CONTENT_MESSAGES } from '../content/content.messages';
import { Guide } from '../content/guide.entity';
import { mapGuide, mapRecommended, mapSuggested } from '../content/guide.mapper';
import { GuideListRepository } from '../content/guide-list.repository';
import { findGuides } from '../content/guide.repository';
import { GuideTranslation } from '../content/guide-translation.entity';
import { SlugRedirect } from '../content/slug-redirect.entity';

/** A random pick reads this many times the guides it shows from a random point of the index, then shuffles them. */
const RANDOM_WINDOW_FACTOR = 4;

export interface GuideLookup {
  guide: GuideDto;
  /** The guide's current slug in the asked language (differs from the asked slug after a rename). */
  canonicalSlug: string;
}

type PublicContentApi = Pick<PublicApi, 'guideBySlug' | 'recommended' | 'suggested'>;

/** The first guides of a list and how many there are in all (an unpaginated call). */
export interface ListHead {
  guides: GuideDto[];
  count: number;
}

/**
 * Published-only reads (SPEC §7 /api/public/content/...). Drafts and archived guides never leave
 * this service. The server-side renderer calls these methods directly (PublicApi on the server).
 */
@Injectable()
export class PublicContentService implements PublicContentApi {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: GuideListRepository,
  ) {}

  /** One page of published guides (list items), newest update first; optionally of one category. */
  async guidesPage(query: { categoryId?: number } & PageRequest): Promise<PageDto<GuideDto>> {
    const count = await this.lists.publishedCount(query.categoryId);
    const ids = await this.lists.newestIds({
      categoryId: query.categoryId,
      offset: pageOffset(query),
      limit: query.pageSize,
      total: count,
    });
    const params = new URLSearchParams({ status: 'published' });
    if (query.categoryId !== undefined) params.set('category_id', String(query.categoryId));
    params.set('page', String(query.page));
    params.set('page_size', String(query.pageSize));
    return pageOf(await this.lists.items(ids), count, query, `/api/public/content/?${params}`);
  }

  /** SPEC's unpaginated list: the MAX_PAGE_SIZE newest published guides and the total (the rest is paged). */
  async firstGuides(categoryId?: number): Promise<ListHead> {
    const page = await this.guidesPage({ categoryId, page: 1, pageSize: MAX_PAGE_SIZE });
    return { guides: page.results, count: page.count };
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
    let guideId = (
      await em.findOne(GuideTranslation, { lang, slug: { $in: slugs }, guide: { status: 'published' } }, { fields: ['guide'] })
    )?.guide.id;
    if (guideId === undefined) {
      guideId = (await em.findOne(SlugRedirect, { lang, slug: { $in: slugs }, guide: { status: 'published' } }, { fields: ['guide'] }))
        ?.guide.id;
    }
    if (guideId === undefined) throw notFound();
    const [guide] = await findGuides(em, { id: guideId, status: 'published' });
    if (!guide) throw notFound();
    return { guide: mapGuide(guide), canonicalSlug: guide.translation(lang)?.slug ?? slug };
  }

  /** Up to 6 published guides of the category in random order, without `exclude` and without guides untitled in `language`. */
  async recommended(query: { categoryId: number; language: Lang; exclude?: number }): Promise<RecommendedItemDto[]> {
    const ids = await this.randomPick(RECOMMENDED_LIMIT, {
      category: { id: query.categoryId },
      excludeId: query.exclude,
      titledIn: query.language,
    });
    const guides = await this.loadShort(this.em.fork(), ids);
    return guides.map((g) => mapRecommended(g, query.language)).filter((x): x is RecommendedItemDto => x !== null);
  }

  /** Published guides from other categories (at most 5), without `excludeContent`. */
  async suggested(query: {
    excludeCategory?: number;
    excludeContent?: number;
    language: Lang;
    limit?: number;
  }): Promise<SuggestedItemDto[]> {
    const limit = Math.min(SUGGESTED_LIMIT, Math.max(1, Math.trunc(query.limit ?? SUGGESTED_LIMIT) || SUGGESTED_LIMIT));
    const ids = await this.randomPick(limit, {
      category: { id: query.excludeCategory ?? null, exclude: true },
      excludeId: query.excludeContent,
      titledIn: query.language,
    });
    const guides = await this.loadShort(this.em.fork(), ids);
    return guides.map((g) => mapSuggested(g, query.language)).filter((x): x is SuggestedItemDto => x !== null);
  }

  /** `count` guides in random order, from a random window of the index (never `order by random()` over a category). */
  private async randomPick(count: number, query: Omit<Parameters<GuideListRepository['randomWindow']>[0], 'limit'>): Promise<number[]> {
    const window = await this.lists.randomWindow({ ...query, limit: count * RANDOM_WINDOW_FACTOR });
    return seededShuffle(window, newTrendingSeed()).slice(0, count);
  }

  /** Guides with translations and category only (no sections), in the order of `ids`. */
  private async loadShort(em: EntityManager, ids: number[]): Promise<Guide[]> {
    if (!ids.length) return [];
    const guides = await em.find(
      Guide,
      { id: { $in: ids }, status: 'published' },
      { populate: ['translations', 'category'], strategy: LoadStrategy.SELECT_IN },
    );
    const byId = new Map<number, Guide>(guides.map((g) => [g.id, g]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
