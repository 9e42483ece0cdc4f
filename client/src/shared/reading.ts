import type { Lang, SectionDto } from '../api/types';
import { sectionText, translationOf, type GuideLike } from './translation';

/** SPEC §9: read time = total words / 200, rounded up, in minutes. */
export const WORDS_PER_MINUTE = 200;

/**
 * Words a reader sees in formatted text (SPEC §5): markup that never shows is left out first —
 * the [p] marker, [16px ...] and /16px .../ size markers, the (url) part of [text](url) and
 * stray bold/italic/code markers — then every whitespace-separated run holding a letter or digit
 * counts once.
 */
export function countWords(text: unknown): number {
  if (typeof text !== 'string' || !text) return 0;
  const visible = text
    .replace(/^\s*\[p\]/i, ' ')
    .replace(/\[(\d{1,3})px\s+/gi, ' ')
    .replace(/(^|[^\w/])\/(\d{1,3})px\s+/gi, '$1 ')
    .replace(/\]\([^)\s]*\)/g, ' ');
  let count = 0;
  for (const token of visible.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count++;
  }
  return count;
}

/** Minutes to read `totalWords` words: rounded up, at least 1. */
export function readTimeMinutes(totalWords: number): number {
  if (!Number.isFinite(totalWords) || totalWords <= 0) return 1;
  return Math.max(1, Math.ceil(totalWords / WORDS_PER_MINUTE));
}

/** The word counts the draft preview banner shows (SPEC §2). */
export interface WordCounts {
  header: number;
  introduction: number;
  sections: number;
  conclusion: number;
  total: number;
}

/** A guide with its sections, in any of the shapes `translationOf` reads. */
export type GuideWithSections = GuideLike & { sections?: Partial<SectionDto>[] | null };

/**
 * Word counts of a guide in one language: header = header description, sections = every section
 * heading and bullet. The title is not counted (it is not part of the reading).
 */
export function wordCounts(guide: GuideWithSections | null | undefined, lang: Lang): WordCounts {
  const t = translationOf(guide, lang);
  const header = countWords(t.header_description);
  const introduction = countWords(t.introduction);
  const conclusion = countWords(t.conclusion);
  let sections = 0;
  for (const section of guide?.sections ?? []) {
    const { heading, bullets } = sectionText(section, lang);
    sections += countWords(heading);
    for (const bullet of bullets) sections += countWords(bullet);
  }
  return { header, introduction, sections, conclusion, total: header + introduction + sections + conclusion };
}

/** Total words of a guide in one language (header description, introduction, sections, conclusion). */
export function guideWordCount(guide: GuideWithSections | null | undefined, lang: Lang): number {
  return wordCounts(guide, lang).total;
}

/** The guide page's estimated read time in minutes. */
export function guideReadTime(guide: GuideWithSections | null | undefined, lang: Lang): number {
  return readTimeMinutes(guideWordCount(guide, lang));
}

/** Reading progress in percent for a scroll position, capped to 0–100 (SPEC §9). */
export function readingProgress(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  // A page that fits the window is read entirely as soon as it is shown.
  if (!Number.isFinite(scrollable) || scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollTop / scrollable) * 100)));
}
