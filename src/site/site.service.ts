import { randomInt } from 'node:crypto';
import { basename } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentChanged } from '../common/content-changed';
import { CacheClock } from '../common/cache-clock';
import { DatabaseCircuit } from '../common/database-circuit';
import { isStale, type ContentChange } from '../common/cache-rules';
import { AssetStore } from './asset-store';
import type { SiteConfig } from '../../client/src/shared/site-config';
import { liteSite } from '../../client/src/shared/lite';
import { HOME_PATHS, SAVED_PATHS, STATIC_PATHS } from '../../client/src/shared/site-paths';
import { buildDir, loadClientBuild, type ClientBuild } from './build-files';
import { cachedPage, compressPage, HtmlCache, PAGE_MAX_AGE_MS, type CachedPage } from './html-cache';
import { HTML_TYPE, type ReadyAnswer } from './fast-path';
import { ServerPublicApiFactory, type RenderTracker } from './server-public-api';
import { OldAddressService } from './old-address.service';
import { NotFoundLog } from '../seo/not-found-log';
import { hasPostIdQuery } from '../content/path-redirect.repository';
import { securityHeaderList, type HeaderList } from './security-headers.middleware';
import { pageFrameOrigins } from './video-frames';
import { SettingsService } from '../settings/settings.service';
import type { PageFeatures } from '../settings/page-features';
import { pageLang, PRIVATE_NO_STORE, SITE_KEY, sharedCacheControl, surrogateKeys } from '../common/shared-cache';

/** Longer paths are rendered but not cached. */
const MAX_CACHED_PATH = 512;
/** Pages of the site's fixed routes (home, guides, categories, static pages): the main budget. */
const PAGE_CACHE = { entries: 1000, bytes: 48 * 1024 * 1024 };
/**
 * Search pages get a small budget of their own: every made-up single-segment address is a search,
 * and they must never push the guides out.
 */
const SEARCH_CACHE = { entries: 200, bytes: 4 * 1024 * 1024 };

/** How often the page cache's counters are logged (only when they moved): cheap, and enough for bench/cache.js. */
const STATS_LOG_MS = 10_000;

/** The one page type that reads ?page (client/src/public/category/category-data.ts). */
const PAGINATED = /^\/category\/[^/]+$/;
/** A search's later pages, /{query}?page=2 to 5 (search/search-data.ts, issue 39's "More results"). */
const SEARCH_PAGE = /^\/[^/]+$/;
/** The site's own pages at one segment: no search, so ?page changes nothing on them. */
const ONE_SEGMENT_PAGES = new Set<string>([
  HOME_PATHS.fil,
  ...Object.values(STATIC_PATHS).flatMap((paths) => Object.values(paths)),
  SAVED_PATHS.en,
  '/offline',
  '/search',
]);

/**
 * The cache key of a page: its path, plus ?page=N for a category's later pages (the only query a page
 * reads). Anything else in the query, and ?page on a page that does not paginate, does not change the
 * page, so it is not in the key (issue 30 item 2: it cannot make new entries).
 */
export function pageCacheKey(pathAndQuery: string): string | null {
  const [path, query = ''] = pathAndQuery.split('?') as [string, string?];
  // /?p=123 is an imported WordPress post's address (OldAddressService), never the cached home page.
  if (hasPostIdQuery(pathAndQuery)) return null;
  if (query && SEARCH_PAGE.test(path) && !ONE_SEGMENT_PAGES.has(path)) {
    const page = new URLSearchParams(query).get('page');
    return page && /^[2-5]$/.test(page) ? `${path}?page=${page}` : path;
  }
  if (!query || !PAGINATED.test(path)) return path;
  const page = new URLSearchParams(query).get('page');
  if (page === null) return path;
  // ?page=1, ?page=abc...: the page redirects to its one address, never from the cache.
  return /^[1-9]\d{0,8}$/.test(page) && page !== '1' ? `${path}?page=${page}` : null;
}

/**
 * A lite page's cache key (issue 36 item 3): its full page's key with this mark, which no request
 * path can hold (a space arrives as %20), so the two never meet. The key of a page is its path, a
 * list's ?page=N, and this mark when the request wants the lite page (shared/lite.ts wantsLite:
 * ?lite=1, or Save-Data: on without ?lite=0); answers say Vary: Accept-Encoding, Save-Data.
 */
