import { HttpException, Injectable, Logger } from '@nestjs/common';
import { DatabaseCircuit } from '../common/database-circuit';
import { ApiError } from '../../client/src/shared/api-error';
import { httpExceptionBody, isConnectionFailure } from '../common/http-error.filter';
import type { PublicApi } from '../../client/src/shared/public-api';
import type { SearchResultDto } from '../../client/src/api/types';
import { CategoriesService } from '../categories/categories.service';
import { HomeService } from '../public/home.service';
import { PublicContentService } from '../public/public-content.service';
import { SearchService } from '../search/search.service';
import { SearchThrottle } from '../search/search-throttle';
import { depends } from '../common/cache-rules';

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
  /**
   * What the render read (cache-rules.ts): every guide a call returned and every list it read. The
   * page is dropped when a change touches one of them, and not kept when one changed during the render.
   */
  dependencies: Set<string>;
  /**
   * The categories of the guides the page shows (for a shared cache's keys only: common/shared-cache.ts).
   * Not dependencies: a category's list changing does not change a guide's page.
   */
  categories?: Set<number>;
  /** The search the render ran (page 1), for the count of a search that redirects to its one guide. */
  searched?: { query: string; results: SearchResultDto[] };
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
    private readonly circuit: DatabaseCircuit,
  ) {}

  create(tracker: RenderTracker): PublicApi {
    const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
      // The database is known to be down (database-circuit.ts): the page's 503 at once, no query.
      if (this.circuit.open) throw this.unavailable(tracker);
      try {
        return await run();
      } catch (error) {
        this.circuit.failed(error);
        throw this.toApiError(what, error, tracker);
      }
    };
    const uses = (...dependencies: string[]) => dependencies.forEach((d) => tracker.dependencies.add(d));
    const shows = <T extends { id: number; category?: { id?: number } | null }>(items: T[]): T[] => {
      for (const item of items) {
        tracker.dependencies.add(depends.guide(item.id));
        if (typeof item.category?.id === 'number') (tracker.categories ??= new Set()).add(item.category.id);
      }
      return items;
    };
    return {
      // All categories change only with a category write (everything); those with guides change with guides.
      categories: (options) =>
        call('categories', () => {
          if (options?.published) uses(depends.guideLists);
          return this.categoriesService.list(options ?? {});
        }),
      home: () =>
        call('guides', () => {
          uses(depends.guideLists);
          return this.homeService.home();
        }),
      guidesPage: (query) =>
        call('guides', async () => {
          uses(query.categoryId === undefined ? depends.guideLists : depends.category(query.categoryId));
          const page = await this.content.guidesPage(query);
          shows(page.results);
          return page;
        }),
      guideBySlug: (lang, slug) =>
        call('guide', async () => {
          const guide = await this.content.guideBySlug(lang, slug);
          shows([guide]);
          return guide;
        }),
      // A random few of a category's or of other categories' guides: a sample that leaves a guide out
      // is not wrong, so only the guides shown count.
      recommended: (query) => call('recommendations', async () => shows(await this.content.recommended(query))),
      suggested: (query) => call('suggestions', async () => shows(await this.content.suggested(query))),
      search: (text, page = 1) =>
        call('search results', async () => {
          uses(depends.search);
          this.throttle.take(tracker.address);
          const found = await this.searchService.searchPage(text, page);
          // A search page's own count comes from the page; a search that opens its one guide has no
          // page, so the site's answer counts it (issue 39).
          if (page === 1) tracker.searched = { query: text, results: found.results };
          return found;
        }),
    };
  }

  /** The database known down: the same error a failed connection gives (the page shows its own words). */
  private unavailable(tracker: RenderTracker): ApiError {
    tracker.failed = true;
    tracker.unavailable = true;
    return new ApiError(503, null);
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
