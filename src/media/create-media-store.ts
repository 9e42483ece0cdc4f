import type { AppConfig } from '../config/app-config';
import { FolderMediaStore } from './folder-media-store';
import type { MediaStore } from './media-store';
import { setMediaUrlPrefix } from './media-names';
import { S3MediaStore } from './s3-media-store';

/**
 * The store for this configuration, chosen once at boot: a bucket when S3_BUCKET is set, else the
 * UPLOAD_DIR folder. Also points the pages' image addresses at S3_PUBLIC_URL when that is set.
 */
export function createMediaStore(config: AppConfig): MediaStore {
  setMediaUrlPrefix(config.s3?.publicUrl ? `${config.s3.publicUrl}/` : undefined);
  return config.s3 ? new S3MediaStore(config.s3) : new FolderMediaStore(config.uploadDir);
}
