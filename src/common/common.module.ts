import { Global, Module } from '@nestjs/common';
import { ContentChanged } from './content-changed';

/** Small shared services every module may inject without importing anything. */
@Global()
@Module({
  providers: [ContentChanged],
  exports: [ContentChanged],
})
export class CommonModule {}
