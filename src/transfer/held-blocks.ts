import type { Lang, NeedDto, StepDto } from '../../client/src/api/types';
import { BLOCK_LIMITS } from '../content/content.messages';
import type { StoredStep } from '../content/section.entity';
import { mediaUrl } from '../media/media-names';
import type { ExportedStep } from './exported-blocks';
import type { PlannedTranslation } from './import-plan';

/**
 * Issue 38's blocks of an imported language within the limits a save allows: what a guide is
 * written with, and what a held-back language's draft (import-guide-input.ts) keeps.
 */
export function limitedBlocks(t: PlannedTranslation): { needs: NeedDto[]; tips: string[]; warnings: string[] } {
  return {
    needs: t.needs.slice(0, BLOCK_LIMITS.needs).map((n) => ({ ...n, item: n.item.slice(0, BLOCK_LIMITS.needText) })),
    tips: t.tips.slice(0, BLOCK_LIMITS.tips).map((x) => x.slice(0, BLOCK_LIMITS.text)),
    warnings: t.warnings.slice(0, BLOCK_LIMITS.tips).map((x) => x.slice(0, BLOCK_LIMITS.text)),
  };
}

/**
 * A section's steps in a held-back language's draft: the guide's stored steps (the shown language's
 * words and images) with the held language's own words laid over them by position. A step only
 * the held language has comes with its words and no image: its picture was not imported (only the
 * shown language's are), so the owner adds it in the editor.
 */
export function heldSteps(stored: StoredStep[], own: ExportedStep[], lang: Lang): StepDto[] {
  const out: StepDto[] = [];
  for (let k = 0; k < Math.max(stored.length, own.length); k++) {
    const s = stored[k];
    const o = own[k];
    const step: StepDto = s
      ? { ...s, image: mediaUrl(s.image) }
      : { action_how: '', action_paano: '', details_how: [], details_paano: [], image: null };
    if (o) {
      const action = o.action.slice(0, BLOCK_LIMITS.action);
      const alt = o.image_alt.slice(0, BLOCK_LIMITS.alt);
      if (lang === 'how') Object.assign(step, { action_how: action, details_how: o.details, image_how_alt: alt || step.image_how_alt });
      else Object.assign(step, { action_paano: action, details_paano: o.details, image_paano_alt: alt || step.image_paano_alt });
    }
    out.push(step);
  }
  return out;
}
