import { Body, Controller, Get, Header, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { BilingualGuideDto, RevisionDto, RevisionListItemDto } from '../../../client/src/api/types';
import type { PageDto } from '../../../client/src/shared/pagination';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CONTENT_MESSAGES } from '../content.messages';
import { parseGuideId } from '../guide.repository';
import { RestoreRevisionDto } from './dto/restore-revision.dto';
import { RevisionsService } from './revisions.service';

function idOf(raw: string, message: string): number {
  const id = parseGuideId(raw);
  if (id === null) throw new NotFoundException({ detail: message });
  return id;
}

/** Revisions of a guide: ?page=&page_size= list (newest first), one revision, restore. */
@AdminOnly()
@Controller('api/bilingual-content/:id/revisions')
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request): Promise<PageDto<RevisionListItemDto>> {
    return this.revisions.list(idOf(id, CONTENT_MESSAGES.notFound), query, req.originalUrl);
  }

  @Get(':revision')
  @Header('Cache-Control', 'no-store')
  get(@Param('id') id: string, @Param('revision') revision: string): Promise<RevisionDto> {
    return this.revisions.get(idOf(id, CONTENT_MESSAGES.notFound), idOf(revision, CONTENT_MESSAGES.revisionNotFound));
  }

  @Post(':revision/restore')
  @Header('Cache-Control', 'no-store')
  restore(@Param('id') id: string, @Param('revision') revision: string, @Body() dto: RestoreRevisionDto): Promise<BilingualGuideDto> {
    return this.revisions.restore(idOf(id, CONTENT_MESSAGES.notFound), idOf(revision, CONTENT_MESSAGES.revisionNotFound), dto.version);
  }
}
