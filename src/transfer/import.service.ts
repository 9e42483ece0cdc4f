import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImportReportDto, Lang } from '../../client/src/api/types';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentChanged } from '../common/content-changed';
import { ContentService, type PreparedUploads } from '../content/content.service';
import type { Guide } from '../content/guide.entity';
import { GuideTranslation } from '../content/guide-translation.entity';
import { SlugRedirect } from '../content/slug-redirect.entity';
import { REVISIONS_KEPT, pruneRevisions } from '../content/revisions/revisions.repository';
import { ImageStoreService } from '../media/image-store.service';
import { MEDIA_STORE, type MediaStore } from '../media/media-store';
import { guideFormInput, writeHeldLanguage } from './import-guide-input';
import { findImages, prepareImages, type ImageFiles } from './import-images';
import { existingCategories, matchExisting, writeCategories } from './import-matches';
import type { PlannedGuide, ImportPlan } from './import-plan';
import { predictRedirects, writeRedirects } from './import-redirects';
import { dryRunSummary, importReport } from './import-report';
import {
  MOVED_SETTINGS,
  readInput,
  unpackArchive,
  type ArchivedGuideRevisions,
  type ImportInput,
  type MovedSettings,
} from './move-archive';
import { readAndPlan } from './read-plan';
import { TRANSFER_MESSAGES } from './transfer.messages';
import {
  forgetPendingImages,
  insertRevisions,
  latestSettings,
  saveSettingsRevision,
  importedKeys,
  lockImports,
  notePendingImages,
  saveImportedKeys,
  takeOrphanImages,
} from './transfer.repository';
import { ImportBusyError } from './xml-reader';

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
    const files = await findImages(plan, options.mediaDir);
    const before = await importedKeys(
      this.em.fork(),
      plan.guides.flatMap((g) => g.keys),
    );
    const fresh = plan.guides.filter((g) => !g.keys.some((k) => before.has(k)));
    const existing = await existingCategories(this.em.fork(), plan, fresh);
    const matches = await matchExisting(this.em.fork(), fresh);
    const report = importReport(kind, plan, fresh, files, existing, options.dryRun, comments);
    for (const entry of report.guides) {
      const planned = fresh.find((g) => g.keys[0] === entry.keys[0]);
      const match = planned ? matches.get(planned) : undefined;
      entry.existing = match ? { guide_id: match.id, title: match.title } : null;
    }
    const matched = new Map([...matches].map(([g, m]) => [g, m.id]));
    // Old addresses are forecast for the guides that will be written: a skipped match writes none.
    await predictRedirects(
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
        const categoryIds = await writeCategories(em, plan, todo);
        let done = 0;
        for (const guide of todo) {
          const prepared = await prepareImages({ images: this.images, store: this.store }, guide, files, report);
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
        await writeRedirects(em, todo, ids, report);
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

  /** "Replace": the guide here keeps its id and address; its content becomes the file's (ContentService.replaceGuide). */
  private async replaceGuide(
    em: EntityManager,
    guideId: number,
    planned: PlannedGuide,
    prepared: PreparedUploads,
    categoryId: number | null,
  ): Promise<{ guide: Guide; replaced: string[] }> {
    const input = guideFormInput(planned, prepared, categoryId);
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

  private async writeGuide(em: EntityManager, planned: PlannedGuide, prepared: PreparedUploads, categoryId: number | null): Promise<Guide> {
    const input = guideFormInput(planned, prepared, categoryId);
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
