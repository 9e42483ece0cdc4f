import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { GuideDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../client/src/api/types';
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
export class PublicContentController {
  constructor(private readonly content: PublicContentService) {}

  /** ?status=published is what the client sends; whatever it says, only published guides are listed. */
  @Get()
  @Header('Cache-Control', PUBLIC_CACHE)
  list(@Query('category_id') categoryId?: string): Promise<GuideDto[]> {
    return this.content.publishedGuides(optionalId(categoryId, 'category_id'));
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
