import type { Lang } from '../api/types';
import type { SeoReportKind } from './seo-messages';

/** The answers of /api/seo/* (issue 27 item 6): one page of a list, and what the lists hold. */
export interface SeoPageDto<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

export interface NotFoundDto {
  path: string;
  hits: number;
  last_seen: string;
  /** A guide that may be where the address meant to go (title nearest its last segment), or nulls. */
  guide_id: number | null;
  lang: Lang | null;
  title: string | null;
  slug: string | null;
}

export interface RedirectDto {
  path: string;
  guide_id: number;
  lang: Lang;
  title: string | null;
  created_at: string;
}

export interface SlugRedirectDto {
  id: number;
  slug: string;
  lang: Lang;
  guide_id: number;
  title: string | null;
}

export interface SeoIssueDto {
  id: number;
  guide_id: number | null;
  lang: Lang | null;
  /** broken-link: the link's path; stale: the number of parts; duplicates: the shared text. */
  detail: string;
  title_how: string | null;
  title_paano: string | null;
}

export interface SeoReportDto {
  /** Null before the first check. */
  checked_at: string | null;
  took_ms: number;
  /** A check is under way (on any replica): ask again in a moment. */
  running: boolean;
  counts: Record<SeoReportKind, number>;
  /**
   * The shared cache's purge targets (issue 37 item 2: CDN_PURGE_URL, Cloudflare, Fastly) as this
   * replica last reached them; empty when none is configured. `failing`: the standing failure's reason.
   */
  cdn_purge: { target: 'url' | 'cloudflare' | 'fastly'; last_success_at: string | null; failing: string | null; given_up: number }[];
}
