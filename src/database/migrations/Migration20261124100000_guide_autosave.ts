import { Migration } from '@mikro-orm/migrations';

/**
 * The editor's autosaves (issue 12 item 1): the last unsaved state of the admin's form, one per guide
 * and language ('new' for the create form, with no guide). An autosave is never a save of the guide:
 * nothing public reads this table. Deleting a guide deletes its autosaves.
 */
export class Migration20261124100000_guide_autosave extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "guide_autosave" (
      "id" serial primary key,
      "guide_id" int null references "guide" ("id") on update cascade on delete cascade,
      "lang" varchar(5) not null check ("lang" in ('how', 'paano', 'new')),
      "form" jsonb not null,
      "base_version" int null,
      "saved_at" timestamptz not null default now(),
      check (("guide_id" is null) = ("lang" = 'new'))
    );`);
    // One slot per guide and language, and one for the create form.
    this.addSql(`create unique index "guide_autosave_slot_idx" on "guide_autosave" ((coalesce("guide_id", 0)), "lang");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "guide_autosave";`);
  }
}
