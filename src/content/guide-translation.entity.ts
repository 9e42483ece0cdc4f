import { Entity, Enum, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import type { NeedDto, VideoDto } from '../../client/src/api/types';
import { Guide, LANGS, type Lang } from './guide.entity';

/** One language's text of a guide. The search vector is a generated column (see the migration). */
@Entity({ tableName: 'guide_translation' })
@Unique({ properties: ['lang', 'slug'] })
@Unique({ properties: ['guide', 'lang'] })
export class GuideTranslation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Guide, { deleteRule: 'cascade' })
  guide!: Rel<Guide>;

  @Enum({ items: () => LANGS, type: 'string' })
  lang!: Lang;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255 })
  slug!: string;

  @Property({ type: 'text' })
  headerDescription: string & Opt = '';

  @Property({ type: 'text' })
  introduction: string & Opt = '';

  @Property({ type: 'text' })
  conclusion: string & Opt = '';

  @Property({ type: 'text' })
  metaKeywords: string & Opt = '';

  @Property({ type: 'text' })
  metaDescription: string & Opt = '';

  /** A title for search results and shares in this language (issue 27 item 6); null: the title. */
  @Property({ type: 'string', length: 70, nullable: true })
  seoTitle: (string & Opt) | null = null;

  /** The header image's alt text in this language ('' when none was given: pages use the title). */
  @Property({ type: 'text' })
  headerImageAlt: string & Opt = '';

  /** Issue 38's blocks in this language: Things you'll need, Tips, Warnings (empty: none). */
  @Property({ type: 'json' })
  needs: NeedDto[] & Opt = [];

  @Property({ type: 'json' })
  tips: string[] & Opt = [];

  @Property({ type: 'json' })
  warnings: string[] & Opt = [];

  /** Issue 38: this language's video (null: none; a Filipino page then shows the English one). */
  @Property({ type: 'json', nullable: true })
  video: (VideoDto & Opt) | null = null;
}
