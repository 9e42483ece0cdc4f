import type { AppConfig } from '../config/app-config';
import { FolderMediaStore } from './folder-media-store';
import type { MediaStore } from './media-store';
import { setMediaUrlPrefix } from './media-names';

/**
 * The store for this configuration, chosen once at boot: a bucket when S3_BUCKET is set, else the
 * UPLOAD_DIR folder. Also points the pages' image addresses at S3_PUBLIC_URL when that is set. The
 * AWS SDK is loaded only for a bucket (half a second and 20 MB a folder site does not pay).
 */
export async function createMediaStore(config: AppConfig): Promise<MediaStore> {
  setMediaUrlPrefix(config.s3?.publicUrl ? `${config.s3.publicUrl}/` : undefined);
  if (!config.s3) return new FolderMediaStore(config.uploadDir);
  const { S3MediaStore } = await import('./s3-media-store');
  return new S3MediaStore(config.s3);
}
