import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CdnPurge } from '../common/cdn-purge';
import { ContentChanged } from '../common/content-changed';
import { redirectKey, savePathRedirect } from '../content/path-redirect.repository';
import { SEO_MESSAGES, SEO_PAGE_SIZE, SEO_REPORT_KINDS, type SeoReportKind } from '../../client/src/shared/seo-messages';
import type { NotFoundDto, RedirectDto, SeoIssueDto, SeoPageDto, SeoReportDto, SlugRedirectDto } from '../../client/src/shared/seo-types';
import { guidesAt, ownAddressRefusal } from './redirect-rules';
import { SeoRepository } from './seo.repository';

/** The page a list is asked for: 1 and up (anything else is page 1). */
export function pageNumber(raw: unknown): number {
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, n);
}

function page<T>(count: number, n: number, results: T[]): SeoPageDto<T> {
  return { count, page: n, page_size: SEO_PAGE_SIZE, results };
}

/** The last path segment of a guide's address, a full URL or a bare slug, as slugs are stored. */
export function slugOf(address: string): string {
  let path = address.trim();
  try {
    path = new URL(path).pathname;
  } catch {
    // not a full URL: a path or a slug
  }
  const last = path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

/**
 * Found (issue 27 item 6): the not-found log, the redirect manager (path_redirect: old addresses answer
 * 301 before a page renders, OldAddressService; slug_redirect: renamed slugs) and the site report.
 */
@Injectable()
export class SeoService implements OnModuleDestroy {
  private readonly logger = new Logger(SeoService.name);
  private readonly siteHost: string;
  private running: Promise<boolean> | null = null;

  constructor(
    private readonly repo: SeoRepository,
    private readonly contentChanged: ContentChanged,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly purge: CdnPurge,
  ) {
    this.siteHost = new URL(config.siteUrl).host;
  }

  async notFound(n: number): Promise<SeoPageDto<NotFoundDto>> {
    const { count, rows } = await this.repo.notFound((n - 1) * SEO_PAGE_SIZE, SEO_PAGE_SIZE);
    return page(count, n, rows);
  }

  async forgetNotFound(path: string): Promise<void> {
    if (!(await this.repo.forgetNotFound(path))) throw new NotFoundException(SEO_MESSAGES.redirectNotFound);
  }

  async redirects(n: number): Promise<SeoPageDto<RedirectDto>> {
    const { count, rows } = await this.repo.redirects((n - 1) * SEO_PAGE_SIZE, SEO_PAGE_SIZE);
    return page(
      count,
      n,
      rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    );
  }

  /** Adds (or moves) a permanent redirect; the address leaves the not-found list. */
  async addRedirect(from: string, to: string): Promise<RedirectDto> {
    const raw = from.trim();
    if (!raw.startsWith('/') || raw.startsWith('//')) throw new BadRequestException(SEO_MESSAGES.badFrom);
    const key = redirectKey(raw.split('#')[0]!.split('?')[0]!);
    if (!key || /\s/.test(key)) throw new BadRequestException(SEO_MESSAGES.badFrom);
    // The one set of rules the import follows too (redirect-rules.ts).
    if (ownAddressRefusal(key)) throw new BadRequestException(SEO_MESSAGES.fromIsReserved);
    if ((await guidesAt(this.repo.em, key)).length) throw new BadRequestException(SEO_MESSAGES.fromIsGuide);
    const guide = await this.repo.guideBySlug(slugOf(to));
    if (!guide) throw new BadRequestException(SEO_MESSAGES.guideNotFound);
    await savePathRedirect(this.repo.em, key, { guideId: guide.guide_id, lang: guide.lang });
    await this.repo.forgetNotFound(key);
    // A page kept under that address (a search page: an unknown single segment is one) must go.
    await this.contentChanged.notify();
    const { rows } = await this.repo.redirects(0, 1);
    const row = rows.find((r) => r.path === key) ?? {
      path: key,
      guide_id: guide.guide_id,
      lang: guide.lang,
      title: null,
      created_at: new Date().toISOString(),
    };
    return { ...row, created_at: new Date(row.created_at).toISOString() };
  }

  async deleteRedirect(path: string): Promise<void> {
    if (!(await this.repo.deleteRedirect(path))) throw new NotFoundException(SEO_MESSAGES.redirectNotFound);
    await this.contentChanged.notify();
  }

  async slugRedirects(n: number): Promise<SeoPageDto<SlugRedirectDto>> {
    const { count, rows } = await this.repo.slugRedirects((n - 1) * SEO_PAGE_SIZE, SEO_PAGE_SIZE);
    return page(count, n, rows);
  }

  async deleteSlugRedirect(id: number): Promise<void> {
    if (!(await this.repo.deleteSlugRedirect(id))) throw new NotFoundException(SEO_MESSAGES.redirectNotFound);
    await this.contentChanged.notify();
  }

  async report(): Promise<SeoReportDto> {
    const [last, running] = await Promise.all([this.repo.lastCheck(), this.repo.checkRunning()]);
    const counts = Object.fromEntries(SEO_REPORT_KINDS.map((k) => [k, Number(last?.counts[k] ?? 0)])) as Record<SeoReportKind, number>;
    return {
      checked_at: last ? new Date(last.checked_at).toISOString() : null,
      took_ms: last?.took_ms ?? 0,
      running: running || this.running !== null,
      counts,
      cdn_purge: this.purge.state().map((s) => ({
        target: s.target,
        last_success_at: s.lastSuccessAt,
        failing: s.failing,
        given_up: s.givenUp,
      })),
    };
  }

  async issues(kind: string, n: number): Promise<SeoPageDto<SeoIssueDto>> {
    if (!(SEO_REPORT_KINDS as readonly string[]).includes(kind)) throw new NotFoundException(SEO_MESSAGES.badKind);
    const report = await this.report();
    const rows = await this.repo.issues(kind as SeoReportKind, (n - 1) * SEO_PAGE_SIZE, SEO_PAGE_SIZE);
    return page(report.counts[kind as SeoReportKind], n, rows);
  }

  /**
   * Starts the site check and answers at once (it takes half a minute at 100,000 guides: docs/found.md);
   * the screen asks for the report until `running` is false. One check at a time across replicas.
   */
  async check(): Promise<SeoReportDto> {
    if (this.running || (await this.repo.checkRunning())) throw new ConflictException(SEO_MESSAGES.checkRunning);
    this.running = this.repo
      .check(this.siteHost)
      .catch((error: Error) => {
        this.logger.error(`The site check failed: ${error.message}`);
        return false;
      })
      .finally(() => {
        this.running = null;
      });
    return this.report();
  }

  /** The check this replica runs now, if any (tests wait for it; shutdown too). */
  async settled(): Promise<void> {
    await this.running;
  }

  async onModuleDestroy(): Promise<void> {
    await this.running;
  }
}
