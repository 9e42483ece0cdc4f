import { Migration } from '@mikro-orm/migrations';

/**
 * Translations kept in step (issue 12 item 4). Per guide, per part (title, header description,
 * introduction, conclusion, each section) and language: the other language's text this language
 * was last brought up to date with, and when. A guide's number of stale parts is kept on the guide
 * at save time, so the admin list filters on it without reading any texts; stale guides are few,
 * so a partial index serves "needs update" in the list's order.
 * Guides saved before this migration have no recorded state: every part counts as up to date
 * until one language changes.
 */
export class Migration20261124210000_translation_state extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "translation_sync" (
      "guide_id" int not null primary key references "guide" ("id") on delete cascade,
      "parts" jsonb not null default '{}'
    );`);
    this.addSql(`alter table "guide" add column "stale_parts" int not null default 0;`);
    this.addSql(`create index "guide_stale_updated_idx" on "guide" ("updated_at" desc, "id" desc) where "stale_parts" > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "guide_stale_updated_idx";`);
    this.addSql(`alter table "guide" drop column if exists "stale_parts";`);
    this.addSql(`drop table if exists "translation_sync";`);
  }
}
