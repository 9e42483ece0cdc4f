import { Injectable } from '@nestjs/common';
import type { GuideDto } from '../../client/src/api/types';
import { categoryPath, guidePath } from '../../client/src/shared/links';
import { hasTranslation } from '../../client/src/shared/translation';
import { ServerPublicApiFactory } from './server-public-api';
import { SiteService } from './site.service';

const STATIC_PAGES = ['/', '/about', '/privacy', '/terms', '/contact'];

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function day(value: string | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

/** /sitemap.xml: every published guide in both languages (with lastmod and hreflang), categories, static pages. */
@Injectable()
export class SitemapService {
  constructor(
    private readonly apiFactory: ServerPublicApiFactory,
    private readonly site: SiteService,
  ) {}

  async xml(): Promise<string> {
    const api = this.apiFactory.create({ failed: false });
    const [guides, categories] = await Promise.all([api.publishedGuides(), api.categories()]);
    const base = this.site.site.siteUrl;
    const entries: string[] = [];
    const url = (path: string, lastmod: string | null, alternates: { lang: string; path: string }[] = []) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(base + path)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates.map(
          (a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${xmlEscape(base + a.path)}"/>`,
        ),
        '  </url>',
      ].join('\n');
    for (const path of STATIC_PAGES) entries.push(url(path, null));
    for (const category of categories) entries.push(url(categoryPath(category), null));
    for (const guide of guides.filter((g: GuideDto) => g.post_status === 'published')) {
      const lastmod = day(guide.updated_at);
      const versions = (['how', 'paano'] as const)
        .filter((lang) => hasTranslation(guide, lang))
        .map((lang) => ({ lang: lang === 'how' ? 'en' : 'fil', path: guidePath(guide, lang) }));
      for (const version of versions) entries.push(url(version.path, lastmod, versions));
    }
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }
}
