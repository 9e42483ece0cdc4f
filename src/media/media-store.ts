import type { Request, Response } from 'express';
import { UnavailableError } from '../common/unavailable.error';
import { MEDIA_MESSAGES } from './media.messages';

/** One stored object: a rendition ("<id>-<W>x<H>-<width>.webp") or a leftover temporary file. */
export interface StoredMedia {
  name: string;
  /** When it was written (the janitor's report and media:to-s3 use it; nothing is decided by age). */
  modified: Date;
  size: number;
}

/**
 * Where the renditions live: the UPLOAD_DIR folder (default) or an S3-compatible bucket (S3_BUCKET),
 * chosen once at boot (createMediaStore). Names are always server-made (media-names.ts); the rest of
 * the app only ever talks to this interface.
 */
export interface MediaStore {
  /** "folder" or "s3", for logs and the operator CLIs. */
  readonly kind: 'folder' | 's3';
  /** Where, in words, for logs: the folder's path or s3://bucket. */
  readonly location: string;
  /** Stores one object whole (never a half object visible under its name). */
  put(name: string, data: Buffer): Promise<void>;
  /** Deletes the objects; missing ones are fine. */
  delete(names: string[]): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Every object of ours and leftover, page by page (a page at a time in memory). */
  list(): AsyncIterable<StoredMedia[]>;
  /** Resolves when the store answers now (readiness: GET /readyz); throws MediaStoreUnavailableError otherwise. */
  probe(): Promise<void>;
  /**
   * Answers GET/HEAD /media/<name> (the name already checked): immutable caching, image/webp, nosniff,
   * ETag and Last-Modified with conditional requests and ranges, or 404 {detail} when missing.
   */
  serve(name: string, req: Request, res: Response): Promise<void>;
}

/**
 * The store did not answer (down, unreachable, too slow, or an error on its side): a 503 the client
 * may retry, said as the image store's fault (media.messages.ts), never as the database's
 * (issue 35 item 7: with the bucket down, images and saves said "The database is not answering").
 */
export class MediaStoreUnavailableError extends UnavailableError {
  constructor(location: string, cause: unknown) {
    super(`The image store ${location} is not answering: ${(cause as Error)?.message ?? String(cause)}`, MEDIA_MESSAGES.storeUnavailable, {
      cause,
    });
    this.name = 'MediaStoreUnavailableError';
  }
}

/** Injection token for the store chosen at boot. */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** Cache-Control of every rendition: a name is never reused for other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
