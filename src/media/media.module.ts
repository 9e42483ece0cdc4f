import { Module } from '@nestjs/common';
import { ImageStoreService } from './image-store.service';
import { MediaController } from './media.controller';
import { MediaJanitor } from './media-janitor.service';
import { MultipartInterceptor } from './multipart.interceptor';

@Module({
  controllers: [MediaController],
  providers: [ImageStoreService, MultipartInterceptor, MediaJanitor],
  exports: [ImageStoreService, MultipartInterceptor, MediaJanitor],
})
export class MediaModule {}
