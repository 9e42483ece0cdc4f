import { Global, Module } from '@nestjs/common';
import { AppSettingsRepository } from './app-settings.repository';
import { CacheClock } from './cache-clock';
import { ContentChanged } from './content-changed';
import { ContentChangedListener } from './content-changed.listener';

/** Small shared services every module may inject without importing anything. */
@Global()
@Module({
  providers: [AppSettingsRepository, CacheClock, ContentChanged, ContentChangedListener],
  exports: [AppSettingsRepository, CacheClock, ContentChanged],
})
export class CommonModule {}
