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

  /** "Sign out everywhere" moves it on: tokens issued under an earlier version are refused. */
  @Property({ type: 'integer' })
  tokenVersion: number & Opt = 0;

  /** Two-factor sign-in's secret (base32) while it is on; never leaves the server. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret?: string | null;

  /** A secret shown for setting up two-factor sign-in, in force only once a code from it is confirmed. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpPendingSecret?: string | null;

  /** The admin's language, chosen by the owner (issue 39): 'en' or 'fil'. */
  @Property({ type: 'text', fieldName: 'ui_lang' })
  uiLang: ('en' | 'fil') & Opt = 'en';

  /** The last time step a code was accepted at: a code is good once. */
  @Property({ type: 'bigint', hidden: true })
  totpLastStep: number & Opt = 0;
}
