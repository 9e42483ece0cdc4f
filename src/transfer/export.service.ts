import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../../client/src/api/types';
import { guidePath } from '../../client/src/shared/links';
import { Category } from '../categories/category.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { stepImages } from '../content/content.service';
import { Guide, LANGS } from '../content/guide.entity';
import { mapGuide } from '../content/guide.mapper';
import { findGuides } from '../content/guide.repository';
import { mediaFileName, mediaFileNames, parseImageId } from '../media/media-names';
import { MEDIA_STORE, type MediaStore } from '../media/media-store';
import { SettingsService } from '../settings/settings.service';
import { exportedBlocks, postHtml } from './export-page';
import { BLOCKS_META } from './exported-blocks';
import { escapeHtml } from './format-to-html';
import { movedSettings, type ArchivedGuideRevisions } from './move-archive';
import { writeMoveArchive } from './move-archive-writer';
import { guidPart, phpMap } from './source-site';
import { fullRevisionsOf, keysOfGuides, revisionsOf, saveImportedKeys } from './transfer.repository';
import { AUTHOR, POLYLANG, attachmentId, categorySlug, cdata, postId, postmeta, tag, wpDate, xmlSafe } from './wxr-writer';

/** Guides read per query while exporting (the whole catalogue is never in memory at once). */
const EXPORT_BATCH = 200;

export interface ExportOptions {
  revisions?: boolean;
  /** Copy each image (its largest rendition) here, so `npm run import -- FILE --media-dir DIR` finds it. */
  mediaDir?: string;
  /** With mediaDir: every rendition as stored (the move archive: images arrive byte-identical), not only the largest. */
  allRenditions?: boolean;
  /** Each guide's stored revisions, whole, as one line of the move archive's revisions.jsonl. */
  revisionLines?: (line: string) => void | Promise<void>;
}

/**
 * The whole site as a WordPress export (WXR 1.2) with Polylang's terms (issue 28 item 5): every
 * guide as one post per language, paired by a post_translations term; categories in both languages
 * paired by term_translations, with their rank as term meta; sources and SEO texts as post meta;
 * images as attachments (their address on this site, which WordPress's importer downloads) and, on
 * request, their files copied into a folder; revisions optionally, as WordPress revision posts.
 * The markup is wxr-writer.ts's, each post's HTML and blocks export-page.ts's, the move archive
 * move-archive-writer.ts's.
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
    return writeMoveArchive(
      target,
      { write: (out, o) => this.write(out, o), settings: () => movedSettings(this.settings.get().settings), siteUrl: this.config.siteUrl },
      options,
    );
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
    // A reviewer's photo is one attachment of the file, however many guides show the reviewer.
    const reviewerPhotos = new Set<string>();
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
        const photo = guide.reviewer?.photo;
        const newPhoto = photo && !reviewerPhotos.has(photo) ? photo : null;
        if (newPhoto) reviewerPhotos.add(newPhoto);
        const ids = [guide.headerImage, ...guide.sections.getItems().flatMap((s) => [s.image, ...stepImages(s)]), newPhoto];
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
    const html = postHtml(guide, lang, (id) => this.imageUrl(id));
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

  /** Issue 38's blocks exactly, as post meta (export-page.ts); none: no meta. */
  private blocksMeta(guide: Guide, lang: Lang): string {
    const meta = exportedBlocks(guide, lang, (id) => this.imageUrl(id));
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
