import { Body, Controller, Get, Header, NotFoundException, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { BilingualGuideDto, RevisionDto, RevisionListItemDto } from '../../../client/src/api/types';
import type { PageDto } from '../../../client/src/shared/pagination';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { IdParam } from '../../common/id-param';
import { GuideId } from '../content.controller';
import { CONTENT_MESSAGES } from '../content.messages';
import { RestoreRevisionDto } from './dto/restore-revision.dto';
import { RevisionsService } from './revisions.service';

/** The {revision} of the path: a malformed one is a 404, like an unknown one. */
const RevisionId = (): ParameterDecorator =>
  IdParam('revision', () => new NotFoundException({ detail: CONTENT_MESSAGES.revisionNotFound }));

/** Revisions of a guide: ?page=&page_size= list (newest first), one revision, restore. */
@AdminOnly()
@Controller('api/bilingual-content/:id/revisions')
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@GuideId() id: number, @Query() query: Record<string, unknown>, @Req() req: Request): Promise<PageDto<RevisionListItemDto>> {
    return this.revisions.list(id, query, req.originalUrl);
  }

  @Get(':revision')
  @Header('Cache-Control', 'no-store')
  get(@GuideId() id: number, @RevisionId() revision: number): Promise<RevisionDto> {
    return this.revisions.get(id, revision);
  }

  @Post(':revision/restore')
  @Header('Cache-Control', 'no-store')
  restore(@GuideId() id: number, @RevisionId() revision: number, @Body() dto: RestoreRevisionDto): Promise<BilingualGuideDto> {
    return this.revisions.restore(id, revision, dto.version);
  }
}
