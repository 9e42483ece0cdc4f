import { HttpException, HttpStatus } from '@nestjs/common';
import { AUTH_MESSAGES } from './auth.messages';

/** What is locked: sign-in from the address (passwords), or two-factor codes (for the account or from the address). */
export type LockKind = 'sign-in' | 'codes';

/**
 * 429 with the wait and the way back in its message (AUTH_MESSAGES), and the wait in whole minutes for
 * the admin to say in its own language; the controllers turn retryAfterSeconds into Retry-After.
 */
export class TooManyAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    kind: LockKind = 'sign-in',
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      kind === 'codes'
        ? { detail: AUTH_MESSAGES.codesLocked(minutes), minutes, codes_locked: true }
        : { detail: AUTH_MESSAGES.throttled(minutes), minutes },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
