import { Global, Module } from '@nestjs/common';
import { ContentChanged } from './content-changed';
import { ContentChangedListener } from './content-changed.listener';

/** Small shared services every module may inject without importing anything. */
@Global()
@Module({
  providers: [ContentChanged, ContentChangedListener],
  exports: [ContentChanged],
})
export class CommonModule {}
