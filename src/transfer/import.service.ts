import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { readFile } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportCountsDto, ImportGuideReportDto, ImportReportDto, Lang } from '../../client/src/api/types';
import { putAutosave } from '../content/autosave.repository';
import type { Guide } from '../content/guide.entity';
import { mediaUrl } from '../media/media-names';
import { Category } from '../categories/category.entity';
import { ContentChanged } from '../common/content-changed';
import { ContentService, type PreparedUploads } from '../content/content.service';
import { BLOCK_LIMITS } from '../content/content.messages';
import { plainText } from '../../client/src/shared/format/parse';
import { GuideTranslation } from '../content/guide-translation.entity';
import type { GuideFormInput } from '../content/guide-input';
import { redirectKey, savePathRedirect } from '../content/path-redirect.repository';
import { SlugRedirect } from '../content/slug-redirect.entity';
import { guideShapedSlug, guidesAt, importRedirectRefusal, ownAddressRefusal, redirectedTo } from '../seo/redirect-rules';
import { ImageStoreService, type PreparedImage } from '../media/image-store.service';
import type { ImageRef } from './html-to-format';
import { type HeldLanguage, type PlannedGuide, type ImportPlan } from './import-plan';
import { findMediaFile, resolveInMediaDir } from './media-source';
import { readAndPlan } from './read-plan';
import {
  MOVED_SETTINGS,
  readInput,
  unpackArchive,
  type ArchivedGuideRevisions,
  type ImportInput,
  type MovedSettings,
} from './move-archive';
import { REVISIONS_KEPT, pruneRevisions } from '../content/revisions/revisions.repository';
import { isMediaFileName, mediaFileNames, parseImageId } from '../media/media-names';
import { MEDIA_STORE, type MediaStore } from '../media/media-store';
import { basename, join } from 'node:path';
import { TRANSFER_MESSAGES } from './transfer.messages';
import { ImportBusyError } from './xml-reader';
import {
  categoriesNamed,
  forgetPendingImages,
  guidesWithSlugs,
  insertRevisions,
  latestSettings,
  saveSettingsRevision,
  importedKeys,
  lockImports,
  notePendingImages,
  saveImportedKeys,
  takeOrphanImages,
  takenRanks,
} from './transfer.repository';

export interface ImportOptions {
  dryRun: boolean;
  /** A copy of wp-content/uploads (or of the export's media folder); without it no image is imported. */
  mediaDir?: string;
  /** Source key (guid) → language, for single-language posts whose guessed language the owner changed. */
  langOverrides?: Record<string, Lang>;
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /**
   * A guide of the file whose slug a guide here already has (issue 34 item 6): skip it or replace
   * that guide's content (keeping its id and address). By source key (the guide's first guid);
   * "*" for every other; without a choice, skip (nothing here is overwritten unasked).
   */
  existing?: Record<string, ExistingChoice>;
  /** A move archive's settings are saved unless this is false. */
  applySettings?: boolean;
}

export type ExistingChoice = 'skip' | 'replace';

type Chunks = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

/** What a move archive brought besides the WXR file (move-archive.ts). */
interface ArchiveExtras {
  settings: MovedSettings | null;
  /** Source key → the guide's archived revisions. */
  revisions: Map<string, ArchivedGuideRevisions['revisions']>;
  cleanup(): Promise<void>;
}

interface ImageFiles {
  /** src → file in the media folder (null: not there, or not an image). */
  found: Map<string, string | null>;
  /** src → why the file is not an image we can read (opened in the dry run already). */
  refused: Map<string, string>;
}

/** A file read and checked, ready to write: what `prepare` hands to `write`. */
export interface PreparedImport {
  plan: ImportPlan;
  files: ImageFiles;
  fresh: PlannedGuide[];
  report: ImportReportDto;
  /** Fresh guides whose slug a guide here has: that guide's id. */
  matches: Map<PlannedGuide, number>;
  archive: ArchiveExtras | null;
}

/**
 * Import of a WordPress (WXR, with Polylang pairs) or Blogger (Atom) export (issue 28). The file is
 * read and checked whole first (bad input changes nothing); then every new guide is written through
 * ContentService.insertGuide in ONE transaction (a failure leaves the site as it was; image files
 * written meanwhile are deleted again). Posts are matched by guid, so a second run changes nothing.
 */
