import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import type { BilingualGuideDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { GuideId } from './content.controller';
import { PublicationDto, ScheduleDto } from './dto/schedule.dto';
import { ScheduleService } from './schedule.service';

/** The editor's Publish / Unpublish / Schedule buttons; each answers the whole guide as retrieve_bilingual does. */
@AdminOnly()
@Controller('api/bilingual-content')
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @Post(':id/publish')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  publish(@GuideId() id: number, @Body() dto: PublicationDto): Promise<BilingualGuideDto> {
    return this.schedule.publish(id, dto.version);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  unpublish(@GuideId() id: number, @Body() dto: PublicationDto): Promise<BilingualGuideDto> {
    return this.schedule.unpublish(id, dto.version);
  }

  @Post(':id/schedule')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  scheduleAt(@GuideId() id: number, @Body() dto: ScheduleDto): Promise<BilingualGuideDto> {
    return this.schedule.schedule(id, new Date(dto.publish_at), dto.version);
  }
}
