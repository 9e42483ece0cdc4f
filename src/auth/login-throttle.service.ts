import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Failures allowed from one address within the window before it is locked. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** The first lock; each lock after it doubles, up to the cap. */
export const FIRST_LOCK_SECONDS = 10 * 60;
export const MAX_LOCK_SECONDS = 24 * 60 * 60;
/** An address quiet for this long starts afresh. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts sign-in attempts per client address in PostgreSQL, so every replica agrees.
 *
 * An attempt is counted as a failure BEFORE the password is checked, in one UPSERT that also decides
 * whether the address is locked: parallel attempts queue on the row, so no more than MAX_FAILURES of
 * them ever reach argon2. A success deletes the row (resets the count). After a lock expires, the
 * next failure locks again at once, for twice as long (10 min, 20 min, ... capped at 24 h).
 */
@Injectable()
export class LoginThrottle implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LoginThrottle.name);
  private cleanupTimer?: NodeJS.Timeout;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly em: EntityManager) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.forgetStale();
    this.cleanupTimer = setInterval(() => void this.forgetStale(), 60 * 60 * 1000);
    this.cleanupTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.cleanupTimer);
  }

  /** Records an attempt from `address`; refused (without counting) while the address is locked. */
  attempt(address: string): Promise<AttemptVerdict> {
    return this.oneAtATime(address, () => this.count(address));
  }

  /**
   * Attempts from one address are counted one after another within this process, so a burst of
   * parallel requests queues here on one connection instead of exhausting the pool waiting for the
   * row lock. Across replicas the UPSERT's row lock does the same job.
   */
  private oneAtATime<T>(address: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(address) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(address, tail);
    void tail.then(() => {
      if (this.queues.get(address) === tail) this.queues.delete(address);
    });
    return run;
  }

  private async count(address: string): Promise<AttemptVerdict> {
    // The WHERE clause of DO UPDATE is evaluated on the latest row version after waiting for its lock,
    // so concurrent attempts are counted one after another. Nothing upserted = locked right now, and
    // the outer select (the statement's snapshot, i.e. the row as it was) tells for how long.
    const fresh = `(a.last_failure_at < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})
      or (a.lock_level = 0 and a.first_failure_at < now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})))`;
    const nextLock = `least(${FIRST_LOCK_SECONDS} * power(2, a.lock_level), ${MAX_LOCK_SECONDS})`;
    const [result] = await this.em.execute<{ counted: number; seconds: string | number | null }[]>(
      `with counted as (
         insert into login_attempt as a (address, failures, first_failure_at, last_failure_at, locked_until, lock_level)
         values (?, 1, now(), now(), null, 0)
         on conflict (address) do update set
           failures = case when ${fresh} then 1 else a.failures + 1 end,
           first_failure_at = case when ${fresh} then now() else a.first_failure_at end,
           last_failure_at = now(),
           locked_until = case
             when ${fresh} then null
             when a.lock_level > 0 then now() + make_interval(secs => ${nextLock})
             when a.failures + 1 >= ${MAX_FAILURES} then now() + make_interval(secs => ${FIRST_LOCK_SECONDS})
             else null end,
           lock_level = case
             when ${fresh} then 0
             when a.lock_level > 0 then a.lock_level + 1
             when a.failures + 1 >= ${MAX_FAILURES} then 1
             else 0 end
         where a.locked_until is null or a.locked_until <= now()
         returning 1
       )
       select (select count(*) from counted)::int as counted,
              (select ceil(extract(epoch from (locked_until - now()))) from login_attempt where address = ?) as seconds`,
      [address, address],
    );
    if (result.counted) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Number(result.seconds ?? 1)) };
  }

  /** A successful sign-in forgets the address's failures. */
  async reset(address: string): Promise<void> {
    await this.em.execute(`delete from login_attempt where address = ?`, [address]);
  }

  private async forgetStale(): Promise<void> {
    try {
      await this.em.execute(
        `delete from login_attempt
         where last_failure_at < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})
           and (locked_until is null or locked_until < now())`,
      );
    } catch (error) {
      this.logger.warn(`Could not clean up old sign-in attempts: ${(error as Error).message}`);
    }
  }
}
