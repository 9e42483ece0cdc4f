import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const RANK_MIN = 1;
export const RANK_MAX = 5;

@Entity({ tableName: 'category' })
export class Category {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 255 })
  nameHow!: string;

  @Property({ type: 'string', length: 255 })
  namePaano!: string;

  /** 1 to 5, unique when set; lower ranks first. */
  @Property({ type: 'smallint', nullable: true, unique: true })
  rank: number | null = null;

  @Property({ type: 'text' })
  metaDescription: string & Opt = '';

  @Property({ type: 'text' })
  metaKeywords: string & Opt = '';

  @Property({ type: 'string', length: 20 })
  status: string & Opt = 'published';

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
