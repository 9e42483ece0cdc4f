import { Controller, Get, Header, type OnModuleDestroy, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { GuideDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../client/src/api/types';
import { ContentChanged } from '../common/content-changed';
import { fieldError } from '../common/validation';
import { PublicContentService } from './public-content.service';

/** Public lists may be cached briefly by browsers and proxies; they never include drafts. */
export const PUBLIC_CACHE = 'public, max-age=60';

function optionalId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '' || value === 'null' || value === 'undefined') return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim()) || n <= 0) fieldError(field, `${field} must be a whole number.`);
  return n;
}

function language(value: unknown): Lang {
  if (value === undefined || value === '') return 'how';
  if (value !== 'how' && value !== 'paano') fieldError('language', 'language must be how or paano.');
  return value;
}

/** SPEC §7 /api/public/content/... — no authentication, published guides only. */
@Controller('api/public/content')
export class PublicContentController implements OnModuleDestroy {
  /**
   * The published lists by category id ('all' for every category), kept until any public content
   * changes (ContentChanged, on this replica or another): loading and mapping every guide with its
   * sections is the most expensive read of the site, and the same for every visitor.
   */
  private readonly lists = new Map<string, GuideDto[]>();
  /** Bumped on every change, so a list read before a change is never stored after it. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly content: PublicContentService,
    contentChanged: ContentChanged,
  ) {
    this.unsubscribe = contentChanged.subscribe(() => {
      this.generation++;
      this.lists.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** ?status=published is what the client sends; whatever it says, only published guides are listed. */
  @Get()
  @Header('Cache-Control', PUBLIC_CACHE)
  async list(@Query('category_id') categoryId?: string): Promise<GuideDto[]> {
    const id = optionalId(categoryId, 'category_id');
    const key = String(id ?? 'all');
    const cached = this.lists.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const guides = await this.content.publishedGuides(id);
    // Category ids come from visitors: keep the map small whatever they ask for.
    if (generation === this.generation && this.lists.size < 100) this.lists.set(key, guides);
    return guides;
  }

  @Get('by_slug/:slug')
  bySlug(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): Promise<GuideDto> {
    return this.lookup('how', slug, res);
  }

  @Get('by_paano_slug/:slug')
  byPaanoSlug(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): Promise<GuideDto> {
    return this.lookup('paano', slug, res);
  }

  @Get('recommended')
  @Header('Cache-Control', PUBLIC_CACHE)
  async recommended(
    @Query('category_id') categoryId?: string,
    @Query('language') lang?: string,
    @Query('exclude') exclude?: string,
  ): Promise<RecommendedItemDto[]> {
    const id = optionalId(categoryId, 'category_id');
    const query = { language: language(lang), exclude: optionalId(exclude, 'exclude') };
    if (id === undefined) return [];
    return this.content.recommended({ categoryId: id, ...query });
  }

  @Get('suggested')
  @Header('Cache-Control', PUBLIC_CACHE)
  suggested(
    @Query('exclude_category') excludeCategory?: string,
    @Query('exclude_content') excludeContent?: string,
    @Query('language') lang?: string,
    @Query('limit') limit?: string,
  ): Promise<SuggestedItemDto[]> {
    const n = limit === undefined || limit === '' ? undefined : Number(limit);
    return this.content.suggested({
      excludeCategory: optionalId(excludeCategory, 'exclude_category'),
      excludeContent: optionalId(excludeContent, 'exclude_content'),
      language: language(lang),
      limit: n !== undefined && Number.isFinite(n) ? n : undefined,
    });
  }

  private async lookup(lang: Lang, slug: string, res: Response): Promise<GuideDto> {
    const { guide, canonicalSlug } = await this.content.findBySlug(lang, slug);
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    if (canonicalSlug !== slug) res.setHeader('X-Canonical-Slug', canonicalSlug);
    return guide;
  }
}
