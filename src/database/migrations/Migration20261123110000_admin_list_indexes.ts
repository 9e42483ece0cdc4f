import { Migration } from '@mikro-orm/migrations';

/**
 * The admin table (issue 9 item 4) pages through every guide newest update first, filtered by
 * category, status and a part of a title in either language, and shows the total. Each of these is
 * an index walk on the narrow guide table, so a page costs the same at 100,000 guides as at 20:
 *
 * - guide(updated_at desc, id desc) and guide(category_id, updated_at desc, id desc): the order of the
 *   table, alone or within a category (status uses guide_status_updated_idx);
 * - guide.title_search: both titles folded (hp_unaccent(lower(title)), English then Filipino, one per
 *   line) with a trigram index. Searching the titles where they live (guide_translation) means
 *   rechecking rows that also hold the introduction and the search vector: a common word ("paano",
 *   in nearly every Filipino title) read 190 MB to count its matches at 100,000 guides. Kept by
 *   statement-level triggers on guide_translation, so every writer (the app, a restore, the bench
 *   generator) keeps it right without knowing it exists.
 */
export class Migration20261123110000_admin_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "guide_updated_idx" on "guide" ("updated_at" desc, "id" desc);`);
    this.addSql(`create index if not exists "guide_category_updated_idx" on "guide" ("category_id", "updated_at" desc, "id" desc);`);

    this.addSql(`alter table "guide" add column "title_search" text not null default '';`);
    this.addSql(`create or replace function hp_refresh_title_search(ids int[]) returns void
      language sql volatile
      as $$
        update guide g set title_search = x.titles
          from (select i.id,
                       coalesce((select string_agg(hp_unaccent(lower(t.title)), E'\\n' order by t.lang)
                                   from guide_translation t where t.guide_id = i.id), '') as titles
                  from unnest(ids) as i(id)) x
         where g.id = x.id and g.title_search is distinct from x.titles;
      $$;`);
    this.addSql(`create or replace function hp_guide_title_search_trigger() returns trigger
      language plpgsql
      as $$
      begin
        if tg_op = 'INSERT' then
          perform hp_refresh_title_search(array(select distinct guide_id from new_rows));
        elsif tg_op = 'UPDATE' then
          perform hp_refresh_title_search(array(select guide_id from new_rows union select guide_id from old_rows));
        else
          perform hp_refresh_title_search(array(select distinct guide_id from old_rows));
        end if;
        return null;
      end;
      $$;`);
    // One trigger per event: PostgreSQL allows transition tables only on single-event triggers.
    this.addSql(`create trigger "guide_translation_title_search_ins" after insert on "guide_translation"
      referencing new table as new_rows for each statement execute function hp_guide_title_search_trigger();`);
    this.addSql(`create trigger "guide_translation_title_search_upd" after update on "guide_translation"
      referencing old table as old_rows new table as new_rows for each statement execute function hp_guide_title_search_trigger();`);
    this.addSql(`create trigger "guide_translation_title_search_del" after delete on "guide_translation"
      referencing old table as old_rows for each statement execute function hp_guide_title_search_trigger();`);
    this.addSql(`select hp_refresh_title_search(array(select id from guide));`);
    this.addSql(`create index "guide_title_search_trgm_idx" on "guide" using gin ("title_search" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "guide_translation_title_search_ins" on "guide_translation";`);
    this.addSql(`drop trigger if exists "guide_translation_title_search_upd" on "guide_translation";`);
    this.addSql(`drop trigger if exists "guide_translation_title_search_del" on "guide_translation";`);
    this.addSql(`drop function if exists hp_guide_title_search_trigger();`);
    this.addSql(`drop function if exists hp_refresh_title_search(int[]);`);
    this.addSql(`drop index if exists "guide_title_search_trgm_idx";`);
    this.addSql(`alter table "guide" drop column if exists "title_search";`);
    this.addSql(`drop index if exists "guide_category_updated_idx";`);
    this.addSql(`drop index if exists "guide_updated_idx";`);
  }
}
