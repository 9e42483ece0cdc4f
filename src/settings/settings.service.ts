import { ConflictException, Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { SettingsDto, SiteSettingsDto } from '../../client/src/api/types';
import { ContentChanged } from '../common/content-changed';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { pageFeatures, type PageFeatures } from './page-features';
import { SETTINGS_MESSAGES } from './settings.messages';
import { SettingsRepository, type SettingsRow } from './settings.repository';

/** The first-boot settings: today's environment variables (after that, the Settings screen rules). */
export function settingsFromEnvironment(config: AppConfig): SiteSettingsDto {
  return {
    site_name: config.siteName,
    tagline_en: '',
    tagline_fil: '',
    contact_email: config.contactEmail,
    contact_phone: config.contactPhone,
    facebook_url: config.facebookUrl,
    instagram_url: config.instagramUrl,
    governing_city: config.governingCity,
    google_site_verification: '',
    bing_site_verification: '',
    adsense_client: config.adsenseClient,
    adsense_slot: '',
    ad_after_intro: true,
    ad_every_sections: 3,
    ad_after_conclusion: true,
    ad_beside_article: true,
    // A new publisher id is one AdSense has yet to review: no slot shows (an empty box) until the owner says so.
    ads_approved: false,
    ad_home: false,
    ad_category: false,
    ad_auto: false,
    ads_consent_message: false,
    privacy_note_en: '',
    privacy_note_fil: '',
    affiliate_domains: config.affiliateDomains,
    ga4_measurement_id: '',
    readers_retention_months: config.readersRetentionMonths,
  };
}

function toDto(row: SettingsRow, defaults: SiteSettingsDto): SettingsDto {
  // A field added after a revision was saved reads as its first-boot default.
  return { revision: row.revision, created_at: new Date(row.created_at).toISOString(), settings: { ...defaults, ...row.settings } };
}

/**
 * The site's settings (issue 25): one versioned row set in PostgreSQL, the latest in force. Every
 * replica keeps the latest in memory and reads it again whenever a change is announced (NOTIFY, the
 * same signal that drops cached pages), so a save is in force everywhere without a restart.
 */
@Injectable()
export class SettingsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SettingsService.name);
  private readonly defaults: SiteSettingsDto;
  private current!: SettingsDto;
  private features!: PageFeatures;
  private loading: Promise<void> | undefined;
  private unsubscribe?: () => void;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SettingsRepository,
    private readonly contentChanged: ContentChanged,
  ) {
    this.defaults = settingsFromEnvironment(config);
    this.use({ revision: 0, created_at: new Date(0).toISOString(), settings: this.defaults });
  }

  async onModuleInit(): Promise<void> {
    await this.repository.insertFirst(this.defaults);
    await this.reload();
    // A change starts the reload in the same turn as the pages are dropped, so a page rendered after
    // the drop waits for it (SiteService.page awaits settled()).
    this.unsubscribe = this.contentChanged.subscribe(() => void this.reload());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** The settings in force on this replica. */
  get(): SettingsDto {
    return this.current;
  }

  /** What the settings in force put into pages (page-features.ts). */
  pageFeatures(): PageFeatures {
    return this.features;
  }

  /** Resolves once a reload started by a change has finished (at once when none is running). */
  settled(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }

  async revisions(): Promise<SettingsDto[]> {
    return (await this.repository.revisions()).map((row) => toDto(row, this.defaults));
  }

  /**
   * Saves a new revision on top of `baseRevision` (refused with 409 when another save came first, so
   * no one overwrites a change unseen), then tells every replica.
   */
  async update(baseRevision: number, settings: SiteSettingsDto): Promise<SettingsDto> {
    const row = await this.repository.insertAfter(baseRevision, settings);
    if (!row) throw new ConflictException({ detail: SETTINGS_MESSAGES.stale });
    const saved = toDto(row, this.defaults);
    this.use(saved);
    await this.contentChanged.notify();
    return saved;
  }

  private reload(): Promise<void> {
    const load = (async () => {
      try {
        const row = await this.repository.latest();
        if (row && row.revision >= this.current.revision) this.use(toDto(row, this.defaults));
      } catch (error) {
        this.logger.warn(`Could not read the settings: ${(error as Error).message}`);
      }
    })();
    const settled = load.finally(() => {
      if (this.loading === settled) this.loading = undefined;
    });
    this.loading = settled;
    return settled;
  }

  private use(dto: SettingsDto): void {
    this.current = dto;
    const mediaOrigin = this.config.s3?.publicUrl ? new URL(this.config.s3.publicUrl).origin : undefined;
    this.features = pageFeatures(
      dto.settings,
      this.config.siteUrl,
      this.config.timeZone,
      mediaOrigin,
      this.config.sharedCacheSeconds > 0,
      this.config.readersVitalsSample,
    );
  }
}
