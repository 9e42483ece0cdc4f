import { LANGS } from '../../client/src/api/types';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { Writable } from 'node:stream';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { categoryPath, guidePath } from '../../client/src/shared/links';
import { HOME_PATHS, STATIC_PATHS } from '../../client/src/shared/site-paths';
import { hasTranslation } from '../../client/src/shared/translation';
import { CategoriesService } from '../categories/categories.service';
import { ContentChanged } from '../common/content-changed';
import { CacheClock } from '../common/cache-clock';
import { depends } from '../common/cache-rules';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { GuideListRepository, type SitemapRow } from '../content/guide-list.repository';
import { etagOf } from './html-cache';
import { KeptUntilChanged } from './kept-until-changed';

/** Guides read from the database per query while a sitemap file is written. */
const BATCH = 1000;
/** Gzipped sitemap files kept between changes, at most this many bytes. */
const CACHE_BYTES = 16 * 1024 * 1024;
/** What every sitemap file is made from (cache-rules.ts): any guide change and everything drop them all. */
const SITEMAP_DEPENDENCIES: ReadonlySet<string> = new Set([depends.sitemap]);

export const SITEMAP_INDEX = 'sitemap.xml';
export const SITEMAP_PAGES = 'sitemap-pages.xml';
const GUIDES_FILE = /^sitemap-guides-([1-9]\d{0,5})\.xml$/;

/** Text as XML character data or an attribute value: escaped, and without the characters XML 1.0 forbids. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function day(value: Date | string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

/** One language version of a page: hreflang value and path. */
interface Version {
  lang: string;
  path: string;
}

export interface SitemapFile {
  /** Gzip-compressed XML. */
  gz: Buffer;
  etag: string;
}

/**
 * The sitemap as the protocol wants it at any size: /sitemap.xml is an index of files of at most
 * SITEMAP_MAX_URLS URLs (50,000; a guide is two URLs, its English and Filipino pages, with their
 * hreflang alternates), each well under 50 MB. Files are written in batches of 1,000 guides
 * straight into gzip, so memory never holds a file's text, and the compressed bytes are kept until
 * content changes (bounded). lastmod is true: a guide's last update, a category's newest guide,
 * a file's newest guide.
 */
