import { Controller, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { GuideDto, HomeDto, Lang, RecommendedItemDto, SuggestedItemDto } from '../../client/src/api/types';
import { MAX_PAGE_SIZE, wantsPages, withPage, type PageDto } from '../../client/src/shared/pagination';
import { parseId } from '../common/id-param';
import { pageRequestFrom } from '../common/pagination';
import { fieldError } from '../common/validation';
import { HomeService } from './home.service';
import { PublicContentService } from './public-content.service';
import { Public } from '../auth/public.decorator';

/** Public lists may be cached briefly by browsers and proxies; they never include drafts. */
export const PUBLIC_CACHE = 'public, max-age=60';

function optionalId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '' || value === 'null' || value === 'undefined') return undefined;
  const id = typeof value === 'string' ? parseId(value.trim()) : null;
  if (id === null) fieldError(field, `${field} must be a whole number.`);
  return id;
}

function language(value: unknown): Lang {
  if (value === undefined || value === '') return 'how';
  if (value !== 'how' && value !== 'paano') fieldError('language', 'language must be how or paano.');
  return value;
}

/** SPEC §7 /api/public/content/... (and the home page's data) — no authentication, published guides only. */
@Public()
@Controller('api/public')
export class PublicContentController {
  constructor(
    private readonly content: PublicContentService,
    private readonly homeService: HomeService,
  ) {}

  /** The guides the home page shows (SPEC §9), decided here so the page never carries the catalogue. */
  @Get('home')
  @Header('Cache-Control', PUBLIC_CACHE)
  home(): Promise<HomeDto> {
    return this.homeService.home();
  }

  /**
   * ?status=published is what the client sends; whatever it says, only published guides are listed.
   * With ?page= or ?page_size= the answer is a page `{count, next, previous, results}`; without them
   * it is SPEC's plain array, holding at most the MAX_PAGE_SIZE newest guides, with the total in
   * X-Total-Count and the next page in a Link header.
   */
  @Get('content')
  @Header('Cache-Control', PUBLIC_CACHE)
  async list(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Query('category_id') categoryId?: unknown,
    @Query('page') page?: unknown,
    @Query('page_size') pageSize?: unknown,
  ): Promise<GuideDto[] | PageDto<GuideDto>> {
    const id = optionalId(categoryId, 'category_id');
    const paging = { page, page_size: pageSize };
    if (wantsPages(paging)) return this.content.guidesPage({ categoryId: id, ...pageRequestFrom(paging) });
    const { guides, count } = await this.content.firstGuides(id);
    res.setHeader('X-Total-Count', String(count));
    if (count > guides.length) {
      const next = withPage(
        `${req.path}?${new URLSearchParams({ status: 'published', ...(id ? { category_id: String(id) } : {}), page_size: String(MAX_PAGE_SIZE) })}`,
        2,
      );
      res.setHeader('Link', `<${next}>; rel="next"`);
    }
    return guides;
  }

  @Get('content/by_slug/:slug')
  bySlug(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): Promise<GuideDto> {
    return this.lookup('how', slug, res);
  }

  @Get('content/by_paano_slug/:slug')
  byPaanoSlug(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): Promise<GuideDto> {
    return this.lookup('paano', slug, res);
  }

  @Get('content/recommended')
  @Header('Cache-Control', PUBLIC_CACHE)
  async recommended(
    @Query('category_id') categoryId?: unknown,
    @Query('language') lang?: unknown,
    @Query('exclude') exclude?: unknown,
  ): Promise<RecommendedItemDto[]> {
    const id = optionalId(categoryId, 'category_id');
    const query = { language: language(lang), exclude: optionalId(exclude, 'exclude') };
    if (id === undefined) return [];
    return this.content.recommended({ categoryId: id, ...query });
  }

  @Get('content/suggested')
  @Header('Cache-Control', PUBLIC_CACHE)
  suggested(
    @Query('exclude_category') excludeCategory?: unknown,
    @Query('exclude_content') excludeContent?: unknown,
    @Query('language') lang?: unknown,
    @Query('limit') limit?: unknown,
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
