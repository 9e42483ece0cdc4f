import { Migration } from '@mikro-orm/migrations';

/**
 * Social cards (issue 27 item 2): each card drawn once, kept by its file name (which holds the hash
 * of what it shows), so every replica serves the same bytes and none draws it again. A guide's cards
 * go with the guide, and as soon as it is no longer published (back to draft, scheduled): a card keeps
 * no title that is not public.
 */
export class Migration20261125180006_social_cards extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "social_card" (
      "name" text primary key,
      "guide_id" integer null references "guide" ("id") on delete cascade,
      "png" bytea not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "social_card_guide_id_index" on "social_card" ("guide_id");`);
    this.addSql(`create function social_card_unpublished() returns trigger language plpgsql as $$
      begin
        delete from social_card where guide_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger social_card_unpublished after update of status on guide for each row
      when (old.status = 'published' and new.status <> 'published') execute function social_card_unpublished();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists social_card_unpublished on guide;`);
    this.addSql(`drop function if exists social_card_unpublished();`);
    this.addSql(`drop table if exists "social_card";`);
  }
}
