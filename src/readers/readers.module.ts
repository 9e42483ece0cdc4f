import { Module } from '@nestjs/common';
import { ReadersController } from './readers.controller';
import { ReadersRepository } from './readers.repository';
import { ReadersRetention } from './readers-retention';
import { ReadersService } from './readers.service';

/** Readers (issue 24): cookieless counting, search gaps, helpfulness, the owner's report. */
@Module({
  controllers: [ReadersController],
  providers: [ReadersService, ReadersRepository, ReadersRetention],
  exports: [ReadersService, ReadersRetention],
})
export class ReadersModule {}
