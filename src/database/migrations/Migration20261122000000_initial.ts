import { Migration } from '@mikro-orm/migrations';

/** The whole first schema, written by hand so the search columns and indexes are exactly what we want. */
export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists unaccent;`);
    // unaccent() is only STABLE; generated columns and indexes need an IMMUTABLE wrapper.
    this.addSql(`create or replace function hp_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);

    this.addSql(`create table "app_setting" ("key" varchar(100) not null primary key, "value" text not null);`);

    this.addSql(`create table "admin_user" (
      "id" serial primary key,
      "username" varchar(150) not null unique,
      "password_hash" text not null,
      "password_changed_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "category" (
      "id" serial primary key,
      "name_how" varchar(255) not null,
      "name_paano" varchar(255) not null,
      "rank" smallint null unique check ("rank" between 1 and 5),
      "meta_description" text not null default '',
      "meta_keywords" text not null default '',
      "status" varchar(20) not null default 'published',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "guide" (
      "id" serial primary key,
      "status" varchar(20) not null default 'draft' check ("status" in ('draft', 'published', 'archived')),
      "category_id" int null references "category" ("id") on update cascade on delete set null,
      "header_image" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "published_at" timestamptz null,
      "version" int not null default 1
    );`);
    this.addSql(`create index "guide_status_updated_idx" on "guide" ("status", "updated_at" desc);`);
    this.addSql(`create index "guide_category_idx" on "guide" ("category_id");`);

    this.addSql(`create table "guide_translation" (
      "id" serial primary key,
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      "lang" varchar(5) not null check ("lang" in ('how', 'paano')),
      "title" varchar(255) not null,
      "slug" varchar(255) not null,
      "header_description" text not null default '',
      "introduction" text not null default '',
      "conclusion" text not null default '',
      "meta_keywords" text not null default '',
      "meta_description" text not null default '',
      "search" tsvector generated always as (
        setweight(to_tsvector(case when "lang" = 'how' then 'english'::regconfig else 'simple'::regconfig end, hp_unaccent(coalesce("title", ''))), 'A') ||
        setweight(to_tsvector(case when "lang" = 'how' then 'english'::regconfig else 'simple'::regconfig end, hp_unaccent(coalesce("meta_keywords", '') || ' ' || coalesce("header_description", ''))), 'B') ||
        setweight(to_tsvector(case when "lang" = 'how' then 'english'::regconfig else 'simple'::regconfig end, hp_unaccent(left(coalesce("introduction", ''), 20000))), 'C')
      ) stored,
      constraint "guide_translation_lang_slug_unique" unique ("lang", "slug"),
      constraint "guide_translation_guide_lang_unique" unique ("guide_id", "lang")
    );`);
    this.addSql(`create index "guide_translation_search_idx" on "guide_translation" using gin ("search");`);
    this.addSql(
      `create index "guide_translation_title_trgm_idx" on "guide_translation" using gin (hp_unaccent(lower("title")) gin_trgm_ops);`,
    );

    this.addSql(`create table "section" (
      "id" serial primary key,
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      "position" int not null default 0,
      "heading_how" text not null default '',
      "heading_paano" text not null default '',
      "bullets_how" jsonb not null default '[]',
      "bullets_paano" jsonb not null default '[]',
      "image" text null
    );`);
    this.addSql(`create index "section_guide_idx" on "section" ("guide_id", "position");`);

    this.addSql(`create table "source" (
      "id" serial primary key,
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      "position" int not null default 0,
      "link" text not null
    );`);
    this.addSql(`create index "source_guide_idx" on "source" ("guide_id", "position");`);

    this.addSql(`create table "slug_redirect" (
      "id" serial primary key,
      "lang" varchar(5) not null check ("lang" in ('how', 'paano')),
      "slug" varchar(255) not null,
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      constraint "slug_redirect_lang_slug_unique" unique ("lang", "slug")
    );`);
  }

  override async down(): Promise<void> {
    for (const table of ['slug_redirect', 'source', 'section', 'guide_translation', 'guide', 'category', 'admin_user', 'app_setting']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`drop function if exists hp_unaccent(text);`);
  }
}
