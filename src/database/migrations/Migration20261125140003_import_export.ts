import { Migration } from '@mikro-orm/migrations';

/**
 * Import and export (issue 28): old addresses of imported posts answer a 301 to their guide
 * (path_redirect, general: a redirect manager can add rows of its own), the posts already imported
 * by their guid (import_source: a second run changes nothing), and the admin's import jobs
 * (import_job: the progress any replica can read).
 */
export class Migration20261125140003_import_export extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "path_redirect" (
      "path" varchar(500) not null primary key,
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      "lang" text check ("lang" in ('how', 'paano')) not null default 'how',
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "path_redirect_guide_id_index" on "path_redirect" ("guide_id");`);
    this.addSql(`create table "import_source" (
      "key" varchar(500) not null primary key,
      "guide_id" int not null references "guide" ("id") on update cascade on delete cascade,
      "imported_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "import_source_guide_id_index" on "import_source" ("guide_id");`);
    this.addSql(`create table "import_job" (
      "id" serial primary key,
      "state" text check ("state" in ('running', 'done', 'failed')) not null default 'running',
      "total" int not null default 0,
      "done" int not null default 0,
      "report" jsonb null,
      "error" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "import_job";`);
    this.addSql(`drop table if exists "import_source";`);
    this.addSql(`drop table if exists "path_redirect";`);
  }
}
