import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** What a sign-in checks of an administrator. */
export interface AdminCredentials {
  id: number;
  passwordHash: string;
  passwordChangedAt: Date;
}

/** What a token check needs of an administrator. */
export interface AdminIdentity {
  id: number;
  username: string;
  passwordChangedAt: Date;
}

/**
 * SQL of admin_user. Works on the manager it is given: the application's, or a transaction's
 * (`new AdminUserRepository(tx)`, as setAdminPassword does).
 */
@Injectable()
export class AdminUserRepository {
  constructor(private readonly em: EntityManager) {}

  async findCredentials(username: string): Promise<AdminCredentials | undefined> {
    const [row] = await this.em.execute<{ id: number; password_hash: string; password_changed_at: Date }[]>(
      `select id, password_hash, password_changed_at from admin_user where username = ?`,
      [username],
    );
    return row && { id: row.id, passwordHash: row.password_hash, passwordChangedAt: new Date(row.password_changed_at) };
  }

  async findIdentity(id: number): Promise<AdminIdentity | undefined> {
    const [row] = await this.em.execute<{ id: number; username: string; password_changed_at: Date }[]>(
      `select id, username, password_changed_at from admin_user where id = ?`,
      [id],
    );
    return row && { id: row.id, username: row.username, passwordChangedAt: new Date(row.password_changed_at) };
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
