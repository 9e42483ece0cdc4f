import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { SiteSettingsDto } from '../../client/src/api/types';
import { isMediaFileName } from '../media/media-names';
import { SiteSettingsBody } from '../settings/dto/update-settings.dto';
import { TRANSFER_MESSAGES } from './transfer.messages';
import { ImportInputError, MAX_IMPORT_BYTES } from './xml-reader';

/**
 * The one-download move between hosts (issue 34 item 6): a .tar.gz holding
 *
 *   manifest.json   {"format":"howpaano-move","version":1}
 *   howpaano.xml    the WXR export (what the plain download is)
 *   media/…         every rendition of every image, as stored (<id>-<W>x<H>-<width>.webp)
 *   settings.json   the site's identity, ads, privacy paragraphs, affiliate hosts and GA4 (MOVED_SETTINGS, nothing else)
 *   revisions.jsonl when "Include revisions" is ticked: one line per guide, {keys, revisions}
 *
 * The import takes it whole (the file the admin uploads, or the command's FILE) under the same
 * upload limit as a plain file; unpacking is bounded (MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_BYTES, the
 * per-entry limits) and takes only the names above: anything else — a "../", a link, a folder of
 * another name — refuses the whole archive before anything is written.
 */
export const ARCHIVE_FORMAT = 'howpaano-move';
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_XML = 'howpaano.xml';
export const ARCHIVE_SETTINGS = 'settings.json';
export const ARCHIVE_REVISIONS = 'revisions.jsonl';
export const ARCHIVE_MANIFEST = 'manifest.json';
export const ARCHIVE_MEDIA = 'media';

/**
 * The largest move archive taken (the admin's upload or the command's FILE). Images hardly
 * compress, so an archive is about the size of the site's renditions: 1,000 guides with a photo
 * each are about 200 MB. It is spooled to a temporary file, never held in memory; the WXR file in
 * it keeps the 100 MB limit of any export file (MAX_IMPORT_BYTES).
 */
export const MAX_ARCHIVE_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;

/** Entries an archive may hold (a guide has a header and a few section images, each two to four renditions). */
export const MAX_ARCHIVE_ENTRIES = 200_000;
/** Bytes an archive may unpack to, all entries together (a zip bomb stops here, not on the disk). */
export const MAX_ARCHIVE_BYTES = 4 * 1024 * 1024 * 1024;
/** One rendition at most (the editor's own renditions are far smaller). */
const MAX_MEDIA_ENTRY_BYTES = 20 * 1024 * 1024;
const MAX_SETTINGS_BYTES = 64 * 1024;

/** The settings a move carries: identity, ads (with the consent switch), the owner's privacy paragraphs, affiliate hosts and GA4. Never the admin account or a secret (none is a setting). */
export const MOVED_SETTINGS = [
  'site_name',
  'tagline_en',
  'tagline_fil',
  'contact_email',
  'contact_phone',
  'facebook_url',
  'instagram_url',
  'governing_city',
  'google_site_verification',
  'bing_site_verification',
  'adsense_client',
  'adsense_slot',
  'ad_after_intro',
  'ad_every_sections',
  'ad_after_conclusion',
  'ad_beside_article',
  'ads_approved',
  'ad_home',
  'ad_category',
  'ad_auto',
  'ads_consent_message',
  'privacy_note_en',
  'privacy_note_fil',
  'affiliate_domains',
  'ga4_measurement_id',
] as const satisfies readonly (keyof SiteSettingsDto)[];

export type MovedSettings = Pick<SiteSettingsDto, (typeof MOVED_SETTINGS)[number]>;

export function movedSettings(settings: SiteSettingsDto): MovedSettings {
  return Object.fromEntries(MOVED_SETTINGS.map((k) => [k, settings[k]])) as MovedSettings;
}

/** One stored revision as the archive carries it (guide_revision's columns but the ids). */
export interface ArchivedRevision {
  created_at: string;
  version: number;
  reason: string;
  summary: unknown;
  snapshot: unknown;
}

/** One line of revisions.jsonl: a guide (by the guids its posts carry in howpaano.xml) and its revisions. */
export interface ArchivedGuideRevisions {
  keys: string[];
  revisions: ArchivedRevision[];
}

export interface UnpackedArchive {
  xml: Buffer;
  /** The folder the images were unpacked into (the import's media folder). */
  mediaDir: string;
  settings: MovedSettings | null;
  revisions: ArchivedGuideRevisions[];
  /** Removes the unpacked files. */
  cleanup(): Promise<void>;
}

