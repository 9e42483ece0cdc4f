import { http } from '../../api/http';
import type { SeoReportKind } from '../../shared/seo-messages';
import type { NotFoundDto, RedirectDto, SeoIssueDto, SeoPageDto, SeoReportDto, SlugRedirectDto } from '../../shared/seo-types';

/** The site check screen's calls (/api/seo/*, admin only: docs/found.md). */
export const foundApi = {
  report(): Promise<SeoReportDto> {
    return http<SeoReportDto>('/api/seo/report', { auth: true });
  },
  check(): Promise<SeoReportDto> {
    return http<SeoReportDto>('/api/seo/report/check', { method: 'POST', auth: true });
  },
  issues(kind: SeoReportKind, page: number): Promise<SeoPageDto<SeoIssueDto>> {
    return http<SeoPageDto<SeoIssueDto>>(`/api/seo/report/${kind}?page=${page}`, { auth: true });
  },
  notFound(page: number): Promise<SeoPageDto<NotFoundDto>> {
    return http<SeoPageDto<NotFoundDto>>(`/api/seo/not-found?page=${page}`, { auth: true });
  },
  dismiss(path: string): Promise<void> {
    return http<void>(`/api/seo/not-found?path=${encodeURIComponent(path)}`, { method: 'DELETE', auth: true });
  },
  redirects(page: number): Promise<SeoPageDto<RedirectDto>> {
    return http<SeoPageDto<RedirectDto>>(`/api/seo/redirects?page=${page}`, { auth: true });
  },
  addRedirect(from: string, to: string): Promise<RedirectDto> {
    return http<RedirectDto>('/api/seo/redirects', { method: 'POST', auth: true, body: { from, to } });
  },
  deleteRedirect(path: string): Promise<void> {
    return http<void>(`/api/seo/redirects?path=${encodeURIComponent(path)}`, { method: 'DELETE', auth: true });
  },
  slugRedirects(page: number): Promise<SeoPageDto<SlugRedirectDto>> {
    return http<SeoPageDto<SlugRedirectDto>>(`/api/seo/slug-redirects?page=${page}`, { auth: true });
  },
  deleteSlugRedirect(id: number): Promise<void> {
    return http<void>(`/api/seo/slug-redirects/${id}`, { method: 'DELETE', auth: true });
  },
};
