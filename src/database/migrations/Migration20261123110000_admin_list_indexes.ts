import { Migration } from '@mikro-orm/migrations';

/**
 * The admin table pages through every guide newest update first, alone or filtered by category
 * (issue 9 item 4). Both orders come straight from an index, so a page costs the same at 100,000
 * guides as at 20. (Status uses guide_status_updated_idx; the title search the trigram index.)
 */
export class Migration20261123110000_admin_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "guide_updated_idx" on "guide" ("updated_at" desc, "id" desc);`);
    this.addSql(`create index if not exists "guide_category_updated_idx" on "guide" ("category_id", "updated_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "guide_category_updated_idx";`);
    this.addSql(`drop index if exists "guide_updated_idx";`);
  }
}
