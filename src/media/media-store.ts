import type { Request, Response } from 'express';

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
  /**
   * Answers GET/HEAD /media/<name> (the name already checked): immutable caching, image/webp, nosniff,
   * ETag and Last-Modified with conditional requests and ranges, or 404 {detail} when missing.
   */
  serve(name: string, req: Request, res: Response): Promise<void>;
}

/** Injection token for the store chosen at boot. */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** Cache-Control of every rendition: a name is never reused for other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
