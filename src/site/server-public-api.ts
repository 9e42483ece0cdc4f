import { HttpException, Injectable, Logger } from '@nestjs/common';
import { ApiError } from '../../client/src/shared/api-error';
import { httpExceptionBody, isConnectionFailure } from '../common/http-error.filter';
import type { PublicApi } from '../../client/src/shared/public-api';
import { CategoriesService } from '../categories/categories.service';
import { HomeService } from '../public/home.service';
import { PublicContentService } from '../public/public-content.service';
import { SearchService } from '../search/search.service';
import { SearchThrottle } from '../search/search-throttle';

/**
 * Records whether a render met a failure, so a page showing an error is not cached; `unavailable`
 * when the failure was the database not answering (the page is then answered 503 with Retry-After,
 * never a "not found" or an error page with 200).
 */
export interface RenderTracker {
  failed: boolean;
  /** The reader's address key (clientAddressKey), when a reader asked: searches are counted against it. */
  address?: string;
  unavailable?: boolean;
}

/**
 * The PublicApi the server-side loaders use: straight calls to the Nest services (no HTTP hop to
 * ourselves), with the same errors the browser would see — an HttpException becomes an ApiError with
 * the status and body the API would have answered; anything else (e.g. the database is down) an
 * ApiError 503 without detail, so pages show SPEC's default messages and never internals.
 */
@Injectable()
export class ServerPublicApiFactory {
  private readonly logger = new Logger('ServerPublicApi');

  constructor(
    private readonly categoriesService: CategoriesService,
    private readonly content: PublicContentService,
    private readonly homeService: HomeService,
    private readonly searchService: SearchService,
    private readonly throttle: SearchThrottle,
  ) {}

  create(tracker: RenderTracker): PublicApi {
    const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        throw this.toApiError(what, error, tracker);
      }
    };
    return {
      categories: (options) => call('categories', () => this.categoriesService.list(options ?? {})),
      home: () => call('guides', () => this.homeService.home()),
      guidesPage: (query) => call('guides', () => this.content.guidesPage(query)),
      guideBySlug: (lang, slug) => call('guide', () => this.content.guideBySlug(lang, slug)),
      recommended: (query) => call('recommendations', () => this.content.recommended(query)),
      suggested: (query) => call('suggestions', () => this.content.suggested(query)),
      search: (text) =>
        call('search results', () => {
          this.throttle.take(tracker.address);
          return this.searchService.search(text);
        }),
    };
  }

  private toApiError(what: string, error: unknown, tracker: RenderTracker): ApiError {
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status !== 404) tracker.failed = true;
      if (status === 503) tracker.unavailable = true;
      const body = httpExceptionBody(error);
      return new ApiError(status, body, typeof body.detail === 'string' ? body.detail : undefined);
    }
    tracker.failed = true;
    if (isConnectionFailure(error)) tracker.unavailable = true;
    this.logger.warn(`Server render could not load ${what}: ${(error as Error)?.message ?? error}`);
    return new ApiError(503, null);
  }
}
