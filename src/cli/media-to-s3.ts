/**
 * npm run media:to-s3 [-- --from DIR]
 * Copies the media folder (UPLOAD_DIR, or DIR) into the bucket S3_BUCKET names, with the site's S3_*
 * settings and the SDK's standard credentials. Resumable: objects already in the bucket (same name,
 * same size) are not sent again, so a run stopped by Ctrl-C, a lost connection or a crash is finished
 * by running it again. Nothing is deleted: the folder stays until the operator removes it.
 * docs/media-storage.md has the whole move.
 */
import 'reflect-metadata';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../config/app-config';
import { FolderMediaStore } from '../media/folder-media-store';
import { copyMedia } from '../media/media-copy';
import { S3MediaStore } from '../media/s3-media-store';
import { fromInvocationDir } from '../backup/site-database';

class UsageError extends Error {}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) throw new UsageError('set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE as the site will use them)');
  const argv = process.argv.slice(2);
  let dir = config.uploadDir;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from') dir = fromInvocationDir(argv[++i] ?? '');
    else throw new UsageError(`unknown argument ${argv[i]}; usage: npm run media:to-s3 [-- --from DIR]`);
  }
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const bucket = new S3MediaStore(config.s3);
  try {
    await bucket.client.send(new HeadBucketCommand({ Bucket: config.s3.bucket }));
  } catch (error) {
    throw new UsageError(`cannot reach bucket ${config.s3.bucket}: ${(error as Error).name} ${(error as Error).message}`);
  }
  const stop = new AbortController();
  const interrupt = () => {
    if (!stop.signal.aborted) say('Stopping after the objects being sent; run the command again to finish.');
    stop.abort();
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  say(`Copying ${dir} to ${bucket.location}`);
  let shown = 0;
  const summary = await copyMedia(new FolderMediaStore(dir), bucket, {
    signal: stop.signal,
    onCopied: (_name, done) => {
      if (done.copied - shown >= 500) {
        shown = done.copied;
        say(`  ${done.copied} copied so far`);
      }
    },
  });
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  if (summary.interrupted) {
    say(`Interrupted: ${summary.copied} object(s) copied (${mb} MB), ${summary.present} already there. Run it again to finish.`);
    return 1;
  }
  say(`Done: ${summary.copied} object(s) copied (${mb} MB), ${summary.present} already in ${bucket.location}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(
      `${error instanceof ConfigError ? 'Configuration error' : 'media:to-s3 failed'}: ${known ? error.message : String(error.message ?? error)}\n`,
    );
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
