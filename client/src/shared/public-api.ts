import type { PageDto } from './pagination';
import type { CategoryDto, GuideDto, HomeDto, Lang, RecommendedItemDto, SearchResultDto, SuggestedItemDto } from '../api/types';

/**
 * What the public routes' loaders need. In the browser it is implemented over HTTP
 * (api/browser-public-api.ts); on the server straight over the Nest services (src/site/server-public-api.ts),
 * so server rendering makes no HTTP hop to itself. Errors are ApiError (shared/api-error.ts) on both sides.
 */
export interface PublicApi {
  /** GET /api/categories/ (published=true: ?status=published, rank ascending, unranked last). */
  categories(options?: { published?: boolean }): Promise<CategoryDto[]>;
  /** GET /api/public/home/ — the home page's guides, decided on the server. */
  home(): Promise<HomeDto>;
  /** GET /api/public/content/?status=published[&category_id=]&page=&page_size= — newest update first, list items. */
  guidesPage(query: { categoryId?: number; page: number; pageSize: number }): Promise<PageDto<GuideDto>>;
  /** GET /api/public/content/by_slug/{slug}/ or by_paano_slug — 404 ApiError with {error} when missing. */
  guideBySlug(lang: Lang, slug: string): Promise<GuideDto>;
  /** GET /api/public/content/recommended/ */
  recommended(query: { categoryId: number; language: Lang; exclude?: number }): Promise<RecommendedItemDto[]>;
  /** GET /api/public/content/suggested/ (limit at most 5) */
  suggested(query: { excludeCategory?: number; excludeContent?: number; language: Lang; limit?: number }): Promise<SuggestedItemDto[]>;
  /** GET /api/public/search/?q=&page= — one page of 20, and whether there is a next one (its Link header, issue 39). */
  search(query: string, page?: number): Promise<SearchResults>;
}

/** One page of search results; `more`: a next page exists ("More results", issue 39). */
export interface SearchResults {
  results: SearchResultDto[];
  more: boolean;
}
