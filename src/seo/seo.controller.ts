import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { AdminOnly } from '../auth/admin-only.decorator';
import { IdParam } from '../common/id-param';
import { SEO_MESSAGES } from '../../client/src/shared/seo-messages';
import type { NotFoundDto, RedirectDto, SeoIssueDto, SeoPageDto, SeoReportDto, SlugRedirectDto } from '../../client/src/shared/seo-types';
import { CreateRedirectBody } from './dto/redirect.dto';
import { pageNumber, SeoService } from './seo.service';

function pathParam(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > 500) throw new NotFoundException(SEO_MESSAGES.redirectNotFound);
  return raw;
}

/** Found (issue 27 item 6, docs/found.md): the site report, the not-found log and the redirect manager. */
@Controller('api/seo')
@AdminOnly()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('report')
  report(): Promise<SeoReportDto> {
    return this.seo.report();
  }

  @Post('report/check')
  @HttpCode(200)
  check(): Promise<SeoReportDto> {
    return this.seo.check();
  }

  @Get('report/:kind')
  issues(@Param('kind') kind: string, @Query('page') n?: unknown): Promise<SeoPageDto<SeoIssueDto>> {
    return this.seo.issues(kind, pageNumber(n));
  }

  @Get('not-found')
  notFound(@Query('page') n?: unknown): Promise<SeoPageDto<NotFoundDto>> {
    return this.seo.notFound(pageNumber(n));
  }

  /** Dismisses an address from the not-found list (?path=). */
  @Delete('not-found')
  @HttpCode(204)
  forgetNotFound(@Query('path') path?: unknown): Promise<void> {
    return this.seo.forgetNotFound(pathParam(path));
  }

  @Get('redirects')
  redirects(@Query('page') n?: unknown): Promise<SeoPageDto<RedirectDto>> {
    return this.seo.redirects(pageNumber(n));
  }

  @Post('redirects')
  addRedirect(@Body() body: CreateRedirectBody): Promise<RedirectDto> {
    return this.seo.addRedirect(body.from, body.to);
  }

  @Delete('redirects')
  @HttpCode(204)
  deleteRedirect(@Query('path') path?: unknown): Promise<void> {
    return this.seo.deleteRedirect(pathParam(path));
  }

  @Get('slug-redirects')
  slugRedirects(@Query('page') n?: unknown): Promise<SeoPageDto<SlugRedirectDto>> {
    return this.seo.slugRedirects(pageNumber(n));
  }

  @Delete('slug-redirects/:id')
  @HttpCode(204)
  deleteSlugRedirect(@IdParam('id', () => new NotFoundException(SEO_MESSAGES.redirectNotFound)) id: number): Promise<void> {
    return this.seo.deleteSlugRedirect(id);
  }
}
