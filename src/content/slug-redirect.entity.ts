import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Guide, LANGS, type Lang } from './guide.entity';

/** A renamed slug keeps old links alive: /old-slug answers 301 to the guide's current path. */
@Entity({ tableName: 'slug_redirect' })
@Unique({ properties: ['lang', 'slug'] })
export class SlugRedirect {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => LANGS, type: 'string' })
  lang!: Lang;

  @Property({ type: 'string', length: 255 })
  slug!: string;

  @ManyToOne(() => Guide, { deleteRule: 'cascade' })
  guide!: Rel<Guide>;
}
