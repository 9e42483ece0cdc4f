/**
 * What the search index holds for one language version of a guide, and what a query asks for,
 * both built from the same word functions (tagalog.ts) so they always agree. Pure functions.
 */
import { plainText } from '../../client/src/shared/format/parse';
import { stripParagraphMarker } from '../../client/src/shared/format/paragraph';
import { englishTerm, filipinoTerm, words } from '../../client/src/shared/tagalog';
import type { Lang } from '../content/guide.entity';

/** One language's text of a guide, as stored (SPEC §5 formatting markers still in it). */
export interface GuideText {
  title: string;
  metaKeywords: string;
  headerDescription: string;
  introduction: string;
  conclusion: string;
  headings: string[];
  bullets: string[][];
}

/**
 * Terms by weight, each a space-separated list for to_tsvector('english', ...):
 * A title; B keywords and header description; C introduction and section headings;
 * D bullets and conclusion.
 */
export interface DocumentTerms {
  a: string;
  b: string;
  c: string;
  d: string;
}

/** The term of one word of a text in that language (null: a stop word). */
export function termOf(lang: Lang, word: string): string | null {
  return lang === 'paano' ? filipinoTerm(word) : englishTerm(word);
}

/** Formatting markers dropped, then each word turned into its term. */
export function textTerms(lang: Lang, text: string): string[] {
  const out: string[] = [];
  for (const w of words(plainText(text))) {
    const t = termOf(lang, w);
    if (t) out.push(t);
  }
  return out;
}

export function documentTerms(lang: Lang, g: GuideText): DocumentTerms {
  const join = (texts: string[]) => texts.flatMap((t) => textTerms(lang, t)).join(' ');
  return {
    a: join([g.title]),
    b: join([g.metaKeywords, g.headerDescription]),
    c: join([g.introduction, ...g.headings.map(stripParagraphMarker)]),
    d: join([...g.bullets.flat(), g.conclusion]),
  };
}

/**
 * A query as groups of alternative terms, one group per content word: the word read as English
 * and read as Filipino (stem or loanword), so "ehersisyo" asks for "exercise" in both languages
 * and a Taglish query matches either version. Stop words make no group.
 */
export function queryGroups(q: string): string[][] {
  const groups: string[][] = [];
  const seen = new Set<string>();
  for (const w of words(q)) {
    const variants = [...new Set([englishTerm(w), filipinoTerm(w)].filter((t): t is string => t !== null))];
    if (!variants.length) continue;
    const key = variants.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push(variants);
  }
  return groups;
}

/**
 * The to_tsquery('english', ...) text of the groups: alternatives OR-ed within a group, groups
 * AND-ed (or OR-ed for the fallback). Terms are [a-z0-9]+ only (see words()), so the text cannot
 * carry tsquery operators of its own.
 */
export function tsqueryText(groups: string[][], op: '&' | '|' = '&'): string {
  return groups.map((g) => (g.length === 1 ? g[0] : `(${g.join(' | ')})`)).join(` ${op} `);
}
