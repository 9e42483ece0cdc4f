import type { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { execFileSync } from 'node:child_process';

const quietLogger = { log() {}, verbose() {}, debug() {}, warn: console.warn, error: console.error } as unknown as Logger;

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL when set), one migrated template
 * database; every suite clones its own database from it (test/utils/test-db.ts).
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'hp-test-pg-'));
    const db = await startEmbeddedPostgres({ pgdata: join(dir, 'pgdata'), database: 'postgres', logger: quietLogger });
    (globalThis as Record<string, unknown>).__HP_EMBEDDED__ = { db, dir };
    adminUrl = db.url;
  }
  const template = `hp_tpl_${runId}`;
  try {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database "${template}"`);
    await client.end();
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    // In a process of its own: MikroORM's global metadata must not leak into the test sandboxes.
    execFileSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../scripts/migrate-url.ts'), templateUrl.toString()], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SWCRC: 'true' },
    });
  } catch (error) {
    // Jest runs no teardown when the setup fails: stop our PostgreSQL here, or it outlives the run.
    const embedded = (globalThis as Record<string, unknown>).__HP_EMBEDDED__ as { db: { stop(): Promise<void> }; dir: string } | undefined;
    await embedded?.db.stop().catch(() => undefined);
    if (embedded) rmSync(embedded.dir, { recursive: true, force: true });
    throw error;
  }

  process.env.HP_TEST_ADMIN_URL = adminUrl;
  process.env.HP_TEST_TEMPLATE = template;
  process.env.HP_TEST_RUN_ID = runId;
  // The suites never use DATABASE_URL directly: each gets its own clone.
  delete process.env.DATABASE_URL;
}
