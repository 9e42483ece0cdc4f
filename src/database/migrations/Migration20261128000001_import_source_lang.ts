import { Migration } from '@mikro-orm/migrations';

/**
 * import_source.lang (issue 34 item 5): which language's post a guid came from, so the export writes
 * each post's own guid back and importing a site's export into itself changes nothing. Null for rows
 * written before (the export then takes them in the order they were written).
 */
export class Migration20261128000001_import_source_lang extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "import_source" add column "lang" text null check ("lang" in ('how', 'paano'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "import_source" drop column if exists "lang";`);
  }
}
