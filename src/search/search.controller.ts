import { Controller, Get, Header, Query } from '@nestjs/common';
import type { SearchResultDto } from '../../client/src/api/types';
import { SearchService } from './search.service';

/** SPEC §7 GET /api/public/search/?q= — no authentication, published guides only. */
@Controller('api/public/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  search(@Query('q') q?: unknown): Promise<SearchResultDto[]> {
    // ?q=a&q=b arrives as a list: search the first.
    return this.searchService.search(typeof q === 'string' ? q : Array.isArray(q) ? String(q[0] ?? '') : '');
  }
}
