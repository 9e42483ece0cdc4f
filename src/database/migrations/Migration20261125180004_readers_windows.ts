import { Migration } from '@mikro-orm/migrations';

/**
 * Readers (issue 24): each guide's running totals over the Readers screen's three periods (the last
 * 7, 30 and 90 days ending on `readers_window_state.day`), so its top lists are an index scan with a
 * LIMIT whatever the catalogue's size. Kept equal to the daily roll-ups' sums: a flush adds to them in
 * its transaction, and the first replica past midnight rebuilds them once under the marker row's lock
 * (docs/readers.md). Guide 0 (no guide has it) holds each period's totals over all guides. Filled on
 * the first flush, report or upkeep after this migration.
 */
export class Migration20261125180004_readers_windows extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "readers_window_state" ("id" smallint primary key check ("id" = 1), "day" date);`);
    this.addSql(`insert into "readers_window_state" ("id", "day") values (1, null);`);
    this.addSql(`create table "readers_guide_window" (
      "period" smallint not null, "guide_id" integer not null,
      "views_en" integer not null default 0, "views_fil" integer not null default 0,
      "helpful_yes" integer not null default 0, "helpful_no" integer not null default 0,
      "affiliate_clicks" integer not null default 0,
      "views" integer generated always as ("views_en" + "views_fil") stored,
      "votes" integer generated always as ("helpful_yes" + "helpful_no") stored,
      primary key ("period", "guide_id"));`);
    this.addSql(`create index "readers_guide_window_views" on "readers_guide_window" ("period", "views" desc, "guide_id");`);
    this.addSql(
      `create index "readers_guide_window_votes" on "readers_guide_window" ("period", "votes" desc, "guide_id") where "votes" > 0;`,
    );
    this.addSql(`create index "readers_guide_window_affiliate" on "readers_guide_window" ("period", "affiliate_clicks" desc, "guide_id")
      where "affiliate_clicks" > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "readers_guide_window";`);
    this.addSql(`drop table if exists "readers_window_state";`);
  }
}
