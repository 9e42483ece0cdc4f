import type { Lang, SectionDto } from '../api/types';
import type { SectionInput } from './admin-api';
import { stepFromDto, stepToInput, type StepDraft } from './editor/step-model';

/** SPEC §5: a heading starting with [p] makes the section a "key insight" paragraph. */
const PARAGRAPH_MARKER = /^\s*\[p\]\s*/i;

/** One section as the create form and the editor hold it: headings without the [p] marker. */
export interface SectionDraft {
  key: string;
  id?: number;
  heading: Record<Lang, string>;
  paragraph: Record<Lang, boolean>;
  bullets: Record<Lang, string[]>;
  imageFile: File | null;
  /** URL of the stored image (editor). */
  imageUrl: string | null;
  removeImage: boolean;
  /** The image's alt text per language (editor; undefined until loaded or typed: not sent) and its decorative mark. */
  alt?: Record<Lang, string>;
  decorative?: boolean;
  /** The stored headings as they came (editor): sent back unchanged when not edited. */
  raw?: Record<Lang, string>;
  /** Issue 38: the section's numbered steps (editor; undefined: not sent, the stored ones stay). */
  steps?: StepDraft[];
}

let keySeq = 0;
function nextKey(): string {
  keySeq += 1;
  return `s${keySeq}`;
}

/** The section shows an image after the save: a new file, or the stored one not removed. */
export function hasImage(draft: SectionDraft): boolean {
  return Boolean(draft.imageFile || (draft.imageUrl && !draft.removeImage));
}

export function emptySection(): SectionDraft {
  return {
    key: nextKey(),
    heading: { how: '', paano: '' },
    paragraph: { how: false, paano: false },
    bullets: { how: [''], paano: [''] },
    imageFile: null,
    imageUrl: null,
    removeImage: false,
  };
}

export function splitHeading(heading: string): { text: string; paragraph: boolean } {
  const paragraph = PARAGRAPH_MARKER.test(heading);
  return { text: paragraph ? heading.replace(PARAGRAPH_MARKER, '') : heading, paragraph };
}

export function joinHeading(text: string, paragraph: boolean): string {
  return paragraph ? `[p] ${text.trim()}` : text;
}

export function sectionFromDto(section: SectionDto): SectionDraft {
  const how = splitHeading(section.section_how ?? '');
  const paano = splitHeading(section.section_paano ?? '');
  const howBullets = section.section_how_bullets ?? [];
  const paanoBullets = section.section_paano_bullets ?? [];
  return {
    key: nextKey(),
    id: section.id,
    heading: { how: how.text, paano: paano.text },
    paragraph: { how: how.paragraph, paano: paano.paragraph },
    bullets: { how: howBullets.length ? [...howBullets] : [''], paano: paanoBullets.length ? [...paanoBullets] : [''] },
    imageFile: null,
    imageUrl: section.section_img ?? section.image ?? null,
    removeImage: false,
    alt: { how: section.section_how_img_alt ?? '', paano: section.section_paano_img_alt ?? '' },
    decorative: section.image_decorative ?? false,
    raw: { how: section.section_how ?? '', paano: section.section_paano ?? '' },
    steps: (section.steps ?? []).map(stepFromDto),
  };
}

/** The heading to send: the stored one byte for byte unless the user changed it. */
function headingFor(draft: SectionDraft, lang: Lang): string {
  const raw = draft.raw?.[lang];
  if (raw !== undefined) {
    const stored = splitHeading(raw);
    if (stored.text === draft.heading[lang] && stored.paragraph === draft.paragraph[lang]) return raw;
  }
  return joinHeading(draft.heading[lang], draft.paragraph[lang]);
}

export function sectionToInput(draft: SectionDraft): SectionInput {
  return {
    id: draft.id,
    section_how: headingFor(draft, 'how'),
    section_paano: headingFor(draft, 'paano'),
    section_how_bullets: draft.bullets.how,
    section_paano_bullets: draft.bullets.paano,
    imageFile: draft.imageFile,
    removeImage: draft.removeImage,
    imageAlt: draft.alt,
    imageDecorative: draft.decorative,
    ...(draft.steps ? { steps: draft.steps.map(stepToInput), stepFiles: draft.steps.map((step) => step.imageFile) } : {}),
  };
}

/** The list with the item at `index` moved by `by` places (up: -1, down: 1); unchanged at the ends. */
export function moveItem<T>(items: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
