import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34 item 8: the images an import has written to the store but not yet committed. An import
 * that dies (the process killed mid-way) leaves its rows here; the next import, under the import
 * lock, removes the files no guide or section refers to and forgets the rows.
 */
export class Migration20261128000000_import_pending_image extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "import_pending_image" (
      "id" text not null primary key,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "import_pending_image";`);
  }
}
