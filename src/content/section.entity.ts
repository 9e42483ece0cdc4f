import { Entity, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import type { StepDto } from '../../client/src/api/types';
import { Guide } from './guide.entity';

/** A step as stored: StepDto with the image's media key (not its URL). */
export type StoredStep = Omit<StepDto, 'image'> & { image: string | null };

@Entity({ tableName: 'section' })
export class Section {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Guide, { deleteRule: 'cascade' })
  guide!: Rel<Guide>;

  @Property({ type: 'integer' })
  position: number & Opt = 0;

  /** Heading text; a leading [p] makes the section a "key insight" paragraph. */
  @Property({ type: 'text' })
  headingHow: string & Opt = '';

  @Property({ type: 'text' })
  headingPaano: string & Opt = '';

  @Property({ type: 'json' })
  bulletsHow: string[] & Opt = [];

  @Property({ type: 'json' })
  bulletsPaano: string[] & Opt = [];

  /** Server-made media key of the section image, or null. */
  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  /** The image's alt text per language ('' when none was given: pages use the heading). */
  @Property({ type: 'text' })
  imageAltHow: string & Opt = '';

  @Property({ type: 'text' })
  imageAltPaano: string & Opt = '';

  @Property({ type: 'boolean' })
  imageDecorative: boolean & Opt = false;

  /** Issue 38: the section's numbered steps, both languages (empty: an ordinary section). */
  @Property({ type: 'json' })
  steps: StoredStep[] & Opt = [];
}