@Injectable()
export class ImportService {
  private readonly logger = new Logger(ImportService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
    private readonly images: ImageStoreService,
    private readonly contentChanged: ContentChanged,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  async run(chunks: Chunks | ImportInput, options: ImportOptions): Promise<ImportReportDto> {
    const prepared = await this.prepare(chunks, options);
    try {
      return await this.write(prepared, options);
    } finally {
      await this.release(prepared);
    }
  }

  /** Removes what a move archive was unpacked into (after the dry run, or once the import has written). */
  async release(prepared: PreparedImport): Promise<void> {
    await prepared.archive?.cleanup();
  }

  /**
   * Reads the file once (in a worker thread: read-plan.ts) and decides everything from it: the dry
   * run's report, and what `write` will write.
   */
  async prepare(chunks: Chunks | ImportInput, options: ImportOptions): Promise<PreparedImport> {
    const input = 'kind' in chunks ? chunks : await readInput(chunks);
    if (input.kind === 'file') return this.prepareFile(input.body, options, null);
    // A move archive (issue 34 item 6): the WXR file, its images, settings and revisions; the spooled upload goes once unpacked.
    const unpacked = await unpackArchive(input.path).finally(() => input.cleanup());
    const archive: ArchiveExtras = {
      settings: unpacked.settings,
      revisions: new Map(unpacked.revisions.flatMap((r) => r.keys.map((k) => [k, r.revisions] as const))),
      cleanup: unpacked.cleanup,
    };
    try {
      return await this.prepareFile(unpacked.xml, { ...options, mediaDir: unpacked.mediaDir }, archive);
    } catch (error) {
      await unpacked.cleanup();
      throw error;
    }
  }

  private async prepareFile(body: Buffer, options: ImportOptions, archive: ArchiveExtras | null): Promise<PreparedImport> {
    const { kind, plan, comments } = await readAndPlan(body, this.config.siteUrl, options.langOverrides);
    const files = await this.findImages(plan, options.mediaDir);
    const before = await importedKeys(
      this.em.fork(),
      plan.guides.flatMap((g) => g.keys),
    );
    const fresh = plan.guides.filter((g) => !g.keys.some((k) => before.has(k)));
    const existing = await this.existingCategories(this.em.fork(), plan, fresh);
    const matches = await this.matchExisting(this.em.fork(), fresh);
    const report = this.report(kind, plan, fresh, files, existing, options.dryRun, comments);
    for (const entry of report.guides) {
      const planned = fresh.find((g) => g.keys[0] === entry.keys[0]);
      const match = planned ? matches.get(planned) : undefined;
      entry.existing = match ? { guide_id: match.id, title: match.title } : null;
    }
    const matched = new Map([...matches].map(([g, m]) => [g, m.id]));
    // Old addresses are forecast for the guides that will be written: a skipped match writes none.
    await this.predictRedirects(
      this.em.fork(),
      fresh.filter((g) => !matched.has(g) || choiceOf(options, g) === 'replace'),
      report,
    );
    // The redirects the rules let through (seo/redirect-rules.ts), not every old address of the file.
    report.counts.redirects = report.redirects;
    if (archive) {
      report.archive = {
        images: [...files.found.values()].filter(Boolean).length,
        settings: archive.settings ? await this.settingsChanges(archive.settings) : null,
        revisions: fresh.reduce((n, g) => n + (revisionsFor(archive, g)?.length ?? 0), 0),
      };
    }
    if (options.dryRun && fresh.length) report.summary = dryRunSummary(fresh.length, report.unchanged, report.counts);
    if (!fresh.length && archive?.settings && report.archive?.settings?.length && options.applySettings !== false) {
      report.summary = `${report.summary} The archive's settings will be saved.`;
    }
    return { plan, files, fresh, report, matches: matched, archive };
  }

  /** Fresh guides one of whose slugs (same language) a guide here has: matched to it, not imported again as a -2 copy. */
  private async matchExisting(em: EntityManager, fresh: PlannedGuide[]): Promise<Map<PlannedGuide, { id: number; title: string }>> {
    const wanted = fresh.flatMap((g) =>
      (['how', 'paano'] as const).filter((l) => g.translations[l]?.slug).map((l) => ({ lang: l, slug: g.translations[l]!.slug })),
    );
    const out = new Map<PlannedGuide, { id: number; title: string }>();
    if (!wanted.length) return out;
    const rows = await guidesWithSlugs(em, wanted);
    const at = new Map(rows.map((r) => [`${r.lang}:${r.slug}`, r]));
    for (const g of fresh) {
      // English first: a pair whose two slugs name two guides here is matched to the English one's.
      for (const lang of ['how', 'paano'] as const) {
        const slug = g.translations[lang]?.slug;
        const row = slug ? at.get(`${lang}:${slug}`) : undefined;
        if (row) {
          out.set(g, { id: row.guide_id, title: row.title });
          break;
        }
      }
    }
    return out;
  }

  /** The moved settings that differ from the site's: their keys (what the dry run lists). */
  private async settingsChanges(settings: MovedSettings): Promise<string[]> {
    const current = (await latestSettings(this.em.fork()))?.settings ?? {};
    return MOVED_SETTINGS.filter((k) => k in settings && JSON.stringify(settings[k]) !== JSON.stringify(current[k]));
  }

  /** Writes what `prepare` planned (nothing for a dry run). */
  async write(prepared: PreparedImport, options: ImportOptions): Promise<ImportReportDto> {
    const { plan, files, fresh, report, matches, archive } = prepared;
    const settings = archive?.settings && options.applySettings !== false && report.archive?.settings?.length ? archive.settings : null;
    if (options.dryRun || (!fresh.length && !settings)) return report;

    const written: string[] = [];
    const ids = new Map<PlannedGuide, number>();
    const replacedGuides = new Set<PlannedGuide>();
    const skippedGuides = new Set<PlannedGuide>();
    let unusedImages: string[] = [];
    const usedImages = new Set<string>();
    let orphans: string[] = [];
    try {
      await this.em.fork().transactional(async (em) => {
        if (!(await lockImports(em))) throw new ImportBusyError(TRANSFER_MESSAGES.busy);
        // An import that died left image files no guide uses: this run (holding the lock) removes them.
        orphans = await takeOrphanImages(em);
        // Another import may have run meanwhile: match again, under the lock.
        const now = await importedKeys(
          em,
          fresh.flatMap((g) => g.keys),
        );
        const todo = fresh.filter((g) => {
          if (g.keys.some((k) => now.has(k))) return false;
          if (matches.has(g) && choiceOf(options, g) === 'skip') {
            skippedGuides.add(g);
            return false;
          }
          return true;
        });
        const categoryIds = await this.writeCategories(em, plan, todo);
        let done = 0;
        for (const guide of todo) {
          const prepared = await this.prepareImages(guide, files, report);
          // Images of the archive already here (the same id) are used as they are: not written, never removed by a failure.
          const imageIds = prepared.all.filter((p) => p.files.length).map((p) => p.id);
          for (const p of prepared.all) usedImages.add(p.id);
          // Recorded before the files exist (committed now, apart from the import), so a crash leaves a trace.
          await notePendingImages(this.em.fork(), imageIds);
          written.push(...imageIds);
          await this.content.writeImages(em, { ...prepared, all: prepared.all.filter((p) => p.files.length) });
          const categoryId = guide.category ? (categoryIds.get(guide.category) ?? null) : null;
          const target = matches.get(guide);
          let saved: Guide;
          if (target !== undefined) {
            const result = await this.replaceGuide(em, target, guide, prepared, categoryId);
            saved = result.guide;
            unusedImages.push(...result.replaced);
            replacedGuides.add(guide);
          } else saved = await this.writeGuide(em, guide, prepared, categoryId);
          for (const held of guide.held) await writeHeldLanguage(em, saved, guide, held, categoryId);
          const revisions = archive ? revisionsFor(archive, guide) : undefined;
          if (revisions?.length) {
            await insertRevisions(em, saved.id, revisions);
            await pruneRevisions(em, saved.id, REVISIONS_KEPT);
          }
          ids.set(guide, saved.id);
          // Written: forget the entities, so each flush looks at one guide, not at every guide so far.
          em.clear();
          await options.onProgress?.(++done, todo.length);
        }
        // Old addresses last, once every guide of the file has its address (two posts may point at each other's).
        await this.writeRedirects(em, todo, ids, report);
        report.counts.redirects = report.redirects;
        if (settings) {
          const current = (await latestSettings(em))?.settings ?? {};
          await saveSettingsRevision(em, { ...current, ...settings });
        }
      });
    } catch (error) {
      await this.images.remove(written);
      await forgetPendingImages(this.em.fork(), written).catch(() => undefined);
      throw error;
    }
    // Images the replaced guides no longer use (an image the import brought back under its own id stays).
    unusedImages = unusedImages.filter((id) => !usedImages.has(id));
    await this.images.remove([...orphans, ...unusedImages]);
    await forgetPendingImages(this.em.fork(), written);
    await this.contentChanged.notify();
    for (const entry of report.guides) {
      const planned = fresh.find((g) => g.keys[0] === entry.keys[0]);
      entry.guide_id = planned ? (ids.get(planned) ?? entry.existing?.guide_id ?? null) : entry.guide_id;
      if (planned && replacedGuides.has(planned)) entry.state = 'replaced';
      if (planned && skippedGuides.has(planned)) entry.state = 'skipped';
    }
    const replacedCount = replacedGuides.size;
    report.created = ids.size - replacedCount;
    report.replaced = replacedCount;
    report.skipped_existing = skippedGuides.size;
    if (report.archive) report.archive.settings_saved = !!settings;
    report.summary =
      `Imported ${ids.size - replacedCount} guide(s)` +
      (replacedCount ? `, replaced ${replacedCount} already here` : '') +
      (skippedGuides.size ? `, skipped ${skippedGuides.size} already here` : '') +
      `${report.unchanged ? `; ${report.unchanged} imported before were left unchanged` : ''}.` +
      (settings ? " The archive's settings were saved." : '') +
      ` ${TRANSFER_MESSAGES.counts(report.counts)}`;
    this.logger.log(report.summary);
    return report;
  }

  /** Where every image of the plan is (checks every path first: one leading outside the folder stops the import). */
  private async findImages(plan: ImportPlan, mediaDir: string | undefined): Promise<ImageFiles> {
    const found = new Map<string, string | null>();
    const refused = new Map<string, string>();
    for (const guide of plan.guides) {
      for (const ref of imagesOf(guide)) {
        if (found.has(ref.src)) continue;
        if (!mediaDir) {
          found.set(ref.src, null);
          continue;
        }
        resolveInMediaDir(mediaDir, ref.src);
        const file = await findMediaFile(mediaDir, ref.src);
        // Opened now (its header, not its pixels), so a bad file is refused by the dry run, not halfway through the import.
        const why = file ? await unreadableImage(file) : null;
        if (why) refused.set(ref.src, why);
        found.set(ref.src, why ? null : file);
      }
    }
    return { found, refused };
  }

  /** Existing categories matched by either name (case-insensitive): plan key → id. */
  private async existingCategories(em: EntityManager, plan: ImportPlan, guides: PlannedGuide[]): Promise<Map<string, number>> {
    const used = new Set(guides.map((g) => g.category).filter((c): c is string => c !== null));
    const wanted = plan.categories.filter((c) => used.has(c.key));
    const matched = new Map<string, number>();
    if (!wanted.length) return matched;
    const names = wanted.flatMap((c) => [c.nameHow.toLowerCase(), c.namePaano.toLowerCase()]);
    const rows = await categoriesNamed(em, names);
    for (const c of wanted) {
      const row =
        rows.find((r) => r.name_how.toLowerCase() === c.nameHow.toLowerCase()) ??
        rows.find((r) => r.name_paano.toLowerCase() === c.namePaano.toLowerCase());
      if (row) matched.set(c.key, row.id);
    }
    return matched;
  }

  private async writeCategories(em: EntityManager, plan: ImportPlan, guides: PlannedGuide[]): Promise<Map<string, number>> {
    const ids = await this.existingCategories(em, plan, guides);
    const used = new Set(guides.map((g) => g.category));
    const taken = await takenRanks(em);
    for (const planned of plan.categories) {
      if (!used.has(planned.key) || ids.has(planned.key)) continue;
      const category = new Category();
      category.nameHow = planned.nameHow.slice(0, 255);
      category.namePaano = planned.namePaano.slice(0, 255);
      // A rank from our own export, when no category holds it here.
      if (planned.rank && planned.rank >= 1 && planned.rank <= 5 && !taken.has(planned.rank)) {
        category.rank = planned.rank;
        taken.add(planned.rank);
      }
      em.persist(category);
      await em.flush();
      ids.set(planned.key, category.id);
    }
    return ids;
  }

  /** Images through the editor's checks and renditions; a refused or missing one is reported and left out. */
  private async prepareImages(guide: PlannedGuide, files: ImageFiles, report: ImportReportDto): Promise<PreparedUploads> {
    const out: PreparedUploads = { sections: new Map(), steps: new Map(), all: [] };
    const entry = report.guides.find((g) => g.keys[0] === guide.keys[0]);
    const prepare = async (ref: ImageRef): Promise<PreparedImage | undefined> => {
      const file = files.found.get(ref.src);
      if (!file) return undefined;
      try {
        const kept = await this.storedAsIs(file);
        if (kept) {
          out.all.push(kept);
          return kept;
        }
        const buffer = await readFile(file);
        const image = await this.images.prepare({ fieldname: 'import', buffer, size: buffer.length });
        out.all.push(image);
        return image;
      } catch (error) {
        entry?.unconverted.push(`image refused (${(error as Error).message}): ${ref.src}`);
        return undefined;
      }
    };
    if (guide.headerImage) out.header = await prepare(guide.headerImage);
    for (const [index, section] of guide.sections.entries()) {
      if (!section.image) continue;
      const image = await prepare(section.image);
      if (image) out.sections.set(index, image);
    }
    // A step image used twice (or also a section's) is prepared once.
    const byId = new Map<string, PreparedImage | undefined>();
    for (const [index, section] of guide.sections.entries()) {
      for (const [k, step] of section.steps.entries()) {
        if (!step.image) continue;
        if (!byId.has(step.image.src)) byId.set(step.image.src, await prepare(step.image));
        const image = byId.get(step.image.src);
        if (image) out.steps!.set(`${index}_${k}`, image);
      }
    }
    return out;
  }

  /**
   * An image of a move archive (a rendition named as this site names them, with every other
   * rendition of its id beside it) keeps its id and bytes: each rendition is opened (WebP, the width
   * its name says) and stored as it is, so the new site serves the very same files. Already here
   * (the same id): used as it is, nothing written. Anything else: null (re-encoded as an upload).
   */
  private async storedAsIs(file: string): Promise<PreparedImage | null> {
    const name = basename(file);
    if (!isMediaFileName(name)) return null;
    const id = name.replace(/-\d+\.webp$/, '');
    const dims = parseImageId(id);
    if (!dims) return null;
    const names = mediaFileNames(id);
    const here = await this.store.read(names[names.length - 1]!).catch(() => null);
    if (here) return { id, files: [] };
    const dir = file.slice(0, file.length - name.length);
    const out: PreparedImage = { id, files: [] };
    for (const rendition of names) {
      const data = await readFile(join(dir, rendition)).catch(() => null);
      if (!data) return null;
      const meta = await sharp(data).metadata();
      const width = Number(/-(\d+)\.webp$/.exec(rendition)![1]);
      if (meta.format !== 'webp' || meta.width !== width) throw new Error(`not the WebP rendition its name says (${rendition})`);
      out.files.push({ name: rendition, data });
    }
    return out;
  }

  /** "Replace": the guide here keeps its id and address; its content becomes the file's (ContentService.replaceGuide). */
  private async replaceGuide(
    em: EntityManager,
    guideId: number,
    planned: PlannedGuide,
    prepared: PreparedUploads,
    categoryId: number | null,
  ): Promise<{ guide: Guide; replaced: string[] }> {
    const input = this.formInput(planned, prepared, categoryId);
    const result = await this.content.replaceGuide(em, guideId, input, prepared, {
      publishedAt: planned.createdAt ?? undefined,
      publishAt: planned.publishAt,
    });
    await saveImportedKeys(
      em,
      planned.keys,
      guideId,
      (['how', 'paano'] as const).filter((l) => planned.translations[l]),
    );
    return result;
  }

  /** The editor's form input for a planned guide (insert and replace write the same). */
  private formInput(
    planned: PlannedGuide,
    prepared: PreparedUploads,
    categoryId: number | null,
  ): GuideFormInput & { categoryId: number | null } {
    const input: GuideFormInput & { categoryId: number | null } = {
      translations: {},
      categoryId,
      status: planned.status,
      sections: planned.sections.map((s, index) => ({
        headingHow: s.headingHow,
        headingPaano: s.headingPaano,
        bulletsHow: s.bulletsHow,
        bulletsPaano: s.bulletsPaano,
        order: index,
        index,
        removeImage: false,
        imageAlt: prepared.sections.has(index) ? s.imageAlt : {},
        steps: s.steps.map((step, k) => {
          const image = prepared.steps?.has(`${index}_${k}`);
          return {
            action_how: step.action.how.slice(0, BLOCK_LIMITS.action),
            action_paano: step.action.paano.slice(0, BLOCK_LIMITS.action),
            details_how: step.details.how,
            details_paano: step.details.paano,
            image: null,
            // Another site's picture without alt text is described by its step's action.
            ...(image
              ? {
                  image_how_alt: (step.imageAlt.how || plainText(step.action.how)).slice(0, BLOCK_LIMITS.alt),
                  image_paano_alt: (step.imageAlt.paano || plainText(step.action.paano)).slice(0, BLOCK_LIMITS.alt),
                }
              : {}),
          };
        }),
      })),
      sources: planned.sources,
      removeHeaderImage: false,
      atAGlance: planned.atAGlance,
    };
    for (const [lang, t] of Object.entries(planned.translations) as [Lang, NonNullable<PlannedGuide['translations'][Lang]>][]) {
      input.translations[lang] = {
        title: t.title.slice(0, 255),
        slug: t.slug,
        headerDescription: t.headerDescription,
        introduction: t.introduction,
        conclusion: t.conclusion,
        metaDescription: t.metaDescription,
        metaKeywords: t.metaKeywords,
        headerImageAlt: prepared.header ? t.headerImageAlt : undefined,
        needs: t.needs.slice(0, BLOCK_LIMITS.needs).map((n) => ({ ...n, item: n.item.slice(0, BLOCK_LIMITS.needText) })),
        tips: t.tips.slice(0, BLOCK_LIMITS.tips).map((x) => x.slice(0, BLOCK_LIMITS.text)),
        warnings: t.warnings.slice(0, BLOCK_LIMITS.tips).map((x) => x.slice(0, BLOCK_LIMITS.text)),
      };
    }
    return input;
  }

  private async writeGuide(em: EntityManager, planned: PlannedGuide, prepared: PreparedUploads, categoryId: number | null): Promise<Guide> {
    const input = this.formInput(planned, prepared, categoryId);
    const guide = await this.content.insertGuide(em, input, prepared, {
      createdAt: planned.createdAt ?? undefined,
      updatedAt: planned.updatedAt ?? planned.createdAt ?? undefined,
      publishedAt: planned.createdAt ?? undefined,
      publishAt: planned.publishAt,
    });
    // keys are in the order of the languages present (import-plan.ts guideOf).
    await saveImportedKeys(
      em,
      planned.keys,
      guide.id,
      (['how', 'paano'] as const).filter((l) => planned.translations[l]),
    );
    // The old slug, when ours differs (taken here): /old-slug keeps finding the guide.
    for (const [lang, oldSlug] of Object.entries(planned.oldSlugs) as [Lang, string][]) {
      const slug = guide.translation(lang)?.slug;
      if (!oldSlug || !slug || oldSlug === slug || oldSlug.length > 255) continue;
      if (await em.count(GuideTranslation, { lang, slug: oldSlug })) continue;
      await em.nativeDelete(SlugRedirect, { lang, slug: oldSlug });
      await em.insert(SlugRedirect, { lang, slug: oldSlug, guide: guide.id });
    }
    return guide;
  }

  /**
   * Each new guide's old addresses through the redirect manager's rules (seo/redirect-rules.ts), in
   * the file's order: a refused one is listed in the report, never written; the guide's own address
   * needs none.
   */
  private async writeRedirects(
    em: EntityManager,
    todo: PlannedGuide[],
    ids: Map<PlannedGuide, number>,
    report: ImportReportDto,
  ): Promise<void> {
    report.redirects = 0;
    report.skipped_redirects = [];
    for (const guide of todo) {
      const guideId = ids.get(guide)!;
      for (const { path, lang } of guide.oldPaths) {
        const key = redirectKey(path);
        if (!key) continue;
        const refusal = await importRedirectRefusal(em, key, guideId);
        if (refusal === 'own') continue;
        if (refusal) report.skipped_redirects.push({ path, title: titleOf(guide), why: refusal });
        else {
          await savePathRedirect(em, key, { guideId, lang });
          report.redirects++;
        }
      }
    }
  }

  /** The dry run's forecast of writeRedirects: against the guides here and the file's own guides' slugs. */
  private async predictRedirects(em: EntityManager, fresh: PlannedGuide[], report: ImportReportDto): Promise<void> {
    const slugOwners = new Map<string, PlannedGuide>();
    for (const guide of fresh) {
      for (const t of Object.values(guide.translations))
        if (t?.slug && !slugOwners.has(t.slug.toLowerCase())) slugOwners.set(t.slug.toLowerCase(), guide);
    }
    const seen = new Map<string, PlannedGuide>();
    report.redirects = 0;
    report.skipped_redirects = [];
    for (const guide of fresh) {
      for (const { path } of guide.oldPaths) {
        const key = redirectKey(path);
        if (!key) continue;
        const slug = guideShapedSlug(key);
        const planned = slug ? slugOwners.get(slug) : undefined;
        let why: ImportReportDto['skipped_redirects'][number]['why'] | null = ownAddressRefusal(key);
        if (!why && planned === guide) continue;
        if (!why && (planned || (await guidesAt(em, key)).length)) why = 'guide';
        if (!why && ((seen.has(key) && seen.get(key) !== guide) || (await redirectedTo(em, key)) !== null)) why = 'taken';
        if (why) report.skipped_redirects.push({ path, title: titleOf(guide), why });
        else {
          seen.set(key, guide);
          report.redirects++;
        }
      }
    }
  }

  private report(
    format: 'wxr' | 'atom',
    plan: ImportPlan,
    fresh: PlannedGuide[],
    files: ImageFiles,
    existing: Map<string, number>,
    dryRun: boolean,
    siteComments: number,
  ): ImportReportDto {
    const freshSet = new Set(fresh);
    const categoryName = new Map(plan.categories.map((c) => [c.key, c]));
    const guides = plan.guides.map((g): ImportGuideReportDto => ({
      keys: g.keys,
      title_how: g.translations.how?.title ?? null,
      title_paano: g.translations.paano?.title ?? null,
      status: g.publishAt ? 'scheduled' : g.status,
      paired: g.paired,
      lang: g.lang ?? null,
      lang_guessed: g.langGuessed ?? false,
      category: g.category ? (categoryName.get(g.category)?.nameHow ?? null) : null,
      old_paths: g.oldPaths.map((p) => p.path),
      unconverted: [
        ...g.unconverted,
        ...imagesOf(g)
          .filter((ref) => files.refused.has(ref.src))
          .map((ref) => `image refused (${files.refused.get(ref.src)}): ${ref.src}`),
      ],
      missing_images: imagesOf(g)
        .filter((ref) => !files.found.get(ref.src) && !files.refused.has(ref.src))
        .map((ref) => ref.src),
      state: freshSet.has(g) ? 'new' : 'unchanged',
      guide_id: null,
      privacy: g.privacy,
      held_back: g.held.map((h) => ({ lang: h.lang, why: h.why })),
      dropped: { ...g.dropped },
      existing: null,
    }));
    const used = new Set(fresh.map((g) => g.category));
    const unchanged = plan.guides.length - fresh.length;
    const counts = countsOf(fresh, files, siteComments);
    return {
      format,
      dry_run: dryRun,
      guides,
      categories: plan.categories
        .filter((c) => used.has(c.key))
        .map((c) => ({ name_how: c.nameHow, name_paano: c.namePaano, state: existing.has(c.key) ? 'existing' : 'new' })),
      skipped: plan.skipped,
      created: 0,
      unchanged,
      redirects: counts.redirects,
      skipped_redirects: [],
      counts,
      summary: !fresh.length
        ? `Nothing to import: all ${plan.guides.length} guide(s) of this file were imported before; nothing changed.`
        : dryRun
          ? dryRunSummary(fresh.length, unchanged, counts)
          : '',
    };
  }
}

function dryRunSummary(fresh: number, unchanged: number, counts: ImportCountsDto): string {
  return `Dry run: ${fresh} guide(s) would be imported${unchanged ? `, ${unchanged} imported before left unchanged` : ''}; nothing was written. ${TRANSFER_MESSAGES.counts(counts)}`;
}

function choiceOf(options: ImportOptions, guide: PlannedGuide): ExistingChoice {
  return options.existing?.[guide.keys[0]!] ?? options.existing?.['*'] ?? 'skip';
}

/** A planned guide's archived revisions (by any of its keys; a key kept as origin|guid is also tried by its guid). */
function revisionsFor(archive: ArchiveExtras, guide: PlannedGuide): ArchivedGuideRevisions['revisions'] | undefined {
  for (const key of guide.keys) {
    const found = archive.revisions.get(key) ?? archive.revisions.get(key.slice(key.indexOf('|') + 1));
    if (found) return found;
  }
  return undefined;
}

function titleOf(guide: PlannedGuide): string {
  return guide.translations.how?.title ?? guide.translations.paano?.title ?? '';
}

/** Why a file is not an image the site takes (null: it is one). Reads its header only. */
async function unreadableImage(file: string): Promise<string | null> {
  try {
    const meta = await sharp(file).metadata();
    return meta.width && meta.height ? null : 'no picture in the file';
  } catch (error) {
    return (error as Error).message.split('\n')[0]!.slice(0, 120);
  }
}

/** The file's guides to import in numbers: what the summary line says. */
function countsOf(guides: PlannedGuide[], files: ImageFiles, siteComments: number): ImportCountsDto {
  const sum = (f: (g: PlannedGuide) => number) => guides.reduce((n, g) => n + f(g), 0);
  return {
    pairs: sum((g) => (g.paired ? 1 : 0)),
    single: sum((g) => (g.paired ? 0 : 1)),
    published: sum((g) => (g.status === 'published' ? 1 : 0)),
    drafts: sum((g) => (g.status === 'draft' && !g.publishAt ? 1 : 0)),
    scheduled: sum((g) => (g.publishAt ? 1 : 0)),
    private: sum((g) => (g.privacy ? 1 : 0)),
    images: sum((g) => imagesOf(g).filter((ref) => files.found.get(ref.src)).length),
    redirects: sum((g) => g.oldPaths.length),
    tags: sum((g) => g.dropped.tags),
    extra_categories: sum((g) => g.dropped.categories),
    comments: sum((g) => g.dropped.comments) + siteComments,
    sticky: sum((g) => (g.dropped.sticky ? 1 : 0)),
  };
}

/**
 * A language held back (a draft, private or password-protected post of a guide that shows the
 * other language): its text becomes the editor's unsaved draft of that language, which the editor
 * offers back; nothing a reader can reach holds it until the owner saves it.
 */
async function writeHeldLanguage(em: EntityManager, guide: Guide, planned: PlannedGuide, held: HeldLanguage, categoryId: number | null) {
  const lang = held.lang;
  const t = held.translation;
  const stored = guide.sections.getItems();
  const count = Math.max(stored.length, held.sections.length);
  const sections = [];
  for (let i = 0; i < count; i++) {
    const s = stored[i];
    const own = held.sections[i];
    const heading = { how: s?.headingHow ?? '', paano: s?.headingPaano ?? '' };
    const bullets = { how: s?.bulletsHow ?? [], paano: s?.bulletsPaano ?? [] };
    heading[lang] = own?.heading ?? '';
    bullets[lang] = own?.bullets ?? [];
    const paragraph = { how: /^\[p\]/i.test(heading.how), paano: /^\[p\]/i.test(heading.paano) };
    sections.push({
      ...(s ? { id: s.id } : {}),
      heading: { how: heading.how.replace(/^\[p\]\s*/i, ''), paano: heading.paano.replace(/^\[p\]\s*/i, '') },
      paragraph,
      bullets: { how: bullets.how.length ? bullets.how : [''], paano: bullets.paano.length ? bullets.paano : [''] },
      imageUrl: s?.image ? mediaUrl(s.image) : null,
      removeImage: false,
    });
  }
  const form = {
    translation: {
      title: t.title.slice(0, 255),
      slug: t.slug,
      header_description: t.headerDescription,
      introduction: t.introduction,
      conclusion: t.conclusion,
      meta_keywords: t.metaKeywords,
      meta_description: t.metaDescription,
      header_image_alt: guide.headerImage ? t.headerImageAlt : '',
      seo_title: '',
    },
    categoryId: categoryId === null ? '' : String(categoryId),
    status: planned.status,
    headerImageFile: null,
    removeHeaderImage: false,
    headerImageDecorative: false,
    sections,
    sources: planned.sources,
  };
  await putAutosave(em, { guideId: guide.id, lang }, form, guide.version);
}

function imagesOf(guide: PlannedGuide): ImageRef[] {
  const refs = [guide.headerImage, ...guide.sections.flatMap((s) => [s.image, ...s.steps.map((step) => step.image)])];
  // A picture used twice (a step's and the section's) is one image.
  const seen = new Set<string>();
  return refs.filter((r): r is ImageRef => !!r?.src && !seen.has(r.src) && !!seen.add(r.src));
}
