import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

@Module({
  imports: [MediaModule],
  controllers: [ContentController],
  providers: [ContentService],
  exports: [ContentService],
})
export class ContentModule {}
