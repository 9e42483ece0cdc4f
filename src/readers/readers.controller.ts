import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ReadersGuideStatsDto, ReadersReportDto } from '../../client/src/api/types';
import { HELPFUL_THANKS_ID } from '../../client/src/shared/readers-beacon';
import { AdminOnly } from '../auth/admin-only.decorator';
import { Public } from '../auth/public.decorator';
import { IdParam } from '../common/id-param';
import { BeaconBodyPipe } from './dto/beacon-body';
import { HelpfulVoteDto } from './dto/helpful-vote.dto';
import { ReadersCountingService } from './readers-counting.service';
import { ReadersFlushService } from './readers-flush.service';
import { ReadersReportService } from './readers-report.service';
import { isBot, type Hit } from './readers-rules';
import { READERS_MESSAGES, READERS_PERIODS } from './readers.messages';

function days(value: unknown): number {
  const n = value === undefined ? 30 : Number(value);
  if (!(READERS_PERIODS as readonly number[]).includes(n)) throw new BadRequestException(READERS_MESSAGES.badDays);
  return n;
}

/**
 * Readers (issue 24, docs/readers.md): the beacon and the vote (public, answered at once: counting is
 * in memory), the report (admin).
 */
@Controller('api')
export class ReadersController {
  constructor(
    private readonly counting: ReadersCountingService,
    private readonly reports: ReadersReportService,
    private readonly flusher: ReadersFlushService,
  ) {}

  /** A page view or an affiliate click. Always 204: a beacon's sender reads no answer. */
  @Public()
  @Post('public/readers/hit')
  @HttpCode(204)
  hit(@Req() req: Request, @Body(BeaconBodyPipe) hit: Hit | null): void {
    // Usually answered before Nest, by the fast path (src/site/fast-path.ts), with the same schema and call.
    this.counting.beacon(req.headers, req.ip, hit);
  }

  /**
   * "Did this guide help?": a plain form post (works without JavaScript), answered by a redirect back
   * to the guide, to its thanks (shown by CSS :target). A vote is the reader's own act, so it is
   * counted under Do Not Track too (docs/readers.md); robots are not.
   */
  @Public()
  @Post('public/readers/helpful')
  helpful(@Req() req: Request, @Res() res: Response, @Body() vote: HelpfulVoteDto): void {
    if (!isBot(req.headers['user-agent']))
      this.counting.vote(Number(vote.g), vote.l, vote.v === 'yes', this.counting.context(req.headers, req.ip));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `${vote.to.split('#')[0]}#${HELPFUL_THANKS_ID}`);
  }

  @Get('readers/report')
  @AdminOnly()
  report(@Query('days') period?: unknown): Promise<ReadersReportDto> {
    return this.reports.report(days(period));
  }

  @Get('readers/guides/:id')
  @AdminOnly()
  guide(
    @IdParam('id', () => new NotFoundException(READERS_MESSAGES.guideNotFound)) id: number,
    @Query('days') period?: unknown,
  ): Promise<ReadersGuideStatsDto> {
    return this.reports.guide(id, days(period));
  }

  /** Writes this replica's pending counts now (tests; an administrator who wants today's numbers at once). */
  @Post('readers/flush')
  @AdminOnly()
  @HttpCode(204)
  async flush(): Promise<void> {
    await this.flusher.flush();
  }
}
