import { rmSync } from 'node:fs';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__HP_EMBEDDED__ as { db: { stop(): Promise<void> }; dir: string } | undefined;
  if (embedded) {
    await embedded.db.stop();
    rmSync(embedded.dir, { recursive: true, force: true });
    return;
  }
  // External server: drop everything this run created.
  const client = new Client({ connectionString: process.env.HP_TEST_ADMIN_URL });
  await client.connect();
  try {
    const runId = process.env.HP_TEST_RUN_ID!;
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname like $2`, [
      `hp_t_${runId}_%`,
      `hp_tpl_${runId}`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
