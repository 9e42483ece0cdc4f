import type { ImportCountsDto, ImportGuideReportDto, ImportReportDto } from '../../client/src/api/types';
import { imagesOf, type ImageFiles } from './import-images';
import type { ImportPlan, PlannedGuide } from './import-plan';
import { TRANSFER_MESSAGES } from './transfer.messages';

/** The import's report (import.service.ts): what the dry run shows and the import's answer starts from. */

export function importReport(
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

export function dryRunSummary(fresh: number, unchanged: number, counts: ImportCountsDto): string {
  return `Dry run: ${fresh} guide(s) would be imported${unchanged ? `, ${unchanged} imported before left unchanged` : ''}; nothing was written. ${TRANSFER_MESSAGES.counts(counts)}`;
}

export function titleOf(guide: PlannedGuide): string {
  return guide.translations.how?.title ?? guide.translations.paano?.title ?? '';
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
