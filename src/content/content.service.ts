import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  ForeignKeyConstraintViolationException,
  LoadStrategy,
  LockMode,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminGuideListItemDto, BilingualGuideDto } from '../../client/src/api/types';
import { MAX_PAGE_SIZE, pageOf, wantsPages, withPage, type PageDto, type PageRequest } from '../../client/src/shared/pagination';
import { pageRequestFrom } from '../common/pagination';
import { Category } from '../categories/category.entity';
import { ContentChanged } from '../common/content-changed';
import { guidesChanged } from '../common/cache-rules';
import { fieldError } from '../common/validation';
import { lockMediaShared } from '../media/media-lock';
import { mediaUrl } from '../media/media-names';
import { ImageStoreService, type PreparedImage, type UploadedImage } from '../media/image-store.service';
import { SearchIndexService } from '../search/search-index.service';
import { CONTENT_MESSAGES } from './content.messages';
import type { CreateGuideDto, UpdateGuideDto } from './dto/guide.dto';
import { Guide, LANGS, type Lang } from './guide.entity';
import { mapBilingualGuide } from './guide.mapper';
import { findGuide, GUIDE_POPULATE } from './guide.repository';
import { applyReview } from '../reviewers/guide-review';
import { mapAdminListItem, parseAdminListFilters, type AdminListFilters, type AdminListPage } from './admin-list';
import { AdminListRepository } from './admin-list.repository';
import { GuideHistory } from './guide-history';
import { createInput, updateInput, type GuideFormInput, type SectionInput, type TranslationInput } from './guide-input';
import { applySectionAlts, checkImageAlts, type AltContext } from './image-alt';
import type { RevisionReason } from './revisions/revisions.repository';
import { baseSlug, uniqueSlug } from './guide-slug';
import { GuideTranslation } from './guide-translation.entity';
import { Section, type StoredStep } from './section.entity';
import { SlugRedirect } from './slug-redirect.entity';
import { Source } from './source.entity';

export interface AdminList {
  body: AdminGuideListItemDto[] | PageDto<AdminGuideListItemDto>;
  headers: Record<string, string>;
}

/** The second page of a capped unpaginated answer, in the paginated form (same filters, the largest page). */
function nextOfCapped(path: string): string {
  const [base, query = ''] = path.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  params.set('page_size', String(MAX_PAGE_SIZE));
  return withPage(`${base}?${params.toString()}`, 2);
}

/** Two saves racing for the same new slug: the loser retries with a fresh look at the taken slugs. */
const SLUG_RACE_ATTEMPTS = 3;

interface Uploads {
  header?: UploadedImage;
  sections: Map<number, UploadedImage>;
  /** step_image_{section index}_{step index} (issue 38), keyed "s_k". */
  steps: Map<string, UploadedImage>;
}

/** An imported post's own dates (issue 28): kept instead of now. */
export interface ImportedDates {
  createdAt?: Date;
  updatedAt?: Date;
  publishedAt?: Date;
  publishAt?: Date | null;
}

export interface PreparedUploads {
  header?: PreparedImage;
  sections: Map<number, PreparedImage>;
  /** Keyed "sectionIndex_stepIndex"; optional so callers that never upload step images need not build it. */
  steps?: Map<string, PreparedImage>;
  /** An import's reviewer photo (a move archive's attachment), kept on the reviewer it finds or creates. */
  reviewer?: PreparedImage;
  all: PreparedImage[];
}

/**
 * The guide aggregate: a guide with its translations, sections, sources and images is written
 * whole or not at all. Images are checked and re-encoded first (in memory); then, in one
 * transaction, the files are written and the rows stored. When that fails the new files are
 * deleted again; only after it commits are the files of replaced images deleted. A process killed
 * in between leaves at most unreferenced files, which MediaJanitor removes at the next boot.
 */
