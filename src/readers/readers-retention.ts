import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * How long the Readers roll-ups are kept, in months: the one place that says so (READERS_RETENTION_MONTHS,
 * default 25). When the Settings screen (issue 25) holds this value, only this provider changes.
 */
@Injectable()
export class ReadersRetention {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  months(): number {
    return this.config.readersRetentionMonths;
  }
}
