import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createMediaStore } from './create-media-store';
import { ImageStoreService } from './image-store.service';
import { MediaController } from './media.controller';
import { MediaJanitor } from './media-janitor.service';
import { MEDIA_STORE } from './media-store';
import { MultipartInterceptor } from './multipart.interceptor';

@Module({
  controllers: [MediaController],
  providers: [
    { provide: MEDIA_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMediaStore(config) },
    ImageStoreService,
    MultipartInterceptor,
    MediaJanitor,
  ],
  exports: [MEDIA_STORE, ImageStoreService, MultipartInterceptor, MediaJanitor],
})
export class MediaModule {}
