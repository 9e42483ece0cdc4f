import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import compression from 'compression';
import type { Request, Response } from 'express';
import { CategoriesModule } from '../categories/categories.module';
import { PublicModule } from '../public/public.module';
import { ReadersModule } from '../readers/readers.module';
import { SearchModule } from '../search/search.module';
import { SeoModule } from '../seo/seo.module';
import { RenderWarmup } from './render-warmup';
import { ServerPublicApiFactory } from './server-public-api';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';
import { SitemapService } from './sitemap.service';
import { FeedService } from './feed.service';
import { OldAddressService } from './old-address.service';

/**
 * The public site: server rendering of every path the API did not claim (imported last in
 * AppModule for that reason), /assets, /robots.txt, /sitemap.xml, the feeds and on-the-fly compression. Cached
 * pages and /robots.txt are usually answered before Nest by the fast path (fast-path.ts, src/app.ts).
 */
@Module({
  imports: [CategoriesModule, PublicModule, SearchModule, ReadersModule, SeoModule],
  controllers: [SiteController],
  providers: [SiteService, SitemapService, FeedService, ServerPublicApiFactory, RenderWarmup, OldAddressService],
  exports: [SiteService],
})
export class SiteModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      // (The security headers are set for every response in src/app.ts, before the body parsers.)
      .apply(
        // API answers and pages not kept in the HTML cache are compressed on the fly; a kept page (and
        // /assets) is sent with copies compressed once, whose Content-Encoding this middleware leaves alone.
        compression({ filter: (req: Request, res: Response) => !req.path.startsWith('/assets/') && compression.filter(req, res) }),
      )
      .forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}
