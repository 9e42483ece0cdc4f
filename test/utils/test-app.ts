import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { createTestDatabase } from './test-db';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestApp {
  app: NestExpressApplication;
  /** Pass to supertest: request(t.http). */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  databaseUrl: string;
  /** Signs in as the administrator and returns the bearer token. */
  token(): Promise<string>;
  close(): Promise<void>;
}

/** The real application, in-process, on a database and an upload directory of its own. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-test-data-'));
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'error',
    ...env,
  });
  const app = await createApp(config, databaseUrl);
  await app.init();
  let cached: string | undefined;
  return {
    app,
    http: app.getHttpServer(),
    config,
    databaseUrl,
    async token() {
      if (cached) return cached;
      const res = await request(app.getHttpServer()).post('/api/token/').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      cached = res.body.access as string;
      return cached;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
