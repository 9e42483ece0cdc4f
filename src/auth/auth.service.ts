import { Inject, Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import type { FirstSignIn } from '../common/start-banner';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminUserRepository } from './admin-user.repository';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginThrottle } from './login-throttle.service';
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from './password';
import { SecondFactor } from './second-factor.service';
import { TokenService } from './token.service';
import { TooManyAttemptsException } from './too-many-attempts.exception';

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');
  /** The administrator this process created at boot, for the start banner (main.ts); null when one existed. */
  private created: FirstSignIn | null = null;

  constructor(
    private readonly admins: AdminUserRepository,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactor,
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
   * With two-factor sign-in on, the right password is no failure whatever follows (the sign-in page
   * sends it alone first): only then is a code asked for or checked, counted on its own (SecondFactor).
   */
  async signIn(username: string, password: string, address: string, code?: string): Promise<string> {
    const verdict = await this.throttle.attempt(address);
    if (!verdict.allowed) throw new TooManyAttemptsException(verdict.retryAfterSeconds);
    const admin = await this.admins.findCredentials(username);
    const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!admin || !ok) throw new UnauthorizedException({ detail: AUTH_MESSAGES.badCredentials });
    await this.throttle.reset(address);
    if (admin.totpSecret) {
      // Said at the password step already, so the owner is not asked for a code that cannot be taken.
      await this.secondFactor.ensureOpen(admin.id, address);
      if (!code?.trim()) throw new UnauthorizedException({ detail: AUTH_MESSAGES.codeRequired, code_required: true });
      if (!(await this.secondFactor.check(admin.id, admin.totpSecret, code, address))) {
        throw new UnauthorizedException({ detail: AUTH_MESSAGES.badCode, code_required: true });
      }
    }
    return this.tokens.issue(admin);
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
    // The generated password is printed once, by the start banner (main.ts), never in a log line that
    // log files and collectors keep (issue 39).
    this.logger.log(AUTH_MESSAGES.adminCreated(username, Boolean(this.config.adminPassword)));
  }
}
