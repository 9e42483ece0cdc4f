import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { SearchModule } from '../search/search.module';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

@Module({
  imports: [MediaModule, SearchModule],
  controllers: [ContentController],
  providers: [ContentService],
  exports: [ContentService],
})
export class ContentModule {}
