import { Migration } from '@mikro-orm/migrations';

/**
 * admin_user.ui_lang (issue 39 item 1): the language the owner chose for the admin (English or
 * Filipino), kept with the account so it follows the owner to every screen and every device.
 */
export class Migration20261128030000_admin_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_user" add column "ui_lang" text not null default 'en' check ("ui_lang" in ('en', 'fil'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_user" drop column if exists "ui_lang";`);
  }
}
