import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38's blocks, stored like the sections' bullets (jsonb beside the row they belong to): a
 * section's steps, each language's needs, tips and warnings, and the guide's "at a glance" facts.
 * Every column has a default, so guides written before read as having none.
 */
export class Migration20261128040000_guide_blocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "section" add column "steps" jsonb not null default '[]';`);
    this.addSql(
      `alter table "guide_translation" add column "needs" jsonb not null default '[]', add column "tips" jsonb not null default '[]', add column "warnings" jsonb not null default '[]';`,
    );
    this.addSql(`alter table "guide" add column "at_a_glance" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guide" drop column if exists "at_a_glance";`);
    this.addSql(
      `alter table "guide_translation" drop column if exists "needs", drop column if exists "tips", drop column if exists "warnings";`,
    );
    this.addSql(`alter table "section" drop column if exists "steps";`);
  }
}
