import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { MediaModule } from '../media/media.module';
import { ExportService } from './export.service';
import { ImportJobsService } from './import-jobs.service';
import { ImportService } from './import.service';
import { TransferController } from './transfer.controller';

/** Import from WordPress/Blogger and export as WXR (issue 28). */
@Module({
  imports: [ContentModule, MediaModule],
  controllers: [TransferController],
  providers: [ImportService, ExportService, ImportJobsService],
  exports: [ImportService, ExportService],
})
export class TransferModule {}
