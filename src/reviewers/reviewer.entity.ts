import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** Issue 38: a reviewer the owner defines once and picks per guide ("Reviewed by" under the title). */
@Entity({ tableName: 'reviewer' })
export class Reviewer {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 160 })
  credentialHow: string & Opt = '';

  @Property({ type: 'string', length: 160 })
  credentialPaano: string & Opt = '';

  @Property({ type: 'string', length: 600 })
  bioHow: string & Opt = '';

  @Property({ type: 'string', length: 600 })
  bioPaano: string & Opt = '';

  /** Server-made media key of the photo (renditions in the MediaStore), or null. */
  @Property({ type: 'text', nullable: true })
  photo: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}
