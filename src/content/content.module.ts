import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { AdminListRepository } from './admin-list.repository';
import { SearchModule } from '../search/search.module';
import { AutosaveController } from './autosave.controller';
import { AutosaveService } from './autosave.service';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { GuideHistory } from './guide-history';
import { RevisionsController } from './revisions/revisions.controller';
import { RevisionsService } from './revisions/revisions.service';
import { ScheduleController } from './schedule.controller';
import { ScheduleService } from './schedule.service';
import { TranslationStateController } from './translation-state/translation-state.controller';
import { TranslationStateService } from './translation-state/translation-state.service';

@Module({
  imports: [MediaModule, SearchModule],
  controllers: [ContentController, ScheduleController, AutosaveController, RevisionsController, TranslationStateController],
  providers: [
    ContentService,
    AdminListRepository,
    ScheduleService,
    AutosaveService,
    GuideHistory,
    RevisionsService,
    TranslationStateService,
  ],
  exports: [ContentService, GuideHistory],
})
export class ContentModule {}
