import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ReadersFailures } from './readers-failures';
import { ReadersKeys } from './readers-keys.service';
import { ReadersRetention } from './readers-retention';
import { dayBefore, readerDay } from './readers-rules';
import { ReadersRepository } from './readers.repository';

/** Salts made ahead and old ones destroyed this often. */
const MAINTENANCE_MS = 10 * 60_000;

/**
 * Readers' upkeep (issue 24, docs/readers.md): the day's salts made ahead, what is past the retention
 * (Settings) destroyed (salts, keys, roll-ups), and the running totals moved to end today.
 */
@Injectable()
export class ReadersUpkeepService implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  /** The day this replica last saw the running totals end on (or moved them to). */
  private windowsDay = '';

  constructor(
    private readonly repo: ReadersRepository,
    private readonly keys: ReadersKeys,
    private readonly retention: ReadersRetention,
    private readonly failures: ReadersFailures,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.maintain();
    this.timer = setInterval(() => void this.maintain(), MAINTENANCE_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Today's and tomorrow's salts made (so midnight needs no database), old salts, keys and roll-ups gone. */
  async maintain(): Promise<void> {
    const today = readerDay();
    try {
      await this.keys.load(today);
      const keepFrom = dayBefore(today, Math.round(this.retention.months() * 30.44));
      await this.repo.purge(today, keepFrom);
      await this.ensureWindows(today);
    } catch (error) {
      this.failures.failed('upkeep', error);
    }
  }

  /** The running totals (readers_guide_window) moved to end today, once a day per replica at most. */
  async ensureWindows(today = readerDay()): Promise<void> {
    if (this.windowsDay >= today) return;
    await this.repo.rollWindows(today);
    this.windowsDay = today;
  }
}
