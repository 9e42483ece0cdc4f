import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConnectionException } from '@mikro-orm/core';

/** How often an open circuit asks the database whether it is back, and how long that question may take. */
export const PROBE_EVERY_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;

/**
 * Whether an error says the database itself does not answer (down, restarting, unreachable), not that
 * it is busy: a pool with no free connection or a statement timeout is load, and opens no circuit.
 */
export function isDatabaseDown(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const code = (error as { code?: string })?.code ?? '';
  const message = String((error as Error)?.message ?? '');
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03'].includes(code) ||
    /Connection terminated|connect ECONNREFUSED|Connection ended unexpectedly|timeout expired/.test(message) ||
    (code === 'ENOENT' && message.includes('.s.PGSQL.'))
  );
}

/**
 * Issue 37 item 4, a circuit breaker for the database: the first request that finds it down opens the
 * circuit; while it is open nothing waits for the database (kept pages are served at once, uncached
 * pages render their 503 without a query, API calls answer 503 with Retry-After at once), and a
 * background probe (select 1, every PROBE_EVERY_MS) closes it as soon as the database answers.
 */
@Injectable()
export class DatabaseCircuit implements OnModuleDestroy {
  private readonly logger = new Logger('DatabaseCircuit');
  private probe: NodeJS.Timeout | undefined;
  private probing = false;
  private closedForGood = false;
  /** Since when the circuit is open (ms since the epoch), or null while the database answers. */
  openedAt: number | null = null;

  constructor(private readonly em: EntityManager) {}

  get open(): boolean {
    return this.openedAt !== null;
  }

  /** Opens the circuit when `error` says the database is down; returns whether it is open now. */
  failed(error: unknown): boolean {
    if (this.open || this.closedForGood || !isDatabaseDown(error)) return this.open;
    this.openedAt = Date.now();
    this.logger.warn(`The database does not answer (${(error as Error)?.message}): kept pages only until it does`);
    this.probe = setInterval(() => void this.check(), PROBE_EVERY_MS);
    this.probe.unref();
    return true;
  }

  onModuleDestroy(): void {
    this.closedForGood = true;
    clearInterval(this.probe);
  }

  /**
   * The database answered a query made elsewhere (readiness, health.service.ts): the circuit closes at
   * once, so a replica that says it is ready also answers its pages (it waited for its own probe).
   */
  answered(): void {
    if (this.open) this.close();
  }

  private close(): void {
    const down = Date.now() - this.openedAt!;
    this.openedAt = null;
    clearInterval(this.probe);
    this.logger.log(`The database answers again after ${(down / 1000).toFixed(1)} s`);
  }

  private async check(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      const fork = this.em.fork();
      await Promise.race([
        fork.getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS).unref()),
      ]);
      if (this.open) this.close();
    } catch {
      // Still down: the next probe asks again.
    } finally {
      this.probing = false;
    }
  }
}
