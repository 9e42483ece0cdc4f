import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { ormConfig, poolOptions } from './database/mikro-orm.config';
import { HttpErrorFilter } from './common/http-error.filter';
import { PublicReadThrottlerGuard, RATE_LIMIT_TTL_MS } from './common/rate-limit.guard';
import { CommonModule } from './common/common.module';
import { SlidingWindowStorage } from './common/rate-limit.storage';
import { AuthModule } from './auth/auth.module';
import { CardsModule } from './cards/cards.module';
import { CategoriesModule } from './categories/categories.module';
import { ContentModule } from './content/content.module';
import { HealthModule } from './health/health.module';
import { MediaModule } from './media/media.module';
import { PublicModule } from './public/public.module';
import { ReadersModule } from './readers/readers.module';
import { ReviewersModule } from './reviewers/reviewers.module';
import { SearchModule } from './search/search.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { SiteModule } from './site/site.module';
import { TransferModule } from './transfer/transfer.module';

@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
}

@Module({})
export class AppModule {
  static register({ config, databaseUrl }: AppModuleOptions): DynamicModule {
    // RATE_LIMIT_PER_MINUTE=0 turns the limit off (the bench does, to measure the server, not the limit).
    const rateLimit = config.rateLimitPerMinute > 0;
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        MikroOrmModule.forRoot(
          ormConfig(databaseUrl, { pool: poolOptions(config.databasePoolMax) }, { pooler: config.databaseDirectUrl !== undefined }),
        ),
        CommonModule,
        AuthModule,
        CategoriesModule,
        ContentModule,
        MediaModule,
        CardsModule,
        PublicModule,
        SearchModule,
        ReadersModule,
        ReviewersModule,
        HealthModule,
        TransferModule,
        SettingsModule,
        SeoModule,
        // Last: its catch-all GET renders the public site for every path the API did not claim.
        SiteModule,
        ...(rateLimit
          ? [
              ThrottlerModule.forRoot({
                throttlers: [{ ttl: RATE_LIMIT_TTL_MS, limit: config.rateLimitPerMinute }],
                storage: new SlidingWindowStorage(),
              }),
            ]
          : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        ...(rateLimit ? [{ provide: APP_GUARD, useClass: PublicReadThrottlerGuard }] : []),
      ],
    };
  }
}
