import { Migration } from '@mikro-orm/migrations';

/**
 * Search at 100,000 guides (issue 10, item 5): the newest matches of a common word without reading
 * all of them.
 *
 * A tier of search wants the newest 20 documents holding the query's words. The GIN index gives
 * every match in page order, so the cost was one heap visit per match: "budget" is in 43,000
 * documents of 200,000. Each document now carries its update time in minutes (`updated_minute`,
 * kept by a trigger whoever writes the row), and the GIN indexes hold it beside the words
 * (btree_gin), so one index scan answers "these words, updated since minute M": the search asks
 * first among the newest few thousand documents (a window sized by how common the words are) and
 * visits only the matches inside it. A window holds whole minutes and everything outside it is
 * older, so its newest matches are the catalogue's newest; too few in it, and the search asks
 * again without the window (then the words are rare, and the matches few).
 *
 * The title tier gets a vector of its own (`title`, the head's weight-A lexemes, filled by the same
 * trigger): matching `head` with `:A` labels made PostgreSQL recheck every row holding the word
 * anywhere in the head ("tips" is in 15 % of heads and no title), and ANALYZE kept no statistics
 * of titles alone to size a window by.
 */
export class Migration20261124050000_search_window extends Migration {
  override async up(): Promise<void> {
    // btree_gin is a trusted extension (PostgreSQL 13+): the database owner may create it.
    this.addSql(`create extension if not exists btree_gin;`);
    // The old indexes go first, so filling the new column does not update them row by row.
    this.addSql(`drop index "search_document_head_idx";`);
    this.addSql(`drop index "search_document_body_idx";`);
    this.addSql(`alter table "search_document" add column "updated_minute" int, add column "title" tsvector;`);
    this.addSql(`create function hp_search_document_derived() returns trigger language plpgsql as $$
      begin
        new.updated_minute := floor(extract(epoch from new.updated_at) / 60)::int;
        new.title := ts_filter(new.head, '{a}');
        return new;
      end $$;`);
    this.addSql(`create trigger "search_document_derived" before insert or update of "updated_at", "head" on "search_document"
      for each row execute function hp_search_document_derived();`);
    this.addSql(
      `update "search_document" set "updated_minute" = floor(extract(epoch from "updated_at") / 60)::int, "title" = ts_filter("head", '{a}');`,
    );
    this.addSql(`alter table "search_document" alter column "updated_minute" set not null, alter column "title" set not null;`);
    this.addSql(`alter table "search_document" alter column "title" set statistics 1000;`);
    this.addSql(`create index "search_document_head_idx" on "search_document" using gin ("head", "updated_minute") where "published";`);
    this.addSql(`create index "search_document_body_idx" on "search_document" using gin ("body", "updated_minute") where "published";`);
    this.addSql(`create index "search_document_title_idx" on "search_document" using gin ("title", "updated_minute") where "published";`);
    // The title's word frequencies size the first tier's window from the first search on.
    this.addSql(`analyze "search_document";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "search_document_title_idx";`);
    this.addSql(`drop index "search_document_head_idx";`);
    this.addSql(`drop index "search_document_body_idx";`);
    this.addSql(`create index "search_document_head_idx" on "search_document" using gin ("head") where "published";`);
    this.addSql(`create index "search_document_body_idx" on "search_document" using gin ("body") where "published";`);
    this.addSql(`drop trigger if exists "search_document_derived" on "search_document";`);
    this.addSql(`drop function if exists hp_search_document_derived();`);
    this.addSql(`alter table "search_document" drop column "updated_minute", drop column "title";`);
  }
}
