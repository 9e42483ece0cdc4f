import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../../client/src/api/types';
import { guidePath } from '../../client/src/shared/links';
import { Category } from '../categories/category.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Guide, LANGS } from '../content/guide.entity';
import { mapGuide } from '../content/guide.mapper';
import { findGuides } from '../content/guide.repository';
import { mediaFileName, mediaFileNames, parseImageId } from '../media/media-names';
import { SettingsService } from '../settings/settings.service';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  ARCHIVE_MEDIA,
  ARCHIVE_REVISIONS,
  ARCHIVE_SETTINGS,
  ARCHIVE_VERSION,
  ARCHIVE_XML,
  movedSettings,
  type ArchivedGuideRevisions,
} from './move-archive';
import { MEDIA_STORE, type MediaStore } from '../media/media-store';
import { escapeHtml, formatToHtml, type HtmlBlocks } from './format-to-html';
import { glanceFacts, stepText } from '../../client/src/shared/guide-blocks';
import { blockWords } from './exported-blocks';
import { stepImages } from '../content/content.service';
import { BLOCKS_META, type ExportedBlocks } from './exported-blocks';

import { guidPart, phpMap } from './source-site';
import { fullRevisionsOf, keysOfGuides, revisionsOf, saveImportedKeys } from './transfer.repository';

/** The author every exported post names (the site has one account). */
const AUTHOR = 'admin';

/** Guides read per query while exporting (the whole catalogue is never in memory at once). */
const EXPORT_BATCH = 200;

/** Polylang's language slugs and names for our two languages. */
const POLYLANG: Record<Lang, { slug: string; name: string; locale: string }> = {
  how: { slug: 'en', name: 'English', locale: 'en_US' },
  paano: { slug: 'tl', name: 'Filipino', locale: 'tl' },
};

export interface ExportOptions {
  revisions?: boolean;
  /** Copy each image (its largest rendition) here, so `npm run import -- FILE --media-dir DIR` finds it. */
  mediaDir?: string;
  /** With mediaDir: every rendition as stored (the move archive: images arrive byte-identical), not only the largest. */
  allRenditions?: boolean;
  /** Each guide's stored revisions, whole, as one line of the move archive's revisions.jsonl. */
  revisionLines?: (line: string) => void | Promise<void>;
}

