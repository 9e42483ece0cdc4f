import { Migration } from '@mikro-orm/migrations';

/**
 * Found (issue 27 item 6, docs/found.md):
 * - not_found_path: the addresses readers hit that answered 404, bounded (NotFoundLog keeps at most
 *   MAX_NOT_FOUND rows), normalised as redirect keys (no query string), a count and the last day only;
 * - path_redirect gets an index in the order the redirect manager lists it;
 * - seo_issue / seo_check: the site report's last run, one row per finding numbered within its list
 *   (pos), so any page is a range of the (kind, pos) index;
 * - guide_translation.seo_title: an optional title for search results, per language.
 */
export class Migration20261125180007_seo extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "not_found_path" (
      "path" varchar(500) not null primary key,
      "hits" int not null default 0,
      "last_seen" date not null default current_date
    );`);
    this.addSql(`create index "not_found_path_order_idx" on "not_found_path" ("last_seen" desc, "hits" desc, "path");`);
    this.addSql(`create index "path_redirect_created_idx" on "path_redirect" ("created_at" desc, "path");`);
    this.addSql(`create table "seo_issue" (
      "id" bigserial primary key,
      "kind" text not null,
      "pos" int not null,
      "guide_id" int null,
      "lang" text null,
      "detail" text not null default ''
    );`);
    // No foreign key: a snapshot of tens of thousands of rows is written at once (a key check per row
    // doubled the check's time); a guide deleted since shows without its title until the next check.
    this.addSql(`create unique index "seo_issue_kind_pos_idx" on "seo_issue" ("kind", "pos");`);
    this.addSql(`create table "seo_check" (
      "id" int not null primary key default 1 check ("id" = 1),
      "checked_at" timestamptz not null default now(),
      "took_ms" int not null default 0,
      "counts" jsonb not null default '{}'
    );`);
    this.addSql(`alter table "guide_translation" add column "seo_title" varchar(70) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guide_translation" drop column if exists "seo_title";`);
    this.addSql(`drop table if exists "seo_check";`);
    this.addSql(`drop table if exists "seo_issue";`);
    this.addSql(`drop index if exists "path_redirect_created_idx";`);
    this.addSql(`drop table if exists "not_found_path";`);
  }
}
