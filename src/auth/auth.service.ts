import { HttpException, HttpStatus, Inject, Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminUserRepository } from './admin-user.repository';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginThrottle } from './login-throttle.service';
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from './password';
import { TokenService } from './token.service';
import { isTotpCode, recoveryCodeHash, totpStep } from './two-factor';

/** The first administrator's sign-in; password null when it came from ADMIN_PASSWORD (never echoed). */
export interface FirstSignIn {
  username: string;
  password: string | null;
}

/** 429 with the wait in its message; the controller turns retryAfterSeconds into Retry-After. */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ detail: AUTH_MESSAGES.throttled(Math.ceil(retryAfterSeconds / 60)) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');
  /** The administrator this process created at boot, for the start banner (main.ts); null when one existed. */
  private created: FirstSignIn | null = null;

  constructor(
    private readonly admins: AdminUserRepository,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The sign-in to show in the start banner the first time (the account was created by this boot). */
  firstSignIn(): FirstSignIn | null {
    return this.created;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
    // Hash the dummy now so the first sign-in of an unknown user isn't measurably slower.
    await dummyPasswordHash();
  }

  /**
   * Signs in from `address`. The attempt is counted before the password is checked (throttled
   * addresses never reach argon2); an unknown user and a wrong password get the same answer.
   */
  async signIn(username: string, password: string, address: string, code?: string): Promise<string> {
    const verdict = await this.throttle.attempt(address);
    if (!verdict.allowed) throw new TooManyAttemptsException(verdict.retryAfterSeconds);
    const admin = await this.admins.findCredentials(username);
    const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!admin || !ok) throw new UnauthorizedException({ detail: AUTH_MESSAGES.badCredentials });
    // Two-factor sign-in on: the password alone is not enough. The attempt stays counted (the lock-out
    // is reset only by a whole sign-in), so codes are guessed no faster than passwords.
    if (admin.totpSecret) {
      if (!code?.trim()) throw new UnauthorizedException({ detail: AUTH_MESSAGES.codeRequired, code_required: true });
      if (!(await this.checkSecondFactor(admin.id, admin.totpSecret, code))) {
        throw new UnauthorizedException({ detail: AUTH_MESSAGES.badCode, code_required: true });
      }
    }
    await this.throttle.reset(address);
    return this.tokens.issue(admin);
  }

  /** A time-based code, good once (its step recorded), or one of the unused recovery codes (used up). */
  private async checkSecondFactor(adminId: number, secret: string, code: string): Promise<boolean> {
    if (isTotpCode(code)) {
      const step = totpStep(secret, code);
      return step !== null && this.admins.acceptTotpStep(adminId, step);
    }
    return this.admins.useRecoveryCode(adminId, recoveryCodeHash(code));
  }

  /**
   * Creates the administrator when there is none. An existing administrator's password is never
   * overwritten from ADMIN_PASSWORD (that would silently undo `npm run admin:password`).
   */
  private async ensureAdmin(): Promise<void> {
    if ((await this.admins.count()) > 0) {
      if (this.config.adminPassword) {
        this.logger.debug('ADMIN_PASSWORD is set but an administrator exists: password left unchanged');
      }
      return;
    }
    if (!this.config.adminPassword && this.config.production) throw new Error(AUTH_MESSAGES.productionNeedsPassword);
    const password = this.config.adminPassword ?? generatePassword();
    const username = this.config.adminUsername;
    const created = await this.admins.createIfAbsent(username, await hashPassword(password));
    if (!created) return; // another replica created it first
    this.created = { username, password: this.config.adminPassword ? null : password };
    if (this.config.adminPassword) this.logger.log(`Admin account created: username ${username} (password from ADMIN_PASSWORD)`);
    else this.logger.warn(AUTH_MESSAGES.adminCreated(username, password));
  }
}