/** Writes to a file stream, waiting when its buffer is full. */
function writeTo(stream: WriteStream): (chunk: string) => void | Promise<void> {
  return (chunk) => {
    if (!stream.write(chunk)) return new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
}

async function closeStream(stream: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Characters XML 1.0 cannot carry at all. */
function xmlSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

function wpDate(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 19).replace('T', ' ') : '0000-00-00 00:00:00';
}

function tag(name: string, value: string | number): string {
  return `<${name}>${typeof value === 'number' ? value : cdata(xmlSafe(value))}</${name}>`;
}

function postmeta(key: string, value: string): string {
  return `<wp:postmeta>${tag('wp:meta_key', key)}${tag('wp:meta_value', value)}</wp:postmeta>`;
}

/**
 * The whole site as a WordPress export (WXR 1.2) with Polylang's terms (issue 28 item 5): every
 * guide as one post per language, paired by a post_translations term; categories in both languages
 * paired by term_translations, with their rank as term meta; sources and SEO texts as post meta;
 * images as attachments (their address on this site, which WordPress's importer downloads) and, on
 * request, their files copied into a folder; revisions optionally, as WordPress revision posts.
 */
@Injectable()
export class ExportService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The move between hosts in one download (issue 34 item 6, move-archive.ts): the WXR file, every
   * image's renditions as stored, the moved settings and, with `revisions`, every guide's stored
   * revisions, as one .tar.gz streamed to `target`. Staged in a temporary folder, removed after.
   */
  async writeArchive(target: NodeJS.WritableStream, options: { revisions?: boolean } = {}): Promise<{ guides: number; images: number }> {
    const dir = await mkdtemp(join(tmpdir(), 'howpaano-export-'));
    try {
      const xml = createWriteStream(join(dir, ARCHIVE_XML));
      const revisions = options.revisions ? createWriteStream(join(dir, ARCHIVE_REVISIONS)) : null;
      const counts = await this.write(writeTo(xml), {
        revisions: options.revisions,
        mediaDir: join(dir, ARCHIVE_MEDIA),
        allRenditions: true,
        revisionLines: revisions ? writeTo(revisions) : undefined,
      });
      await closeStream(xml);
      if (revisions) await closeStream(revisions);
      await writeFile(join(dir, ARCHIVE_SETTINGS), JSON.stringify(movedSettings(this.settings.get().settings), null, 2));
      await writeFile(
        join(dir, ARCHIVE_MANIFEST),
        JSON.stringify({
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          site: this.config.siteUrl,
          created_at: new Date().toISOString(),
          ...counts,
        }),
      );
      const names = [ARCHIVE_MANIFEST, ARCHIVE_XML, ARCHIVE_SETTINGS, ...(revisions ? [ARCHIVE_REVISIONS] : []), ARCHIVE_MEDIA];
      await pipeline(tar.create({ gzip: true, cwd: dir, portable: true }, names), target);
      return counts;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async write(out: (chunk: string) => void | Promise<void>, options: ExportOptions = {}): Promise<{ guides: number; images: number }> {
    const em = this.em.fork();
    const site = this.config.siteUrl;
    const categories = await em.find(Category, {}, { orderBy: { id: 'asc' }, limit: 10_000 });
    if (options.mediaDir) await mkdir(options.mediaDir, { recursive: true });
    await out(
      `<?xml version="1.0" encoding="UTF-8" ?>\n<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" ` +
        `xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" ` +
        `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">\n<channel>\n` +
        `${tag('title', 'HowPaano')}<link>${escapeHtml(site)}</link>${tag('description', 'Export of HowPaano')}` +
        `<wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${escapeHtml(site)}</wp:base_site_url><wp:base_blog_url>${escapeHtml(site)}</wp:base_blog_url>\n` +
        // The one author every post names (dc:creator): WordPress's importer asks whom to give the posts to.
        `<wp:author><wp:author_id>1</wp:author_id>${tag('wp:author_login', AUTHOR)}${tag('wp:author_email', '')}${tag('wp:author_display_name', AUTHOR)}` +
        `${tag('wp:author_first_name', '')}${tag('wp:author_last_name', '')}</wp:author>\n`,
    );
    // Term ids: languages 1-2, categories from 10 (two terms each), pairing terms after them.
    let nextTerm = 10 + categories.length * 2;
    for (const [i, lang] of LANGS.entries()) {
      const p = POLYLANG[lang];
      await out(
        `<wp:term><wp:term_id>${i + 1}</wp:term_id>${tag('wp:term_taxonomy', 'language')}${tag('wp:term_slug', p.slug)}${tag('wp:term_name', p.name)}` +
          `${tag('wp:term_description', `a:3:{s:6:"locale";s:${p.locale.length}:"${p.locale}";s:3:"rtl";i:0;s:9:"flag_code";s:0:"";}`)}</wp:term>\n`,
      );
    }
    // Polylang's term_language terms (term ids 3-4): the language of categories, as Polylang's own export has them.
    for (const [i, lang] of LANGS.entries()) {
      const p = POLYLANG[lang];
      await out(
        `<wp:term><wp:term_id>${i + 3}</wp:term_id>${tag('wp:term_taxonomy', 'term_language')}${tag('wp:term_slug', `pll_${p.slug}`)}${tag('wp:term_name', p.name)}</wp:term>\n`,
      );
    }
    const termOf = new Map<number, Record<Lang, { id: number; slug: string; name: string }>>();
    for (const [i, c] of categories.entries()) {
      const how = { id: 10 + i * 2, slug: categorySlug(c.nameHow, c.id, 'how'), name: c.nameHow };
      const paano = { id: 11 + i * 2, slug: categorySlug(c.namePaano, c.id, 'paano'), name: c.namePaano };
      termOf.set(c.id, { how, paano });
      for (const t of [how, paano]) {
        const rank = c.rank
          ? `<wp:termmeta>${tag('wp:meta_key', '_howpaano_rank')}${tag('wp:meta_value', String(c.rank))}</wp:termmeta>`
          : '';
        await out(
          `<wp:category><wp:term_id>${t.id}</wp:term_id>${tag('wp:category_nicename', t.slug)}<wp:category_parent></wp:category_parent>${tag('wp:cat_name', t.name)}${rank}</wp:category>\n`,
        );
      }
      await out(
        `<wp:term><wp:term_id>${nextTerm++}</wp:term_id>${tag('wp:term_taxonomy', 'term_translations')}${tag('wp:term_slug', `pll_cat_${c.id}`)}` +
          `${tag('wp:term_name', `pll_cat_${c.id}`)}${tag('wp:term_description', phpMap({ en: how.id, tl: paano.id }))}</wp:term>\n`,
      );
    }

    let guides = 0;
    let images = 0;
    let lastId = 0;
    for (;;) {
      const batch = await findGuides(em, { id: { $gt: lastId } }, { orderBy: { id: 'asc' }, limit: EXPORT_BATCH });
      if (!batch.length) break;
      const guids = await this.guids(em, batch);
      for (const guide of batch) {
        const present = LANGS.filter((l) => guide.translation(l));
        const pairSlug = `pll_guide_${guide.id}`;
        {
          // Written for a single-language guide too (a group of one): the import keeps its status.
          await out(
            `<wp:term><wp:term_id>${nextTerm++}</wp:term_id>${tag('wp:term_taxonomy', 'post_translations')}${tag('wp:term_slug', pairSlug)}` +
              `${tag('wp:term_name', pairSlug)}${tag('wp:term_description', phpMap(Object.fromEntries(present.map((l) => [POLYLANG[l].slug, postId(guide.id, l)]))))}</wp:term>\n`,
          );
        }
        const ids = [guide.headerImage, ...guide.sections.getItems().flatMap((s) => [s.image, ...stepImages(s)])];
        for (const id of new Set(ids)) {
          if (!id) continue;
          images++;
          await out(this.attachment(guide, id));
          if (options.mediaDir) await this.copyImage(id, options.mediaDir, options.allRenditions ?? false);
        }
        for (const lang of present) await out(this.item(guide, lang, pairSlug, termOf, guids.get(`${guide.id}:${lang}`)!));
        if (options.revisions) await this.revisions(em, guide, out);
        if (options.revisionLines) await this.revisionLine(em, guide, present, guids, options.revisionLines);
        guides++;
      }
      lastId = batch[batch.length - 1]!.id;
      em.clear();
    }
    await out('</channel>\n</rss>\n');
    return { guides, images };
  }

  /**
   * Each post's guid (guide id:lang → guid): the one it was imported with, kept in import_source;
   * a guide made in the editor gets one now, kept there too, so every later export writes the same
   * and importing this site's own export into itself matches every guide (issue 34 item 5).
   */
  private async guids(em: EntityManager, batch: Guide[]): Promise<Map<string, string>> {
    const rows = await keysOfGuides(
      em,
      batch.map((g) => g.id),
    );
    const out = new Map<string, string>();
    for (const guide of batch) {
      const mine = rows.filter((r) => Number(r.guide_id) === guide.id);
      const present = LANGS.filter((l) => guide.translation(l));
      for (const lang of present) {
        const row = mine.find((r) => r.lang === lang);
        if (row) out.set(`${guide.id}:${lang}`, row.key);
      }
      // Rows written before languages were kept: in the order of the languages still without one.
      const unlabelled = mine.filter((r) => r.lang === null);
      for (const lang of present) {
        if (out.has(`${guide.id}:${lang}`)) continue;
        const row = unlabelled.shift();
        if (row) out.set(`${guide.id}:${lang}`, row.key);
      }
      const missing = present.filter((l) => !out.has(`${guide.id}:${l}`));
      if (!missing.length) continue;
      const made = missing.map(() => `urn:uuid:${randomUUID()}`);
      await saveImportedKeys(em, made, guide.id, missing);
      missing.forEach((lang, i) => out.set(`${guide.id}:${lang}`, made[i]!));
    }
    return out;
  }

  private imageUrl(id: string): string {
    const size = parseImageId(id);
    return `${this.config.siteUrl}/media/${mediaFileName(id, size?.width ?? 1600)}`;
  }

  private async copyImage(id: string, dir: string, all: boolean): Promise<void> {
    for (const name of all ? mediaFileNames(id) : [mediaFileName(id, parseImageId(id)?.width ?? 1600)]) {
      const data = await this.store.read(name).catch(() => null);
      if (data) await writeFile(join(dir, name), data);
    }
  }

  /** A guide's stored revisions, whole (the import writes them back under the new guide), keyed by its posts' guids. */
  private async revisionLine(
    em: EntityManager,
    guide: Guide,
    present: Lang[],
    guids: Map<string, string>,
    out: (line: string) => void | Promise<void>,
  ): Promise<void> {
    const rows = await fullRevisionsOf(em, guide.id);
    if (!rows.length) return;
    const line: ArchivedGuideRevisions = {
      keys: present.map((l) => guids.get(`${guide.id}:${l}`)!),
      revisions: rows.map((r) => ({
        created_at: new Date(r.created_at).toISOString(),
        version: r.version,
        reason: r.reason,
        summary: r.summary,
        snapshot: r.snapshot,
      })),
    };
    await out(`${JSON.stringify(line)}\n`);
  }

  private attachment(guide: Guide, id: string): string {
    const url = this.imageUrl(id);
    return (
      `<item>${tag('title', id)}<link>${escapeHtml(url)}</link><guid isPermaLink="false">${escapeHtml(url)}</guid>` +
      `<wp:post_id>${attachmentId(id)}</wp:post_id>${tag('wp:post_type', 'attachment')}${tag('wp:status', 'inherit')}` +
      `<wp:post_parent>${postId(guide.id, 'how')}</wp:post_parent>${tag('wp:attachment_url', url)}</item>\n`
    );
  }

  private item(
    guide: Guide,
    lang: Lang,
    pairSlug: string | null,
    termOf: Map<number, Record<Lang, { slug: string; name: string }>>,
    guid: string,
  ): string {
    const t = guide.translation(lang)!;
    const dto = mapGuide(guide);
    const link = `${this.config.siteUrl}${guidePath(dto, lang)}`;
    const html = formatToHtml({
      introduction: t.introduction,
      conclusion: t.conclusion,
      conclusionHeading: lang === 'how' ? 'Conclusion' : 'Konklusyon',
      sections: guide.sections.getItems().map((s) => {
        return {
          // A section written in one language only keeps its place with an empty heading (sections
          // are paired by position), not the other language's words.
          heading: lang === 'how' ? s.headingHow : s.headingPaano,
          bullets: lang === 'how' ? s.bulletsHow : s.bulletsPaano,
          imageUrl: s.image ? this.imageUrl(s.image) : undefined,
          imageAlt: lang === 'how' ? s.imageAltHow : s.imageAltPaano,
          steps: (s.steps ?? []).map((step) => {
            const own = stepText(step, lang);
            return {
              action: own.action,
              details: own.details,
              imageUrl: step.image ? this.imageUrl(step.image) : undefined,
              imageAlt: own.alt,
            };
          }),
        };
      }),
      blocks: this.htmlBlocks(guide, lang),
    });
    const status =
      guide.status === 'published' ? 'publish' : guide.publishAt ? 'future' : guide.status === 'archived' ? 'private' : 'draft';
    const date = guide.publishAt ?? guide.publishedAt ?? guide.createdAt;
    const category = guide.category ? termOf.get(guide.category.id)?.[lang] : undefined;
    const meta = [
      guide.headerImage ? postmeta('_thumbnail_id', String(attachmentId(guide.headerImage))) : '',
      guide.headerImage && t.headerImageAlt ? postmeta('_howpaano_header_image_alt', t.headerImageAlt) : '',
      t.metaDescription ? postmeta('_yoast_wpseo_metadesc', t.metaDescription) : '',
      t.metaKeywords ? postmeta('_yoast_wpseo_focuskw', t.metaKeywords) : '',
      ...guide.sources.getItems().map((s) => postmeta('_howpaano_source', s.link)),
      // A key kept as "origin|guid" (imported from another site): the guid is written as the guid,
      // the whole key here, so importing this export here again matches the guide.
      guidPart(guid) !== guid ? postmeta('_howpaano_import_key', guid) : '',
      this.blocksMeta(guide, lang),
    ].join('');
    return (
      `<item>${tag('title', t.title)}<link>${escapeHtml(link)}</link>` +
      `<guid isPermaLink="false">${escapeHtml(guidPart(guid))}</guid>` +
      `${tag('dc:creator', AUTHOR)}${tag('description', '')}${tag('content:encoded', html)}${tag('excerpt:encoded', t.headerDescription)}` +
      `<wp:post_id>${postId(guide.id, lang)}</wp:post_id>${tag('wp:post_date', wpDate(date))}${tag('wp:post_date_gmt', wpDate(date))}` +
      `${tag('wp:post_modified', wpDate(guide.updatedAt))}${tag('wp:post_modified_gmt', wpDate(guide.updatedAt))}` +
      `${tag('wp:comment_status', 'closed')}${tag('wp:ping_status', 'closed')}${tag('wp:post_name', t.slug)}${tag('wp:status', status)}` +
      `<wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>${tag('wp:post_type', 'post')}${tag('wp:post_password', '')}<wp:is_sticky>0</wp:is_sticky>` +
      (category ? `<category domain="category" nicename="${escapeHtml(category.slug)}">${cdata(xmlSafe(category.name))}</category>` : '') +
      `<category domain="language" nicename="${POLYLANG[lang].slug}">${cdata(POLYLANG[lang].name)}</category>` +
      (pairSlug ? `<category domain="post_translations" nicename="${pairSlug}">${cdata(pairSlug)}</category>` : '') +
      `${meta}</item>\n`
    );
  }

  /** Issue 38's blocks of one language, worded as its page words them (the post's HTML). */
  private htmlBlocks(guide: Guide, lang: Lang): HtmlBlocks {
    const t = guide.translation(lang)!;
    const words = blockWords(lang);
    return {
      needs: t.needs ?? [],
      tips: t.tips ?? [],
      warnings: t.warnings ?? [],
      glance: glanceFacts(guide.atAGlance, words).map((f) => `${f.label}: ${f.value}`),
      headings: { needs: words.thingsNeeded, tips: words.tips, warnings: words.warnings, glance: words.atAGlance },
    };
  }

  /**
   * The same blocks exactly (the HTML is for WordPress and for readers; this is for our own import):
   * this language's needs, tips, warnings and each section's steps (image by its address, which the
   * import downloads or finds in the media folder), and the guide's at-a-glance facts. None: no meta.
   */
  private blocksMeta(guide: Guide, lang: Lang): string {
    const t = guide.translation(lang)!;
    const sections = guide.sections.getItems();
    const meta: ExportedBlocks = {
      ...(t.needs?.length ? { needs: t.needs } : {}),
      ...(t.tips?.length ? { tips: t.tips } : {}),
      ...(t.warnings?.length ? { warnings: t.warnings } : {}),
      ...(guide.atAGlance && Object.keys(guide.atAGlance).length ? { at_a_glance: guide.atAGlance } : {}),
      ...(sections.some((s) => s.steps?.length)
        ? {
            steps: sections.map((s) =>
              (s.steps ?? []).map((step) => {
                const own = stepText(step, lang);
                return {
                  action: own.action,
                  details: own.details,
                  image: step.image ? this.imageUrl(step.image) : null,
                  image_alt: own.alt,
                };
              }),
            ),
          }
        : {}),
    };
    return Object.keys(meta).length ? postmeta(BLOCKS_META, JSON.stringify(meta)) : '';
  }

  /** Stored revisions (newest REVISIONS_KEPT per guide) as WordPress revision posts of the English post. */
  private async revisions(em: EntityManager, guide: Guide, out: (chunk: string) => void | Promise<void>): Promise<void> {
    const rows = await revisionsOf(em, guide.id);
    for (const row of rows) {
      await out(
        `<item>${tag('title', row.snapshot.how?.title ?? '')}${tag('content:encoded', row.snapshot.how?.introduction ?? '')}` +
          `<wp:post_id>${1_000_000_000 + row.id}</wp:post_id>${tag('wp:post_date_gmt', wpDate(new Date(row.created_at)))}` +
          `${tag('wp:post_name', `${guide.id}-revision-v1`)}${tag('wp:status', 'inherit')}<wp:post_parent>${postId(guide.id, 'how')}</wp:post_parent>` +
          `${tag('wp:post_type', 'revision')}</item>\n`,
      );
    }
  }
}

/** Post ids: a guide's English post is 2n, its Filipino post 2n+1. */
function postId(guideId: number, lang: Lang): number {
  return guideId * 2 + (lang === 'how' ? 0 : 1);
}

/** Attachment post ids: after every guide's posts, from the image's own id (stable across exports). */
function attachmentId(imageId: string): number {
  let h = 0;
  for (const ch of imageId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 2_000_000_000 + (h % 100_000_000);
}

function categorySlug(name: string, id: number, lang: Lang): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'category'}-${id}${lang === 'paano' ? '-tl' : ''}`;
}
