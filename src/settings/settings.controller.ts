import { Body, Controller, Get, Put } from '@nestjs/common';
import type { SettingsDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';

/** The Settings screen's calls (issue 25); the administrator's only. */
@Controller('api/settings')
@AdminOnly()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  get(): SettingsDto {
    return this.settings.get();
  }

  /** The newest revisions, newest first: the history the screen can bring back into its form. */
  @Get('revisions')
  revisions(): Promise<SettingsDto[]> {
    return this.settings.revisions();
  }

  @Put()
  update(@Body() dto: UpdateSettingsDto): Promise<SettingsDto> {
    return this.settings.update(dto.base_revision, dto.settings);
  }
}
