import { Migration } from '@mikro-orm/migrations';

/**
 * Readers (issue 35 item 2): what each address spent of its daily budget (counted events, new readers,
 * votes, affiliate clicks), shared by every replica: a flush adds its spending and reads back the totals. An address is
 * a salted 16-byte hash (the day's salt, destroyed with the day), deleted with the day's reader keys.
 */
export class Migration20261127230005_readers_budget extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "readers_budget" (
      "day" date not null, "key" bytea not null,
      "events" integer not null default 0, "readers" integer not null default 0, "votes" integer not null default 0, "clicks" integer not null default 0,
      primary key ("day", "key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "readers_budget";`);
  }
}
