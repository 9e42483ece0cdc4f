import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { LoginAttemptRepository, type LockRules } from './login-attempt.repository';

/** Failures allowed from one address within the window before it is locked. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** The first lock; each lock after it doubles, up to the cap. */
export const FIRST_LOCK_SECONDS = 10 * 60;
export const MAX_LOCK_SECONDS = 24 * 60 * 60;
/** An address quiet for this long starts afresh. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;

const LOCK_RULES: LockRules = {
  maxFailures: MAX_FAILURES,
  failureWindowSeconds: FAILURE_WINDOW_SECONDS,
  firstLockSeconds: FIRST_LOCK_SECONDS,
  maxLockSeconds: MAX_LOCK_SECONDS,
  forgetAfterSeconds: FORGET_AFTER_SECONDS,
};

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

  constructor(private readonly attempts: LoginAttemptRepository) {}

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
    const attempt = await this.attempts.countFailure(address, LOCK_RULES);
    if (attempt.counted) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, attempt.lockedForSeconds ?? 1) };
  }

  /** A successful sign-in forgets the address's failures. */
  async reset(address: string): Promise<void> {
    await this.attempts.forget(address);
  }

  private async forgetStale(): Promise<void> {
    try {
      await this.attempts.forgetQuietFor(FORGET_AFTER_SECONDS);
    } catch (error) {
      this.logger.warn(`Could not clean up old sign-in attempts: ${(error as Error).message}`);
    }
  }
}
