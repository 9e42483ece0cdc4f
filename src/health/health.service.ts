import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DatabaseCircuit } from '../common/database-circuit';
import { MIGRATIONS } from '../database/migrations';
import { MEDIA_STORE, type MediaStore } from '../media/media-store';

/** How long a probe waits for the database (or the image store) before calling it unavailable. */
export const PROBE_TIMEOUT_MS = 2_000;

/** What readiness depends on; each is named in /readyz's answer when it is not ready. */
export type ReadinessPart = 'database' | 'media';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');
  /** The last media failure logged, so a store that stays down is one line, not one per probe. */
  private mediaFailure: string | null = null;

  constructor(
    private readonly em: EntityManager,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly circuit: DatabaseCircuit,
  ) {}

  /** The parts not ready now (empty: ready), both checked at once within the probe timeout. */
  async notReady(): Promise<ReadinessPart[]> {
    const [database, media] = await Promise.all([this.migrationsApplied(), this.mediaAnswers()]);
    return [...(database ? [] : (['database'] as const)), ...(media ? [] : (['media'] as const))];
  }

  /** True when the database answers within the probe timeout and records every migration this build knows as applied. */
  async migrationsApplied(): Promise<boolean> {
    try {
      const rows = await withTimeout(this.em.execute<{ name: string }[]>('select name from mikro_orm_migrations'), PROBE_TIMEOUT_MS);
      const applied = new Set(rows.map((r) => r.name.replace(/\.[jt]s$/, '')));
      // The database answers: a circuit still open (waiting for its own probe) closes now, so ready
      // means the pages answer too (issue 37 item 4; the cluster drill saw 503s after "ready").
      this.circuit.answered();
      return MIGRATIONS.every((m) => applied.has(m.name));
    } catch {
      return false;
    }
  }

  /**
   * True when the image store (the bucket, or the folder) answers within the probe timeout. Pages
   * render without it, but their images and every save with an image fail (issue 35 item 7).
   */
  async mediaAnswers(): Promise<boolean> {
    try {
      await withTimeout(this.media.probe(), PROBE_TIMEOUT_MS);
      if (this.mediaFailure) this.logger.log(`The image store ${this.media.location} answers again`);
      this.mediaFailure = null;
      return true;
    } catch (error) {
      const why = (error as Error).message;
      if (why !== this.mediaFailure) this.logger.error(`Not ready: ${why}`);
      this.mediaFailure = why;
      return false;
    }
  }
}
