import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** What a sign-in checks of an administrator. */
export interface AdminCredentials {
  id: number;
  passwordHash: string;
  passwordChangedAt: Date;
  /** Moved on by "Sign out everywhere": tokens carry the version they were issued under. */
  tokenVersion: number;
  /** The two-factor secret (base32) once two-factor sign-in is on, else null. */
  totpSecret: string | null;
}

/** What a token check needs of an administrator. */
export interface AdminIdentity {
  id: number;
  username: string;
  passwordChangedAt: Date;
  tokenVersion: number;
}

/** What the account page and its changes need. */
export interface AdminAccountRow extends AdminCredentials {
  username: string;
  totpPendingSecret: string | null;
  recoveryCodesLeft: number;
  /** The admin's language, the owner's choice (issue 39). */
  uiLang: AdminLanguage;
}

export type AdminLanguage = 'en' | 'fil';

interface CredentialsRow {
  id: number;
  password_hash: string;
  password_changed_at: Date;
  token_version: number;
  totp_secret: string | null;
}

function credentials(row: CredentialsRow): AdminCredentials {
  return {
    id: row.id,
    passwordHash: row.password_hash,
    passwordChangedAt: new Date(row.password_changed_at),
    tokenVersion: row.token_version,
    totpSecret: row.totp_secret,
  };
}

/**
 * SQL of admin_user. Works on the manager it is given: the application's, or a transaction's
 * (`new AdminUserRepository(tx)`, as setAdminPassword does).
 */
@Injectable()
export class AdminUserRepository {
  constructor(private readonly em: EntityManager) {}

  async findCredentials(username: string): Promise<AdminCredentials | undefined> {
    const [row] = await this.em.execute<CredentialsRow[]>(
      `select id, password_hash, password_changed_at, token_version, totp_secret from admin_user where username = ?`,
      [username],
    );
    return row && credentials(row);
  }

  async findIdentity(id: number): Promise<AdminIdentity | undefined> {
    const [row] = await this.em.execute<{ id: number; username: string; password_changed_at: Date; token_version: number }[]>(
      `select id, username, password_changed_at, token_version from admin_user where id = ?`,
      [id],
    );
    return (
      row && { id: row.id, username: row.username, passwordChangedAt: new Date(row.password_changed_at), tokenVersion: row.token_version }
    );
  }

  async findAccount(id: number): Promise<AdminAccountRow | undefined> {
    const [row] = await this.em.execute<
      (CredentialsRow & { username: string; totp_pending_secret: string | null; codes: number; ui_lang: AdminLanguage })[]
    >(
      `select u.id, u.username, u.password_hash, u.password_changed_at, u.token_version, u.totp_secret, u.totp_pending_secret, u.ui_lang,
              (select count(*)::int from admin_recovery_code r where r.admin_id = u.id) as codes
         from admin_user u where u.id = ?`,
      [id],
    );
    return (
      row && {
        ...credentials(row),
        username: row.username,
        totpPendingSecret: row.totp_pending_secret,
        recoveryCodesLeft: row.codes,
        uiLang: row.ui_lang,
      }
    );
  }

  /** The owner's choice of admin language. */
  async setLanguage(id: number, lang: AdminLanguage): Promise<void> {
    await this.em.execute(`update admin_user set ui_lang = ? where id = ?`, [lang, id]);
  }

  /** Sets the password of one administrator and moves passwordChangedAt on; the new instant. */
  async setPasswordById(id: number, passwordHash: string): Promise<Date> {
    const [row] = await this.em.execute<{ password_changed_at: Date }[]>(
      `update admin_user set password_hash = ?, password_changed_at = now() where id = ? returning password_changed_at`,
      [passwordHash, id],
    );
    return new Date(row.password_changed_at);
  }

  /** "Sign out everywhere": every token issued under the earlier version is refused from now on. */
  async bumpTokenVersion(id: number): Promise<void> {
    await this.em.execute(`update admin_user set token_version = token_version + 1 where id = ?`, [id]);
  }

  /** Keeps a two-factor secret being set up (not in force until confirmed). */
  async setPendingTotp(id: number, secret: string): Promise<void> {
    await this.em.execute(`update admin_user set totp_pending_secret = ? where id = ?`, [secret, id]);
  }

  /** Puts the secret in force with its recovery codes (hashes), replacing any earlier ones. Run in a transaction. */
  async enableTotp(id: number, secret: string, codeHashes: string[]): Promise<void> {
    await this.em.execute(`update admin_user set totp_secret = ?, totp_pending_secret = null, totp_last_step = 0 where id = ?`, [
      secret,
      id,
    ]);
    await this.em.execute(`delete from admin_recovery_code where admin_id = ?`, [id]);
    for (const hash of codeHashes) await this.em.execute(`insert into admin_recovery_code (admin_id, code_hash) values (?, ?)`, [id, hash]);
  }

  /** Two-factor sign-in off: secret and recovery codes gone. Run in a transaction. */
  async disableTotp(id: number): Promise<void> {
    await this.em.execute(`update admin_user set totp_secret = null, totp_pending_secret = null, totp_last_step = 0 where id = ?`, [id]);
    await this.em.execute(`delete from admin_recovery_code where admin_id = ?`, [id]);
  }

  /** Accepts a code's time step once: false when that step (or a later one) was already used. */
  async acceptTotpStep(id: number, step: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `update admin_user set totp_last_step = ? where id = ? and totp_last_step < ? returning id`,
      [step, id, step],
    );
    return rows.length > 0;
  }

  /** Uses up a recovery code; false when it is not one of the administrator's (or was used already). */
  async useRecoveryCode(id: number, codeHash: string): Promise<boolean> {
    const rows = await this.em.execute<{ admin_id: number }[]>(
      `delete from admin_recovery_code where admin_id = ? and code_hash = ? returning admin_id`,
      [id, codeHash],
    );
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [{ count }] = await this.em.execute<{ count: number }[]>(`select count(*)::int as count from admin_user`);
    return count;
  }

  /** Every administrator's username, oldest account first. */
  async usernames(): Promise<string[]> {
    const rows = await this.em.execute<{ username: string }[]>(`select username from admin_user order by id`);
    return rows.map((r) => r.username);
  }

  /** Creates the administrator; fails when the username is taken. */
  async create(username: string, passwordHash: string): Promise<void> {
    await this.em.execute(`insert into admin_user (username, password_hash) values (?, ?)`, [username, passwordHash]);
  }

  /** Creates the administrator unless the username is taken; whether it did. */
  async createIfAbsent(username: string, passwordHash: string): Promise<boolean> {
    const inserted = await this.em.execute<{ id: number }[]>(
      `insert into admin_user (username, password_hash) values (?, ?) on conflict (username) do nothing returning id`,
      [username, passwordHash],
    );
    return inserted.length > 0;
  }

  /** Sets the password and moves passwordChangedAt on (earlier tokens are refused); false when there is no such user. */
  async setPassword(username: string, passwordHash: string): Promise<boolean> {
    const updated = await this.em.execute<{ id: number }[]>(
      `update admin_user set password_hash = ?, password_changed_at = now() where username = ? returning id`,
      [passwordHash, username],
    );
    return updated.length > 0;
  }
}
