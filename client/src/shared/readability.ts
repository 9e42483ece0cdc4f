import { syllable } from 'syllable';
import { fold, stemTagalog } from './tagalog';

/**
 * Readability in the guide's own language (issue 27 item 6), as pure functions over plain text:
 * English by the Flesch reading ease (syllables counted by the `syllable` library) and sentence
 * length; Filipino, for which no formula is standard, by sentence and word length and by steps that
 * start with a verb (found with the search's Tagalog stemmer, shared/tagalog.ts).
 */

/** Sentences: split after . ! ? (and at line ends: each bullet is one); empty ones dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Words: runs of letters (with inner apostrophes and hyphens), numbers left out. */
export function wordsOf(text: string): string[] {
  return text.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

export interface EnglishReadability {
  sentences: number;
  words: number;
  /** Average words per sentence. */
  wordsPerSentence: number;
  /** Flesch reading ease: 60 to 70 is plain English, under 50 is hard. */
  flesch: number;
  /** Sentences longer than LONG_SENTENCE words. */
  longSentences: number;
}

export const LONG_SENTENCE = { en: 25, fil: 20 } as const;

export function englishReadability(text: string): EnglishReadability {
  const list = sentences(text);
  const words = list.flatMap(wordsOf);
  const syllables = words.reduce((sum, w) => sum + Math.max(1, syllable(w)), 0);
  const n = Math.max(1, words.length);
  const s = Math.max(1, list.length);
  const flesch = 206.835 - 1.015 * (words.length / s) - 84.6 * (syllables / n);
  return {
    sentences: list.length,
    words: words.length,
    wordsPerSentence: round1(words.length / s),
    flesch: Math.round(Math.max(0, Math.min(100, flesch))),
    longSentences: list.filter((x) => wordsOf(x).length > LONG_SENTENCE.en).length,
  };
}

export interface FilipinoReadability {
  sentences: number;
  words: number;
  wordsPerSentence: number;
  /** Average letters per word (Filipino words run long: affixes and reduplication). */
  lettersPerWord: number;
  /** Share (0 to 1) of words of 5 syllables or more (one syllable per vowel, as Tagalog spells). */
  longWordShare: number;
  longSentences: number;
}

/** Syllables of a Filipino word: its vowel groups' vowels (Tagalog writes one vowel per syllable). */
export function filipinoSyllables(word: string): number {
  return Math.max(1, (fold(word).match(/[aeiou]/g) ?? []).length);
}

export function filipinoReadability(text: string): FilipinoReadability {
  const list = sentences(text);
  const words = list.flatMap(wordsOf);
  const n = Math.max(1, words.length);
  return {
    sentences: list.length,
    words: words.length,
    wordsPerSentence: round1(words.length / Math.max(1, list.length)),
    lettersPerWord: round1(words.reduce((sum, w) => sum + [...w].length, 0) / n),
    longWordShare: round2(words.filter((w) => filipinoSyllables(w) >= 5).length / n),
    longSentences: list.filter((x) => wordsOf(x).length > LONG_SENTENCE.fil).length,
  };
}

/** Words a step may start with that are never verbs (search's STOP_WORDS also holds verbs: "gawin"). */
const FUNCTION_WORDS = new Set(
  'ang ng sa si ni ay at o na nang mga kung para ito iyan iyon dito doon kapag bago habang upang dahil lahat bawat huwag hindi'.split(' '),
);

/**
 * Whether a Filipino step starts with a verb: its first word carries a verb affix the stemmer takes
 * off (mag-, i-, -um-, -in-: "Magbukas", "Ilagay", "Pumunta") or a command's -in/-an ("Buksan", "Gawin").
 * Nouns made with pag- and ka-...-an ("pagbabayad", "kalusugan") and function words are not verbs.
 */
export function startsWithFilipinoVerb(step: string): boolean {
  const first = wordsOf(step.replace(/^\s*[•·‣◦▪●\-–*.]\s*/u, ''))[0];
  if (!first) return false;
  const word = fold(first).replace(/[^a-z-]/g, '');
  const plain = word.replace(/-/g, '');
  if (FUNCTION_WORDS.has(plain) || /^(pag|pang|pam|mga)/.test(plain) || (/^ka/.test(plain) && /an$/.test(plain))) return false;
  // "mag-ipon", "i-save": a verb prefix written apart.
  if (/^(mag|nag|ma|na|i|um|pa)-/.test(word)) return true;
  // The stemmer spells a root's last o as u (tulog/tulugan): that alone is no affix.
  if (stemTagalog(plain) !== plain.replace(/o([^aeiou]*)$/, 'u$1')) return true;
  // Object-focus commands whose root loses a vowel (bukas -> buksan, gawa -> gawin): the suffix
  // the stemmer keeps because the shortened root looks too short.
  return /^[a-z]{2,}(h?in|h?an)$/.test(plain) && (plain.match(/[aeiou]/g) ?? []).length >= 2;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
