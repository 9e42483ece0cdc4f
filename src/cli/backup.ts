/**
 * npm run backup -- FILE   (default FILE: howpaano-backup-<date>.tar.gz in the current directory)
 * Writes the whole site (every table, every uploaded file) to one .tar.gz while the site keeps running.
 * Same environment as the site: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR; UPLOAD_DIR, or the
 * bucket when S3_BUCKET is set (its renditions go into the archive: docs/media-storage.md).
 */
import 'reflect-metadata';
import { BackupError } from '../backup/backup';
import { backupSite } from '../backup/bucket-backup';
import { fromInvocationDir, withSiteDatabase } from '../backup/site-database';
import { ConfigError, loadConfig } from '../config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const file = fromInvocationDir(process.argv[2] ?? `howpaano-backup-${stamp}.tar.gz`);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const summary = await withSiteDatabase(config, say, (url) => backupSite(config, url, file));
  const rows = Object.entries(summary.tables)
    .filter(([table]) => table !== 'mikro_orm_migrations')
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  say(`Backup written to ${summary.file}: ${rows}; ${summary.files} uploaded file(s) from ${summary.media}`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(
      `${error instanceof ConfigError ? 'Configuration error' : 'Backup failed'}: ${known ? error.message : String(error.message ?? error)}\n`,
    );
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
