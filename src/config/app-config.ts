import { accessSync, constants, mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../client/src/shared/site-config';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { parseEnvBoolean } from './env-boolean';
import { EnvDto } from './env.dto';

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
