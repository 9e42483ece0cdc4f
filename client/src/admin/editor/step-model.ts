import type { AtAGlanceDto, Lang, StepDto } from '../../api/types';
import { DIFFICULTIES, type Difficulty } from '../../api/types';

/**
 * A section's numbered steps (issue 38) as the editor holds them: the API's step, both languages
 * side by side, with a render key and a picked file (sent as step_image_{section}_{step}).
 */
export interface StepDraft extends StepDto {
  key: string;
  imageFile: File | null;
  image_how_alt: string;
  image_paano_alt: string;
}

let keySeq = 0;
const nextKey = () => `st${++keySeq}`;

export function emptyStep(): StepDraft {
  return {
    key: nextKey(),
    action_how: '',
    action_paano: '',
    details_how: [],
    details_paano: [],
    image: null,
    imageFile: null,
    image_how_alt: '',
    image_paano_alt: '',
  };
}

export function stepFromDto(step: StepDto): StepDraft {
  return {
    key: nextKey(),
    action_how: step.action_how ?? '',
    action_paano: step.action_paano ?? '',
    details_how: [...(step.details_how ?? [])],
    details_paano: [...(step.details_paano ?? [])],
    image: step.image ?? null,
    imageFile: null,
    image_how_alt: step.image_how_alt ?? '',
    image_paano_alt: step.image_paano_alt ?? '',
  };
}

/** Autosaved steps back in a form: fresh keys, no files (a file cannot be kept). */
export function stepsFromDraft(steps: unknown): StepDraft[] | undefined {
  if (!Array.isArray(steps)) return undefined;
  return steps.filter((s): s is StepDto => typeof s === 'object' && s !== null).map(stepFromDto);
}

export function stepsToDraft(steps: StepDraft[] | undefined): Record<string, unknown>[] | undefined {
  return steps?.map(({ key: _key, imageFile: _file, ...rest }) => rest);
}

export const actionOf = (step: StepDto, lang: Lang) => (lang === 'how' ? step.action_how : step.action_paano);
export const detailsOf = (step: StepDto, lang: Lang) => (lang === 'how' ? step.details_how : step.details_paano) ?? [];
export const altOf = (step: StepDto, lang: Lang) => (lang === 'how' ? step.image_how_alt : step.image_paano_alt) ?? '';

/** The step shows an image after the save: a new file, or the stored one. */
export function stepHasImage(step: StepDraft): boolean {
  return Boolean(step.imageFile || step.image);
}

/** The numbers (from 1) of the steps whose image has no alt text in `lang`: a save is refused until each has one. */
export function stepAltProblems(steps: StepDraft[] | undefined, lang: Lang): number[] {
  return (steps ?? []).flatMap((step, k) => (stepHasImage(step) && !altOf(step, lang).trim() ? [k + 1] : []));
}

/** A step's details as one text: one point a line, a point's sub-points on its indented lines (SPEC §5). */
export function detailsToText(details: string[]): string {
  return details.join('\n');
}

/** The text back as points: a line that starts with a space or tab continues the point above it. */
export function textToDetails(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (out.length > 0 && /^[ \t]/.test(line)) out[out.length - 1] += `\n${line}`;
    else out.push(line);
  }
  return out;
}

/** What a save sends: blank points dropped; a step with nothing typed and no image is dropped by the server. */
export function stepToInput(step: StepDraft): StepDto {
  const points = (details: string[]) => details.filter((d) => d.trim() !== '');
  return {
    action_how: step.action_how,
    action_paano: step.action_paano,
    details_how: points(step.details_how),
    details_paano: points(step.details_paano),
    image: step.image,
    image_how_alt: step.image_how_alt.trim(),
    image_paano_alt: step.image_paano_alt.trim(),
  };
}

/** Steps as the owner reads them in a conflict: numbered, the action, then its points. */
export function stepsText(steps: StepDto[] | undefined, lang: Lang): string[] {
  return (steps ?? []).flatMap((step, k) => [
    `  ${k + 1}) ${actionOf(step, lang)}`,
    ...detailsOf(step, lang)
      .filter((d) => d.trim())
      .map((d) => `     ${d}`),
    ...(step.image || (step as StepDraft).imageFile ? [`     [${altOf(step, lang) || '…'}]`] : []),
  ]);
}

/** "At a glance" as the form holds it: what is typed, so a half-typed number stays as typed. */
export interface AtAGlanceDraft {
  time_minutes: string;
  time_max_minutes: string;
  cost_min: string;
  cost_max: string;
  difficulty: Difficulty | '';
}

const asText = (n: number | undefined) => (n === undefined || n === null ? '' : String(n));

export function glanceFromDto(glance: AtAGlanceDto | undefined | null): AtAGlanceDraft {
  return {
    time_minutes: asText(glance?.time_minutes),
    time_max_minutes: asText(glance?.time_max_minutes),
    cost_min: asText(glance?.cost_min),
    cost_max: asText(glance?.cost_max),
    difficulty: glance?.difficulty ?? '',
  };
}

/** An autosaved "at a glance" (or none, from a draft older than it) back in the form. */
export function glanceFromDraft(draft: unknown): AtAGlanceDraft {
  const d = (typeof draft === 'object' && draft !== null ? draft : {}) as Partial<Record<keyof AtAGlanceDraft, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const difficulty = DIFFICULTIES.find((x) => x === d.difficulty) ?? '';
  return {
    time_minutes: text(d.time_minutes),
    time_max_minutes: text(d.time_max_minutes),
    cost_min: text(d.cost_min),
    cost_max: text(d.cost_max),
    difficulty,
  };
}

/** A typed amount as a whole number: "₱1,200" is 1200; blank is none. Anything else is sent as typed, for the server's message. */
function amount(text: string): number | string | undefined {
  const t = text.replace(/[₱,\s]/g, '');
  if (!t) return undefined;
  return /^\d+$/.test(t) ? Number(t) : text.trim();
}

/** What a save sends: only the facts given; none at all is null (the guide shows no "at a glance"). */
export function glanceToInput(glance: AtAGlanceDraft): Record<string, number | string> | null {
  const out: Record<string, number | string> = {};
  for (const key of ['time_minutes', 'time_max_minutes', 'cost_min', 'cost_max'] as const) {
    const v = amount(glance[key]);
    if (v !== undefined) out[key] = v;
  }
  if (glance.difficulty) out.difficulty = glance.difficulty;
  return Object.keys(out).length ? out : null;
}

/** "At a glance" as the owner reads it in a conflict. */
export function glanceText(glance: AtAGlanceDraft): string {
  const range = (a: string, b: string) => (a.trim() ? (b.trim() ? `${a.trim()}–${b.trim()}` : a.trim()) : '');
  return [
    range(glance.time_minutes, glance.time_max_minutes) && `⏱ ${range(glance.time_minutes, glance.time_max_minutes)} min`,
    range(glance.cost_min, glance.cost_max) && `₱${range(glance.cost_min, glance.cost_max)}`,
    glance.difficulty,
  ]
    .filter(Boolean)
    .join(' · ');
}
