import { Module } from '@nestjs/common';
import { NotFoundLog } from './not-found-log';
import { SeoController } from './seo.controller';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';

/** Found (issue 27 item 6): the site report, the not-found log and the redirect manager. */
@Module({
  controllers: [SeoController],
  providers: [SeoService, SeoRepository, NotFoundLog],
  exports: [NotFoundLog],
})
export class SeoModule {}
