import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Small key/value settings that must be shared by every replica (e.g. the generated JWT secret). */
@Entity({ tableName: 'app_setting' })
export class AppSetting {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
