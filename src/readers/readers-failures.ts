import { Injectable, Logger } from '@nestjs/common';
import { readerDay } from './readers-rules';

export type ReadersFailure = 'flush' | 'row' | 'upkeep' | 'budget';

const WHAT: Record<ReadersFailure, string> = {
  flush: 'counts not written yet; kept for the next try',
  row: 'a row the database refused as data was dropped',
  upkeep: 'upkeep (salts, retention, running totals) failed; tried again later',
  budget: "an address spent its day's budget; its further counts are dropped",
};

/**
 * Readers' failures, logged once per kind and day (issue 35 item 1): its SQLSTATE or error code and
 * what happens next, never the SQL or the data (a refused batch's SQL was megabytes a line, every 5 s).
 */
@Injectable()
export class ReadersFailures {
  private readonly logger = new Logger('Readers');
  /** Failures already logged (kind and day): each is logged once. */
  private readonly logged = new Set<string>();

  failed(where: ReadersFailure, error: unknown): void {
    const code = errorCode(error);
    const id = `${readerDay()}\t${where}\t${code}`;
    if (this.logged.has(id)) return;
    if (this.logged.size > 100) this.logged.clear();
    this.logged.add(id);
    this.logger.warn(`Readers: ${WHAT[where]} (${code}; logged once a day)`);
  }

  /** A warning logged every time (what a flush dropped). */
  warn(message: string): void {
    this.logger.warn(message);
  }
}

/** PostgreSQL's SQLSTATE (or Node's error code) of a failure, never its message (it holds the SQL). */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : ((error as Error | null)?.name ?? 'unknown').slice(0, 40);
}

/** Class 22, "data exception": the database refuses a value, not the statement or the connection. */
export function isDataError(error: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(errorCode(error));
}
