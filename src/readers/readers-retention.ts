import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SettingsService } from '../settings/settings.service';

/**
 * How long the Readers roll-ups are kept, in months: the one place the Readers code asks. The Settings
 * screen holds the value (issue 25; READERS_RETENTION_MONTHS, default 25, is its first-boot default),
 * so a change there applies at the next clean-up on every replica, without a restart.
 */
@Injectable()
export class ReadersRetention {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  months(): number {
    // Before the settings are first read (module start order), the first-boot default.
    return (
      (this.settings.get() as ReturnType<SettingsService['get']> | undefined)?.settings.readers_retention_months ??
      this.config.readersRetentionMonths
    );
  }
}
