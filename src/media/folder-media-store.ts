import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_MESSAGES } from './media.messages';
import { IMMUTABLE, MediaStoreUnavailableError, type MediaStore, type StoredMedia } from './media-store';

const LIST_PAGE = 1000;

/** The default store: files in UPLOAD_DIR, each written under a temporary name and renamed into place. */
export class FolderMediaStore implements MediaStore {
  readonly kind = 'folder';
  private readonly logger = new Logger('MediaStore');

  constructor(readonly dir: string) {}

  get location(): string {
    return this.dir;
  }

  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const tmp = join(this.dir, `.tmp-${randomBytes(8).toString('hex')}`);
    await writeFile(tmp, data);
    try {
      await rename(tmp, join(this.dir, name));
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
  }

  async delete(names: string[]): Promise<void> {
    for (const name of names) {
      try {
        await unlink(join(this.dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          this.logger.warn(`Could not delete ${name}: ${(error as Error).message}`);
        }
      }
    }
  }

  /** The folder is there and writable (a disk unmounted or made read-only is not). */
  async probe(): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      await access(this.dir, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new MediaStoreUnavailableError(this.dir, error);
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredMedia[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    for (let i = 0; i < names.length; i += LIST_PAGE) {
      const page: StoredMedia[] = [];
      for (const name of names.slice(i, i + LIST_PAGE)) {
        try {
          const info = await stat(join(this.dir, name));
          if (info.isFile()) page.push({ name, modified: info.mtime, size: info.size });
        } catch {
          // deleted meanwhile
        }
      }
      yield page;
    }
  }

  serve(name: string, _req: Request, res: Response): Promise<void> {
    return new Promise((resolve) => {
      res.sendFile(
        join(this.dir, name),
        {
          dotfiles: 'deny',
          cacheControl: false,
          lastModified: true,
          headers: { 'Cache-Control': IMMUTABLE, 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' },
        },
        (error) => {
          if (error && !res.headersSent) {
            res.status(404).setHeader('Cache-Control', 'no-store');
            res.json({ detail: MEDIA_MESSAGES.notFound });
          }
          resolve();
        },
      );
    });
  }
}