@Injectable()
export class ContentService {
  private readonly logger = new Logger(ContentService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStoreService,
    private readonly contentChanged: ContentChanged,
    private readonly searchIndex: SearchIndexService,
    private readonly history: GuideHistory,
    private readonly adminList: AdminListRepository,
  ) {}

  /**
   * Admin list: every status, newest update first, filtered by ?search=&category=&status=.
   * With ?page= or ?page_size= the answer is a page in the DRF envelope; without them it stays
   * SPEC's plain array, capped at the first MAX_PAGE_SIZE items, with the total in X-Total-Count
   * and a Link to the next page when there is more (so no call ever returns the whole catalogue).
   */
  async list(query: Record<string, unknown>, path: string): Promise<AdminList> {
    const filters = parseAdminListFilters(query);
    if (wantsPages(query)) {
      const request = pageRequestFrom(query as { page?: unknown; page_size?: unknown });
      const { items, count } = await this.adminListPage(filters, request);
      return { body: pageOf(items, count, request, path), headers: {} };
    }
    const { items, count } = await this.adminListPage(filters, { page: 1, pageSize: MAX_PAGE_SIZE });
    const headers: Record<string, string> = { 'X-Total-Count': String(count) };
    if (count > MAX_PAGE_SIZE) headers.Link = `<${nextOfCapped(path)}>; rel="next"`;
    return { body: items, headers };
  }

  private async adminListPage(filters: AdminListFilters, request: PageRequest): Promise<AdminListPage> {
    const { rows, count } = await this.adminList.findPage(filters, request);
    return { items: rows.map((r) => mapAdminListItem(r.guide, r.sources)), count };
  }

  async get(id: number): Promise<BilingualGuideDto> {
    const em = this.em.fork();
    const guide = await findGuide(em, id);
    if (!guide) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
    return { ...mapBilingualGuide(guide), translation_state: await this.history.translationState(em, guide) };
  }

  async create(dto: CreateGuideDto, files: UploadedImage[]): Promise<BilingualGuideDto> {
    const input = createInput(dto);
    await this.assertCategory(this.em.fork(), input.categoryId);
    const prepared = await this.prepare(this.pickUploads(files, input.sections));
    let id: number;
    try {
      id = await this.withSlugRetry(() =>
        this.em.fork().transactional(async (em) => {
          await this.writeImages(em, prepared);
          await this.assertCategory(em, input.categoryId);
          const guide = await this.insertGuide(em, input, prepared);
          return guide.id;
        }),
      );
    } catch (error) {
      await this.images.remove(prepared.all.map((p) => p.id));
      throw mapWriteError(error);
    }
    await this.changed(id, [input.categoryId]);
    return this.get(id);
  }

  /**
   * Writes a new guide inside the caller's transaction (its images already written): the create
   * form's and the import's one way in, so both get the same slugs, alt checks, revision,
   * translation state and search documents. Only the languages given get a translation (an import's
   * single-language post; the form always sends both). `dates` are an imported post's own.
   */
  async insertGuide(
    em: EntityManager,
    input: GuideFormInput & { categoryId: number | null },
    prepared: PreparedUploads,
    dates: ImportedDates = {},
  ): Promise<Guide> {
    const guide = new Guide();
    guide.status = input.status ?? 'draft';
    if (guide.status === 'published') guide.publishedAt = dates.publishedAt ?? new Date();
    guide.publishAt = dates.publishAt ?? null;
    if (dates.createdAt) guide.createdAt = dates.createdAt;
    if (dates.updatedAt) guide.updatedAt = dates.updatedAt;
    guide.category = input.categoryId === null ? null : em.getReference(Category, input.categoryId);
    guide.headerImage = prepared.header?.id ?? null;
    guide.headerImageDecorative = input.headerImageDecorative ?? false;
    guide.atAGlance = input.atAGlance ?? null;
    await applyReview(em, guide, input);
    em.persist(guide);
    for (const lang of LANGS) {
      const given = input.translations[lang];
      if (!given) continue;
      const t = new GuideTranslation();
      t.lang = lang;
      applyTranslation(t, given);
      t.slug = await uniqueSlug(em, lang, baseSlug(given.slug, t.title), null);
      // A former slug of another guide, now taken by this one, stops redirecting there.
      await em.nativeDelete(SlugRedirect, { lang, slug: t.slug });
      guide.translations.add(t);
    }
    (input.sections ?? []).forEach((s, position) => {
      const section = new Section();
      applySection(section, s, position);
      section.image = prepared.sections.get(s.index)?.id ?? null;
      section.steps = storedSteps(s, prepared, new Map());
      guide.sections.add(section);
    });
    guide.sources.set(makeSources(input.sources ?? []));
    checkImageAlts(guide, input, altContext(prepared));
    await em.flush();
    await this.history.record(em, guide);
    // The search documents are written with the guide: a search right after the save finds it.
    await this.searchIndex.refresh(em, [guide.id]);
    return guide;
  }

