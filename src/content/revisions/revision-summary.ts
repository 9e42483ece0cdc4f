import type { BilingualGuideDto, Lang, SectionDto, TranslationDto } from '../../../client/src/api/types';

/**
 * What a save changed, as short codes the admin screen turns into words
 * (client/src/admin/revisions/summary-labels.ts):
 * - `created`; `{lang}.{field}` for a changed text field of one language;
 * - `{lang}.needs`, `{lang}.tips`, `{lang}.warnings`, `{lang}.video`, `at_a_glance` (issue 38's blocks); steps count as their section's text and images;
 * - `status`, `publish_at` (scheduled or unscheduled), `category`, `header_image` (image, its alt texts or decorative mark), `sources`;
 * - `sections.added:{n}`, `sections.removed:{n}`, `sections.{lang}:{n}` (n sections' text in that
 *   language), `sections.order`, `sections.images`.
 */

const FIELDS = ['title', 'slug', 'header_description', 'introduction', 'conclusion', 'meta_keywords', 'meta_description'] as const;
const LANGS: Lang[] = ['how', 'paano'];

/** A section's text in one language, its steps' text included (issue 38). */
function sectionTextOf(s: SectionDto, lang: Lang): string {
  const steps = (s.steps ?? []).map((step) =>
    lang === 'how' ? [step.action_how, step.details_how] : [step.action_paano, step.details_paano],
  );
  return JSON.stringify(lang === 'how' ? [s.section_how, s.section_how_bullets, steps] : [s.section_paano, s.section_paano_bullets, steps]);
}

function imageOf(s: SectionDto): string {
  const steps = (s.steps ?? []).map((step) => [step.image, step.image_how_alt ?? '', step.image_paano_alt ?? '']);
  return JSON.stringify([s.image, s.section_how_img_alt ?? '', s.section_paano_img_alt ?? '', s.image_decorative ?? false, steps]);
}

/** Issue 38's blocks of one language, compared whole. */
const BLOCKS = ['needs', 'tips', 'warnings', 'video'] as const;

function headerOf(g: BilingualGuideDto): string {
  return JSON.stringify([
    g.header_image?.image ?? null,
    g.how.header_image_alt ?? '',
    g.paano.header_image_alt ?? '',
    g.header_image_decorative ?? false,
  ]);
}

export function summarize(before: BilingualGuideDto | undefined, after: BilingualGuideDto): string[] {
  if (!before) return ['created'];
  const codes: string[] = [];
  for (const lang of LANGS) {
    for (const field of FIELDS) {
      if ((before[lang] as TranslationDto)[field] !== (after[lang] as TranslationDto)[field]) codes.push(`${lang}.${field}`);
    }
    for (const block of BLOCKS) {
      if (JSON.stringify(before[lang][block] ?? []) !== JSON.stringify(after[lang][block] ?? [])) codes.push(`${lang}.${block}`);
    }
  }
  if (JSON.stringify(before.at_a_glance ?? null) !== JSON.stringify(after.at_a_glance ?? null)) codes.push('at_a_glance');
  if (before.status !== after.status) codes.push('status');
  if ((before.publish_at ?? null) !== (after.publish_at ?? null)) codes.push('publish_at');
  if ((before.category?.id ?? null) !== (after.category?.id ?? null)) codes.push('category');
  if (headerOf(before) !== headerOf(after)) codes.push('header_image');
  if (JSON.stringify(before.sources.map((s) => s.source_link)) !== JSON.stringify(after.sources.map((s) => s.source_link)))
    codes.push('sources');

  const old = new Map(before.sections.map((s) => [s.id, s]));
  const kept = after.sections.filter((s) => old.has(s.id));
  const added = after.sections.length - kept.length;
  const removed = before.sections.length - kept.length;
  if (added) codes.push(`sections.added:${added}`);
  if (removed) codes.push(`sections.removed:${removed}`);
  for (const lang of LANGS) {
    const n = kept.filter((s) => sectionTextOf(s, lang) !== sectionTextOf(old.get(s.id)!, lang)).length;
    if (n) codes.push(`sections.${lang}:${n}`);
  }
  const oldOrder = before.sections.filter((s) => kept.some((k) => k.id === s.id)).map((s) => s.id);
  if (JSON.stringify(oldOrder) !== JSON.stringify(kept.map((s) => s.id))) codes.push('sections.order');
  if (kept.some((s) => imageOf(s) !== imageOf(old.get(s.id)!))) codes.push('sections.images');
  return codes;
}
