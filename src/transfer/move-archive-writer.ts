import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  ARCHIVE_MEDIA,
  ARCHIVE_REVISIONS,
  ARCHIVE_SETTINGS,
  ARCHIVE_VERSION,
  ARCHIVE_XML,
  type MovedSettings,
} from './move-archive';

/** What the archive holds besides its files: the WXR writer (ExportService.write), the moved settings, this site's address. */
export interface ArchiveSources {
  write(
    out: (chunk: string) => void | Promise<void>,
    options: { revisions?: boolean; mediaDir: string; allRenditions: boolean; revisionLines?: (line: string) => void | Promise<void> },
  ): Promise<{ guides: number; images: number }>;
  /** Read once the WXR file is written (as the settings are then). */
  settings(): MovedSettings;
  siteUrl: string;
}

/** Writes to a file stream, waiting when its buffer is full. */
function writeTo(stream: WriteStream): (chunk: string) => void | Promise<void> {
  return (chunk) => {
    if (!stream.write(chunk)) return new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
}

async function closeStream(stream: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * The move between hosts in one download (issue 34 item 6, move-archive.ts): the WXR file, every
 * image's renditions as stored, the moved settings and, with `revisions`, every guide's stored
 * revisions, as one .tar.gz streamed to `target`. Staged in a temporary folder, removed after.
 */
export async function writeMoveArchive(
  target: NodeJS.WritableStream,
  sources: ArchiveSources,
  options: { revisions?: boolean } = {},
): Promise<{ guides: number; images: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'howpaano-export-'));
  try {
    const xml = createWriteStream(join(dir, ARCHIVE_XML));
    const revisions = options.revisions ? createWriteStream(join(dir, ARCHIVE_REVISIONS)) : null;
    const counts = await sources.write(writeTo(xml), {
      revisions: options.revisions,
      mediaDir: join(dir, ARCHIVE_MEDIA),
      allRenditions: true,
      revisionLines: revisions ? writeTo(revisions) : undefined,
    });
    await closeStream(xml);
    if (revisions) await closeStream(revisions);
    await writeFile(join(dir, ARCHIVE_SETTINGS), JSON.stringify(sources.settings(), null, 2));
    await writeFile(
      join(dir, ARCHIVE_MANIFEST),
      JSON.stringify({
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        site: sources.siteUrl,
        created_at: new Date().toISOString(),
        ...counts,
      }),
    );
    const names = [ARCHIVE_MANIFEST, ARCHIVE_XML, ARCHIVE_SETTINGS, ...(revisions ? [ARCHIVE_REVISIONS] : []), ARCHIVE_MEDIA];
    await pipeline(tar.create({ gzip: true, cwd: dir, portable: true }, names), target);
    return counts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
