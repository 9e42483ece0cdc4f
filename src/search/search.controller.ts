import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SearchResultDto } from '../../client/src/api/types';
import { clientAddressKey } from '../common/client-address';
import { ReadersCountingService } from '../readers/readers-counting.service';
import { SearchService, searchPageNumber } from './search.service';
import { SearchThrottle, SearchThrottledException } from './search-throttle';
import { Public } from '../auth/public.decorator';

/** SPEC §7 GET /api/public/search/?q= — no authentication, published guides only. */
@Public()
@Controller('api/public/search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly throttle: SearchThrottle,
    private readonly readers: ReadersCountingService,
  ) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  search(
    @Query('q') q: unknown,
    @Query('page') page: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SearchResultDto[]> {
    try {
      this.throttle.take(clientAddressKey(req.ip));
    } catch (error) {
      if (error instanceof SearchThrottledException) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
        res.setHeader('Cache-Control', 'no-store');
      }
      throw error;
    }
    // ?q=a&q=b arrives as a list: search the first.
    const text = typeof q === 'string' ? q : Array.isArray(q) ? String(q[0] ?? '') : '';
    const p = searchPageNumber(page);
    // Readers' search gaps come from searches the server answered (issue 35 item 2), never from a beacon;
    // a search that opens its one result is counted too (issue 39). Later pages are the same search.
    return this.searchService.searchPage(text, p).then(({ results, more }) => {
      if (p === 1) this.readers.searched(req.headers, req.ip, text, results);
      // "More results" (issue 39): the next page's address, the body staying SPEC's list.
      if (more) res.setHeader('Link', `</api/public/search/?q=${encodeURIComponent(text)}&page=${p + 1}>; rel="next"`);
      return results;
    });
  }
}
