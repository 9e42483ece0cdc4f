import { Migration } from '@mikro-orm/migrations';

/**
 * Social cards (issue 27 item 2): each card drawn once, kept by its file name (which holds the hash
 * of what it shows), so every replica serves the same bytes and none draws it again. A guide's cards
 * go with the guide.
 */
export class Migration20261125180006_social_cards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "social_card" (
      "name" text primary key,
      "guide_id" integer null references "guide" ("id") on delete cascade,
      "png" bytea not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "social_card_guide_id_index" on "social_card" ("guide_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "social_card";`);
  }
}
