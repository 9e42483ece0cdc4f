import { Migration } from '@mikro-orm/migrations';

/**
 * Revisions (issue 12 item 3): every save and publish keeps a snapshot of the whole bilingual
 * guide. The list is read newest first per guide, a page at a time, and pruned past the newest
 * REVISIONS_KEPT in the save's transaction: both served by (guide_id, created_at desc, id desc).
 */
export class Migration20261124200000_guide_revisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "guide_revision" (
      "id" serial primary key,
      "guide_id" int not null references "guide" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "version" int not null,
      "reason" text not null,
      "summary" jsonb not null default '[]',
      "snapshot" jsonb not null
    );`);
    this.addSql(`create index "guide_revision_guide_created_idx" on "guide_revision" ("guide_id", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "guide_revision";`);
  }
}
