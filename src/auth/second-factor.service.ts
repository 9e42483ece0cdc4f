import { Injectable } from '@nestjs/common';
import { AdminUserRepository } from './admin-user.repository';
import { LoginThrottle } from './login-throttle.service';
import { TooManyAttemptsException } from './too-many-attempts.exception';
import { isTotpCode, recoveryCodeHash, totpStep } from './two-factor';

/**
 * Every check of a two-factor code (sign-in, turning two-factor sign-in on and off) goes through here:
 * counted per account and per address before it is checked (LoginThrottle), a right one forgetting
 * those failures (issue 35 item 6).
 */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly admins: AdminUserRepository,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Refuses (429, naming the way back) while codes are locked for the account or from the address. */
  async ensureOpen(adminId: number, address: string): Promise<void> {
    const seconds = await this.throttle.codesLockedFor(adminId, address);
    if (seconds > 0) throw new TooManyAttemptsException(seconds, 'codes');
  }

  /** A time-based code of the secret in force, good once (its step recorded), or an unused recovery code (used up). */
  check(adminId: number, secret: string, code: string, address: string): Promise<boolean> {
    return this.counted(adminId, address, async () => {
      if (isTotpCode(code)) {
        const step = totpStep(secret, code);
        return step !== null && this.admins.acceptTotpStep(adminId, step);
      }
      return this.admins.useRecoveryCode(adminId, recoveryCodeHash(code));
    });
  }

  /** A code of the secret being set up: the time step it belongs to, or null when it is not the secret's code now. */
  async checkPending(adminId: number, pendingSecret: string, code: string, address: string): Promise<number | null> {
    let step: number | null = null;
    await this.counted(adminId, address, () => {
      step = totpStep(pendingSecret, code);
      return Promise.resolve(step !== null);
    });
    return step;
  }

  private async counted(adminId: number, address: string, check: () => Promise<boolean>): Promise<boolean> {
    const verdict = await this.throttle.attemptCode(adminId, address);
    if (!verdict.allowed) throw new TooManyAttemptsException(verdict.retryAfterSeconds, 'codes');
    const right = await check();
    if (right) await this.throttle.resetCodes(adminId, address);
    return right;
  }
}
