import { Body, Controller, Header, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import type { TranslationStateDto } from '../../../client/src/api/types';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CONTENT_MESSAGES } from '../content.messages';
import { parseGuideId } from '../guide.repository';
import { MarkUpToDateDto } from './dto/mark-up-to-date.dto';
import { TranslationStateService } from './translation-state.service';

@AdminOnly()
@Controller('api/bilingual-content/:id/translation-state')
export class TranslationStateController {
  constructor(private readonly state: TranslationStateService) {}

  /** One part of one language is up to date with the other language as it reads now; answers the guide's stale parts. */
  @Post('up-to-date')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  markUpToDate(@Param('id') id: string, @Body() dto: MarkUpToDateDto): Promise<TranslationStateDto> {
    const guideId = parseGuideId(id);
    if (guideId === null) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
    return this.state.markUpToDate(guideId, dto);
  }
}