/** A file over its size limit (the admin's upload answers 413). */
export class ImportTooLargeError extends ImportInputError {}

/** What an import reads: an export file in memory, or a move archive spooled to a temporary file. */
export type ImportInput = { kind: 'file'; body: Buffer } | { kind: 'archive'; path: string; cleanup(): Promise<void> };

/**
 * Reads an upload (or the command's file): a plain export file into memory, at most MAX_IMPORT_BYTES;
 * a .tar.gz (seen by its first bytes) to a temporary file, at most MAX_ARCHIVE_UPLOAD_BYTES.
 */
export async function readInput(chunks: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): Promise<ImportInput> {
  const parts: Buffer[] = [];
  let size = 0;
  let spool: { dir: string; path: string; out: ReturnType<typeof createWriteStream> } | null = null;
  try {
    for await (const chunk of chunks) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (!buffer.length) continue;
      if (size === 0 && isGzip(buffer)) {
        const dir = await mkdtemp(join(tmpdir(), 'howpaano-upload-'));
        spool = { dir, path: join(dir, 'archive.tar.gz'), out: createWriteStream(join(dir, 'archive.tar.gz')) };
      }
      size += buffer.length;
      if (spool) {
        if (size > MAX_ARCHIVE_UPLOAD_BYTES)
          throw new ImportTooLargeError(TRANSFER_MESSAGES.archiveUploadTooLarge(MAX_ARCHIVE_UPLOAD_BYTES));
        if (!spool.out.write(buffer)) await new Promise<void>((resolve) => spool!.out.once('drain', () => resolve()));
      } else {
        if (size > MAX_IMPORT_BYTES) throw new ImportTooLargeError(TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_BYTES));
        parts.push(buffer);
      }
    }
    if (!spool) return { kind: 'file', body: Buffer.concat(parts) };
    const out = spool.out;
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const dir = spool.dir;
    return { kind: 'archive', path: spool.path, cleanup: () => rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    if (spool) {
      spool.out.destroy();
      await rm(spool.dir, { recursive: true, force: true });
    }
    throw error;
  }
}

/** A .tar.gz (gzip's magic number): the move archive; anything else is read as a plain export file. */
export function isGzip(file: Buffer): boolean {
  return file.length >= 2 && file[0] === 0x1f && file[1] === 0x8b;
}

const MEDIA_ENTRY = /^media\/([^/]+)$/;
const TOP_FILES = new Set([ARCHIVE_MANIFEST, ARCHIVE_XML, ARCHIVE_SETTINGS, ARCHIVE_REVISIONS]);

/** Counts what gunzip gives and stops it past the limit (a small file that unpacks to terabytes). */
function bounded(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) return done(new ImportInputError(TRANSFER_MESSAGES.archiveTooLarge(limit)));
      done(null, chunk);
    },
  });
}

/**
 * Unpacks a move archive into a new temporary folder, checked: only the names above, only plain
 * files, each within its limit, within MAX_ARCHIVE_ENTRIES and MAX_ARCHIVE_BYTES in all. On any
 * refusal the folder is removed and an ImportInputError says why (the site is untouched: nothing
 * has been read into it yet).
 */