  /**
   * The import's "replace" (issue 34 item 6): the guide keeps its id and its addresses (slugs), its
   * content becomes the imported one — texts, sections, images, sources, category, status — saved
   * as a revision like an editor's save (the old content stays in its revisions). Inside the
   * import's transaction; returns the image ids it no longer uses (removed after the commit).
   */
  async replaceGuide(
    em: EntityManager,
    guideId: number,
    input: GuideFormInput & { categoryId: number | null },
    prepared: PreparedUploads,
    dates: ImportedDates = {},
  ): Promise<{ guide: Guide; replaced: string[] }> {
    const guide = await em.findOne(Guide, { id: guideId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!guide) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
    await em.populate(guide, GUIDE_POPULATE, { strategy: LoadStrategy.SELECT_IN });
    const translations: GuideFormInput['translations'] = {};
    for (const lang of LANGS) {
      const given = input.translations[lang];
      // The address stays: a language this guide has keeps its slug; a new one gets the file's.
      if (given) translations[lang] = guide.translation(lang) ? { ...given, slug: undefined } : given;
    }
    const replaced = await this.applyUpdate(
      em,
      guide,
      { ...input, translations, removeHeaderImage: !prepared.header, sources: input.sources ?? [] },
      prepared,
    );
    if (input.status === 'published' && dates.publishedAt && !guide.publishedAt) guide.publishedAt = dates.publishedAt;
    if (input.status !== 'published') guide.publishAt = dates.publishAt ?? null;
    await em.flush();
    return { guide, replaced: replaced.filter((id): id is string => !!id) };
  }

  /** `reason` names a restore (revisions); otherwise the revision is a save or a publish. */
  async update(id: number, dto: UpdateGuideDto, files: UploadedImage[], reason?: RevisionReason): Promise<BilingualGuideDto> {
    const input = updateInput(dto);
    // Cheap checks before any image work; both are repeated under the row lock below.
    const current = await this.em.fork().findOne(Guide, { id }, { fields: ['id', 'version'] });
    if (!current) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
    assertVersion(current, input.version);
    await this.assertCategory(this.em.fork(), input.categoryId);
    const prepared = await this.prepare(this.pickUploads(files, input.sections));
    let replaced: (string | null)[];
    let oldCategory: number | null = null;
    try {
      replaced = await this.withSlugRetry(() =>
        this.em.fork().transactional(async (em) => {
          const guide = await em.findOne(Guide, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!guide) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
          assertVersion(guide, input.version);
          await this.writeImages(em, prepared);
          await em.populate(guide, GUIDE_POPULATE, { strategy: LoadStrategy.SELECT_IN });
          await this.assertCategory(em, input.categoryId);
          oldCategory = guide.category?.id ?? null;
          return this.applyUpdate(em, guide, input, prepared, reason);
        }),
      );
    } catch (error) {
      await this.images.remove(prepared.all.map((p) => p.id));
      throw mapWriteError(error);
    }
    await this.images.remove(replaced);
    // The lists of the category it left and of the one it is in now.
    await this.changed(id, [oldCategory, input.categoryId]);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    let category: number | null = null;
    const imageIds = await this.em.fork().transactional(async (em) => {
      const guide = await em.findOne(
        Guide,
        { id },
        { populate: ['sections'], lockMode: LockMode.PESSIMISTIC_WRITE, strategy: 'select-in' },
      );
      if (!guide) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
      const ids = [guide.headerImage, ...guide.sections.getItems().flatMap((s) => [s.image, ...stepImages(s)])];
      category = guide.category?.id ?? null;
      // Translations, sections, sources and slug redirects go with it (ON DELETE CASCADE).
      await em.nativeDelete(Guide, { id });
      return ids;
    });
    await this.images.remove(imageIds);
    await this.changed(id, [category]);
  }

  /** Applies an update to a locked, fully loaded guide; returns the image ids it no longer uses. */
  private async applyUpdate(
    em: EntityManager,
    guide: Guide,
    input: GuideFormInput,
    prepared: PreparedUploads,
    reason?: RevisionReason,
  ): Promise<(string | null)[]> {
    const before = this.history.capture(guide);
    const replaced: (string | null)[] = [];
    // null: no category (the import's replace of a guide whose file post has none).
    guide.category = input.categoryId === null ? null : em.getReference(Category, input.categoryId!);
    if (input.status) {
      guide.status = input.status;
      if (input.status === 'published' && !guide.publishedAt) guide.publishedAt = new Date();
      // Choosing published or archived by hand replaces a schedule; a draft keeps it.
      if (input.status !== 'draft') guide.publishAt = null;
    }
    for (const lang of LANGS) {
      const given = input.translations[lang];
      if (!given) continue;
      let t = guide.translation(lang);
      if (!t) {
        if (!given.title) throw new BadRequestException({ detail: CONTENT_MESSAGES.titlesRequired });
        t = new GuideTranslation();
        t.lang = lang;
        guide.translations.add(t);
      }
      applyTranslation(t, given);
      const oldSlug = t.slug as string | undefined;
      // No slug sent: keep the published URL. A blank slug: make one from the title.
      if (given.slug !== undefined || !oldSlug) {
        const wanted = baseSlug(given.slug, t.title);
        if (wanted !== oldSlug) t.slug = await uniqueSlug(em, lang, wanted, guide.id);
      }
      if (oldSlug && t.slug !== oldSlug) await this.keepOldSlug(em, guide, lang, oldSlug, t.slug);
    }
    if (prepared.header) {
      replaced.push(guide.headerImage);
      guide.headerImage = prepared.header.id;
    } else if (input.removeHeaderImage) {
      replaced.push(guide.headerImage);
      guide.headerImage = null;
    }
    if (input.headerImageDecorative !== undefined) guide.headerImageDecorative = input.headerImageDecorative;
    if (input.atAGlance !== undefined) guide.atAGlance = input.atAGlance;
    await applyReview(em, guide, input);
    if (input.sections) replaced.push(...this.syncSections(guide, input.sections, prepared));
    if (input.sources) guide.sources.set(makeSources(input.sources));
    // Always touches the guide row, so the version is bumped even when only child rows changed.
    guide.updatedAt = new Date();
    checkImageAlts(guide, input, altContext(prepared, before.dto));
    await em.flush();
    await this.history.record(em, guide, before, reason);
    await this.searchIndex.refresh(em, [guide.id]);
    return replaced.filter((x) => x !== null);
  }

  /** Sections of the list are kept (by id) or added; sections missing from it are removed with their images. */
  private syncSections(guide: Guide, inputs: SectionInput[], prepared: PreparedUploads): (string | null)[] {
    const replaced: (string | null)[] = [];
    const existing = new Map(guide.sections.getItems().map((s) => [s.id, s]));
    // A step image stays by its URL (steps have no ids): moved, reordered or into another section.
    const stepImagesBefore = new Set(guide.sections.getItems().flatMap(stepImages));
    const byUrl = new Map([...stepImagesBefore].map((id): [string, string] => [mediaUrl(id) ?? id, id]));
    const kept: Section[] = [];
    inputs.forEach((input, position) => {
      const found = input.id !== undefined ? existing.get(input.id) : undefined;
      if (found) existing.delete(found.id);
      const section = found ?? new Section();
      applySection(section, input, position);
      const upload = prepared.sections.get(input.index);
      if (upload) {
        replaced.push(section.image);
        section.image = upload.id;
      } else if (input.removeImage) {
        replaced.push(section.image);
        section.image = null;
      }
      if (input.steps !== undefined) section.steps = storedSteps(input, prepared, byUrl);
      kept.push(section);
    });
    for (const gone of existing.values()) replaced.push(gone.image);
    const stepImagesAfter = new Set(kept.flatMap(stepImages));
    for (const id of stepImagesBefore) if (!stepImagesAfter.has(id)) replaced.push(id);
    guide.sections.set(kept);
    return replaced;
  }

  /** The old slug keeps answering (SPEC: renamed slugs keep old links alive). */
  private async keepOldSlug(em: EntityManager, guide: Guide, lang: Lang, oldSlug: string, newSlug: string): Promise<void> {
    await em.nativeDelete(SlugRedirect, { lang, slug: { $in: [oldSlug, newSlug] } });
    const redirect = new SlugRedirect();
    redirect.lang = lang;
    redirect.slug = oldSlug;
    redirect.guide = guide;
    em.persist(redirect);
  }

  private async assertCategory(em: EntityManager, categoryId: number): Promise<void> {
    const found = await em.count(Category, { id: categoryId });
    if (!found) fieldError('category', CONTENT_MESSAGES.unknownCategory);
  }

  private pickUploads(files: UploadedImage[], sections: SectionInput[] | undefined): Uploads {
    const sectionCount = sections?.length ?? 0;
    const uploads: Uploads = { sections: new Map(), steps: new Map() };
    for (const file of files) {
      if (file.fieldname === 'header_image') {
        uploads.header ??= file;
        continue;
      }
      const step = /^step_image_(\d{1,4})_(\d{1,4})$/.exec(file.fieldname);
      if (step) {
        const [index, k] = [Number(step[1]), Number(step[2])];
        // Only for a step that was sent: its section's position in the submitted list, and its own.
        const section = sections?.find((s) => s.index === index);
        const key = `${index}_${k}`;
        if (section?.steps && k < section.steps.length && !uploads.steps.has(key)) uploads.steps.set(key, file);
        continue;
      }
      const match = /^section_image_(\d{1,4})$/.exec(file.fieldname);
      const index = match ? Number(match[1]) : -1;
      // Files for no section (or under unknown names) are not processed or stored.
      if (index >= 0 && index < sectionCount && !uploads.sections.has(index)) uploads.sections.set(index, file);
    }
    return uploads;
  }

  /** Every image checked and encoded before anything is written: one bad file refuses the whole save. */
  private async prepare(uploads: Uploads): Promise<PreparedUploads> {
    const out: PreparedUploads = { sections: new Map(), steps: new Map(), all: [] };
    if (uploads.header) {
      out.header = await this.images.prepare(uploads.header);
      out.all.push(out.header);
    }
    for (const [index, file] of uploads.sections) {
      const image = await this.images.prepare(file);
      out.sections.set(index, image);
      out.all.push(image);
    }
    for (const [key, file] of uploads.steps) {
      const image = await this.images.prepare(file);
      out.steps!.set(key, image);
      out.all.push(image);
    }
    return out;
  }

  /**
   * Writes the new files inside the save's transaction, under the shared media lock: if the
   * process dies before the commit, the boot sweep (MediaJanitor) finds them unreferenced.
   */
  async writeImages(em: EntityManager, prepared: PreparedUploads): Promise<void> {
    if (!prepared.all.length) return;
    await lockMediaShared(em);
    await this.images.write(prepared.all);
  }

  private async withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_RACE_ATTEMPTS) throw error;
        this.logger.warn(`Slug taken by a concurrent save; retrying (${attempt})`);
      }
    }
  }

  /**
   * Tells the rest of the app (page and sitemap caches, here and on the other replicas) that guide
   * `id` may have changed, in these categories (before and after: cache-rules.ts).
   */
  private async changed(id: number, categories: (number | null)[]): Promise<void> {
    await this.contentChanged.notify(guidesChanged([id], categories));
  }
}

