import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { SiteSettingsDto } from '../../../client/src/api/types';
import { ADSENSE_CLIENT_PATTERN } from '../../config/env.dto';
import { SETTINGS_MESSAGES as M } from '../settings.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const domains = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [
        ...new Set(
          value
            .map((d) =>
              typeof d === 'string'
                ? d
                    .trim()
                    .toLowerCase()
                    .replace(/^www\./, '')
                : d,
            )
            .filter((d) => d !== ''),
        ),
      ]
    : value;
const whenSet = (_: object, value: unknown) => value !== '';
const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const WEB = { require_protocol: true, protocols: ['http', 'https'] };

/** The settings as the Settings screen sends them: every field, each checked (issue 25 item 1). */
export class SiteSettingsBody implements SiteSettingsDto {
  @Transform(trim)
  @MaxLength(80, { message: M.tooLong })
  @MinLength(1, { message: M.siteNameRequired })
  @IsString({ message: M.notString })
  site_name!: string;

  @Transform(trim)
  @MaxLength(200, { message: M.tooLong })
  @IsString({ message: M.notString })
  tagline_en!: string;

  @Transform(trim)
  @MaxLength(200, { message: M.tooLong })
  @IsString({ message: M.notString })
  tagline_fil!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @IsEmail({}, { message: M.email })
  @IsString({ message: M.notString })
  contact_email!: string;

  @Transform(trim)
  @MaxLength(40, { message: M.tooLong })
  @IsString({ message: M.notString })
  contact_phone!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @IsUrl(WEB, { message: M.url })
  @MaxLength(300, { message: M.tooLong })
  @IsString({ message: M.notString })
  facebook_url!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @IsUrl(WEB, { message: M.url })
  @MaxLength(300, { message: M.tooLong })
  @IsString({ message: M.notString })
  instagram_url!: string;

  @Transform(trim)
  @MaxLength(80, { message: M.tooLong })
  @IsString({ message: M.notString })
  governing_city!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @Matches(/^[\w-]{1,100}$/, { message: M.verification })
  @IsString({ message: M.notString })
  google_site_verification!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @Matches(/^[\w-]{1,100}$/, { message: M.verification })
  @IsString({ message: M.notString })
  bing_site_verification!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @Matches(ADSENSE_CLIENT_PATTERN, { message: M.adsenseClient })
  @IsString({ message: M.notString })
  adsense_client!: string;

  @Transform(trim)
  @ValidateIf(whenSet)
  @Matches(/^\d{1,20}$/, { message: M.adsenseSlot })
  @IsString({ message: M.notString })
  adsense_slot!: string;

  @IsBoolean({ message: M.boolean })
  ad_after_intro!: boolean;

  @Max(20, { message: M.everySections })
  @Min(0, { message: M.everySections })
  @IsInt({ message: M.everySections })
  ad_every_sections!: number;

  @IsBoolean({ message: M.boolean })
  ad_after_conclusion!: boolean;

  @IsBoolean({ message: M.boolean })
  ad_beside_article!: boolean;

  @IsBoolean({ message: M.boolean })
  ads_approved!: boolean;

  @IsBoolean({ message: M.boolean })
  ad_home!: boolean;

  @IsBoolean({ message: M.boolean })
  ad_category!: boolean;

  @IsBoolean({ message: M.boolean })
  ad_auto!: boolean;

  @IsBoolean({ message: M.boolean })
  ads_consent_message!: boolean;

  @Transform(trim)
  @MaxLength(1000, { message: M.tooLong })
  @IsString({ message: M.notString })
  privacy_note_en!: string;

  @Transform(trim)
  @MaxLength(1000, { message: M.tooLong })
  @IsString({ message: M.notString })
  privacy_note_fil!: string;

  @Transform(domains)
  @Matches(HOST, { each: true, message: M.domains })
  @ArrayMaxSize(50, { message: M.domains })
  @IsArray({ message: M.domains })
  affiliate_domains!: string[];

  @Transform(trim)
  @ValidateIf(whenSet)
  @Matches(/^G-[A-Z0-9]{4,20}$/, { message: M.ga4 })
  @IsString({ message: M.notString })
  ga4_measurement_id!: string;

  @Max(120, { message: M.retention })
  @Min(1, { message: M.retention })
  @IsInt({ message: M.retention })
  readers_retention_months!: number;
}

/** PUT /api/settings/ body: the whole settings and the revision the form was loaded from. */
export class UpdateSettingsDto {
  @IsInt({ message: M.baseRevision })
  @IsDefined({ message: M.baseRevision })
  base_revision!: number;

  @ValidateNested()
  @Type(() => SiteSettingsBody)
  @IsDefined()
  settings!: SiteSettingsBody;
}
