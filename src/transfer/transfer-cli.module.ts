import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ConfigModule } from '../app.module';
import { CommonModule } from '../common/common.module';
import type { AppConfig } from '../config/app-config';
import { ormConfig } from '../database/mikro-orm.config';
import { SettingsModule } from '../settings/settings.module';
import { TransferModule } from './transfer.module';

/** What `npm run import` and `npm run export` need: the content services on the site's database, no HTTP. */
@Module({})
export class TransferCliModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: TransferCliModule,
      // SettingsModule: search (under content) reaches Readers, whose retention reads the settings.
      imports: [
        ConfigModule.register(config),
        MikroOrmModule.forRoot(ormConfig(databaseUrl)),
        CommonModule,
        SettingsModule,
        TransferModule,
      ],
    };
  }
}
