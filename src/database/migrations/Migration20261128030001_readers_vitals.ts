import { Migration } from '@mikro-orm/migrations';

/**
 * Readers' speed (issue 36 item 2): the page views' LCP, INP and CLS as daily histograms, per page type,
 * device class, language and metric; `upto` is a bucket's upper edge (client/src/shared/vitals-buckets.ts).
 * Daily roll-ups like the other readers_* tables (deleted with them by retention); the report reads
 * the period's rows by the primary key's first column.
 */
export class Migration20261128030001_readers_vitals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "readers_vitals_day" (
      "day" date not null, "page" text not null, "device" text not null, "lang" text not null, "metric" text not null,
      "upto" integer not null, "n" integer not null default 0,
      primary key ("day", "page", "device", "lang", "metric", "upto"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "readers_vitals_day";`);
  }
}
