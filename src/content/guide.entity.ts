import { Cascade, Collection, Entity, Enum, ManyToOne, OneToMany, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Category } from '../categories/category.entity';
import { Reviewer } from '../reviewers/reviewer.entity';
import { GuideTranslation } from './guide-translation.entity';
import { Section } from './section.entity';
import { Source } from './source.entity';

// One definition for the server and the browser (the API's types).
import { GUIDE_STATUSES, LANGS, type AtAGlanceDto, type GuideStatus, type Lang } from '../../client/src/api/types';
export { GUIDE_STATUSES, LANGS, type GuideStatus, type Lang };

@Entity({ tableName: 'guide' })
export class Guide {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: () => GUIDE_STATUSES, type: 'string' })
  status: GuideStatus & Opt = 'draft';

  @ManyToOne(() => Category, { nullable: true, deleteRule: 'set null' })
  category: Category | null = null;

  /** Server-made media key of the header image, or null. */
  @Property({ type: 'text', nullable: true })
  headerImage: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();

  /** The header image carries no meaning (alt="" on pages); otherwise each language has an alt text. */
  @Property({ type: 'boolean' })
  headerImageDecorative: boolean & Opt = false;

  /** Parts (per language) whose translation needs an update; kept at save time (translation-state.ts). */
  @Property({ type: 'integer' })
  staleParts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** Set while the guide is scheduled: it goes public at this time (see schedule.repository.ts). */
  @Property({ type: 'datetime', nullable: true })
  publishAt: Date | null = null;

  /** Issue 38: time, cost and difficulty, the same in both languages; null when none was given. */
  @Property({ type: 'json', nullable: true, fieldName: 'at_a_glance' })
  atAGlance: AtAGlanceDto | null = null;

  /** Issue 38: who reviewed the guide (src/reviewers), and the day (YYYY-MM-DD) they last did. */
  @ManyToOne(() => Reviewer, { nullable: true, deleteRule: 'restrict' })
  reviewer: Reviewer | null = null;

  @Property({ type: 'date', nullable: true })
  lastReviewed: string | null = null;

  /** Bumped on every save; the editor sends the version it loaded (optimistic locking). */
  @Property({ type: 'integer', version: true })
  version!: number & Opt;

  @OneToMany(() => GuideTranslation, (t) => t.guide, { cascade: [Cascade.ALL], orphanRemoval: true })
  translations = new Collection<GuideTranslation>(this);

  @OneToMany(() => Section, (s) => s.guide, { cascade: [Cascade.ALL], orphanRemoval: true, orderBy: { position: 'asc' } })
  sections = new Collection<Section>(this);

  @OneToMany(() => Source, (s) => s.guide, { cascade: [Cascade.ALL], orphanRemoval: true, orderBy: { position: 'asc' } })
  sources = new Collection<Source>(this);

  translation(lang: Lang): GuideTranslation | undefined {
    return this.translations.getItems().find((t) => t.lang === lang);
  }
}
