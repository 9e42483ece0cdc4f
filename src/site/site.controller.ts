import { gunzipSync } from 'node:zlib';
import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddressKey } from '../common/client-address';
import { ICON_FILES, webManifest } from './build-files';
import { RETRY_AFTER_SECONDS } from '../common/http-error.filter';
import { etagOf, pickEncoding, type CachedPage } from './html-cache';
import { HTML_TYPE, isNotModified, sendReady } from './fast-path';
import { NOT_BUILT_MESSAGE, SiteService } from './site.service';
import { ReadersCountingService } from '../readers/readers-counting.service';
import { SITEMAP_INDEX, SitemapService } from './sitemap.service';
import { FeedService } from './feed.service';
import { Public } from '../auth/public.decorator';
import { cacheTags, langKey } from '../common/shared-cache';
import { depends } from '../common/cache-rules';
import { wantsLite } from '../../client/src/shared/lite';

/** Paths that belong to the API and other modules: never rendered as pages. */
const NOT_PAGES = /^\/(api|media|assets|healthz|readyz)(\/|$)|^\/(favicon\.ico|apple-touch-icon[\w.-]*\.png)$/i;

/** Hashed build files: flat names only (no directories, so no way out of the folder). */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(js|css|txt|map|png|svg|woff2?)$/;

@Public()
@Controller()
export class SiteController {
  constructor(
    private readonly site: SiteService,
    private readonly sitemap: SitemapService,
    private readonly feeds: FeedService,
    private readonly readers: ReadersCountingService,
  ) {}

  /** A constant (SiteService.robots): the fast path answers it first, this only when the rate limit says no. */
  @Get('robots.txt')
  robots(@Req() req: Request, @Res() res: Response): void {
    sendReady(req, res, this.site.robots);
  }

  @Get('sitemap.xml')
  sitemapIndex(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.sendSitemap(SITEMAP_INDEX, req, res);
  }