export async function unpackArchive(
  file: Buffer | string,
  limits: { bytes: number; entries: number } = { bytes: MAX_ARCHIVE_BYTES, entries: MAX_ARCHIVE_ENTRIES },
): Promise<UnpackedArchive> {
  const dir = await mkdtemp(join(tmpdir(), 'howpaano-move-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    let entries = 0;
    let refusal: string | null = null;
    const refuse = (why: string) => {
      refusal ??= why;
      return false;
    };
    const unpack = tar.extract({
      cwd: dir,
      strict: true,
      preserveOwner: false,
      // Read, written, never run: no mode from the archive.
      noChmod: true,
      filter: (path, entry) => {
        const e = entry as tar.ReadEntry;
        if (++entries > limits.entries) return refuse(TRANSFER_MESSAGES.archiveTooManyEntries(limits.entries));
        const name = path.replace(/^\.\//, '');
        if (e.type === 'Directory' && (name === `${ARCHIVE_MEDIA}/` || name === '' || name === '.')) return false;
        if (e.type !== 'File' && e.type !== 'OldFile') return refuse(TRANSFER_MESSAGES.archiveEntry(name));
        const media = MEDIA_ENTRY.exec(name);
        if (media) {
          if (!isMediaFileName(media[1]!) || e.size > MAX_MEDIA_ENTRY_BYTES) return refuse(TRANSFER_MESSAGES.archiveEntry(name));
          return true;
        }
        if (!TOP_FILES.has(name)) return refuse(TRANSFER_MESSAGES.archiveEntry(name));
        const limit = name === ARCHIVE_SETTINGS || name === ARCHIVE_MANIFEST ? MAX_SETTINGS_BYTES : MAX_IMPORT_BYTES;
        if (e.size > limit)
          return refuse(name === ARCHIVE_XML ? TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_BYTES) : TRANSFER_MESSAGES.archiveEntry(name));
        return true;
      },
    });
    try {
      await pipeline(
        typeof file === 'string' ? createReadStream(file) : Readable.from([file]),
        createGunzip(),
        bounded(limits.bytes),
        unpack,
      );
    } catch (error) {
      if (error instanceof ImportInputError) throw error;
      throw new ImportInputError(TRANSFER_MESSAGES.archiveDamaged);
    }
    if (refusal) throw new ImportInputError(refusal);

    const manifest = await readSmall(join(dir, ARCHIVE_MANIFEST));
    const parsed = manifest ? safeJson(manifest.toString('utf8')) : null;
    if (!parsed || typeof parsed !== 'object' || (parsed as { format?: unknown }).format !== ARCHIVE_FORMAT) {
      throw new ImportInputError(TRANSFER_MESSAGES.archiveNotOurs);
    }
    if (Number((parsed as { version?: unknown }).version) > ARCHIVE_VERSION) throw new ImportInputError(TRANSFER_MESSAGES.archiveNewer);
    const xml = await readSmall(join(dir, ARCHIVE_XML));
    if (!xml) throw new ImportInputError(TRANSFER_MESSAGES.archiveNoExport);
    const settingsFile = await readSmall(join(dir, ARCHIVE_SETTINGS));
    const settings = settingsFile ? checkSettings(safeJson(settingsFile.toString('utf8'))) : null;
    const revisionsFile = await readSmall(join(dir, ARCHIVE_REVISIONS));
    const revisions = revisionsFile ? readRevisions(revisionsFile.toString('utf8')) : [];
    return { xml, mediaDir: join(dir, ARCHIVE_MEDIA), settings, revisions, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function readSmall(path: string): Promise<Buffer | null> {
  const found = await stat(path).catch(() => null);
  return found?.isFile() ? readFile(path) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** settings.json checked as the Settings screen checks a save; only MOVED_SETTINGS are taken. */
function checkSettings(value: unknown): MovedSettings {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ImportInputError(TRANSFER_MESSAGES.archiveSettings('not an object'));
  const picked = Object.fromEntries(MOVED_SETTINGS.filter((k) => k in value).map((k) => [k, (value as Record<string, unknown>)[k]]));
  const body = plainToInstance(SiteSettingsBody, picked);
  // A key the file leaves out keeps the target's value (an older export), so only the keys given are checked.
  const errors = validateSync(body, { skipMissingProperties: true, forbidUnknownValues: false }).filter((e) => e.property in picked);
  if (errors.length) throw new ImportInputError(TRANSFER_MESSAGES.archiveSettings(errors.map((e) => e.property).join(', ')));
  return Object.fromEntries(
    MOVED_SETTINGS.filter((k) => k in picked).map((k) => [k, (body as unknown as Record<string, unknown>)[k]]),
  ) as MovedSettings;
}

function readRevisions(text: string): ArchivedGuideRevisions[] {
  const out: ArchivedGuideRevisions[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const row = safeJson(line) as ArchivedGuideRevisions | null;
    const ok =
      row &&
      Array.isArray(row.keys) &&
      row.keys.every((k) => typeof k === 'string') &&
      Array.isArray(row.revisions) &&
      row.revisions.every(
        (r) =>
          r &&
          typeof r === 'object' &&
          !Number.isNaN(Date.parse(String(r.created_at))) &&
          Number.isInteger(r.version) &&
          ['create', 'save', 'publish', 'restore'].includes(r.reason) &&
          r.snapshot &&
          typeof r.snapshot === 'object',
      );
    if (!ok) throw new ImportInputError(TRANSFER_MESSAGES.archiveRevisions(i + 1));
    out.push(row);
  }
  return out;
}
