import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config/app-config';
import { MEDIA_MESSAGES } from './media.messages';
import { IMMUTABLE, MediaStoreUnavailableError, type MediaStore, type StoredMedia } from './media-store';

/** Deletes sent at once (one DeleteObject each: every S3-compatible store has it, unlike DeleteObjects' checksums). */
const DELETE_CONCURRENCY = 8;

/** A store that takes a connection but never answers would hold a request (and a reader's image) without end. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Seconds a started answer may go silent (an idle socket), not the time a whole large image takes. */
const IDLE_TIMEOUT_MS = 30_000;

/** The client every S3 user in the app and the CLIs makes: credentials from the SDK's standard chain. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    // Checksums only where the API requires them: several S3-compatible stores refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** No answer at all (refused, unreachable, timed out: no HTTP status), or an error on the store's side (5xx). */
function isUnavailable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, Backblaze B2, Garage,
 * Ceph RGW, MinIO), objects named exactly as the folder's files. A PutObject is atomic: readers see the
 * whole object or none. Nothing is cached in this process, so a delete is seen by every replica at once.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly logger = new Logger('MediaStore');

  constructor(
    private readonly config: S3Config,
    readonly client: S3Client = s3Client(config),
  ) {}

  get location(): string {
    return `s3://${this.config.bucket}`;
  }

  async put(name: string, data: Buffer): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: name,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: IMMUTABLE,
        }),
      ),
    );
  }

  /** The bucket answers (HeadBucket: the ListBucket permission list() needs anyway). */
  async probe(): Promise<void> {
    await this.call(() => this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket })));
  }

  async delete(names: string[]): Promise<void> {
    const queue = [...names];
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        try {
          await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name })));
        } catch (error) {
          if (!isMissing(error)) this.logger.warn(`Could not delete ${name}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await this.call(async () => {
        const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
        return Buffer.from(await out.Body!.transformToByteArray());
      });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * Pages of 1,000 keys with ListObjects (v1) and its marker, which every S3-compatible store has; v2's
   * continuation token breaks s3rver on OpenSSL 3 (it makes the token with DES) past the first page.
   */
  async *list(): AsyncIterable<StoredMedia[]> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.call(() =>
        this.client.send(new ListObjectsCommand({ Bucket: this.config.bucket, Marker: marker, MaxKeys: 1000 })),
      );
      const contents = page.Contents ?? [];
      yield contents
        .filter((o) => o.Key && !o.Key.includes('/'))
        .map((o) => ({ name: o.Key!, modified: o.LastModified ?? new Date(0), size: o.Size ?? 0 }));
      if (!page.IsTruncated || !contents.length) return;
      marker = page.NextMarker ?? contents[contents.length - 1]!.Key;
    }
  }

  /** Streams the object with the folder's headers; conditional and range requests are answered by the store. */
  async serve(name: string, req: Request, res: Response): Promise<void> {
    const head = req.method === 'HEAD';
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const since = !ifNoneMatch && ifModifiedSince ? new Date(ifModifiedSince) : undefined;
    const input = {
      Bucket: this.config.bucket,
      Key: name,
      IfNoneMatch: ifNoneMatch,
      IfModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined,
    };
    let out: Omit<GetObjectCommandOutput, 'Body'> & { Body?: unknown };
    try {
      out = await this.call(() =>
        head
          ? this.client.send(new HeadObjectCommand(input))
          : this.client.send(new GetObjectCommand({ ...input, Range: req.headers.range })),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) {
        res.setHeader('Cache-Control', IMMUTABLE);
        if (ifNoneMatch) res.setHeader('ETag', ifNoneMatch);
        res.status(304).end();
        return;
      }
      if (status === 416) {
        res.status(416).setHeader('Cache-Control', 'no-store');
        res.end();
        return;
      }
      if (isMissing(error)) {
        res.status(404).setHeader('Cache-Control', 'no-store');
        res.json({ detail: MEDIA_MESSAGES.notFound });
        return;
      }
      if (error instanceof S3ServiceException) this.logger.error(`Could not read ${name} from the bucket: ${error.name} ${error.message}`);
      throw error;
    }
    res.status(out.ContentRange ? 206 : 200);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Accept-Ranges', 'bytes');
    if (out.ETag) res.setHeader('ETag', out.ETag);
    if (out.LastModified) res.setHeader('Last-Modified', out.LastModified.toUTCString());
    if (out.ContentLength !== undefined) res.setHeader('Content-Length', String(out.ContentLength));
    if (out.ContentRange) res.setHeader('Content-Range', out.ContentRange);
    const body = out.Body as Readable | undefined;
    if (head || !body) {
      body?.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(body, res);
    } catch {
      // The reader went away mid-image (or the store's stream broke): nothing more to answer.
    }
  }

  /** A call to the store; no answer (or a 5xx) becomes MediaStoreUnavailableError, the store's other answers stay as they are. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUnavailable(error)) throw new MediaStoreUnavailableError(this.location, error);
      throw error;
    }
  }
}