function assertVersion(guide: Pick<Guide, 'version'>, expected: number | undefined): void {
  if (expected !== undefined && guide.version !== expected) {
    throw new ConflictException({ detail: CONTENT_MESSAGES.staleVersion });
  }
}

function mapWriteError(error: unknown): unknown {
  if (error instanceof OptimisticLockError) return new ConflictException({ detail: CONTENT_MESSAGES.staleVersion });
  if (error instanceof ForeignKeyConstraintViolationException) {
    return new BadRequestException({ category: [CONTENT_MESSAGES.unknownCategory] });
  }
  return error;
}

function altContext(prepared: PreparedUploads, before?: BilingualGuideDto): AltContext {
  return { headerUploaded: Boolean(prepared.header), sectionsUploaded: new Set(prepared.sections.keys()), before };
}

function applyTranslation(t: GuideTranslation, input: TranslationInput): void {
  if (input.title !== undefined) t.title = input.title;
  if (input.headerDescription !== undefined) t.headerDescription = input.headerDescription;
  if (input.introduction !== undefined) t.introduction = input.introduction;
  if (input.conclusion !== undefined) t.conclusion = input.conclusion;
  if (input.metaKeywords !== undefined) t.metaKeywords = input.metaKeywords;
  if (input.metaDescription !== undefined) t.metaDescription = input.metaDescription;
  if (input.headerImageAlt !== undefined) t.headerImageAlt = input.headerImageAlt;
  if (input.seoTitle !== undefined) t.seoTitle = input.seoTitle || null;
  if (input.needs !== undefined) t.needs = input.needs;
  if (input.tips !== undefined) t.tips = input.tips;
  if (input.warnings !== undefined) t.warnings = input.warnings;
  if (input.video !== undefined) t.video = input.video;
}

