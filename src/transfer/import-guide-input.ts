import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lang } from '../../client/src/api/types';
import { plainText } from '../../client/src/shared/format/parse';
import { putAutosave } from '../content/autosave.repository';
import { BLOCK_LIMITS } from '../content/content.messages';
import type { PreparedUploads } from '../content/content.service';
import type { Guide } from '../content/guide.entity';
import type { GuideFormInput } from '../content/guide-input';
import { mediaUrl } from '../media/media-names';
import { heldSteps, limitedBlocks } from './held-blocks';
import type { HeldLanguage, PlannedGuide } from './import-plan';

/**
 * A planned guide in the editor's shapes (import.service.ts): the form input that inserts or replaces
 * it, and a held-back language as the editor's unsaved draft.
 */

/** The editor's form input for a planned guide (insert and replace write the same). */
export function guideFormInput(
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
    // Only our own export names one: a file without it leaves a replaced guide's pick as it was.
    // Its photo arrives as an address; the reviewer keeps the key the import stored it under (none if refused).
    importedReviewer: planned.reviewer ? { ...planned.reviewer, photo: prepared.reviewer?.id ?? null } : undefined,
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
      ...limitedBlocks(t),
      video: t.video,
    };
  }
  return input;
}

/**
 * A language held back (a draft, private or password-protected post of a guide that shows the
 * other language): its text becomes the editor's unsaved draft of that language, which the editor
 * offers back; nothing a reader can reach holds it until the owner saves it.
 */
export async function writeHeldLanguage(
  em: EntityManager,
  guide: Guide,
  planned: PlannedGuide,
  held: HeldLanguage,
  categoryId: number | null,
) {
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
      // Issue 38: the held language's steps with the stored ones (its needs, tips and warnings are in its texts).
      steps: heldSteps(s?.steps ?? [], own?.steps ?? [], lang),
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
      ...limitedBlocks(t),
      // The held language's own video, as the editor's form holds it (an empty address is none).
      video: t.video ?? { url: '' },
    },
    categoryId: categoryId === null ? '' : String(categoryId),
    status: planned.status,
    headerImageFile: null,
    removeHeaderImage: false,
    headerImageDecorative: false,
    sections,
    sources: planned.sources,
    atAGlance: guide.atAGlance ?? held.atAGlance ?? undefined,
  };
  await putAutosave(em, { guideId: guide.id, lang }, form, guide.version);
}
