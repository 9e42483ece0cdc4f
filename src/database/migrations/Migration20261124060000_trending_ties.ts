import { Migration } from '@mikro-orm/migrations';

/**
 * The home page's trending candidates are read per rank class by introduction length; at 100,000
 * guides thousands share one length (the same introduction text, or a template), and a bound taken
 * at a length that many guides share proved nothing, so every request fell back to scoring the
 * whole catalogue (100–300 ms). Among equal lengths the newest scores highest: the length indexes
 * now carry the update time, so candidates come newest first within a length and the bound holds.
 *
 * The sitemap index reads every published guide's update in id order (one pass: each file's
 * lastmod); the (status, id) index now carries updated_at, so that pass is an index-only scan
 * instead of a sort of the whole catalogue.
 */
export class Migration20261124060000_trending_ties extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "guide_status_category_length_idx";`);
    this.addSql(`drop index if exists "guide_status_length_idx";`);
    this.addSql(
      `create index "guide_status_category_length_idx" on "guide" ("status", "category_id", "intro_length" desc, "updated_at" desc, "id" desc);`,
    );
    this.addSql(`create index "guide_status_length_idx" on "guide" ("status", "intro_length" desc, "updated_at" desc, "id" desc);`);
    this.addSql(`drop index if exists "guide_status_id_idx";`);
    this.addSql(`create index "guide_status_id_idx" on "guide" ("status", "id") include ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "guide_status_category_length_idx";`);
    this.addSql(`drop index if exists "guide_status_length_idx";`);
    this.addSql(`create index "guide_status_category_length_idx" on "guide" ("status", "category_id", "intro_length" desc);`);
    this.addSql(`create index "guide_status_length_idx" on "guide" ("status", "intro_length" desc);`);
    this.addSql(`drop index if exists "guide_status_id_idx";`);
    this.addSql(`create index "guide_status_id_idx" on "guide" ("status", "id");`);
  }
}
