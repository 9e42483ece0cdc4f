import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppSettingsRepository } from '../common/app-settings.repository';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminUserRepository } from './admin-user.repository';

export const JWT_SECRET_SETTING = 'jwt_secret';
/** app_setting key of the fingerprint of the signing secret every replica must share (never the secret itself). */
export const JWT_SECRET_FINGERPRINT_SETTING = 'jwt_secret_fingerprint';

export const JWT_SECRET_MISMATCH =
  'JWT_SECRET differs from the secret the other replicas sign with (the database holds the fingerprint of another one): ' +
  'give every replica the same JWT_SECRET (or none), or see docs/replicas.md to change it on all of them';

/**
 * A fingerprint of a secret that does not reveal it: scrypt with a random salt, "scrypt$salt$hash"
 * (a JWT_SECRET from the environment may be a long passphrase; a plain hash in the database would let
 * whoever reads a backup try guesses fast).
 */
export function secretFingerprint(secret: string, salt = randomBytes(16).toString('base64url')): string {
  return `scrypt$${salt}$${scryptSync(secret, salt, 32).toString('base64url')}`;
}

/** Whether `fingerprint` (from secretFingerprint) was made from `secret`. */
export function fingerprintMatches(fingerprint: string, secret: string): boolean {
  const [scheme, salt, hash] = fingerprint.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(secret, salt, 32);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Who a valid token belongs to; set on the request as req.user by the admin guard. */
export interface AuthenticatedAdmin {
  id: number;
  username: string;
}

interface AccessTokenPayload {
  sub: string;
  /** passwordChangedAt (ms) when the token was issued: a password change invalidates the token. */
  pv: number;
  /** The administrator's token version when issued: "Sign out everywhere" moves it on (absent on older tokens: 0). */
  tv?: number;
  iat: number;
  exp: number;
}

/** Seconds a token's iat may be ahead of this server's clock (another replica's clock). */
const CLOCK_SKEW_SECONDS = 60;

/** Issues and checks the administrator's access tokens: HS256 only, always with an expiry. */
@Injectable()
export class TokenService implements OnApplicationBootstrap {
  private secret?: Promise<string>;

  constructor(
    private readonly jwt: JwtService,
    private readonly admins: AdminUserRepository,
    private readonly settings: AppSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issue 26 item 5: a replica whose signing secret is not the one the database has seen refuses to
   * start (one line, see main.ts), instead of silently splitting sign-ins between replicas. The first
   * replica to boot stores the fingerprint; the others compare.
   */
  async onApplicationBootstrap(): Promise<void> {
    const secret = await this.getSecret();
    const mine = secretFingerprint(secret);
    const stored = await this.settings.getOrCreate(JWT_SECRET_FINGERPRINT_SETTING, mine);
    if (stored !== mine && !fingerprintMatches(stored, secret)) throw new Error(JWT_SECRET_MISMATCH);
  }

  async issue(admin: { id: number; passwordChangedAt: Date; tokenVersion: number }): Promise<string> {
    return this.jwt.signAsync(
      { sub: String(admin.id), pv: admin.passwordChangedAt.getTime(), tv: admin.tokenVersion },
      { secret: await this.getSecret(), algorithm: 'HS256', expiresIn: this.config.jwtTtlSeconds },
    );
  }

  /** The admin the token belongs to, or null when the token is not acceptable for any reason. */
  async verify(token: string): Promise<AuthenticatedAdmin | null> {
    const secret = await this.getSecret(); // a database outage here is a 503, not a bad token
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { secret, algorithms: ['HS256'] });
    } catch {
      return null;
    }
    // jsonwebtoken accepts a token without exp as never expiring: we don't.
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || typeof payload.sub !== 'string') return null;
    // JWT_TTL caps a token's life whatever its exp says (a token signed with a far-future exp, by an
    // older release or a leaked secret's holder, still ends JWT_TTL after it was issued).
    const now = Math.floor(Date.now() / 1000);
    if (payload.iat > now + CLOCK_SKEW_SECONDS || now - payload.iat > this.config.jwtTtlSeconds) return null;
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id)) return null;
    const admin = await this.admins.findIdentity(id);
    if (!admin) return null;
    const changedAt = admin.passwordChangedAt.getTime();
    if (payload.pv !== changedAt || payload.iat < Math.floor(changedAt / 1000)) return null;
    if ((payload.tv ?? 0) !== admin.tokenVersion) return null;
    return { id: admin.id, username: admin.username };
  }

  /**
   * JWT_SECRET when configured; otherwise a secret generated once and kept in app_setting, so
   * restarts and every replica agree (the first writer wins, everyone reads the stored value back).
   */
  private getSecret(): Promise<string> {
    this.secret ??= this.loadSecret().catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async loadSecret(): Promise<string> {
    if (this.config.jwtSecret) return this.config.jwtSecret;
    return this.settings.getOrCreate(JWT_SECRET_SETTING, randomBytes(48).toString('base64url'));
  }
}