export const LITE_KEY_MARK = ' lite';

export const NOT_BUILT_MESSAGE = 'The site is not built yet: run npm run build';

export type SiteAnswer =
  | { type: 'not-built' }
  | { type: 'redirect'; status: number; location: string; searched?: RenderTracker['searched'] }
  | { type: 'page'; page: CachedPage };

/**
 * Server rendering of the public site: runs the route loaders against the services, renders the
 * React tree to a whole HTML document, and caches it by path until a change touches what it was made
 * from (cache-rules.ts; at most PAGE_MAX_AGE_MS; a page rendered across such a change is never kept).
 */
@Injectable()
export class SiteService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SiteService.name);
  private readonly cache: HtmlCache;
  private readonly searchCache: HtmlCache;
  private build: ClientBuild | null = null;
  private shellPage: CachedPage | undefined;
  private headers:
    | {
        build: ClientBuild | null;
        features: PageFeatures;
        list: HeaderList;
        flat: string[];
        withFrames: Map<string, { list: HeaderList; flat: string[] }>;
      }
    | undefined;
  private adsTxt: { features: PageFeatures; answer: ReadyAnswer | undefined } | undefined;
  private readonly unsubscribe: () => void;
  /** Pages answered from a cache, and pages rendered, since the start (logged every STATS_LOG_MS when they moved). */
  private readonly stats = { hits: 0, renders: 0, dropped: 0 };
  private loggedStats = { hits: 0, renders: 0 };
  private readonly statsTimer: NodeJS.Timeout;
  private readonly dir = buildDir();
  /** The build's files with their compressed copies (served under /assets). */
  readonly assets = new AssetStore();
  /** /robots.txt: a constant, answered by the fast path (fast-path.ts) like a cached page. */
  readonly robots: ReadyAnswer;
  /** SHARED_CACHE_SECONDS: above 0, public answers say a shared cache may keep them (common/shared-cache.ts). */
  private readonly sharedSeconds: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly apiFactory: ServerPublicApiFactory,
    private readonly contentChanged: ContentChanged,
    private readonly oldAddresses: OldAddressService,
    private readonly settings: SettingsService,
    clock: CacheClock,
    private readonly notFoundLog: NotFoundLog,
    private readonly circuit: DatabaseCircuit,
  ) {
    this.sharedSeconds = config.sharedCacheSeconds;
    const now = () => clock.now();
    this.cache = new HtmlCache(PAGE_CACHE.entries, PAGE_CACHE.bytes, PAGE_MAX_AGE_MS, now);
    this.searchCache = new HtmlCache(SEARCH_CACHE.entries, SEARCH_CACHE.bytes, PAGE_MAX_AGE_MS, now);
    this.unsubscribe = contentChanged.subscribe((change) => this.drop(change));
    // The admin's pages are kept out of indexes by their X-Robots-Tag (SiteController.page), not named
    // here: robots.txt is public, and naming the admin's address told everyone where it is (issue 29).
    const robots = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${config.siteUrl}/sitemap.xml`, ''].join('\n');
    this.robots = this.constantFile(cachedPage(200, robots));
    this.statsTimer = setInterval(() => this.logStats(), STATS_LOG_MS);
    this.statsTimer.unref();
  }

  /**
   * What the fast path may answer without Nest: /robots.txt, or a page in the HTML cache. Never an
   * admin path, an API path or anything not rendered yet (those are never in the cache).
   */
  ready(pathAndQuery: string, lite = false): ReadyAnswer | undefined {
    if (pathAndQuery === '/robots.txt') return this.robots;
    if (pathAndQuery === '/ads.txt') return this.adsTxtAnswer();
    // Not hearing other replicas' changes: a kept page may be stale, so Nest renders it (page()).
    // ...unless the database is known to be down (database-circuit.ts): then the kept page, at once.
    if (this.contentChanged.deaf && !this.circuit.open) return undefined;
    const page = this.cached(pathAndQuery, lite);
    return page && this.pageAnswer(page);
  }

  /**
   * A page as answered (by the fast path or the controller alike): no-cache as always, or with a shared
   * cache in front a 200 it may keep, named by its keys; a 404 is revalidated, a 503 never kept.
   */
  pageAnswer(page: CachedPage): ReadyAnswer {
    if (!this.sharedSeconds) return { page, contentType: HTML_TYPE, cacheControl: 'no-cache' };
    if (page.status === 503) return { page, contentType: HTML_TYPE, cacheControl: 'no-store' };
    if (page.status !== 200) return { page, contentType: HTML_TYPE, cacheControl: 'no-cache', keys: page.keys };
    return { page, contentType: HTML_TYPE, cacheControl: sharedCacheControl(this.sharedSeconds), keys: page.keys };
  }

  /** The admin shell's Cache-Control: no-cache as before, private, no-store with a shared cache in front. */
  get privateCacheControl(): string {
    return this.sharedSeconds ? PRIVATE_NO_STORE : 'no-cache';
  }

  /** Cache-Control and keys of a public file (feeds, sitemaps): as before without a shared cache. */
  fileCaching(keys: string[], maxAge: number): { cacheControl: string; keys?: string } {
    if (!this.sharedSeconds) return { cacheControl: `public, max-age=${maxAge}` };
    return { cacheControl: sharedCacheControl(this.sharedSeconds), keys: [SITE_KEY, ...keys].join(' ') };
  }

  /** robots.txt, ads.txt: constants per settings revision, purged with the site's key. */
  private constantFile(page: CachedPage): ReadyAnswer {
    const { cacheControl, keys } = this.fileCaching([], 3600);
    return {
      page,
      contentType: 'text/plain; charset=utf-8',
      cacheControl: this.sharedSeconds ? cacheControl : 'public, max-age=3600',
      keys,
    };
  }

  /** Loads the build at boot and compresses the entry's files then, not on a visitor's first request. */
  onApplicationBootstrap(): void {
    const build = this.clientBuild();
    if (!build) return;
    for (const file of [...build.assets.js, ...build.assets.css]) {
      this.assets.warm(build.assetsDir, basename(file)).catch((error: Error) => {
        this.logger.warn(`Could not prepare ${file}: ${error.message}`);
      });
    }
  }

  /** The configuration pages render from: the settings in force (SettingsService, page-features.ts). */
  get site(): SiteConfig {
    return this.settings.pageFeatures().site;
  }

  /** /ads.txt while ads are on (a constant per settings revision); undefined: the 404 page, as before. */
  adsTxtAnswer(): ReadyAnswer | undefined {
    const features = this.settings.pageFeatures();
    if (this.adsTxt?.features !== features) {
      const body = features.adsTxt;
      this.adsTxt = {
        features,
        answer: body === null ? undefined : this.constantFile(cachedPage(200, body)),
      };
    }
    return this.adsTxt.answer;
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.statsTimer);
  }

  /** Pages answered from the caches and pages rendered since the start (tests, diagnostics, bench/cache.js). */
  cacheStats(): { hits: number; renders: number; dropped: number } {
    return { ...this.stats };
  }

  /** One line when the counters moved: totals since the start, so a reader can subtract two lines. */
  private logStats(): void {
    const { hits, renders } = this.stats;
    if (hits === this.loggedStats.hits && renders === this.loggedStats.renders) return;
    this.loggedStats = { hits, renders };
    const rate = hits + renders ? ((100 * hits) / (hits + renders)).toFixed(1) : '0';
    this.logger.log(
      `Page cache since start: ${hits} hits, ${renders} renders (${rate}% hits), ${this.stats.dropped} dropped by changes; ${this.cache.size} pages, ${this.searchCache.size} searches kept`,
    );
  }

  /** The client build, loaded once it exists (API tests run without one). */
  clientBuild(): ClientBuild | null {
    if (!this.build) {
      try {
        this.build = loadClientBuild(this.dir);
      } catch (error) {
        this.logger.error(`Could not load the client build from ${this.dir}: ${(error as Error).message}`);
        this.build = null;
      }
    }
    return this.build;
  }

  /**
   * The security headers of every answer (security-headers.middleware.ts): constant for the build, whose
   * inline entry's hash is in the CSP, and the settings in force (the origins ads and analytics need,
   * only while they are on: page-features.ts); without a build (API tests), script-src is 'self' alone.
   * The build is the one loaded at boot (onApplicationBootstrap) or since.
   * `flat`: name, value, name, value..., as the fast path writes them.
   */
  securityHeaders(frameSrc?: readonly string[]): { list: HeaderList; flat: string[] } {
    const features = this.settings.pageFeatures();
    if (!this.headers || this.headers.build !== this.build || this.headers.features !== features) {
      const list = securityHeaderList(this.build?.scriptHashes, features.csp);
      this.headers = { build: this.build, features, list, flat: list.flat(), withFrames: new Map() };
    }
    if (!frameSrc?.length) return this.headers;
    // A page with a video (issue 38): the same headers, frame-src grown by its player's origin; made
    // once per build, settings and set of origins (there are at most three sets).
    const key = frameSrc.join(' ');
    let variant = this.headers.withFrames.get(key);
    if (!variant) {
      const csp = { ...features.csp, frameSrc: [...features.csp.frameSrc, ...frameSrc] };
      const list = securityHeaderList(this.build?.scriptHashes, csp);
      variant = { list, flat: list.flat() };
      this.headers.withFrames.set(key, variant);
    }
    return variant;
  }

  /** The route table's own rule (client/src/routes.tsx), so the two never disagree. */
  isAdminPath(pathname: string): boolean {
    return this.clientBuild()?.bundle.isAdminPath(pathname) ?? false;
  }

  /** The admin app shell (rendered in the browser only): one document per build, compressed once. */
  shell(): CachedPage | null {
    const build = this.clientBuild();
    if (!build) return null;
    this.shellPage ??= compressPage(cachedPage(200, build.bundle.renderShell(this.site, build.assets)));
    return this.shellPage;
  }

  /**
   * The cached page for a request's path and query, if it is in a cache now: what the fast path
   * (fast-path.ts) serves without entering Nest. A search page is compressed on its second hit (made-up
   * addresses are searches, and most are asked once).
   */
  cached(pathAndQuery: string, lite = false): CachedPage | undefined {
    if (!this.build) return undefined;
    const key = pageCacheKey(pathAndQuery);
    return key === null || key.length > MAX_CACHED_PATH ? undefined : this.lookup(lite ? key + LITE_KEY_MARK : key);
  }

  private lookup(key: string): CachedPage | undefined {
    const page = this.cache.get(key);
    if (page) {
      this.stats.hits++;
      return page;
    }
    const search = this.searchCache.get(key);
    if (search) {
      this.stats.hits++;
      this.searchCache.compress(key, search);
    }
    return search;
  }

  /**
   * A public page, rendered or from the cache. Pages depend on the path and a list's ?page only (the
   * query also matters to /search, which always redirects), so that is the cache key: other query
   * strings cannot fill it.
   */
  async page(pathAndQuery: string, address?: string, lite = false): Promise<SiteAnswer> {
    const build = this.clientBuild();
    const key = pageCacheKey(pathAndQuery);
    const cacheable = key !== null && key.length <= MAX_CACHED_PATH;
    const cached = build && cacheable ? this.lookup(lite ? key + LITE_KEY_MARK : key) : undefined;
    if (!cached) return this.render(pathAndQuery, key, cacheable, address, lite);
    if (!this.contentChanged.deaf || this.circuit.open) return { type: 'page', page: cached };
    // This replica's LISTEN connection is lost (an outage, or just after one): another replica's change
    // may not have been heard, so the kept page is answered only when a new one cannot be made.
    try {
      const answer = await this.render(pathAndQuery, key, cacheable, address, lite);
      return answer.type === 'page' && answer.page.status === 503 ? { type: 'page', page: cached } : answer;
    } catch {
      return { type: 'page', page: cached };
    }
  }

  private async render(pathAndQuery: string, key: string | null, cacheable: boolean, address?: string, lite = false): Promise<SiteAnswer> {
    const build = this.clientBuild();
    // The database known down: no redirect lookup to wait for (the render answers its 503 at once).
    const moved = this.circuit.open ? null : await this.oldAddresses.moved(pathAndQuery);
    if (moved) return { type: 'redirect', status: 301, location: moved };
    if (!build) return { type: 'not-built' };
    // A settings change being read: render with the new settings, not the old.
    if (!this.circuit.open) await this.settings.settled();
    // Read before the render's first query: a change heard before the page is kept that touched what
    // the page was made from means it may show the state before the change, so it is served but not
    // kept (ContentChanged.keepable, the one guard of every cache).
    const generation = this.contentChanged.generation;
    const tracker: RenderTracker = { failed: false, address, dependencies: new Set() };
    this.stats.renders++;
    // Joined as text, not resolved: a path such as //host must stay a path of this site.
    const request = new Request(`${this.site.siteUrl}${pathAndQuery}`, { headers: { Accept: 'text/html' } });
    const result = await build.bundle.render(request, {
      api: this.apiFactory.create(tracker),
      site: lite ? liteSite(this.site) : this.site,
      seed: randomInt(0, 2 ** 31),
      assets: build.assets,
    });
    // A search that opens its one guide (issue 39): the answer carries it, so the site counts it.
    if (result.type === 'redirect') return tracker.searched ? { ...result, searched: tracker.searched } : result;
    // The database did not answer: the page (SPEC's load-failure message) says so with a 503, so no
    // visitor, crawler or balancer takes it for the page itself or for a "not found".
    const page = cachedPage(tracker.unavailable ? 503 : result.status, result.html);
    // A guide with a video preview (issue 38): this page alone may frame that player (its CSP, kept with it).
    const frameSrc = pageFrameOrigins(result.html);
    if (frameSrc) page.frameSrc = frameSrc;
    if (this.sharedSeconds) page.keys = surrogateKeys(tracker.dependencies, pageLang(result.html), tracker.categories);
    // The not-found log (issue 27 item 6): a reader's request (the boot's warm-up has no address),
    // counted in memory and written later, never on this request.
    if (page.status === 404 && !tracker.failed && address !== undefined) this.notFoundLog.record(pathAndQuery);
    // A page that met a failure (database down, ...) is shown but not kept; nor is a 404: made-up
    // addresses must not fill the cache (they are cheap to answer: one indexed lookup). Nor is a page
    // asked for at another spelling of its address (/About, /%61bout, /about/: the router matches them
    // all, and there are endlessly many): only at its canonical address (issue 30 item 2). A kept page
    // is compressed now, once (a search page on its second hit): never again per request.
    const atItsAddress = result.search || result.head.canonicalPath === key;
    if (
      cacheable &&
      atItsAddress &&
      !tracker.failed &&
      page.status < 400 &&
      this.contentChanged.keepable(generation, tracker.dependencies)
    ) {
      const kept = lite ? key! + LITE_KEY_MARK : key!;
      if (result.search) this.searchCache.set(kept, page, tracker.dependencies);
      else this.cache.set(kept, compressPage(page), tracker.dependencies);
    }
    return { type: 'page', page };
  }

  /** Whether a page is in a cache now (for tests and diagnostics), and how full the caches are. */
  cacheState(pathAndQuery?: string): { cached: boolean; pages: number; searches: number; bytes: number } {
    const key = pathAndQuery === undefined ? null : pageCacheKey(pathAndQuery);
    return {
      cached: key !== null && (this.cache.has(key) || this.searchCache.has(key)),
      pages: this.cache.size,
      searches: this.searchCache.size,
      bytes: this.cache.byteSize + this.searchCache.byteSize,
    };
  }

  /** Drops the pages a change touched (cache-rules.ts): all of them for `everything`. */
  private drop(change: ContentChange): void {
    if (change.everything) {
      this.shellPage = undefined;
      this.stats.dropped += this.cache.size + this.searchCache.size;
      this.cache.clear();
      this.searchCache.clear();
      return;
    }
    const stale = (dependencies: ReadonlySet<string>) => isStale(change, dependencies);
    this.stats.dropped += this.cache.dropWhere(stale) + this.searchCache.dropWhere(stale);
  }

  /**
   * Drops every cached page (tests; the warm-up's test renders), as a change of everything on this
   * replica alone: a render under way is then not kept either (the one guard).
   */
  clearCache(): void {
    this.contentChanged.emitLocal();
  }
}
