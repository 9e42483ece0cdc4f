import { Global, Module } from '@nestjs/common';
import { AppSettingsRepository } from './app-settings.repository';
import { ContentChanged } from './content-changed';
import { ContentChangedListener } from './content-changed.listener';

/** Small shared services every module may inject without importing anything. */
@Global()
@Module({
  providers: [AppSettingsRepository, ContentChanged, ContentChangedListener],
  exports: [AppSettingsRepository, ContentChanged],
})
export class CommonModule {}