@Injectable()
export class SitemapService implements OnModuleDestroy {
  /** Kept files, each for PAGE_MAX_AGE_MS at most (a replica that missed a change notice heals by itself). */
  private readonly files: KeptUntilChanged<SitemapFile>;
  private readonly base: string;
  private readonly guidesPerFile: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly lists: GuideListRepository,
    private readonly categories: CategoriesService,
    contentChanged: ContentChanged,
    clock: CacheClock,
  ) {
    this.files = new KeptUntilChanged(contentChanged, clock, SITEMAP_DEPENDENCIES, {
      maxBytes: CACHE_BYTES,
      sizeOf: (file) => file.gz.length,
    });
    this.base = config.siteUrl;
    this.guidesPerFile = Math.max(1, Math.floor(config.sitemapMaxUrls / 2));
  }

  /** Whether a file is kept now (tests). */
  has(name: string): boolean {
    return this.files.get(name) !== undefined;
  }

  onModuleDestroy(): void {
    this.files.close();
  }

  /** True for the names this service answers (the index, the pages file, guides files). */
  static isSitemapName(name: string): boolean {
    return name === SITEMAP_INDEX || name === SITEMAP_PAGES || GUIDES_FILE.test(name);
  }

  /** A sitemap file by name, from the cache or written now; null when no such file exists. */
  async file(name: string): Promise<SitemapFile | null> {
    const cached = this.files.get(name);
    if (cached) return cached;
    // The one guard of every cache: a file begun before a change is never kept after it.
    const generation = this.files.begin();
    const gzip = createGzip();
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      gzip.on('end', resolve);
      gzip.on('error', reject);
    });
    const exists = await this.write(name, gzip).catch((error: unknown) => {
      gzip.destroy();
      throw error;
    });
    gzip.end();
    await done;
    if (!exists) return null;
    const gz = Buffer.concat(chunks);
    const file = { gz, etag: etagOf(gz.toString('base64')) };
    this.files.keep(name, file, generation);
    return file;
  }

  private async write(name: string, out: Writable): Promise<boolean> {
    if (name === SITEMAP_INDEX) return this.writeIndex(out);
    if (name === SITEMAP_PAGES) return this.writePages(out);
    const match = GUIDES_FILE.exec(name);
    return match ? this.writeGuides(Number(match[1]), out) : false;
  }

  private async writeIndex(out: Writable): Promise<boolean> {
    const [files, latest] = await Promise.all([this.lists.sitemapFiles(this.guidesPerFile), this.lists.latestUpdates()]);
    const entry = (file: string, lastmod: string | null) =>
      `  <sitemap>\n    <loc>${xmlEscape(`${this.base}/${file}`)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </sitemap>\n`;
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    out.write(entry(SITEMAP_PAGES, day(latest.overall)));
    files.forEach((file, i) => out.write(entry(`sitemap-guides-${i + 1}.xml`, day(file.latest))));
    out.write('</sitemapindex>\n');
    return true;
  }

  private url(path: string, lastmod: string | null, alternates: Version[]): string {
    return [
      '  <url>',
      `    <loc>${xmlEscape(this.base + path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${xmlEscape(this.base + a.path)}"/>`),
      '  </url>\n',
    ].join('\n');
  }

  /**
   * Every version of one page, each a <url> listing all of them and x-default (the English version,
   * or the only one): the reciprocal hreflang set search engines ask for, in every file.
   */
  private pageUrls(versions: Version[], lastmod: string | null): string {
    const unique = versions.filter((v, i) => v.path && versions.findIndex((w) => w.path === v.path) === i);
    if (unique.length === 0) return '';
    const fallback = unique.find((v) => v.lang === 'en') ?? unique[0]!;
    const alternates = [...unique, { lang: 'x-default', path: fallback.path }];
    return unique.map((version) => this.url(version.path, lastmod, alternates)).join('');
  }

  private open(out: Writable): void {
    out.write(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
    );
  }

  /** Home, static pages and categories, each in English and Filipino (a few dozen URLs). */
  private async writePages(out: Writable): Promise<boolean> {
    const [categories, latest] = await Promise.all([this.categories.list(), this.lists.latestUpdates()]);
    const pair = (paths: { en: string; fil: string }): Version[] => [
      { lang: 'en', path: paths.en },
      { lang: 'fil', path: paths.fil },
    ];
    this.open(out);
    out.write(this.pageUrls(pair(HOME_PATHS), day(latest.overall)));
    for (const paths of Object.values(STATIC_PATHS)) out.write(this.pageUrls(pair(paths), null));
    for (const category of categories) {
      // A category without a Filipino name has one address (categoryPath falls back to the English one).
      const paths = { en: categoryPath(category, 'how'), fil: categoryPath(category, 'paano') };
      out.write(this.pageUrls(pair(paths), day(latest.byCategory.get(category.id))));
    }
    out.write('</urlset>\n');
    return true;
  }

  /** Guides file `file` (1-based): guidesPerFile published guides in id order, both languages each. */
  private async writeGuides(file: number, out: Writable): Promise<boolean> {
    let next = await this.lists.publishedIdAt((file - 1) * this.guidesPerFile);
    if (next === null) return false;
    this.open(out);
    let left = this.guidesPerFile;
    while (left > 0 && next !== null) {
      const wanted = Math.min(BATCH, left);
      const rows = await this.lists.sitemapRows(next, wanted);
      // One write a batch, and the next batch only once gzip has taken it: memory holds one batch's
      // text, never the file's (22 MB at 25,000 guides; written ahead of gzip it grew the heap by 75 MB).
      if (!out.write(rows.map((row) => this.guideUrls(row)).join(''))) await once(out, 'drain');
      left -= rows.length;
      // A short batch was the end of the catalogue.
      next = rows.length === wanted ? rows.at(-1)!.id + 1 : null;
    }
    out.write('</urlset>\n');
    return true;
  }

  private guideUrls(row: SitemapRow): string {
    const guide = {
      title: row.how_title ?? '',
      slug: row.how_slug ?? '',
      paano_content: { title: row.paano_title ?? '', slug: row.paano_slug ?? '' },
      category: row.category_how === null ? null : { category_how: row.category_how, category_paano: row.category_paano },
    };
    const versions = LANGS.filter((lang) => hasTranslation(guide, lang)).map((lang) => ({
      lang: lang === 'how' ? 'en' : 'fil',
      path: guidePath(guide, lang),
    }));
    return this.pageUrls(versions, day(row.updated_at));
  }
}
