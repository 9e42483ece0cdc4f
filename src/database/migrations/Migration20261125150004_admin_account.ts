import { Migration } from '@mikro-orm/migrations';

/**
 * The owner's account controls (issue 30 item 6): a token version ("Sign out everywhere" moves it on,
 * so every token issued before is refused on every replica), the two-factor secret (and one being set
 * up, not yet confirmed), the last time step a code was accepted at (a code is good once), and the
 * single-use recovery codes, kept as SHA-256 hashes.
 */
export class Migration20261125150004_admin_account extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_user" add column "token_version" integer not null default 0,
      add column "totp_secret" text null,
      add column "totp_pending_secret" text null,
      add column "totp_last_step" bigint not null default 0;`);
    this.addSql(`create table "admin_recovery_code" (
      "admin_id" integer not null references "admin_user" ("id") on delete cascade,
      "code_hash" text not null,
      primary key ("admin_id", "code_hash"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_recovery_code";`);
    this.addSql(`alter table "admin_user" drop column if exists "token_version", drop column if exists "totp_secret",
      drop column if exists "totp_pending_secret", drop column if exists "totp_last_step";`);
  }
}
