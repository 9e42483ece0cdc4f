import { Module } from '@nestjs/common';
import { ImageStoreService } from './image-store.service';
import { MediaController } from './media.controller';
import { MultipartInterceptor } from './multipart.interceptor';

@Module({
  controllers: [MediaController],
  providers: [ImageStoreService, MultipartInterceptor],
  exports: [ImageStoreService, MultipartInterceptor],
})
export class MediaModule {}
