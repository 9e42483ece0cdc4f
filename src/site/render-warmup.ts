import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { categoryPath, guidePath } from '../../client/src/shared/links';
import { GuideListRepository } from '../content/guide-list.repository';
import { SiteService } from './site.service';

/** A boot never waits longer than this for the warm-up: a slow database must not hold the site back. */
const WARMUP_BUDGET_MS = 10_000;

/**
 * Renders each kind of public page once before the server starts listening, and keeps none of them.
 *
 * A process's first render of a page type pays for loading and compiling its code and for
 * PostgreSQL's first plans and reads of the tables behind it (at 100,000 guides: 190–320 ms for the
 * first guide page, against 50 ms for the next). The first reader after a deploy or a restart
 * should not pay that. What is measured as "cold" afterwards is a page not cached yet, in a process
 * that has rendered its kind before: the cost every cache miss has.
 */
@Injectable()
export class RenderWarmup implements OnApplicationBootstrap {
  private readonly logger = new Logger(RenderWarmup.name);

  constructor(
    private readonly site: SiteService,
    private readonly lists: GuideListRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.site.clientBuild()) return;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), WARMUP_BUDGET_MS)));
    try {
      const outcome = await Promise.race([this.warm(), budget]);
      if (outcome === 'late') this.logger.warn(`Render warm-up still running after ${WARMUP_BUDGET_MS} ms: starting anyway`);
      else this.logger.log(`Render warm-up: ${outcome} pages in ${Date.now() - started} ms`);
    } catch (error) {
      this.logger.warn(`Render warm-up failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Home, the newest guide in both languages, its category, a search and a 404; the cache is emptied afterwards. */
  private async warm(): Promise<number> {
    const paths = ['/', '/paano-mag-ipon', '/category/warm-up-no-such-category'];
    const [newest] = await this.lists.items(await this.lists.newestIds({ offset: 0, limit: 1 }));
    if (newest) {
      paths.push(guidePath(newest, 'how'));
      if (newest.category) paths.push(categoryPath(newest.category));
      if (newest.paano_content?.title) paths.push(guidePath(newest, 'paano'));
    }
    for (const path of paths) await this.site.page(path);
    this.site.clearCache();
    return paths.length;
  }
}
