import { Migration } from '@mikro-orm/migrations';

/**
 * Search over whole guides (issue 10). The terms of a document are made by the app (the Tagalog
 * stemmer and loanword table are TypeScript, src/search/tagalog.ts, shared with the query side),
 * so the index is a table the app fills, not a generated column:
 *
 * - search_document: one row per guide language version; `head` holds title, keywords and
 *   header description (weights A, B), `body` the whole guide (A to D). Both have a GIN index
 *   limited to published rows (all the public search reads), and (updated_at desc) orders them.
 * - search_word: every term in the index, with a trigram index, to correct typos in any word.
 * - search_stale: guides whose documents must be rebuilt. Statement triggers on guide,
 *   guide_translation and section add to it whatever writes them (the admin's saves, the demo
 *   seeder, bulk SQL such as bench/generate.js, a restore); the app rebuilds and removes them.
 *   ContentService rebuilds in the same transaction as a save, so the admin never waits for it.
 *
 * Every existing guide is queued here; the app indexes them at boot.
 */
export class Migration20261123100000_search_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "search_document" (
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      "lang" varchar(5) not null check ("lang" in ('how', 'paano')),
      "published" boolean not null,
      "updated_at" timestamptz not null,
      "head" tsvector not null,
      "body" tsvector not null,
      primary key ("guide_id", "lang")
    );`);
    this.addSql(`create index "search_document_head_idx" on "search_document" using gin ("head") where "published";`);
    this.addSql(`create index "search_document_body_idx" on "search_document" using gin ("body") where "published";`);
    // The planner chooses between the GIN index and walking the newest rows by how common it thinks
    // a word is: keep statistics on many words (10,000 instead of 1,000), so a rare word is not
    // taken for a common one and a walk through every document is never chosen for it.
    this.addSql(`alter table "search_document" alter column "head" set statistics 1000, alter column "body" set statistics 1000;`);
    // Newest first within a tier: for a word in much of the catalogue this index is walked instead.
    this.addSql(
      `create index "search_document_recent_idx" on "search_document" ("updated_at" desc, "guide_id" desc, "lang") where "published";`,
    );

    this.addSql(`create table "search_word" ("word" text not null primary key);`);
    this.addSql(`create index "search_word_trgm_idx" on "search_word" using gin ("word" gin_trgm_ops);`);

    // No unique key: a restore copies this table after the triggers have queued the same guides
    // (backup.ts inserts every table as it was), and a repeated id only means one more look.
    this.addSql(`create table "search_stale" ("guide_id" int not null);`);
    this.addSql(`create index "search_stale_guide_idx" on "search_stale" ("guide_id");`);
    // ...but a guide already queued is not queued again, whoever inserts it (so a restore ends with
    // the source's queue plus the guides it wrote, each once).
    this.addSql(`create function hp_search_stale_once() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from search_stale where guide_id = new.guide_id) then return null; end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "search_stale_once" before insert on "search_stale" for each row execute function hp_search_stale_once();`);

    this.addSql(`create function hp_search_stale_rows() returns trigger language plpgsql as $$
      begin
        insert into search_stale (guide_id)
          select distinct c.guide_id from changed_rows c where not exists (select 1 from search_stale s where s.guide_id = c.guide_id);
        return null;
      end $$;`);
    // A guide row matters to search only through its status and update time (published flag, tie-break).
    this.addSql(`create function hp_search_stale_guides() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into search_stale (guide_id) select c.id from changed_rows c where not exists (select 1 from search_stale s where s.guide_id = c.id);
        else
          insert into search_stale (guide_id)
            select n.id from changed_rows n join old_rows o on o.id = n.id
             where (n.status is distinct from o.status or n.updated_at is distinct from o.updated_at)
               and not exists (select 1 from search_stale s where s.guide_id = n.id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "guide_search_insert" after insert on "guide" referencing new table as changed_rows
      for each statement execute function hp_search_stale_guides();`);
    this.addSql(`create trigger "guide_search_update" after update on "guide" referencing old table as old_rows new table as changed_rows
      for each statement execute function hp_search_stale_guides();`);
    for (const table of ['guide_translation', 'section']) {
      this.addSql(`create trigger "${table}_search_insert" after insert on "${table}" referencing new table as changed_rows
        for each statement execute function hp_search_stale_rows();`);
      this.addSql(`create trigger "${table}_search_update" after update on "${table}" referencing new table as changed_rows
        for each statement execute function hp_search_stale_rows();`);
      this.addSql(`create trigger "${table}_search_delete" after delete on "${table}" referencing old table as changed_rows
        for each statement execute function hp_search_stale_rows();`);
    }

    // The generated column indexed four fields with the 'simple' configuration; search_document replaces it.
    this.addSql(`drop index if exists "guide_translation_search_idx";`);
    this.addSql(`alter table "guide_translation" drop column if exists "search";`);

    this.addSql(`insert into search_stale (guide_id) select id from guide;`);
  }

  override async down(): Promise<void> {
    for (const table of ['guide_translation', 'section']) {
      for (const op of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists "${table}_search_${op}" on "${table}";`);
    }
    this.addSql(`drop trigger if exists "guide_search_insert" on "guide";`);
    this.addSql(`drop trigger if exists "guide_search_update" on "guide";`);
    this.addSql(`drop function if exists hp_search_stale_rows();`);
    this.addSql(`drop function if exists hp_search_stale_once() cascade;`);
    this.addSql(`drop function if exists hp_search_stale_guides();`);
    this.addSql(`drop table if exists "search_stale", "search_word", "search_document";`);
    this.addSql(`alter table "guide_translation" add column "search" tsvector generated always as (
        setweight(to_tsvector(case when "lang" = 'how' then 'english'::regconfig else 'simple'::regconfig end, hp_unaccent(coalesce("title", ''))), 'A') ||
        setweight(to_tsvector(case when "lang" = 'how' then 'english'::regconfig else 'simple'::regconfig end, hp_unaccent(coalesce("meta_keywords", '') || ' ' || coalesce("header_description", ''))), 'B') ||
        setweight(to_tsvector(case when "lang" = 'how' then 'english'::regconfig else 'simple'::regconfig end, hp_unaccent(left(coalesce("introduction", ''), 20000))), 'C')
      ) stored;`);
    this.addSql(`create index "guide_translation_search_idx" on "guide_translation" using gin ("search");`);
  }
}
