/**
 * npm run db:migrate — applies every pending migration to the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR, even while the server runs on it) and stops.
 * The server also does this at each start.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../config/app-config';
import { openCliDatabase } from './cli-database';

async function main(): Promise<void> {
  // The embedded PostgreSQL's own chatter is verbose-level; a command-line tool shows progress and problems only.
  Logger.overrideLogger(['log', 'warn', 'error', 'fatal']);
  const db = await openCliDatabase(loadConfig());
  await db.close();
  process.stdout.write('The database is up to date.\n');
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Migration failed'}: ${error.message}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
