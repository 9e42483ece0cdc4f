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

/** The key an account's two-factor codes are counted under, from whatever address they come. */
const accountKey = (adminId: number) => `account ${adminId}`;
/** The key an address's two-factor codes are counted under, apart from its passwords. */
const codeKey = (address: string) => `code ${address}`.slice(0, 64);

/**
 * Counts sign-in attempts in PostgreSQL, so every replica agrees: passwords per client address, and
 * two-factor codes per address and per account (issue 35 item 6).
 *
 * An attempt is counted as a failure BEFORE the password is checked, in one UPSERT that also decides
 * whether the address is locked: parallel attempts queue on the row, so no more than MAX_FAILURES of
 * them ever reach argon2. A success deletes the row (resets the count). After a lock expires, the
 * next failure locks again at once, for twice as long (10 min, 20 min, ... capped at 24 h).
 *
 * The right password is a success for the password's count, whatever the code then does: the sign-in
 * page's first step (the password, no code yet) is no failure, and after a lock it is not what locks
 * again. Codes are counted on their own, per address and per account, so someone holding the password
 * guesses codes no faster from a thousand addresses than from one; that lock is the owner's too, until
 * it ends or `npm run admin:password` (a new password) lifts it.
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

  /** Records a password's attempt from `address`; refused (without counting) while the address is locked. */
  attempt(address: string): Promise<AttemptVerdict> {
    return this.oneAtATime(address, () => this.count(address));
  }

  /**
   * Attempts under one key (an address, an account) are counted one after another within this process, so a burst of
   * parallel requests queues here on one connection instead of exhausting the pool waiting for the
   * row lock. Across replicas the UPSERT's row lock does the same job.
   */
  private oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  private async count(key: string): Promise<AttemptVerdict> {
    const attempt = await this.attempts.countFailure(key, LOCK_RULES);
    if (attempt.counted) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, attempt.lockedForSeconds ?? 1) };
  }

  /** The right password forgets the address's failures. */
  async reset(address: string): Promise<void> {
    await this.attempts.forget([address]);
  }

  /** Records a two-factor code's attempt, from `address` and for the account; refused while either is locked. */
  async attemptCode(adminId: number, address: string): Promise<AttemptVerdict> {
    const fromAddress = await this.oneAtATime(codeKey(address), () => this.count(codeKey(address)));
    if (!fromAddress.allowed) return fromAddress;
    return this.oneAtATime(accountKey(adminId), () => this.count(accountKey(adminId)));
  }

  /** Seconds until codes are taken again for the account from `address`; 0 when they are now. */
  codesLockedFor(adminId: number, address: string): Promise<number> {
    return this.attempts.lockedForSeconds([codeKey(address), accountKey(adminId)]);
  }

  /** A right code forgets the code failures of the account and of the address. */
  async resetCodes(adminId: number, address: string): Promise<void> {
    await this.attempts.forget([codeKey(address), accountKey(adminId)]);
  }

  private async forgetStale(): Promise<void> {
    try {
      await this.attempts.forgetQuietFor(FORGET_AFTER_SECONDS);
    } catch (error) {
      this.logger.warn(`Could not clean up old sign-in attempts: ${(error as Error).message}`);
    }
  }
}
