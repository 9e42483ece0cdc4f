/** The shapes of the demo site's data (demo-content.ts and the guides of each category in this folder). */

import type { AtAGlanceDto, NeedDto, StepDto } from '../../../../client/src/api/types';

/** English category names as the home page's topic tiles spell them. */
export type DemoCategoryName = 'Educational Guides' | 'Tech Tutorials' | 'Health & Wellness' | 'Financial Tips';

export interface DemoCategory {
  nameHow: DemoCategoryName;
  namePaano: string;
  rank: number;
  metaDescription: string;
  metaKeywords: string;
}

/** One language's text of a guide. */
export interface DemoText {
  title: string;
  slug: string;
  headerDescription: string;
  introduction: string;
  conclusion: string;
  metaKeywords: string;
  metaDescription: string;
  /** Issue 38's blocks in this language, where they fit the guide. */
  needs?: NeedDto[];
  tips?: string[];
  warnings?: string[];
}

export interface DemoSection {
  headingHow: string;
  headingPaano: string;
  bulletsHow: string[];
  bulletsPaano: string[];
  /** Issue 38: numbered steps (demo steps have no images). */
  steps?: Omit<StepDto, 'image'>[];
}

export interface DemoGuide {
  category: DemoCategoryName;
  status: 'published' | 'draft';
  /** Days between the last update and the moment of seeding (spreads "Latest" and trending). */
  daysAgo: number;
  /** Days since creation; defaults to daysAgo (never edited since). */
  createdDaysAgo?: number;
  how: DemoText;
  paano: DemoText;
  sections: DemoSection[];
  sources: string[];
  atAGlance?: AtAGlanceDto;
}
