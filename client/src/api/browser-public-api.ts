import { http } from './http';
import type { PublicApi } from '../shared/public-api';
import type { PageDto } from '../shared/pagination';
import type { CategoryDto, GuideDto, HomeDto, Lang, RecommendedItemDto, SearchResultDto, SuggestedItemDto } from './types';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The public API over HTTP (SPEC §7), used by the loaders in the browser. */
export const browserPublicApi: PublicApi = {
  categories({ published } = {}) {
    return http<CategoryDto[]>(`/api/categories/${published ? '?status=published' : ''}`);
  },
  home() {
    return http<HomeDto>('/api/public/home/');
  },
  guidesPage({ categoryId, page, pageSize }) {
    return http<PageDto<GuideDto>>(
      `/api/public/content/${query({ status: 'published', category_id: categoryId, page, page_size: pageSize })}`,
    );
  },
  guideBySlug(lang: Lang, slug) {
    const kind = lang === 'paano' ? 'by_paano_slug' : 'by_slug';
    return http<GuideDto>(`/api/public/content/${kind}/${encodeURIComponent(slug)}/`);
  },
  recommended({ categoryId, language, exclude }) {
    return http<RecommendedItemDto[]>(`/api/public/content/recommended/${query({ category_id: categoryId, language, exclude })}`);
  },
  suggested({ excludeCategory, excludeContent, language, limit = 5 }) {
    return http<SuggestedItemDto[]>(
      `/api/public/content/suggested/${query({
        exclude_category: excludeCategory,
        exclude_content: excludeContent,
        language,
        limit,
      })}`,
    );
  },
  async search(text, page) {
    let more = false;
    const results = await http<SearchResultDto[]>(`/api/public/search/${query({ q: text, page: page && page > 1 ? page : undefined })}`, {
      onHeaders: (headers) => {
        more = /rel="next"/.test(headers.get('Link') ?? '');
      },
    });
    return { results, more };
  },
};
