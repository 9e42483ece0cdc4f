import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38's "Reviewed by": reviewers the owner defines once (name, credential and bio in both
 * languages, an optional photo kept like every image, through the MediaStore), and per guide the
 * reviewer picked and the day it was last reviewed. Deleting a reviewer still in use is refused by
 * the service (with how many guides use it); the foreign key only guards against a race.
 */
export class Migration20261129020000_reviewers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "reviewer" (
      "id" serial primary key,
      "name" varchar(120) not null,
      "credential_how" varchar(160) not null default '',
      "credential_paano" varchar(160) not null default '',
      "bio_how" varchar(600) not null default '',
      "bio_paano" varchar(600) not null default '',
      "photo" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(
      `alter table "guide" add column "reviewer_id" int null references "reviewer" ("id") on update cascade on delete restrict, add column "last_reviewed" date null;`,
    );
    this.addSql(`create index "guide_reviewer_id_idx" on "guide" ("reviewer_id") where "reviewer_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guide" drop column if exists "reviewer_id", drop column if exists "last_reviewed";`);
    this.addSql(`drop table if exists "reviewer";`);
  }
}
