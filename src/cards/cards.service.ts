import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CARD_PATH_PREFIX,
  guideCard,
  parseCardName,
  photoCard,
  siteCard,
  type CardName,
  type CardText,
} from '../../client/src/shared/social-card';
import { hasTranslation } from '../../client/src/shared/translation';
import { ContentChanged } from '../common/content-changed';
import { findGuides } from '../content/guide.repository';
import { mapGuide } from '../content/guide.mapper';
import { SettingsService } from '../settings/settings.service';
import { ImageStoreService } from '../media/image-store.service';
import { renderCard, renderPhotoCard } from './card-render';
import { CardsRepository, type StoredCard } from './cards.repository';

/** Memory for the cards served most recently, per replica (about 500 text cards). */
const RECENT_BYTES = 8 * 1024 * 1024;

/**
 * Social cards (client/src/shared/social-card.ts): a page names its card's address only; the first
 * request for it draws the card, stores it in PostgreSQL and every later request (on any replica)
 * reads it back. Misses for the same card on this replica wait for the one drawing; drawing is one card
 * at a time, so a crawler asking for many new cards at once never holds the process for longer than one.
 */
@Injectable()
export class CardsService implements OnModuleDestroy {
  private readonly logger = new Logger(CardsService.name);
  private readonly drawing = new Map<string, Promise<StoredCard | null>>();
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * Cards recently served, by name: a name is always the same picture (its hash). At most RECENT_BYTES,
   * the least recently served dropped first; emptied on every content change this replica hears (a
   * retitled or unpublished guide's old card is then a 404 here too, as on the other replicas).
   */
  private readonly recent = new Map<string, StoredCard>();
  private recentBytes = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly em: EntityManager,
    private readonly repository: CardsRepository,
    private readonly settings: SettingsService,
    private readonly images: ImageStoreService,
    contentChanged: ContentChanged,
  ) {
    this.unsubscribe = contentChanged.subscribe(() => {
      this.recent.clear();
      this.recentBytes = 0;
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The card for a file name, or null: not a card name, a page that is not there, or not its current card. */
  async card(name: string): Promise<StoredCard | null> {
    const parsed = parseCardName(name);
    if (!parsed) return null;
    const kept = this.recent.get(name);
    if (kept) {
      this.recent.delete(name);
      this.recent.set(name, kept);
      return kept;
    }
    const stored = await this.repository.find(name);
    if (stored) return this.keep(name, stored);
    let pending = this.drawing.get(name);
    if (!pending) {
      pending = this.draw(name, parsed)
        .then((card) => card && this.keep(name, card))
        .finally(() => this.drawing.delete(name));
      this.drawing.set(name, pending);
    }
    return pending;
  }

  private keep(name: string, card: StoredCard): StoredCard {
    if (!this.recent.has(name)) {
      this.recent.set(name, card);
      this.recentBytes += card.png.length;
    }
    for (const [oldest, old] of this.recent) {
      if (this.recentBytes <= RECENT_BYTES) break;
      this.recent.delete(oldest);
      this.recentBytes -= old.png.length;
    }
    return card;
  }

  private async draw(name: string, parsed: CardName): Promise<StoredCard | null> {
    const plan = await this.currentPlan(parsed);
    // Only the card a page names now is drawn: an old hash or a made-up one is a 404, never a render.
    if (!plan || plan.path !== `${CARD_PATH_PREFIX}${name}`) return null;
    const started = Date.now();
    const bytes = await this.oneAtATime(async () => {
      if (plan.text) return renderCard(plan.text);
      const source = await this.images.read(plan.source);
      return source && renderPhotoCard(source);
    });
    if (!bytes) return null;
    this.logger.log(`Drew the social card ${name} (${bytes.length} bytes, ${Date.now() - started} ms)`);
    const family =
      parsed.kind === 'site'
        ? `site-${parsed.lang}`
        : parsed.kind === 'guide'
          ? `guide-${parsed.guideId}-${parsed.lang}`
          : `photo-${parsed.guideId}`;
    for (const [kept, card] of this.recent) {
      if (kept.startsWith(`${family}-`)) {
        this.recent.delete(kept);
        this.recentBytes -= card.png.length;
      }
    }
    return this.repository.store(name, family, parsed.kind === 'site' ? null : parsed.guideId, bytes);
  }

  /** The card a page would name now for this file name's page: a text to draw, or a header image to cut. */
  private async currentPlan(parsed: CardName): Promise<{ path: string; text?: CardText; source: string } | null> {
    const site = this.settings.pageFeatures().site;
    if (parsed.kind === 'site') return { ...siteCard(site, parsed.lang), source: '' };
    const [guide] = await findGuides(this.em.fork(), { id: parsed.guideId, status: 'published' });
    if (!guide) return null;
    const dto = mapGuide(guide);
    if (parsed.kind === 'photo') return photoCard(dto);
    const lang = parsed.lang === 'fil' ? 'paano' : 'how';
    // A guide with a header image is shown by it (photo-...); its text card is never named.
    return hasTranslation(dto, lang) && !dto.header_image ? { ...guideCard(dto, lang, site), source: '' } : null;
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
