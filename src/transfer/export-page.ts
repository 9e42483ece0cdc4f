import type { Lang } from '../../client/src/api/types';
import { glanceFacts, stepText } from '../../client/src/shared/guide-blocks';
import type { Guide } from '../content/guide.entity';
import { blockWords, type ExportedBlocks } from './exported-blocks';
import { formatToHtml, type HtmlBlocks } from './format-to-html';

/**
 * A guide's language as the export writes it (export.service.ts): its page as the post's HTML, and
 * issue 38's blocks exactly, for our own import. `imageUrl` gives an image's address on this site.
 */

type ImageUrl = (id: string) => string;

/** One language of the guide as its page shows it: the post's HTML. */
export function postHtml(guide: Guide, lang: Lang, imageUrl: ImageUrl): string {
  const t = guide.translation(lang)!;
  return formatToHtml({
    introduction: t.introduction,
    conclusion: t.conclusion,
    conclusionHeading: lang === 'how' ? 'Conclusion' : 'Konklusyon',
    sections: guide.sections.getItems().map((s) => {
      return {
        // A section written in one language only keeps its place with an empty heading (sections
        // are paired by position), not the other language's words.
        heading: lang === 'how' ? s.headingHow : s.headingPaano,
        bullets: lang === 'how' ? s.bulletsHow : s.bulletsPaano,
        imageUrl: s.image ? imageUrl(s.image) : undefined,
        imageAlt: lang === 'how' ? s.imageAltHow : s.imageAltPaano,
        steps: (s.steps ?? []).map((step) => {
          const own = stepText(step, lang);
          return {
            action: own.action,
            details: own.details,
            imageUrl: step.image ? imageUrl(step.image) : undefined,
            imageAlt: own.alt,
          };
        }),
      };
    }),
    blocks: htmlBlocks(guide, lang),
  });
}

/** Issue 38's blocks of one language, worded as its page words them (the post's HTML). */
function htmlBlocks(guide: Guide, lang: Lang): HtmlBlocks {
  const t = guide.translation(lang)!;
  const words = blockWords(lang);
  return {
    needs: t.needs ?? [],
    tips: t.tips ?? [],
    warnings: t.warnings ?? [],
    video: t.video ?? null,
    glance: glanceFacts(guide.atAGlance, words).map((f) => `${f.label}: ${f.value}`),
    headings: { needs: words.thingsNeeded, tips: words.tips, warnings: words.warnings, glance: words.atAGlance },
  };
}

/**
 * The same blocks exactly (the HTML is for WordPress and for readers; this is for our own import):
 * this language's needs, tips, warnings and each section's steps (image by its address, which the
 * import downloads or finds in the media folder), and the guide's at-a-glance facts. None: empty.
 */
export function exportedBlocks(guide: Guide, lang: Lang, imageUrl: ImageUrl): ExportedBlocks {
  const t = guide.translation(lang)!;
  const sections = guide.sections.getItems();
  const meta: ExportedBlocks = {
    ...(t.needs?.length ? { needs: t.needs } : {}),
    ...(t.tips?.length ? { tips: t.tips } : {}),
    ...(t.warnings?.length ? { warnings: t.warnings } : {}),
    ...(t.video?.url ? { video: t.video } : {}),
    ...(guide.atAGlance && Object.keys(guide.atAGlance).length ? { at_a_glance: guide.atAGlance } : {}),
    ...(guide.reviewer
      ? {
          reviewer: {
            name: guide.reviewer.name,
            credential_how: guide.reviewer.credentialHow,
            credential_paano: guide.reviewer.credentialPaano,
            bio_how: guide.reviewer.bioHow,
            bio_paano: guide.reviewer.bioPaano,
            last_reviewed: guide.lastReviewed,
            ...(guide.reviewer.photo ? { photo: imageUrl(guide.reviewer.photo) } : {}),
          },
        }
      : {}),
    ...(sections.some((s) => s.steps?.length)
      ? {
          steps: sections.map((s) =>
            (s.steps ?? []).map((step) => {
              const own = stepText(step, lang);
              return {
                action: own.action,
                details: own.details,
                image: step.image ? imageUrl(step.image) : null,
                image_alt: own.alt,
              };
            }),
          ),
        }
      : {}),
  };
  return meta;
}
