import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import type { TranslationStateDto } from '../../../client/src/api/types';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { GuideId } from '../content.controller';
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
  markUpToDate(@GuideId() id: number, @Body() dto: MarkUpToDateDto): Promise<TranslationStateDto> {
    return this.state.markUpToDate(id, dto);
  }
}
