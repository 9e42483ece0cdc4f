import { HttpException, Injectable, Logger } from '@nestjs/common';
import { ApiError } from '../../client/src/api/http';
import type { PublicApi } from '../../client/src/api/public-api';
import type { CategoryDto, GuideDto, Lang, RecommendedItemDto, SearchResultDto, SuggestedItemDto } from '../../client/src/api/types';
import { CategoriesService } from '../categories/categories.service';

/** Records whether a render met a failure, so a page showing an error is not cached. */
export interface RenderTracker {
  failed: boolean;
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

  constructor(private readonly categoriesService: CategoriesService) {}

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
      publishedGuides: (categoryId) => call('guides', () => this.notYet<GuideDto[]>()),
      guideBySlug: (lang: Lang, slug: string) => call('guide', () => this.notYet<GuideDto>()),
      recommended: (query) => call('recommended', () => this.notYet<RecommendedItemDto[]>()),
      suggested: (query) => call('suggested', () => this.notYet<SuggestedItemDto[]>()),
      search: (text) => call('search', () => this.notYet<SearchResultDto[]>()),
    };
  }

  private async notYet<T>(): Promise<T> {
    throw new HttpException({ detail: 'Not available yet' }, 503);
  }

  private toApiError(what: string, error: unknown, tracker: RenderTracker): ApiError {
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status !== 404) tracker.failed = true;
      const response = error.getResponse();
      const body =
        typeof response === 'string'
          ? { detail: response }
          : 'statusCode' in (response as object) && 'message' in (response as object)
            ? { detail: String((response as { message: unknown }).message) }
            : (response as Record<string, unknown>);
      return new ApiError(status, body, typeof body.detail === 'string' ? body.detail : undefined);
    }
    tracker.failed = true;
    this.logger.warn(`Server render could not load ${what}: ${(error as Error)?.message ?? error}`);
    return new ApiError(503, null);
  }
}

export type { CategoryDto };
