import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LoadStrategy, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BilingualGuideDto } from '../../client/src/api/types';
import { ContentChanged } from '../common/content-changed';
import { guidesChanged } from '../common/cache-rules';
import { SearchIndexService } from '../search/search-index.service';
import { CONTENT_MESSAGES } from './content.messages';
import { ContentService } from './content.service';
import { Guide } from './guide.entity';
import { GuideHistory } from './guide-history';
import { GUIDE_POPULATE } from './guide.repository';
import { nextDue, publishDue, PUBLISH_BATCH } from './schedule.repository';
import { SCHEDULE_MESSAGES } from './schedule.messages';

/** Every replica looks for due guides at least this often (and sooner when it knows the next time). */
export const SCHEDULE_POLL_MS = 5_000;

/**
 * Publish, unpublish and schedule (issue 12 item 2), and the poller that publishes scheduled guides
 * at their time. Every replica polls; publishDue's single UPDATE makes each guide go public exactly
 * once, whichever replica gets there first and across restarts (the schedule is a column, not a timer).
 */
@Injectable()
export class ScheduleService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleService.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
    private readonly contentChanged: ContentChanged,
    private readonly searchIndex: SearchIndexService,
    private readonly history: GuideHistory,
  ) {}

  onApplicationBootstrap(): void {
    this.arm(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  publish(id: number, version?: number): Promise<BilingualGuideDto> {
    return this.change(id, version, (guide) => {
      guide.status = 'published';
      guide.publishAt = null;
      guide.publishedAt ??= new Date();
    });
  }

  /** Back to draft; a scheduled guide loses its schedule. */
  unpublish(id: number, version?: number): Promise<BilingualGuideDto> {
    return this.change(id, version, (guide) => {
      guide.status = 'draft';
      guide.publishAt = null;
    });
  }

  async schedule(id: number, at: Date, version?: number): Promise<BilingualGuideDto> {
    if (!(at.getTime() > Date.now())) throw new BadRequestException({ publish_at: [SCHEDULE_MESSAGES.notFuture] });
    const guide = await this.change(id, version, (g) => {
      if (g.status === 'published') throw new BadRequestException({ detail: SCHEDULE_MESSAGES.alreadyPublished });
      g.publishAt = at;
    });
    this.arm(0);
    return guide;
  }

  /** Publishes every due guide now; returns their ids (used by the poller, and by tests to race replicas). */
  async publishDueNow(): Promise<number[]> {
    const published: number[] = [];
    for (;;) {
      const ids = await this.em.fork().transactional(async (em) => {
        const batch = await publishDue(em);
        await this.history.recordPublished(em, batch);
        // Documents rebuilt in the same transaction: the search finds the guide the moment it is public.
        await this.searchIndex.refresh(em, batch);
        return batch;
      });
      published.push(...ids);
      if (ids.length < PUBLISH_BATCH) break;
    }
    if (published.length) {
      this.logger.log(`Published ${published.length} scheduled guide(s): ${published.join(', ')}`);
      // Their categories are not read here: every category's list counts as touched.
      await this.contentChanged.notify(guidesChanged(published));
    }
    return published;
  }

  private async change(id: number, version: number | undefined, apply: (guide: Guide) => void): Promise<BilingualGuideDto> {
    const category = await this.em.fork().transactional(async (em) => {
      const guide = await em.findOne(Guide, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!guide) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
      if (version !== undefined && guide.version !== version) throw new ConflictException({ detail: CONTENT_MESSAGES.staleVersion });
      await em.populate(guide, GUIDE_POPULATE, { strategy: LoadStrategy.SELECT_IN });
      const before = this.history.capture(guide);
      apply(guide);
      guide.updatedAt = new Date();
      await em.flush();
      // A publish, unpublish or schedule is a revision too (issue 12 item 3).
      await this.history.record(em, guide, before);
      await this.searchIndex.refresh(em, [guide.id]);
      return guide.category?.id ?? null;
    });
    await this.contentChanged.notify(guidesChanged([id], [category]));
    return this.content.get(id);
  }

  /** Runs a tick after `delay` ms (replacing the pending one); each tick re-arms itself. */
  private arm(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), Math.max(0, Math.min(delay, SCHEDULE_POLL_MS)));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running) return this.arm(SCHEDULE_POLL_MS);
    let delay = SCHEDULE_POLL_MS;
    this.running = (async () => {
      try {
        await this.publishDueNow();
        const next = await nextDue(this.em.fork());
        if (next) delay = next.getTime() - Date.now();
      } catch (error) {
        // The database may be away; the next tick tries again, and nothing due is lost (it stays due).
        this.logger.warn(`Could not publish scheduled guides: ${(error as Error).message}`);
      }
    })();
    await this.running;
    this.running = null;
    this.arm(delay);
  }
}
