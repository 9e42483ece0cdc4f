/**
 * The environment's variables as a validated DTO (class-validator), read by loadConfig in app-config.ts,
 * which turns them into the typed AppConfig the rooms receive. Split from app-config.ts (issue 40 item 3).
 */
import { BOOLEAN_WORDS, parseEnvBoolean } from './env-boolean';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  IsTimeZone,
} from 'class-validator';

/** A boolean variable read by parseEnvBoolean; anything that is not one of its words stays as written, for IsBoolean to refuse. */
const toBool = ({ value }: { value: unknown }) => {
  const parsed = parseEnvBoolean(value);
  return parsed === null ? value : parsed;
};
const BOOLEAN_MESSAGE = { message: `must be ${BOOLEAN_WORDS}` };
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
/** An AdSense publisher id (the ad client of a page's ad units). */
export const ADSENSE_CLIENT_PATTERN = /^ca-pub-\d{16}$/;

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * The environment, validated once at boot. Every value has a safe default for local use;
 * a bad value stops the boot with one line naming the variable (see loadConfig).
 */
export class EnvDto {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^postgres(ql)?:\/\/[^\s/]+\/[^\s/?]+(\?.*)?$/, {
    message: 'must look like postgres://user:password@host:5432/database',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^postgres(ql)?:\/\/[^\s/]+\/[^\s/?]+(\?.*)?$/, {
    message: 'must look like postgres://user:password@host:5432/database',
  })
  DATABASE_DIRECT_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  DATABASE_POOL_MAX?: number;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  /** Media in an S3-compatible object store when set (docs/media-storage.md); unset: the UPLOAD_DIR folder. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)' })
  S3_BUCKET?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[a-z0-9-]{2,40}$/, { message: 'must be a region name such as us-east-1 or auto' })
  S3_REGION?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean(BOOLEAN_MESSAGE)
  S3_FORCE_PATH_STYLE?: boolean;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_PUBLIC_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(/^\d+[smhd]?$/, { message: 'must be a duration such as 3600, 45m, 12h or 7d' })
  JWT_TTL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  ADMIN_USERNAME?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(8, { message: 'must be at least 8 characters long' })
  @MaxLength(128)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  @MaxLength(80)
  SITE_NAME?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  SITE_URL?: string;

  @IsOptional()
  @IsEmail()
  CONTACT_EMAIL?: string;

  @IsOptional()
  @IsString()
  CONTACT_PHONE?: string;

  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] })
  FACEBOOK_URL?: string;

  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] })
  INSTAGRAM_URL?: string;

  @IsOptional()
  @IsString()
  GOVERNING_CITY?: string;

  /** The zone every time on the site is shown (and schedules typed) in: an IANA name. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsTimeZone({ message: 'must be an IANA time zone name such as Asia/Manila' })
  SITE_TIME_ZONE?: string;

  /** First-boot default of the Settings screen's AdSense publisher id (issue 25). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(ADSENSE_CLIENT_PATTERN, { message: 'must be ca-pub- followed by 16 digits' })
  ADSENSE_CLIENT?: string;

  /** First-boot default of the Settings screen's affiliate domains: comma-separated hosts. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^\s*[a-z0-9.-]+\.[a-z]{2,}\s*(,\s*[a-z0-9.-]+\.[a-z]{2,}\s*)*,?\s*$/i, {
    message: 'must be host names separated by commas, such as shopee.ph,lazada.com.ph',
  })
  AFFILIATE_DOMAINS?: string;

  /** First-boot default of the Settings screen's readers' data retention, in months (1–120). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(120)
  READERS_RETENTION_MONTHS?: number;

  /**
   * Readers' speed (issue 36 item 2): the share of page views that measure LCP, INP and CLS and send
   * them by a beacon (0 to 1; default 0.02, one view in 50: each beacon is a request, docs/readers.md).
   */
  @IsOptional()
  @Transform(toInt)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  READERS_VITALS_SAMPLE?: number;

  @IsOptional()
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean(BOOLEAN_MESSAGE)
  SEED_DEMO?: boolean;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3600)
  REQUEST_TIMEOUT?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(600)
  BODY_TIMEOUT?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  MAX_CONNECTIONS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  MAX_CONNECTIONS_PER_ADDRESS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  MAX_REQUESTS_PER_ADDRESS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  SEARCH_RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(2)
  @Max(50_000)
  SITEMAP_MAX_URLS?: number;

  /** Seconds a shared cache (a CDN, Varnish) may keep a public answer; 0 (default): no shared caching. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(31_536_000)
  SHARED_CACHE_SECONDS?: number;

  /** Varnish or nginx in front: each change sends PURGE here with the keys (deploy/varnish.vcl; docs/deploy.md). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  CDN_PURGE_URL?: string;

  /** Cloudflare: purge by Cache-Tag in this zone with this API token (Zone.Cache Purge). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[a-f0-9]{32}$/, { message: 'must be a Cloudflare zone id (32 hexadecimal characters)' })
  CLOUDFLARE_ZONE_ID?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  CLOUDFLARE_API_TOKEN?: string;

  /** Fastly: purge by surrogate key in this service with this API token (purge_select). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[A-Za-z0-9]{10,40}$/, { message: 'must be a Fastly service id' })
  FASTLY_SERVICE_ID?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  FASTLY_API_TOKEN?: string;

  /** The providers' API addresses (their public ones by default; a stand-in in tests). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  CLOUDFLARE_API_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  FASTLY_API_URL?: string;
}
