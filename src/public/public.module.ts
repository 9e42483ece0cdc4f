import { Module } from '@nestjs/common';
import { GuideListRepository } from '../content/guide-list.repository';
import { HomeService } from './home.service';
import { PublicContentController } from './public-content.controller';
import { PublicContentService } from './public-content.service';

@Module({
  controllers: [PublicContentController],
  providers: [PublicContentService, HomeService, GuideListRepository],
  exports: [PublicContentService, HomeService, GuideListRepository],
})
export class PublicModule {}
