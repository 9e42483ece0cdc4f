import { Migration } from '@mikro-orm/migrations';

/**
 * The Settings screen (issue 25): every saved version of the site's settings, one row each; the
 * highest revision is in force. The first row is written at first boot from the environment.
 */
export class Migration20261125140002_site_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "site_settings" (
      "revision" integer primary key,
      "settings" jsonb not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_settings";`);
  }
}
