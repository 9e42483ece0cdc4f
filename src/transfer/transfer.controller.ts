import { Controller, Get, Header, Headers, HttpCode, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ImportJobDto, ImportReportDto, Lang } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { IdParam } from '../common/id-param';
import { ExportService } from './export.service';
import { ImportJobsService, type JobChoices } from './import-jobs.service';
import type { ExistingChoice } from './import.service';
import { TRANSFER_MESSAGES } from './transfer.messages';

const PRIVATE = 'no-store';

/** The languages the owner set for guessed posts: a JSON object guid → how|paano in a header (anything else is ignored). */
function langsOf(header: string | undefined): Record<string, Lang> {
  if (!header) return {};
  try {
    const parsed: unknown = JSON.parse(header);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, Lang] => e[1] === 'how' || e[1] === 'paano'),
    );
  } catch {
    return {};
  }
}

/**
 * The owner's choices for guides already here (X-Import-Existing: JSON key → skip|replace, "*" for
 * all) and for a move archive's settings (X-Import-Settings: skip). Anything else is ignored.
 */
function choicesOf(existing: string | undefined, settings: string | undefined): JobChoices {
  const out: JobChoices = {};
  if (settings === 'skip') out.applySettings = false;
  if (!existing) return out;
  try {
    const parsed: unknown = JSON.parse(existing);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      out.existing = Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>).filter(
          (e): e is [string, ExistingChoice] => e[1] === 'skip' || e[1] === 'replace',
        ),
      );
    }
  } catch {
    // ignored: no choice is a skip
  }
  return out;
}

/** Import (the file is the request body: application/xml) and export, for the administrator. */
@AdminOnly()
@Controller('api')
export class TransferController {
  constructor(
    private readonly jobs: ImportJobsService,
    private readonly exporter: ExportService,
  ) {}

  @Post('import/dry-run')
  @HttpCode(200)
  @Header('Cache-Control', PRIVATE)
  dryRun(
    @Req() req: Request,
    @Headers('x-import-languages') langs?: string,
    @Headers('x-import-existing') existing?: string,
    @Headers('x-import-settings') settings?: string,
  ): Promise<ImportReportDto> {
    return this.jobs.dryRun(req, langsOf(langs), choicesOf(existing, settings));
  }

  @Post('import')
  @HttpCode(202)
  @Header('Cache-Control', PRIVATE)
  start(
    @Req() req: Request,
    @Headers('x-import-languages') langs?: string,
    @Headers('x-import-existing') existing?: string,
    @Headers('x-import-settings') settings?: string,
  ): Promise<ImportJobDto> {
    return this.jobs.start(req, langsOf(langs), choicesOf(existing, settings));
  }

  @Get('import/jobs/:id')
  @Header('Cache-Control', PRIVATE)
  job(@IdParam('id', () => new NotFoundException({ detail: TRANSFER_MESSAGES.jobNotFound })) id: number): Promise<ImportJobDto> {
    return this.jobs.job(id);
  }

  /**
   * The move between hosts in one download (issue 34 item 6): a .tar.gz with the WXR file, every
   * image, the settings and, with ?revisions=1, the stored revisions (move-archive.ts).
   */
  @Get('export/archive')
  async exportArchive(@Query('revisions') revisions: string | undefined, @Res() res: Response): Promise<void> {
    const stamp = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Disposition', `attachment; filename="howpaano-${stamp}.tar.gz"`);
    res.setHeader('Cache-Control', PRIVATE);
    try {
      await this.exporter.writeArchive(res, { revisions: revisions === '1' || revisions === 'true' });
    } catch (error) {
      // Cut the connection, so the download shows as failed, not as a short file.
      res.destroy(error as Error);
    }
  }

  /** The whole site as WXR, downloaded; ?revisions=1 adds the stored revisions. */
  @Get('export')
  async export(@Query('revisions') revisions: string | undefined, @Res() res: Response): Promise<void> {
    const stamp = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="howpaano-${stamp}.xml"`);
    res.setHeader('Cache-Control', PRIVATE);
    try {
      await this.exporter.write(
        (chunk) => {
          if (!res.write(chunk)) return new Promise<void>((resolve) => res.once('drain', () => resolve()));
        },
        { revisions: revisions === '1' || revisions === 'true' },
      );
    } catch (error) {
      // Part of the file is sent already: cut the connection, so the download shows as failed, not as a short file.
      res.destroy(error as Error);
      return;
    }
    res.end();
  }
}
