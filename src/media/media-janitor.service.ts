import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { mediaBarrier } from './media-lock';
import { mediaFileNames } from './media-names';
import { MEDIA_STORE, type MediaStore } from './media-store';

/** Names the app makes: renditions, and the folder's temporary files. Anything else in the store is left alone. */
const OURS = /^(\.tmp-[a-f0-9]+|[a-f0-9]{32}-\d+x\d+-\d+\.webp)$/;

/**
 * Deletes objects no guide references: what a killed process left between writing an upload and
 * committing it, or between committing and deleting a replaced image. Runs at boot.
 *
 * The listing (long on a large bucket) holds no lock, so saves go on meanwhile on every replica. Then
 * the exclusive media lock is tried until it is had, and released at once (mediaBarrier: a try never
 * queues, so no save waits behind it): that waits out exactly the saves that were in flight, the only
 * ones that can have written a listed object without having committed it yet (a save holds the shared
 * lock from before it writes until its commit). Only then are references read,
 * so a listed object is deleted only if its save committed without it or died. Objects written after
 * the listing are not looked at.
 */
@Injectable()
export class MediaJanitor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MediaJanitor.name);
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    private readonly em: EntityManager,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  /**
   * The folder is swept before the app answers, as before. A bucket is swept in the background: its
   * listing takes a request per 1,000 objects (a minute or more at 100,000 guides on a distant
   * provider), and a replica should not wait for it to become ready.
   */
  async onApplicationBootstrap(): Promise<void> {
    const run = this.sweepAndReport();
    if (this.store.kind === 'folder') return run;
    this.running = run;
  }

  /** A background sweep stops between pages (or while it waits at the barrier) when the app shuts down. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private async sweepAndReport(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed) this.logger.log(`Removed ${removed} unreferenced media file(s)`);
    } catch (error) {
      // Never stops the boot: leftovers only take space.
      this.logger.warn(`Media sweep skipped: ${(error as Error).message}`);
    }
  }

  /** Returns how many objects were deleted. */
  async sweep(): Promise<number> {
    const listed: string[] = [];
    for await (const page of this.store.list()) {
      if (this.stopping) return 0;
      for (const object of page) if (OURS.test(object.name)) listed.push(object.name);
    }
    if (!listed.length) return 0;
    // The barrier: every save in flight during the listing has now committed or rolled back.
    if (!(await mediaBarrier(this.em, { stop: () => this.stopping }))) {
      if (this.stopping) return 0;
      throw new Error('saves were in flight the whole time; the next boot tries again');
    }
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `select header_image as id from guide where header_image is not null
       union select image from section where image is not null
       union select st->>'image' from section, jsonb_array_elements(steps) st where st->>'image' is not null
       union select photo from reviewer where photo is not null`,
      );
    const keep = new Set(rows.flatMap((r) => mediaFileNames(r.id)));
    const orphans = listed.filter((name) => !keep.has(name));
    await this.store.delete(orphans);
    return orphans.length;
  }
}
