import { Module } from '@nestjs/common';
import { ReadersModule } from '../readers/readers.module';
import { SearchController } from './search.controller';
import { SearchIndexService } from './search-index.service';
import { SearchService } from './search.service';
import { SearchThrottle } from './search-throttle';

@Module({
  imports: [ReadersModule],
  controllers: [SearchController],
  providers: [SearchService, SearchIndexService, SearchThrottle],
  exports: [SearchService, SearchIndexService, SearchThrottle],
})
export class SearchModule {}
