import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { dayBefore } from './readers-rules';
import { ReadersRepository } from './readers.repository';

/** What the request tells about the reader: read to group and to hash, never kept. */
export interface HitContext {
  address: string;
  userAgent: string;
  /** Host names of this site (a referrer from them is a page of ours, not a source). */
  ownHosts: string[];
}

/**
 * Readers' keys (issue 24, docs/readers.md): a reader is a salted hash of address and user agent; the
 * salt is the day's, shared by replicas through the database (made ahead by the upkeep, so midnight
 * needs no database) and destroyed with the day's keys once the day is over.
 */
@Injectable()
export class ReadersKeys {
  private salts = new Map<string, Buffer>();
  private saltsLoading: Promise<void> | null = null;

  constructor(private readonly repo: ReadersRepository) {}

  /** Today's and tomorrow's salts, made if missing, read once at a time. */
  load(today: string): Promise<void> {
    this.saltsLoading ??= this.repo
      .salts([today, dayBefore(today, -1)])
      .then((salts) => {
        this.salts = salts;
      })
      .finally(() => {
        this.saltsLoading = null;
      });
    return this.saltsLoading;
  }

  /** A reader's key for the day (null without the day's salt: then the view counts, the reader not). */
  key(day: string, ctx: HitContext, extra: string): string | null {
    const salt = this.salts.get(day);
    if (!salt) {
      void this.load(day).catch(() => undefined);
      return null;
    }
    return createHash('sha256').update(salt).update(`\n${ctx.address}\n${ctx.userAgent}\n${extra}`).digest('hex').slice(0, 32);
  }

  /** An address's key for the day: salted and hashed like a reader's, without the browser. */
  addressKey(day: string, ctx: HitContext): string | null {
    return this.key(day, { ...ctx, userAgent: '' }, 'address');
  }

  /** A key of the reader's for one thing (a guide's view, a click): derived from the reader's salted key. */
  derived(readerKey: string | null, what: string): string | null {
    return readerKey && createHash('sha256').update(`${readerKey}\n${what}`).digest('hex').slice(0, 32);
  }
}
