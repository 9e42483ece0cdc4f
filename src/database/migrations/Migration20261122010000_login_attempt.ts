import { Migration } from '@mikro-orm/migrations';

/**
 * Failed sign-in attempts per client address, shared by every replica (issue 6, brute force).
 * One row per address; counted with a single UPSERT so parallel attempts cannot slip past the limit.
 */
export class Migration20261122010000_login_attempt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "login_attempt" (
      "address" varchar(64) not null primary key,
      "failures" int not null default 0,
      "first_failure_at" timestamptz not null default now(),
      "last_failure_at" timestamptz not null default now(),
      "locked_until" timestamptz null,
      "lock_level" int not null default 0
    );`);
    this.addSql(`create index "login_attempt_last_failure_idx" on "login_attempt" ("last_failure_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_attempt";`);
  }
}
