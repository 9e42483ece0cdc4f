import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDto, RecoveryCodesDto, TwoFactorSetupDto } from '../../client/src/api/types';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { passwordProblem } from './admin-account';
import { AdminUserRepository, type AdminAccountRow, type AdminLanguage } from './admin-user.repository';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginThrottle } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password';
import { SecondFactor } from './second-factor.service';
import { TokenService } from './token.service';
import { TooManyAttemptsException } from './too-many-attempts.exception';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpQrCode, totpUri } from './two-factor';

/**
 * The owner's account controls (issue 30 item 6): change the password, sign out everywhere, and
 * two-factor sign-in. Every step that takes the current password is throttled per address exactly as
 * sign-in is (the same lock-out), so a stolen token cannot be used to guess the password; every code is
 * counted per account and per address as sign-in's codes are (SecondFactor).
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly admins: AdminUserRepository,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactor,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async account(adminId: number): Promise<AccountDto> {
    const admin = await this.load(adminId);
    return {
      username: admin.username,
      two_factor: admin.totpSecret !== null,
      recovery_codes_left: admin.recoveryCodesLeft,
      language: admin.uiLang,
    };
  }

  /** The admin's language (issue 39): kept with the account, so every screen and device follows it. */
  async setLanguage(adminId: number, language: AdminLanguage): Promise<AccountDto> {
    await this.load(adminId);
    await this.admins.setLanguage(adminId, language);
    return this.account(adminId);
  }

  /** A new password: every earlier token is refused; this session goes on with the token returned. */
  async changePassword(adminId: number, current: string, next: string, address: string): Promise<string> {
    const admin = await this.checkPassword(adminId, current, address);
    const problem = passwordProblem(next);
    if (problem) throw new BadRequestException({ new_password: [problem] });
    const passwordChangedAt = await this.admins.setPasswordById(adminId, await hashPassword(next));
    return this.tokens.issue({ ...admin, passwordChangedAt });
  }

  /** Every token issued so far, this one included, is refused from now on, on every replica. */
  async signOutEverywhere(adminId: number): Promise<void> {
    await this.admins.bumpTokenVersion(adminId);
  }

  async startTwoFactor(adminId: number, current: string, address: string): Promise<TwoFactorSetupDto> {
    const admin = await this.checkPassword(adminId, current, address);
    const secret = newTotpSecret();
    await this.admins.setPendingTotp(adminId, secret);
    const uri = totpUri(secret, admin.username, this.config.siteName);
    return { secret, uri, qr: await totpQrCode(uri) };
  }

  /**
   * The first code from the app proves it holds the secret: two-factor sign-in is on from now, and
   * every other device is signed out (a token taken before is no longer enough: issue 35 item 6).
   * This session goes on with the token answered.
   */
  async confirmTwoFactor(adminId: number, code: string, address: string): Promise<RecoveryCodesDto> {
    const admin = await this.load(adminId);
    if (!admin.totpPendingSecret) throw new BadRequestException({ detail: AUTH_MESSAGES.noSetup });
    await this.secondFactor.ensureOpen(adminId, address);
    const step = await this.secondFactor.checkPending(adminId, admin.totpPendingSecret, code, address);
    if (step === null) throw new BadRequestException({ code: [AUTH_MESSAGES.badCode] });
    const codes = newRecoveryCodes();
    await this.em.transactional(async (tx) => {
      const admins = new AdminUserRepository(tx);
      await admins.enableTotp(adminId, admin.totpPendingSecret!, codes.map(recoveryCodeHash));
      await admins.acceptTotpStep(adminId, step);
      await admins.bumpTokenVersion(adminId);
    });
    return { recovery_codes: codes, access: await this.tokens.issue(await this.load(adminId)) };
  }

  /** Off only with the current password and a current code (or a recovery code): a stolen session and password are not enough. */
  async disableTwoFactor(adminId: number, current: string, code: string, address: string): Promise<void> {
    const admin = await this.checkPassword(adminId, current, address);
    if (admin.totpSecret) {
      await this.secondFactor.ensureOpen(adminId, address);
      if (!(await this.secondFactor.check(adminId, admin.totpSecret, code, address))) {
        throw new BadRequestException({ code: [AUTH_MESSAGES.badCode] });
      }
    }
    await this.em.transactional((tx) => new AdminUserRepository(tx).disableTotp(adminId));
  }

  private async load(adminId: number): Promise<AdminAccountRow> {
    const admin = await this.admins.findAccount(adminId);
    // The token was valid a moment ago; an account gone since signs the caller out.
    if (!admin) throw new UnauthorizedException({ detail: AUTH_MESSAGES.badToken });
    return admin;
  }

  private async attempt(address: string): Promise<void> {
    const verdict = await this.throttle.attempt(address);
    if (!verdict.allowed) throw new TooManyAttemptsException(verdict.retryAfterSeconds);
  }

  /** The current password, counted as a sign-in attempt (reset when right). */
  private async checkPassword(adminId: number, password: string, address: string): Promise<AdminAccountRow> {
    await this.attempt(address);
    const admin = await this.load(adminId);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      throw new BadRequestException({ current_password: [AUTH_MESSAGES.wrongPassword] });
    }
    await this.throttle.reset(address);
    return admin;
  }
}
