import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled publication (issue 12 item 2): a guide whose publish_at is set is "scheduled" (its status
 * stays draft or archived until then); at that time one UPDATE on one replica publishes it and clears
 * publish_at (see src/content/schedule.repository.ts). The partial index keeps "what is due" and
 * "when is the next one" an index lookup at any catalogue size.
 */
export class Migration20261124110000_publish_schedule extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guide" add column "publish_at" timestamptz null;`);
    this.addSql(
      `alter table "guide" add constraint "guide_publish_at_unpublished" check ("publish_at" is null or "status" <> 'published');`,
    );
    this.addSql(`create index "guide_publish_at_idx" on "guide" ("publish_at") where "publish_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "guide_publish_at_idx";`);
    this.addSql(`alter table "guide" drop constraint if exists "guide_publish_at_unpublished";`);
    this.addSql(`alter table "guide" drop column if exists "publish_at";`);
  }
}
