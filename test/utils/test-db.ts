import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Clones the migrated template into a database of this suite's own and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.HP_TEST_ADMIN_URL;
  const template = process.env.HP_TEST_TEMPLATE;
  if (!adminUrl || !template) throw new Error('test/global-setup.ts did not run');
  const name = `hp_t_${process.env.HP_TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${template}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one SQL query against a test database (for asserting what is stored). */
export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
