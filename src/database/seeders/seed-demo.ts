import { LANGS } from '../../../client/src/api/types';
import type { Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../../categories/category.entity';
import { Guide } from '../../content/guide.entity';
import { GuideTranslation } from '../../content/guide-translation.entity';
import { Section } from '../../content/section.entity';
import { Source } from '../../content/source.entity';
import { ormConfig } from '../mikro-orm.config';
import { DEMO_CATEGORIES, DEMO_GUIDES, type DemoGuide } from './demo-content';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises seeding between replicas booting at the same time on one database. */
const SEED_LOCK_KEY = 824018;

/**
 * Loads the demo site when the database has neither guides nor categories, all in one transaction.
 * Returns true when it inserted the demo content, false when the database already had content.
 */
export async function seedDemoIfEmpty(em: EntityManager, logger?: Logger): Promise<boolean> {
  const seeded = await em.transactional(async (tem) => {
    await tem.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    const [guides, categories] = await Promise.all([tem.count(Guide, {}), tem.count(Category, {})]);
    if (guides > 0 || categories > 0) return false;

    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);
    const categoryByName = new Map<string, Category>();
    for (const c of DEMO_CATEGORIES) {
      const category = tem.create(Category, {
        nameHow: c.nameHow,
        namePaano: c.namePaano,
        rank: c.rank,
        metaDescription: c.metaDescription,
        metaKeywords: c.metaKeywords,
        status: 'published',
        createdAt: daysAgo(60),
        updatedAt: daysAgo(60),
      });
      categoryByName.set(c.nameHow, category);
    }
    for (const demo of DEMO_GUIDES) createGuide(tem, demo, categoryByName, daysAgo);
    await tem.flush();
    return true;
  });
  if (seeded) {
    logger?.log(`Loaded the demo content: ${DEMO_GUIDES.length} guides in ${DEMO_CATEGORIES.length} categories`);
  } else {
    logger?.debug?.('The database already has content; demo content not loaded');
  }
  return seeded;
}

function createGuide(em: EntityManager, demo: DemoGuide, categoryByName: Map<string, Category>, daysAgo: (days: number) => Date): Guide {
  const createdAt = daysAgo(demo.createdDaysAgo ?? demo.daysAgo);
  const guide = em.create(Guide, {
    status: demo.status,
    category: categoryByName.get(demo.category) ?? null,
    headerImage: null,
    createdAt,
    updatedAt: daysAgo(demo.daysAgo),
    publishedAt: demo.status === 'published' ? createdAt : null,
    atAGlance: demo.atAGlance ?? null,
  });
  for (const lang of LANGS) {
    const text = demo[lang];
    guide.translations.add(
      em.create(GuideTranslation, {
        guide,
        lang,
        title: text.title,
        slug: text.slug,
        headerDescription: text.headerDescription,
        introduction: text.introduction,
        conclusion: text.conclusion,
        metaKeywords: text.metaKeywords,
        metaDescription: text.metaDescription,
        needs: text.needs ?? [],
        tips: text.tips ?? [],
        warnings: text.warnings ?? [],
      }),
    );
  }
  demo.sections.forEach((s, position) => {
    guide.sections.add(
      em.create(Section, {
        guide,
        position,
        headingHow: s.headingHow,
        headingPaano: s.headingPaano,
        bulletsHow: [...s.bulletsHow],
        bulletsPaano: [...s.bulletsPaano],
        image: null,
        steps: (s.steps ?? []).map((step) => ({ ...step, image: null })),
      }),
    );
  });
  demo.sources.forEach((link, position) => {
    guide.sources.add(em.create(Source, { guide, position, link }));
  });
  return guide;
}

/** Opens its own connection to databaseUrl, seeds when empty (see seedDemoIfEmpty) and closes it again. */
export async function seedDemoDatabase(databaseUrl: string, logger?: Logger): Promise<boolean> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { pool: { min: 0, max: 2 } }));
  try {
    return await seedDemoIfEmpty(orm.em.fork(), logger);
  } finally {
    await orm.close(true);
  }
}