/** The media keys of a section's step images. */
export function stepImages(section: Section): string[] {
  return (section.steps ?? []).map((step) => step.image).filter((id): id is string => !!id);
}

/**
 * A section's steps as stored: each step's image is its new upload, else the image of this guide
 * its URL names (`byUrl`), else none. A step with no text and no image is dropped.
 */
function storedSteps(input: SectionInput, prepared: PreparedUploads, byUrl: Map<string, string>): StoredStep[] {
  const out: StoredStep[] = [];
  (input.steps ?? []).forEach((step, k) => {
    const image = prepared.steps?.get(`${input.index}_${k}`)?.id ?? (step.image ? (byUrl.get(step.image) ?? null) : null);
    const empty = !step.action_how.trim() && !step.action_paano.trim() && !step.details_how.length && !step.details_paano.length;
    if (empty && !image) return;
    out.push({ ...step, image });
  });
  return out;
}

function applySection(section: Section, input: SectionInput, position: number): void {
  section.position = position;
  section.headingHow = input.headingHow;
  section.headingPaano = input.headingPaano;
  section.bulletsHow = input.bulletsHow;
  section.bulletsPaano = input.bulletsPaano;
  applySectionAlts(section, input.imageAlt, input.imageDecorative);
}

function makeSources(links: string[]): Source[] {
  return links.map((link, i) => {
    const source = new Source();
    source.link = link;
    source.position = i;
    return source;
  });
}
