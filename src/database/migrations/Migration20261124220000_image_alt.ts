import { Migration } from '@mikro-orm/migrations';

/**
 * Image alt text per language (issue 12 item 6): the header image's alt on each translation, the
 * section image's alt per language on the section, and a "decorative" mark per image. Images
 * stored before this have empty alt texts (see docs/revisions-translations.md: pages fall back to the title/heading).
 */
export class Migration20261124220000_image_alt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "guide_translation" add column "header_image_alt" text not null default '';`);
    this.addSql(`alter table "guide" add column "header_image_decorative" boolean not null default false;`);
    this.addSql(`alter table "section" add column "image_alt_how" text not null default '',
      add column "image_alt_paano" text not null default '',
      add column "image_decorative" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "section" drop column if exists "image_alt_how", drop column if exists "image_alt_paano", drop column if exists "image_decorative";`,
    );
    this.addSql(`alter table "guide" drop column if exists "header_image_decorative";`);
    this.addSql(`alter table "guide_translation" drop column if exists "header_image_alt";`);
  }
}
