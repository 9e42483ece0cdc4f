import { Module } from '@nestjs/common';
import { ReadersBuffer } from './readers-buffer';
import { ReadersCountingService } from './readers-counting.service';
import { ReadersFailures } from './readers-failures';
import { ReadersFlushService } from './readers-flush.service';
import { ReadersKeys } from './readers-keys.service';
import { ReadersReportService } from './readers-report.service';
import { ReadersRetention } from './readers-retention';
import { ReadersUpkeepService } from './readers-upkeep.service';
import { ReadersVitalsService } from './readers-vitals.service';
import { ReadersController } from './readers.controller';
import { ReadersRepository } from './readers.repository';
import { ReadersReportRepository } from './readers-report.repository';

/**
 * Readers (issue 24, docs/readers.md): cookieless counting in memory (counting, keys, vitals, the
 * buffer with its budgets), written every 5 s (flush), kept tidy (upkeep), read by the owner (report).
 * Other modules count through ReadersCountingService.
 */
@Module({
  controllers: [ReadersController],
  providers: [
    ReadersRepository,
    ReadersReportRepository,
    ReadersRetention,
    ReadersFailures,
    ReadersBuffer,
    ReadersKeys,
    ReadersVitalsService,
    ReadersCountingService,
    ReadersFlushService,
    ReadersUpkeepService,
    ReadersReportService,
  ],
  exports: [ReadersCountingService, ReadersRetention],
})
export class ReadersModule {}
