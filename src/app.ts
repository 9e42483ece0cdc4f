import 'reflect-metadata';
import { json, urlencoded } from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { createValidationPipe } from './common/validation';
import { AppLogger } from './common/app-logger';
import { requestLogger } from './common/request-logger';

/** JSON bodies above this are refused with 413 before they are parsed. */
export const JSON_BODY_LIMIT = '1mb';

/** Builds the whole application (API + site) on the given database; shared by main.ts and the tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, databaseUrl }), {
    bodyParser: false,
    logger: new AppLogger(config),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('etag', 'strong');
  app.use(requestLogger(config));
  app.use(json({ limit: JSON_BODY_LIMIT }));
  app.use(urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.useGlobalPipes(createValidationPipe());
  return app;
}
