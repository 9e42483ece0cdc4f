import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageStoreService } from './image-store.service';
import { lockMediaExclusive } from './media-lock';
import { mediaFileNames } from './media-names';

/**
 * Deletes files no guide references: what a killed process left between writing an upload and
 * committing it, or between committing and deleting a replaced image. Runs at boot, under the
 * exclusive media lock, so a save in flight on another replica is never swept.
 */
@Injectable()
export class MediaJanitor implements OnApplicationBootstrap {
  private readonly logger = new Logger(MediaJanitor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStoreService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed) this.logger.log(`Removed ${removed} unreferenced media file(s)`);
    } catch (error) {
      // Never stops the boot: leftovers only take disk space.
      this.logger.warn(`Media sweep skipped: ${(error as Error).message}`);
    }
  }

  /** Returns how many files were deleted. */
  async sweep(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      await lockMediaExclusive(em);
      let names: string[];
      try {
        names = await readdir(this.images.dir);
      } catch {
        return 0;
      }
      const rows = await em.getConnection().execute<{ id: string }[]>(
        `select header_image as id from guide where header_image is not null
         union select image from section where image is not null`,
        [],
        'all',
        em.getTransactionContext(),
      );
      const keep = new Set(rows.flatMap((r) => mediaFileNames(r.id)));
      let removed = 0;
      for (const name of names) {
        if (keep.has(name)) continue;
        const ours = name.startsWith('.tmp-') || /^[a-f0-9]{32}-\d+x\d+-\d+\.webp$/.test(name);
        if (!ours) continue;
        try {
          await unlink(join(this.images.dir, name));
          removed++;
        } catch {
          // already gone
        }
      }
      return removed;
    });
  }
}
