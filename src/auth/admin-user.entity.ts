import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'admin_user' })
export class AdminUser {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 150, unique: true })
  username!: string;

  /** argon2id hash; never leaves the server. */
  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  /** Tokens issued before this instant are refused (a password change signs everyone out). */
  @Property({ type: 'datetime' })
  passwordChangedAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
