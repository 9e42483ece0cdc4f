import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { FolderMediaStore } from '../media/folder-media-store';
import { copyMedia } from '../media/media-copy';
import { restoreBackup, writeBackup, type BackupSummary, type RestoreSummary } from './backup';

/**
 * Backup and restore for either media store, in the same archive format. With S3_BUCKET set the
 * bucket's renditions are downloaded (after the database snapshot, as the folder is read after it)
 * into a temporary folder that goes into the archive as uploads/; a restore puts the archive's files
 * into the bucket before the rows commit (objects left by a failed restore are unreferenced: the boot
 * sweep removes them). Only server-made names are copied; other objects in the bucket are not the
 * site's (docs/media-storage.md). Needs temporary disk space for the media (os.tmpdir()).
 */
export async function backupSite(config: AppConfig, databaseUrl: string, file: string): Promise<BackupSummary & { media: string }> {
  if (!config.s3) return { ...(await writeBackup(databaseUrl, config.uploadDir, file)), media: config.uploadDir };
  const { S3MediaStore } = await import('../media/s3-media-store');
  const bucket = new S3MediaStore(config.s3);
  const staging = mkdtempSync(join(tmpdir(), 'howpaano-bucket-'));
  try {
    const summary = await writeBackup(databaseUrl, staging, file, {
      beforeFiles: async () => {
        await copyMedia(bucket, new FolderMediaStore(staging));
      },
    });
    return { ...summary, media: bucket.location };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export async function restoreSite(config: AppConfig, databaseUrl: string, file: string): Promise<RestoreSummary & { media: string }> {
  if (!config.s3) return { ...(await restoreBackup(databaseUrl, config.uploadDir, file)), media: config.uploadDir };
  const { S3MediaStore } = await import('../media/s3-media-store');
  const bucket = new S3MediaStore(config.s3);
  const staging = mkdtempSync(join(tmpdir(), 'howpaano-bucket-'));
  try {
    const summary = await restoreBackup(databaseUrl, join(staging, 'uploads'), file, {
      beforeCommit: async (uploads) => {
        await copyMedia(new FolderMediaStore(uploads), bucket);
      },
    });
    return { ...summary, media: bucket.location };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
