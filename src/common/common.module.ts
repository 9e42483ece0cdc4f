import { Global, Module } from '@nestjs/common';
import { AppSettingsRepository } from './app-settings.repository';
import { CacheClock } from './cache-clock';
import { ContentChanged } from './content-changed';
import { ContentChangedListener } from './content-changed.listener';
import { CdnPurge } from './cdn-purge';
import { DatabaseCircuit } from './database-circuit';

/** Small shared services every module may inject without importing anything. */
@Global()
@Module({
  providers: [AppSettingsRepository, CacheClock, ContentChanged, ContentChangedListener, CdnPurge, DatabaseCircuit],
  exports: [AppSettingsRepository, CacheClock, ContentChanged, CdnPurge, DatabaseCircuit],
})
export class CommonModule {}
