/**
 * npm run restore -- FILE
 * Loads a backup made by `npm run backup` into an EMPTY instance (no guides, no categories): the
 * database rows in one transaction, then the uploaded files into UPLOAD_DIR (or the bucket when S3_BUCKET
 * is set: docs/media-storage.md). Migrations are applied
 * first, so a brand-new DATA_DIR or an empty DATABASE_URL works.
 */
import 'reflect-metadata';
import { BackupError } from '../backup/backup';
import { restoreSite } from '../backup/bucket-backup';
import { fromInvocationDir, withSiteDatabase } from '../backup/site-database';
import { ConfigError, loadConfig } from '../config/app-config';
import { migrate } from '../database/database';

async function main(): Promise<void> {
  if (!process.argv[2]) throw new BackupError('say which backup to restore: npm run restore -- FILE');
  const config = loadConfig();
  const file = fromInvocationDir(process.argv[2]);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const summary = await withSiteDatabase(
    config,
    say,
    async (url) => {
      await migrate(url);
      return restoreSite(config, url, file);
    },
    { createIfMissing: true },
  );
  const rows = Object.entries(summary.tables)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  say(`Restored ${file}: ${rows}; ${summary.files} uploaded file(s) into ${summary.media}`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(
      `${error instanceof ConfigError ? 'Configuration error' : 'Restore failed'}: ${known ? error.message : String(error.message ?? error)}\n`,
    );
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
