import { randomInt } from 'node:crypto';
import { basename } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentChanged } from '../common/content-changed';
import { AssetStore } from './asset-store';
import { buildDir, loadClientBuild, type ClientBuild, type SiteConfig } from './build-files';
import { etagOf, HtmlCache, NONCE_PLACEHOLDER, type CachedPage } from './html-cache';
import { ServerPublicApiFactory } from './server-public-api';

/** Longer paths are rendered but not cached. */
const MAX_CACHED_PATH = 512;

export const NOT_BUILT_MESSAGE = 'The site is not built yet: run npm run build';

export type SiteAnswer =
  | { type: 'not-built' }
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; page: CachedPage };

/**
 * Server rendering of the public site: runs the route loaders against the services, renders the
 * React tree to a whole HTML document, and caches it by path until content changes.
 */
@Injectable()
export class SiteService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SiteService.name);
  private readonly cache = new HtmlCache(500);
  private build: ClientBuild | null = null;
  private readonly unsubscribe: () => void;
  private readonly dir = buildDir();
  readonly site: SiteConfig;
  /** The build's files with their compressed copies (served under /assets). */
  readonly assets = new AssetStore();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly apiFactory: ServerPublicApiFactory,
    contentChanged: ContentChanged,
  ) {
    this.site = {
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      contactEmail: config.contactEmail,
      contactPhone: config.contactPhone,
      facebookUrl: config.facebookUrl,
      instagramUrl: config.instagramUrl,
      governingCity: config.governingCity,
    };
    this.unsubscribe = contentChanged.subscribe(() => this.cache.clear());
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

  onModuleDestroy(): void {
    this.unsubscribe();
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

  /** The route table's own rule (client/src/routes.tsx), so the two never disagree. */
  isAdminPath(pathname: string): boolean {
    return this.clientBuild()?.bundle.isAdminPath(pathname) ?? false;
  }

  /** The admin app shell (rendered in the browser only). */
  shell(): string | null {
    const build = this.clientBuild();
    return build ? build.bundle.renderShell(this.site, build.assets, NONCE_PLACEHOLDER) : null;
  }

  /**
   * A public page, rendered or from the cache. Pages depend on the path only (the query matters
   * to /search, which always redirects), so the path is the cache key: query strings cannot fill it.
   */
  async page(pathAndQuery: string): Promise<SiteAnswer> {
    const build = this.clientBuild();
    if (!build) return { type: 'not-built' };
    const path = pathAndQuery.split('?')[0]!;
    const cacheable = path.length <= MAX_CACHED_PATH;
    const cached = cacheable ? this.cache.get(path) : undefined;
    if (cached) return { type: 'page', page: cached };
    const tracker = { failed: false };
    // Joined as text, not resolved: a path such as //host must stay a path of this site.
    const request = new Request(`${this.site.siteUrl}${pathAndQuery}`, { headers: { Accept: 'text/html' } });
    const result = await build.bundle.render(request, {
      api: this.apiFactory.create(tracker),
      site: this.site,
      seed: randomInt(0, 2 ** 31),
      assets: build.assets,
      nonce: NONCE_PLACEHOLDER,
    });
    if (result.type === 'redirect') return result;
    const page: CachedPage = { status: result.status, html: result.html, etag: etagOf(result.html) };
    // A page that met a failure (database down, ...) is shown but not kept.
    if (cacheable && !tracker.failed && page.status < 500) this.cache.set(path, page);
    return { type: 'page', page };
  }

  /** Drops every cached page (also done on ContentChanged). */
  clearCache(): void {
    this.cache.clear();
  }
}
