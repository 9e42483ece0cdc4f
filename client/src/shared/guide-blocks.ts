import type { AtAGlanceDto, Lang, NeedDto, StepDto, TranslationDto } from '../api/types';
import type { Catalogue } from '../i18n/en';

/**
 * Issue 38's blocks read in one language, whatever shape the guide arrives in (the public guide:
 * English at the top level, Filipino under paano_content; the editor's: `how` and `paano`). Pure:
 * the page, the preview and the structured data all read through these.
 */

type BlocksOf = Partial<Pick<TranslationDto, 'needs' | 'tips' | 'warnings'>>;
export type GuideWithBlocks = BlocksOf & {
  how?: BlocksOf | null;
  paano?: BlocksOf | null;
  paano_content?: BlocksOf | null;
  at_a_glance?: AtAGlanceDto | null;
};

export interface LanguageBlocks {
  needs: NeedDto[];
  tips: string[];
  warnings: string[];
}

const list = <T>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

export function blocksOf(guide: GuideWithBlocks | null | undefined, lang: Lang): LanguageBlocks {
  const g = guide ?? {};
  // The nested language object when there is one; English also lives at the top level.
  const own: BlocksOf = (lang === 'paano' ? (g.paano_content ?? g.paano) : (g.how ?? g)) ?? {};
  return {
    needs: list(own.needs).filter((n) => typeof n?.item === 'string' && n.item.trim() !== ''),
    tips: texts(own.tips),
    warnings: texts(own.warnings),
  };
}

/** A step's action line, explanation and image alt text in `lang`. */
export function stepText(step: Partial<StepDto>, lang: Lang): { action: string; details: string[]; alt: string } {
  const s = step as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { action: str(s[`action_${lang}`]), details: texts(s[`details_${lang}`]), alt: str(s[`image_${lang}_alt`]).trim() };
}

/** Minutes as a reader says them: under 2 hours in minutes, under 2 days in hours (rounded), then days. */
export function duration(minutes: number, t: Pick<Catalogue, 'minutes' | 'hours' | 'days'>): string {
  if (minutes < 120) return t.minutes(minutes);
  if (minutes < 2 * 24 * 60) return t.hours(Math.round((minutes / 60) * 10) / 10);
  return t.days(Math.round((minutes / (24 * 60)) * 10) / 10);
}

const peso = (n: number) => `₱${n.toLocaleString('en-US')}`;

/** The at-a-glance facts worded for a page, in order; absent facts are left out. */
export function glanceFacts(
  glance: AtAGlanceDto | null | undefined,
  t: Pick<
    Catalogue,
    'minutes' | 'hours' | 'days' | 'timeNeeded' | 'cost' | 'difficulty' | 'free' | 'difficultyEasy' | 'difficultyMedium' | 'difficultyHard'
  >,
): { key: 'time' | 'cost' | 'difficulty'; label: string; value: string }[] {
  if (!glance) return [];
  const out: { key: 'time' | 'cost' | 'difficulty'; label: string; value: string }[] = [];
  const { time_minutes: time, time_max_minutes: timeMax, cost_min: costMin, cost_max: costMax, difficulty } = glance;
  if (typeof time === 'number' || typeof timeMax === 'number') {
    const low = time ?? timeMax!;
    const high = timeMax !== undefined && timeMax !== low ? timeMax : undefined;
    // A range in one unit reads "30–45 min"; across units each end keeps its own ("90 min – 3 hr").
    const unit = (m: number) => (m < 120 ? 0 : m < 2 * 24 * 60 ? 1 : 2);
    const value =
      high === undefined
        ? duration(low, t)
        : unit(low) === unit(high)
          ? `${/^[\d.]+/.exec(duration(low, t))?.[0] ?? low}–${duration(high, t)}`
          : `${duration(low, t)} – ${duration(high, t)}`;
    out.push({ key: 'time', label: t.timeNeeded, value });
  }
  if (typeof costMin === 'number' || typeof costMax === 'number') {
    const low = costMin ?? costMax!;
    const high = costMax !== undefined && costMax !== low ? costMax : undefined;
    const value = low === 0 && high === undefined ? t.free : high === undefined ? peso(low) : `${peso(low)}–${peso(high)}`;
    out.push({ key: 'cost', label: t.cost, value });
  }
  if (difficulty) {
    const words = { easy: t.difficultyEasy, medium: t.difficultyMedium, hard: t.difficultyHard };
    out.push({ key: 'difficulty', label: t.difficulty, value: words[difficulty] ?? difficulty });
  }
  return out;
}
