import { Migration } from '@mikro-orm/migrations';

/**
 * What the lists need to cost the same at 100,000 guides as at 20:
 * - index orders for "newest update first", overall and per category, with the id as tie-break;
 * - the English introduction's length kept on the guide (a trigger copies it from the translation),
 *   indexed per category, so the trending score's largest term is read from the top of an index
 *   instead of scoring every guide (see TrendingPool in src/public/home.service.ts);
 * - published guides counted per category by a trigger, so no page counts the catalogue;
 * - (status, category, id) orders for random windows (recommendations) instead of `order by random()`.
 */
export class Migration20261123130000_scale_lists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guide" add column "intro_length" int not null default 0;`);
    this.addSql(`update "guide" g set "intro_length" = char_length(t."introduction")
      from "guide_translation" t where t."guide_id" = g."id" and t."lang" = 'how';`);
    this.addSql(`create or replace function hp_copy_intro_length() returns trigger language plpgsql as $$
      begin
        if new.lang = 'how' then
          update guide set intro_length = char_length(new.introduction)
           where id = new.guide_id and intro_length is distinct from char_length(new.introduction);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "guide_translation_intro_length" after insert or update of "introduction", "lang" on "guide_translation"
      for each row execute function hp_copy_intro_length();`);

    this.addSql(`drop index if exists "guide_status_updated_idx";`);
    this.addSql(`drop index if exists "guide_category_idx";`);
    this.addSql(`create index "guide_status_updated_idx" on "guide" ("status", "updated_at" desc, "id" desc);`);
    this.addSql(`create index "guide_status_category_updated_idx" on "guide" ("status", "category_id", "updated_at" desc, "id" desc);`);
    this.addSql(`create index "guide_status_category_length_idx" on "guide" ("status", "category_id", "intro_length" desc);`);
    this.addSql(`create index "guide_status_length_idx" on "guide" ("status", "intro_length" desc);`);
    this.addSql(`create index "guide_status_category_id_idx" on "guide" ("status", "category_id", "id");`);
    this.addSql(`create index "guide_status_id_idx" on "guide" ("status", "id");`);
    // Deleting a category sets its guides' category to null: that needs an index led by category_id.
    this.addSql(`create index "guide_category_idx" on "guide" ("category_id");`);

    // category_id 0 stands for "no category"; the total is the sum of the (few) rows. Only positive
    // counts are kept, so the table always equals a fresh count (a restore recounts it).
    this.addSql(`create table "category_guide_count" (
      "category_id" int not null primary key,
      "published" int not null default 0
    );`);
    this.addSql(`create or replace function hp_count_published() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
          update category_guide_count set published = published - 1 where category_id = coalesce(old.category_id, 0);
          delete from category_guide_count where category_id = coalesce(old.category_id, 0) and published <= 0;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
          insert into category_guide_count as c (category_id, published) values (coalesce(new.category_id, 0), 1)
            on conflict (category_id) do update set published = c.published + 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "guide_count_published" after insert or delete or update of "status", "category_id" on "guide"
      for each row execute function hp_count_published();`);
    this.addSql(`insert into category_guide_count (category_id, published)
      select coalesce(category_id, 0), count(*) from guide where status = 'published' group by 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "guide_count_published" on "guide";`);
    this.addSql(`drop function if exists hp_count_published();`);
    this.addSql(`drop table if exists "category_guide_count";`);
    this.addSql(`drop trigger if exists "guide_translation_intro_length" on "guide_translation";`);
    this.addSql(`drop function if exists hp_copy_intro_length();`);
    for (const index of [
      'guide_status_id_idx',
      'guide_status_category_id_idx',
      'guide_status_length_idx',
      'guide_status_category_length_idx',
      'guide_status_category_updated_idx',
      'guide_status_updated_idx',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
    this.addSql(`create index "guide_status_updated_idx" on "guide" ("status", "updated_at" desc);`);
    this.addSql(`alter table "guide" drop column if exists "intro_length";`);
  }
}
