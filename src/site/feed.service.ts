import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Lang } from '../../client/src/api/types';
import { plainText } from '../../client/src/shared/format/parse';
import { glanceFacts } from '../../client/src/shared/guide-blocks';
import { pageWords } from '../../client/src/shared/block-words';
import { guidePath } from '../../client/src/shared/links';
import { FEED_PATHS, feedDescription, feedTitle, homePath } from '../../client/src/shared/site-paths';
import { CacheClock } from '../common/cache-clock';
import { depends } from '../common/cache-rules';
import { ContentChanged } from '../common/content-changed';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { GuideListRepository, type FeedRow } from '../content/guide-list.repository';
import { SettingsService } from '../settings/settings.service';
import { etagOf } from './html-cache';
import { KeptUntilChanged } from './kept-until-changed';
import { xmlEscape } from './sitemap.service';

/** Guides a feed lists: the newest, so a feed costs the same at 100,000 guides as at 20. */
export const FEED_ITEMS = 50;
/** A summary (the header description, else the introduction, as plain text) is cut at this many characters. */
const SUMMARY_MAX = 2_000;

type FeedLang = keyof typeof FEED_PATHS;
const CONTENT_LANG: Record<FeedLang, Lang> = { en: 'how', fil: 'paano' };
const FEED_DEPENDENCIES: ReadonlySet<string> = new Set([depends.feed]);

export interface Feed {
  xml: string;
  etag: string;
}

function summary(row: FeedRow): string {
  const text = plainText(row.header_description ?? '') || plainText((row.introduction ?? '').replace(/^\s*\[p\]/i, ''));
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX);
  const space = cut.lastIndexOf(' ');
  return `${space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** A block's part of a feed item is cut at this many characters. */
const BLOCKS_MAX = 2_000;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Issue 38's blocks under the summary, as plain lines in the page's words: at a glance, things
 * you'll need (with quantity and note), the steps' action lines, tips and warnings.
 */
export function blocksText(row: Pick<FeedRow, 'needs' | 'tips' | 'warnings' | 'at_a_glance' | 'steps'>, lang: Lang): string {
  const t = pageWords(lang);
  const lines: string[] = [];
  const facts = glanceFacts(row.at_a_glance, t);
  if (facts.length) lines.push(facts.map((f) => `${f.label}: ${f.value}`).join(' · '));
  const needs = (row.needs ?? []).filter((n) => n?.item);
  if (needs.length) {
    const items = needs.map((n) => {
      const extra = [n.quantity, n.note ? plainText(n.note) : ''].filter(Boolean).join(', ');
      return `${plainText(n.item)}${extra ? ` (${extra})` : ''}`;
    });
    lines.push(`${t.thingsNeeded}: ${items.join('; ')}`);
  }
  const steps = (row.steps ?? []).filter((s) => typeof s === 'string' && s.trim());
  if (steps.length) lines.push(steps.map((s, i) => `${t.stepImage(i + 1)}: ${plainText(s)}`).join(' · '));
  for (const kind of ['tips', 'warnings'] as const) {
    const items = (row[kind] ?? []).filter((x) => typeof x === 'string' && x.trim());
    if (items.length) lines.push(`${t[kind]}: ${items.map((x) => plainText(x)).join(' ')}`);
  }
  return lines.map((l) => cut(l, BLOCKS_MAX)).join('\n');
}

/**
 * The RSS 2.0 feed of each language's newest guides (/rss.xml English, /fil/rss.xml Filipino),
 * written as escaped XML like the sitemap (no library: the format is a dozen elements). Each is one
 * bounded query (FEED_ITEMS rows, index order), kept until content or settings change (the
 * generation guard) and for PAGE_MAX_AGE_MS at most, so a replica that missed a change notice heals.
 */
@Injectable()
export class FeedService implements OnModuleDestroy {
  private readonly kept: KeptUntilChanged<Feed>;
  private readonly base: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly lists: GuideListRepository,
    private readonly settings: SettingsService,
    contentChanged: ContentChanged,
    clock: CacheClock,
  ) {
    this.kept = new KeptUntilChanged(contentChanged, clock, FEED_DEPENDENCIES);
    this.base = config.siteUrl;
  }

  onModuleDestroy(): void {
    this.kept.close();
  }

  /** The feed's language for a path, or null when the path is no feed. */
  static langOf(path: string): FeedLang | null {
    if (path === FEED_PATHS.en) return 'en';
    if (path === FEED_PATHS.fil) return 'fil';
    return null;
  }

  async feed(lang: FeedLang): Promise<Feed> {
    const cached = this.kept.get(lang);
    if (cached) return cached;
    const generation = this.kept.begin();
    const rows = await this.lists.feedRows(CONTENT_LANG[lang], FEED_ITEMS);
    const xml = this.write(lang, rows);
    const feed = { xml, etag: etagOf(xml) };
    this.kept.keep(lang, feed, generation);
    return feed;
  }

  private write(lang: FeedLang, rows: FeedRow[]): string {
    const siteName = this.settings.pageFeatures().site.siteName;
    const contentLang = CONTENT_LANG[lang];
    const url = (path: string) => xmlEscape(this.base + path);
    const items = rows.map((row) => {
      const category = row.category_how === null ? null : { category_how: row.category_how, category_paano: row.category_paano };
      const guide =
        contentLang === 'how'
          ? { title: row.title, slug: row.slug, category }
          : { paano_content: { title: row.title, slug: row.slug }, category };
      const categoryName = contentLang === 'paano' ? row.category_paano || row.category_how : row.category_how || row.category_paano;
      return [
        '    <item>',
        `      <title>${xmlEscape(row.title)}</title>`,
        `      <link>${url(guidePath(guide, contentLang))}</link>`,
        // The guide and its language, not its address: a renamed slug is the same item to a reader.
        `      <guid isPermaLink="false">${url(`/#guide-${row.id}-${lang}`)}</guid>`,
        `      <pubDate>${new Date(row.published_at).toUTCString()}</pubDate>`,
        ...(categoryName ? [`      <category>${xmlEscape(categoryName)}</category>`] : []),
        `      <description>${xmlEscape([summary(row), blocksText(row, contentLang)].filter(Boolean).join('\n\n'))}</description>`,
        '    </item>',
      ].join('\n');
    });
    const newest = rows[0] ? new Date(rows[0].updated_at).toUTCString() : null;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${xmlEscape(feedTitle(siteName, lang))}</title>`,
      `    <link>${url(homePath(lang))}</link>`,
      `    <description>${xmlEscape(feedDescription(siteName, lang))}</description>`,
      `    <language>${lang}</language>`,
      `    <atom:link href="${url(FEED_PATHS[lang])}" rel="self" type="application/rss+xml"/>`,
      ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}
