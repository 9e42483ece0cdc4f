import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38's video, one per language: `{ url, title?, upload_date? }` beside that language's other
 * blocks, null when the language has none (a Filipino page then shows the English one).
 */
export class Migration20261129010000_guide_video extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guide_translation" add column "video" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guide_translation" drop column if exists "video";`);
  }
}
