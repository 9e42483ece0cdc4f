import { Injectable, Logger } from '@nestjs/common';
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
import { findGuides } from '../content/guide.repository';
import { mapGuide } from '../content/guide.mapper';
import { SettingsService } from '../settings/settings.service';
import { ImageStoreService } from '../media/image-store.service';
import { renderCard, renderPhotoCard } from './card-render';
import { CardsRepository, type StoredCard } from './cards.repository';

/**
 * Social cards (client/src/shared/social-card.ts): a page names its card's address only; the first
 * request for it draws the card, stores it in PostgreSQL and every later request (on any replica)
 * reads it back. Misses for the same card on this replica wait for the one drawing; drawing is one card
 * at a time, so a crawler asking for many new cards at once never holds the process for longer than one.
 */
@Injectable()
export class CardsService {
  private readonly logger = new Logger(CardsService.name);
  private readonly drawing = new Map<string, Promise<StoredCard | null>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly repository: CardsRepository,
    private readonly settings: SettingsService,
    private readonly images: ImageStoreService,
  ) {}

  /** The card for a file name, or null: not a card name, a page that is not there, or not its current card. */
  async card(name: string): Promise<StoredCard | null> {
    const parsed = parseCardName(name);
    if (!parsed) return null;
    const stored = await this.repository.find(name);
    if (stored) return stored;
    let pending = this.drawing.get(name);
    if (!pending) {
      pending = this.draw(name, parsed).finally(() => this.drawing.delete(name));
      this.drawing.set(name, pending);
    }
    return pending;
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
