import { Entity, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Guide } from './guide.entity';

@Entity({ tableName: 'source' })
export class Source {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Guide, { deleteRule: 'cascade' })
  guide!: Rel<Guide>;

  @Property({ type: 'integer' })
  position: number & Opt = 0;

  @Property({ type: 'text' })
  link!: string;
}