  /** An RSS feed (FeedService): before the page route, so /rss.xml is never a search. */
  private async sendFeed(lang: 'en' | 'fil', req: Request, res: Response): Promise<void> {
    const feed = await this.feeds.feed(lang);
    res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
    this.setCaching(res, this.site.fileCaching([langKey(lang), depends.feed], 600));
    res.setHeader('ETag', feed.etag);
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === feed.etag)) {
      res.status(304).end();
      return;
    }
    // The compression middleware compresses it on the fly.
    res.send(feed.xml);
  }

  /** A sitemap file, sent gzip-compressed as kept (decompressed for the rare client that cannot take gzip). */
  private async sendSitemap(name: string, req: Request, res: Response): Promise<void> {
    const file = await this.sitemap.file(name);
    if (!file) throw new NotFoundException();
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    this.setCaching(res, this.site.fileCaching([depends.sitemap], 600));
    res.setHeader('ETag', file.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      res.status(304).end();
      return;
    }
    const gzip = pickEncoding(req.headers['accept-encoding'], false) === 'gzip';
    const body = gzip ? file.gz : gunzipSync(file.gz);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The browser build: hashed names, so cached for a year and never revalidated; sent brotli- or
   * gzip-compressed from copies made once per file.
   */
  @Get('assets/*path')
  asset(@Req() req: Request, @Res() res: Response): void {
    const name = req.path.slice('/assets/'.length);
    const build = this.site.clientBuild();
    if (!build || !ASSET_NAME.test(name) || name.includes('..')) throw new NotFoundException();
    const asset = this.site.assets.get(build.assetsDir, name);
    if (!asset) throw new NotFoundException();
    const picked = pickEncoding(req.headers['accept-encoding']);
    const [encoding, body] =
      picked === 'br' ? (['br', asset.br] as const) : picked === 'gzip' ? (['gzip', asset.gzip] as const) : ([null, asset.raw] as const);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(name.split('.').pop()!);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The service worker (docs/languages-offline.md, "Offline and installing"), at the root so its scope is the whole site. Revalidated
   * on every check (no-cache + ETag), so a new build's worker is seen on the next visit.
   */
  @Get('sw.js')
  serviceWorker(@Req() req: Request, @Res() res: Response): void {
    const script = this.site.clientBuild()?.serviceWorker;
    if (!script) throw new NotFoundException();
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Service-Worker-Allowed', '/');
    this.sendRevalidated(req, res, script);
  }

  /** The web app manifest: the site installs with its name, colours and icons. */
  @Get('manifest.webmanifest')
  manifest(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    this.sendRevalidated(req, res, JSON.stringify(webManifest(this.site.site)));
  }

  /** Favicon and app icons (made at build time by scripts/build-icons.js); unhashed names, so cached a day. */
  @Get('icons/:name')
  icon(@Req() req: Request, @Res() res: Response): void {
    this.sendIcon(req, res, String(req.params.name));
  }

  /** Browsers and phones ask for these at fixed addresses. */
  @Get('favicon.ico')
  favicon(@Req() req: Request, @Res() res: Response): void {
    this.sendIcon(req, res, 'favicon-32.png');
  }

  @Get('apple-touch-icon.png')
  appleTouchIcon(@Req() req: Request, @Res() res: Response): void {
    this.sendIcon(req, res, 'apple-touch-icon.png');
  }

  /** Every other GET: the server-rendered public site, or the admin app shell. */
  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (NOT_PAGES.test(req.path)) throw new NotFoundException();
    const name = req.path.slice(1);
    if (name.startsWith('sitemap') && SitemapService.isSitemapName(name)) return this.sendSitemap(name, req, res);
    const feed = FeedService.langOf(req.path);
    if (feed) return this.sendFeed(feed, req, res);
    const adsTxt = req.path === '/ads.txt' ? this.site.adsTxtAnswer() : undefined;
    if (adsTxt) return sendReady(req, res, adsTxt);
    if (this.site.isAdminPath(req.path)) {
      const shell = this.site.shell();
      if (!shell) return this.notBuilt(res);
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      // The admin, its sign-in and draft previews: never kept by a shared cache (SHARED_CACHE_SECONDS).
      return sendReady(req, res, { page: shell, contentType: HTML_TYPE, cacheControl: this.site.privateCacheControl });
    }
    const answer = await this.site.page(req.originalUrl, clientAddressKey(req.ip), wantsLite(req.originalUrl, req.headers['save-data']));
    if (answer.type === 'not-built') return this.notBuilt(res);
    // A settings change read while the page rendered: its CSP is the one the page was rendered with
    // (and a guide with a video frames its player: issue 38).
    const frames = answer.type === 'page' ? answer.page.frameSrc : undefined;
    for (const [name, value] of this.site.securityHeaders(frames).list) res.setHeader(name, value);
    if (answer.type === 'redirect') {
      // A search that jumped straight to its guide is counted with its language and result (issue 39).
      if (answer.searched && req.method === 'GET')
        this.readers.searched(req.headers, req.ip, answer.searched.query, answer.searched.results);
      res.setHeader('Cache-Control', 'no-cache');
      res.redirect(answer.status, answer.location);
      return;
    }
    if (answer.page.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    // Readers (issue 24): a page the fast path did not answer (rendered now, or past it) counts here.
    if (req.method === 'GET') {
      const status = isNotModified(req, answer.page) ? 304 : answer.page.status;
      this.readers.servedPage(req.headers, req.ip, req.originalUrl, status, answer.page.body);
    }
    this.sendHtml(req, res, answer.page);
  }

  private sendIcon(req: Request, res: Response, name: string): void {
    const build = this.site.clientBuild();
    if (!build || !ICON_FILES.includes(name)) throw new NotFoundException();
    const icon = this.site.assets.get(build.iconsDir, name);
    if (!icon) throw new NotFoundException();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type(name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
    res.setHeader('Content-Length', String(icon.raw.length));
    res.end(req.method === 'HEAD' ? undefined : icon.raw);
  }

  /** A small text file that must never be used stale: no-cache with an ETag (304 when unchanged). */
  private sendRevalidated(req: Request, res: Response, body: string): void {
    const etag = etagOf(body);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.send(body);
  }

  private notBuilt(res: Response): void {
    res.status(503).type('text/plain').setHeader('Retry-After', '30');
    res.send(NOT_BUILT_MESSAGE);
  }

  /**
   * A page: a kept one with its br/gzip bytes made once (the compression middleware leaves an answer
   * that already has a Content-Encoding alone); one not kept (a 404, an uncacheable path, a search on
   * its first hit) is compressed on the fly by that middleware. Same headers as the fast path.
   */
  private sendHtml(req: Request, res: Response, page: CachedPage): void {
    sendReady(req, res, this.site.pageAnswer(page));
  }

  private setCaching(res: Response, caching: { cacheControl: string; keys?: string }): void {
    res.setHeader('Cache-Control', caching.cacheControl);
    if (caching.keys) {
      res.setHeader('Surrogate-Key', caching.keys);
      res.setHeader('Cache-Tag', cacheTags(caching.keys));
    }
  }
}
