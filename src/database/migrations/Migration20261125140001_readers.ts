import { Migration } from '@mikro-orm/migrations';

/**
 * Readers (issue 24): daily roll-ups only, never a row per visit. The day's salt and the day's reader
 * keys (salted hashes, 16 bytes) live until the day is over, then are deleted (docs/readers.md).
 * No foreign key to guide: a roll-up outlives its guide's deletion (the report shows it as deleted),
 * and a flush never fails on a guide deleted meanwhile.
 */
export class Migration20261125140001_readers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "readers_salt" ("day" date primary key, "salt" bytea not null);`);
    this.addSql(`create table "readers_seen" ("day" date not null, "key" bytea not null, primary key ("day", "key"));`);
    this.addSql(`create table "readers_site_day" (
      "day" date not null, "dim" text not null, "key" text not null, "n" integer not null default 0,
      primary key ("day", "dim", "key"));`);
    this.addSql(`create table "readers_guide_day" (
      "day" date not null, "guide_id" integer not null, "lang" text not null,
      "views" integer not null default 0, "helpful_yes" integer not null default 0,
      "helpful_no" integer not null default 0, "affiliate_clicks" integer not null default 0,
      primary key ("day", "guide_id", "lang"));`);
    this.addSql(`create index "readers_guide_day_guide" on "readers_guide_day" ("guide_id", "day");`);
    // A period's guide totals read this index alone (an index-only scan: past days never change).
    this.addSql(`create index "readers_guide_day_period" on "readers_guide_day" ("day")
      include ("guide_id", "lang", "views", "helpful_yes", "helpful_no", "affiliate_clicks");`);
    this.addSql(`create table "readers_search_day" (
      "day" date not null, "lang" text not null, "query" text not null,
      "results" integer not null, "other_only" boolean not null, "n" integer not null default 0,
      primary key ("day", "lang", "query"));`);
  }

  override async down(): Promise<void> {
    for (const table of ['readers_search_day', 'readers_guide_day', 'readers_site_day', 'readers_seen', 'readers_salt']) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
