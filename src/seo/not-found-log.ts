import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { redirectKey } from '../content/path-redirect.repository';

/** Counts are written at most this long after the 404 they count (what a crash can lose). */
export const NOT_FOUND_FLUSH_MS = 5_000;
/** Distinct addresses waiting to be written; beyond it new ones are dropped until the next flush. */
const MAX_PENDING = 2_000;
/** The table's bound: the most recently and most often hit addresses are kept, the rest deleted. */
export const MAX_NOT_FOUND = 1_000;

/**
 * The addresses readers hit that answered "not found" (issue 27 item 6): counted in memory as the 404
 * is sent (nothing the reader waits for) and added up in not_found_path every few seconds, as Readers
 * does (src/readers). Only the normalised path is kept (redirectKey: lower-case, no trailing slash, no
 * query string), with a count and the last day: nothing about who asked.
 */
@Injectable()
export class NotFoundLog implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NotFoundLog.name);
  private pending = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), NOT_FOUND_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** A page that answered 404. Synchronous: memory only. */
  record(pathAndQuery: string): void {
    const key = redirectKey(pathAndQuery.split('?')[0]!);
    if (!key) return;
    const n = this.pending.get(key);
    if (n !== undefined) this.pending.set(key, n + 1);
    else if (this.pending.size < MAX_PENDING) this.pending.set(key, 1);
  }

  /** Writes what was counted (one statement) and trims the table to its bound. Never throws. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      const rows = [...batch].map(([path, hits]) => ({ path, hits }));
      const conn = this.em.getConnection();
      await conn.execute(
        `insert into not_found_path (path, hits, last_seen)
         select x.path, x.hits, current_date from json_to_recordset(?::json) as x(path text, hits int)
         on conflict (path) do update set hits = not_found_path.hits + excluded.hits, last_seen = current_date`,
        [JSON.stringify(rows)],
      );
      await conn.execute(
        `delete from not_found_path where path in (
           select path from not_found_path order by last_seen desc, hits desc, path offset ?)`,
        [MAX_NOT_FOUND],
      );
    } catch (error) {
      this.logger.warn(`Could not write the not-found counts: ${(error as Error).message}`);
    }
  }
}
