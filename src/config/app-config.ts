import { accessSync, constants, mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../client/src/shared/site-config';
import { BOOLEAN_WORDS, parseEnvBoolean } from './env-boolean';
import { plainToInstance, Transform } from 'class-transformer';
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
  validateSync,
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

export interface AppConfig extends SiteConfig {
  production: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** Pooled connections this replica opens to DATABASE_URL at most (default 10); docs/replicas.md has the arithmetic. */
  databasePoolMax: number;
  /**
   * A direct (session) connection to the same database, for what a pooler in transaction mode cannot
   * carry: LISTEN, migrations and their advisory lock. Set when DATABASE_URL points at PgBouncer.
   */
  databaseDirectUrl?: string;
  dataDir: string;
  uploadDir: string;
  /** Media in an S3-compatible bucket (S3_BUCKET set); undefined: the UPLOAD_DIR folder. */
  s3?: S3Config;
  jwtSecret?: string;
  jwtTtlSeconds: number;
  adminUsername: string;
  adminPassword?: string;
  logLevel: string;
  /** Express's 'trust proxy': false, a hop count (TRUST_PROXY=true is 1), or addresses/CIDRs of trusted proxies. */
  trustProxy: TrustProxy;
  seedDemo: boolean;
  /** Public reads (GET/HEAD without a token) per client address per minute, per replica (default 1200); 0 = no limit. */
  rateLimitPerMinute: number;
  /** Seconds a whole request may take to arrive (headers and body; multipart uploads included). */
  requestTimeoutSeconds: number;
  /** Seconds a JSON or form body (1 MB at most) may take to arrive. */
  bodyTimeoutSeconds: number;
  /** Open connections at once; more are refused until some close. */
  maxConnections: number;
  /** Unfinished requests per client address (req.ip: behind a proxy, the reader's) at once; 0 = no cap. */
  maxRequestsPerAddress: number;
  /**
   * Open connections per socket address; 0 = no cap. Default a quarter of MAX_CONNECTIONS. Off by
   * default with TRUST_PROXY, where every socket is the proxy's (MAX_CONNECTIONS_PER_ADDRESS set turns
   * it on there too).
   */
  maxConnectionsPerAddress: number;
  /** Searches run (not served from a cache) per client address per minute, per replica; 0 = no limit. */
  searchRateLimitPerMinute: number;
  /**
   * URLs per sitemap file: 10,000 (5,000 guides, each in two languages). The protocol allows 50,000;
   * smaller files are written in a second instead of seven and hold a fifth of the memory while they are
   * (WordPress writes 2,000 a file, Yoast 1,000). At most 50,000.
   */
  sitemapMaxUrls: number;
  /** First-boot defaults of the Settings screen (issue 25); after that the screen rules. */
  adsenseClient: string;
  affiliateDomains: string[];
  /** Months the Readers roll-ups are kept (default 25): the Settings screen's first-boot value. */
  readersRetentionMonths: number;
  /** The share of page views sending their speed (READERS_VITALS_SAMPLE; 0 in tests unless set). */
  readersVitalsSample: number;
  /**
   * Seconds a shared cache in front (CDN, Varnish) may keep a public answer (s-maxage); 0 = none, every
   * public answer says no-cache as before. Above 0, views are counted from the page's beacon, since the
   * origin sees only the shared cache's misses.
   */
  sharedCacheSeconds: number;
  /** Where each change's keys are purged (issue 37 item 2; src/common/cdn-purge.ts); none set: no purging. */
  purge: PurgeConfig;
}

export interface PurgeConfig {
  url?: string;
  cloudflare?: { zoneId: string; token: string; apiUrl: string };
  fastly?: { serviceId: string; token: string; apiUrl: string };
}

export interface S3Config {
  bucket: string;
  /** Another provider's address (R2, Spaces, B2, Garage, Ceph RGW, MinIO); undefined: AWS. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Where pages load images from (a CDN or the bucket's address), no trailing slash; undefined: /media/ streams from the store. */
  publicUrl?: string;
}

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.includes(item)) return true;
  const [address, range, ...rest] = item.split('/');
  const version = isIP(address!);
  if (!version || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: `false` (default), `true` (the one proxy in front, as before: 1 hop), a hop count, or a
 * comma-separated list of proxy addresses, CIDR ranges and Express's names loopback, linklocal,
 * uniquelocal (then the client is the first address from the right that is not a trusted proxy).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  // The boolean words mean what they mean for every other variable (1 is also one hop, 0 none).
  const yesOrNo = parseEnvBoolean(text);
  if (yesOrNo !== null) return yesOrNo ? 1 : false;
  if (/^\d{1,2}$/.test(text)) return Number(text) || false;
  const items = text.split(',').map((item) => item.trim());
  if (items.every((item) => item && isProxyAddress(item))) return items;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a hop count (0-99) or a comma-separated list of proxy addresses or CIDR ranges (got "${value}")`,
  );
}

/** Turns "12h", "45m", "7d" or "3600" into seconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) throw new ConfigError(`bad duration ${value}`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

function ensureWritableDir(variable: string, dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.R_OK | constants.W_OK);
  } catch {
    throw new ConfigError(`${variable}=${dir} is not a readable and writable directory: create it or point ${variable} elsewhere`);
  }
}

function s3Config(dto: EnvDto): S3Config | undefined {
  if (!dto.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const).find((name) => dto[name]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep media in a bucket, or unset ${stray}`);
    return undefined;
  }
  return {
    bucket: dto.S3_BUCKET,
    endpoint: dto.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: dto.S3_REGION ?? 'us-east-1',
    forcePathStyle: dto.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: dto.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** The purge targets: each provider's id and token come as a pair (one without the other is refused). */
function purgeConfig(dto: EnvDto): PurgeConfig {
  const pair = (id: keyof EnvDto, token: keyof EnvDto): boolean => {
    if (!dto[id] !== !dto[token]) throw new ConfigError(`${dto[id] ? token : id} must be set together with ${dto[id] ? id : token}`);
    return !!dto[id];
  };
  const config: PurgeConfig = {};
  if (dto.CDN_PURGE_URL) config.url = dto.CDN_PURGE_URL;
  if (pair('CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN')) {
    const apiUrl = (dto.CLOUDFLARE_API_URL ?? 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');
    config.cloudflare = { zoneId: dto.CLOUDFLARE_ZONE_ID!, token: dto.CLOUDFLARE_API_TOKEN!, apiUrl };
  }
  if (pair('FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN')) {
    const apiUrl = (dto.FASTLY_API_URL ?? 'https://api.fastly.com').replace(/\/+$/, '');
    config.fastly = { serviceId: dto.FASTLY_SERVICE_ID!, token: dto.FASTLY_API_TOKEN!, apiUrl };
  }
  return config;
}

/** Reads and validates the environment. Throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dto = plainToInstance(EnvDto, { ...env }, { excludeExtraneousValues: false });
  const errors = validateSync(dto, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length) {
    const first = errors[0];
    const why = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    const shown = /SECRET|PASSWORD|DATABASE_(DIRECT_)?URL/.test(first.property) ? '' : ` (got "${String(first.value)}")`;
    throw new ConfigError(`${first.property} ${why.replace(`${first.property} `, '')}${shown}`);
  }
  const production = (dto.NODE_ENV ?? 'development') === 'production';
  const dataDir = resolve(dto.DATA_DIR ?? './data');
  const uploadDir = resolve(dto.UPLOAD_DIR ?? resolve(dataDir, 'uploads'));
  ensureWritableDir('DATA_DIR', dataDir);
  ensureWritableDir('UPLOAD_DIR', uploadDir);
  const port = dto.PORT ?? 3000;
  const trustProxy = parseTrustProxy(dto.TRUST_PROXY);
  return {
    production,
    port,
    host: dto.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: dto.DATABASE_URL,
    databasePoolMax: dto.DATABASE_POOL_MAX ?? 10,
    databaseDirectUrl: dto.DATABASE_DIRECT_URL,
    dataDir,
    uploadDir,
    s3: s3Config(dto),
    jwtSecret: dto.JWT_SECRET,
    jwtTtlSeconds: parseDuration(dto.JWT_TTL ?? '12h'),
    adminUsername: dto.ADMIN_USERNAME ?? 'admin',
    adminPassword: dto.ADMIN_PASSWORD,
    siteName: dto.SITE_NAME ?? 'HowPaano',
    siteUrl: (dto.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    contactEmail: dto.CONTACT_EMAIL ?? 'hello@howpaano.ph',
    contactPhone: dto.CONTACT_PHONE ?? '+63 917 000 0000',
    facebookUrl: dto.FACEBOOK_URL ?? 'https://www.facebook.com/howpaano',
    instagramUrl: dto.INSTAGRAM_URL ?? 'https://www.instagram.com/howpaano',
    governingCity: dto.GOVERNING_CITY ?? 'Quezon City',
    timeZone: dto.SITE_TIME_ZONE ?? 'Asia/Manila',
    logLevel: dto.LOG_LEVEL ?? (dto.NODE_ENV === 'test' ? 'warn' : 'log'),
    trustProxy,
    sitemapMaxUrls: dto.SITEMAP_MAX_URLS ?? 10_000,
    seedDemo: dto.SEED_DEMO ?? !production,
    // Tests fire hundreds of requests from one address; a test of the limit sets it.
    rateLimitPerMinute: dto.RATE_LIMIT_PER_MINUTE ?? (dto.NODE_ENV === 'test' ? 0 : 1200),
    requestTimeoutSeconds: dto.REQUEST_TIMEOUT ?? 120,
    bodyTimeoutSeconds: dto.BODY_TIMEOUT ?? 15,
    maxConnections: dto.MAX_CONNECTIONS ?? 1000,
    // Generous enough for the many readers one mobile carrier's address (CGNAT) can hide, each browser
    // with up to six connections; small enough that one address never holds most of the server.
    maxRequestsPerAddress: dto.MAX_REQUESTS_PER_ADDRESS ?? 128,
    maxConnectionsPerAddress:
      dto.MAX_CONNECTIONS_PER_ADDRESS ?? (trustProxy !== false ? 0 : Math.max(1, Math.floor((dto.MAX_CONNECTIONS ?? 1000) / 4))),
    searchRateLimitPerMinute: dto.SEARCH_RATE_LIMIT_PER_MINUTE ?? (dto.NODE_ENV === 'test' ? 0 : 120),
    adsenseClient: dto.ADSENSE_CLIENT ?? '',
    affiliateDomains: (dto.AFFILIATE_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    readersRetentionMonths: dto.READERS_RETENTION_MONTHS ?? 25,
    readersVitalsSample: dto.READERS_VITALS_SAMPLE ?? (dto.NODE_ENV === 'test' ? 0 : 0.02),
    sharedCacheSeconds: dto.SHARED_CACHE_SECONDS ?? 0,
    purge: purgeConfig(dto),
  };
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
