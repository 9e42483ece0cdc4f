/**
 * Filipino (Tagalog + Taglish) word handling for search: a rule-based stemmer, a stop-word list
 * and a small dictionary of Filipino spellings of English loanwords. Pure functions, no I/O: the
 * indexer runs them over every guide's text and the search service over every query, so a word
 * and each of its inflected forms meet at the same term. No search engine ships a Tagalog
 * stemmer; these rules follow the affix system (prefixes, -um-/-in- infixes, partial
 * reduplication, -an/-in/-han/-hin suffixes) with guards that keep a root at two syllables or
 * more, which is what keeps most English words in Taglish text intact. The word lists it reads
 * are in tagalog-words.ts.
 */

import { LOANWORDS, STOP_WORDS } from './tagalog-words';

const VOWEL = /[aeiou]/;
const vowelCount = (s: string): number => {
  let n = 0;
  for (const ch of s) if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') n++;
  return n;
};
const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWEL.test(ch);
const isConsonant = (ch: string | undefined): boolean => ch !== undefined && /[a-z]/.test(ch) && !isVowel(ch);

/**
 * Letters the native (Abakada) spelling does not use: a word with one of them is an English or
 * Spanish loan written as such ("exercise", "investing", "cellphone") and is not taken apart.
 */
const FOREIGN_LETTERS = /[cfjqvxz]/;

/** A root keeps at least two syllables and three letters ("kain" is not "ka" + "in"). */
function rootOk(s: string): boolean {
  return s.length >= 3 && vowelCount(s) >= 2;
}

/** After a prefix the root starts like a Tagalog syllable: a vowel, one consonant + vowel, or "ng". */
function startsLikeSyllable(s: string): boolean {
  if (isVowel(s[0])) return true;
  if (s.startsWith('ng')) return true;
  return isConsonant(s[0]) && isVowel(s[1]);
}

/** Longest first. Each is removed only when what is left is a plausible root. */
const PREFIXES = [
  'nakikipag',
  'makikipag',
  'pakikipag',
  'pinakama',
  'nakapag',
  'makapag',
  'pinaka',
  'napaka',
  'ipinag',
  'nakipag',
  'makipag',
  'magpa',
  'nagpa',
  'pagpa',
  'magka',
  'nagka',
  'pagka',
  'magsi',
  'nagsi',
  'pinag',
  'ipag',
  'maka',
  'naka',
  'paka',
  'maki',
  'naki',
  'paki',
  'mang',
  'nang',
  'pang',
  'mag',
  'nag',
  'pag',
  'ipa',
  'ika',
  'ma',
  'na',
  'pa',
  'ka',
];

const SUFFIX_RE = /(?:han|hin|an|in)$/;

/**
 * Words made from a prefix long ago that now mean something of their own: a search for a parent
 * (magulang) should not find every guide about age (gulang), nor a sibling (kapatid) tripping (patid).
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['magulang', 'kapatid', 'pamilya', 'kaibigan']);

/**
 * A prefix ending in a consonant (pag-, mag-, pang-) before a vowel is written with a hyphen
 * (pag-aaral, mag-ipon; words() splits there), so unhyphenated the consonant starts the root:
 * pagagalingin is pa- + ga (reduplication) + galing + -in, magaling is ma- + galing. A doubled vowel
 * after it is the reduplication of a vowel root typed without the hyphen (pagaaral).
 */
function hidesConsonant(prefix: string, rest: string): boolean {
  return isConsonant(prefix[prefix.length - 1]) && isVowel(rest[0]) && rest[1] !== rest[0];
}

/**
 * What a prefix leaves must hold a root once its suffix goes too: "palitan" is palit + -an, not
 * pa- + "litan" (whose root "lit" is one syllable), so papalitan, palitan and palit meet at palit.
 */
function leavesRoot(rest: string): boolean {
  const suffix = SUFFIX_RE.exec(rest);
  return !suffix || rootOk(rest.slice(0, -suffix[0].length));
}

function stripPrefix(w: string): string {
  for (const p of PREFIXES) {
    if (w.startsWith(p)) {
      const rest = w.slice(p.length);
      if (hidesConsonant(p, rest)) continue;
      if (rootOk(rest) && startsLikeSyllable(rest) && leavesRoot(rest)) return rest;
    }
  }
  // i- (ilista, ihiwalay) but not before a suffix: "iwasan" is iwas + -an, not i + wasan.
  if (w.startsWith('i') && !SUFFIX_RE.test(w)) {
    const rest = w.slice(1);
    if (rootOk(rest) && isConsonant(rest[0]) && isVowel(rest[1])) return rest;
  }
  // ni- before l (nilalagnat, niluto) and um-/in- before a vowel (umalis, inalis).
  if (w.startsWith('ni') && w[2] === 'l' && rootOk(w.slice(2))) return w.slice(2);
  if ((w.startsWith('um') || w.startsWith('in')) && isVowel(w[2]) && rootOk(w.slice(2))) return w.slice(2);
  return w;
}

/** -um- and -in- after the first consonant: gumawa → gawa, binasa → basa. */
function stripInfix(w: string): string {
  const m = /^([bcdfghklmnprstwy])(um|in)([aeiou].*)$/.exec(w);
  if (m && rootOk(m[1] + m[3])) return m[1] + m[3];
  return w;
}

/**
 * Partial reduplication of the first syllable: babasa → basa, aaral → aral, popro- → pro-
 * (pinoprotektahan), and Taglish "ba-budget" where the copied vowel is a (nagbabudget).
 */
function stripReduplication(w: string): string {
  if (isVowel(w[0]) && w[1] === w[0] && rootOk(w.slice(1))) return w.slice(1);
  if (isConsonant(w[0]) && isVowel(w[1]) && w[2] === w[0]) {
    const rest = w.slice(2);
    const sameVowel = rest[1] === w[1] || (isConsonant(rest[1]) && rest[2] === w[1]);
    if ((sameVowel || w[1] === 'a') && rootOk(rest)) return rest;
  }
  return w;
}

function stripSuffix(w: string): string {
  for (const s of ['han', 'hin']) {
    if (w.endsWith(s)) {
      const rest = w.slice(0, -s.length);
      if (isVowel(rest[rest.length - 1]) && rootOk(rest)) return rest;
    }
  }
  for (const s of ['an', 'in']) {
    if (w.endsWith(s)) {
      let rest = w.slice(0, -s.length);
      if (!rootOk(rest)) continue;
      // d becomes r between vowels: bayad → bayaran.
      if (rest.endsWith('r') && isVowel(rest[rest.length - 2])) rest = `${rest.slice(0, -1)}d`;
      return rest;
    }
  }
  return w;
}

/** o and u alternate in a root's last syllable (tulog → tulugan, inom → inumin): one spelling, u. */
function foldLastO(w: string): string {
  return w.replace(/o([^aeiou]*)$/, 'u$1');
}

/**
 * The root of one lower-case, accent-free Tagalog word ("pagtulog" → "tulug", "nagbabasa" →
 * "basa", "pinoprotektahan" → "protekta"). Words spelled the English way are returned as they are.
 */
export function stemTagalog(word: string): string {
  if (word.length < 4 || FOREIGN_LETTERS.test(word) || /\d/.test(word) || WHOLE_WORDS.has(word)) return word;
  let w = word;
  for (let round = 0; round < 4; round++) {
    const before = w;
    w = stripReduplication(stripInfix(stripPrefix(w)));
    if (w === before) break;
  }
  w = stripSuffix(w);
  // A suffix can hide one more prefix or reduplication: pag-aaralan, babayaran.
  w = stripReduplication(stripPrefix(w));
  return foldLastO(w);
}

/** The loanword table keyed by stem too, so inflected forms (nag-eehersisyo) are found. */
const LOANWORDS_BY_STEM: ReadonlyMap<string, string> = new Map(
  Object.entries(LOANWORDS).flatMap(([k, v]) => [[k, v] as const, [stemTagalog(k), v] as const]),
);

/** Lower case, accents folded (ñ → n, é → e). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The first half of "nagla-lag", "nire-remit", "ina-apply": an affix plus a copied syllable. */
const HYPHEN_PREFIX = /^(?:[mnp]ag|[mnp]a|[mnp]aka|[mn]akapag|i|in|ni|ka|um)?[bcdfghklmnprstwy]?[aeiou]$/;

/**
 * The words of a text as search sees them: folded, split at anything that is not a letter or a
 * digit (hyphens too, after dropping affix halves such as "mag-" or "nagla-"), only a-z and 0-9
 * kept, one-letter words dropped.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  const compounds = fold(text).match(/[\p{L}\p{N}]+(?:['’‐-][\p{L}\p{N}]+)*/gu) ?? [];
  for (const compound of compounds) {
    const parts = compound.split(/['’‐-]/);
    parts.forEach((raw, i) => {
      const part = raw.replace(/[^a-z0-9]/g, '');
      if (part.length < 2) return;
      if (i < parts.length - 1 && HYPHEN_PREFIX.test(part)) return;
      out.push(part);
    });
  }
  return out;
}

/** The English word a loanword spelling stands for, or the word itself. */
export function canonical(word: string): string {
  return LOANWORDS[word] ?? LOANWORDS_BY_STEM.get(word) ?? word;
}

/**
 * The search term of one word of a Filipino text: null for a stop word, else its loanword's
 * English spelling or its Tagalog stem (a stem that is itself a stop word is dropped too).
 */
export function filipinoTerm(word: string): string | null {
  const cached = FILIPINO_TERMS.get(word);
  if (cached !== undefined) return cached;
  const term = computeFilipinoTerm(word);
  // Re-indexing a large catalogue meets the same few thousand words again and again.
  if (FILIPINO_TERMS.size >= TERM_CACHE_SIZE) FILIPINO_TERMS.clear();
  FILIPINO_TERMS.set(word, term);
  return term;
}

const TERM_CACHE_SIZE = 200_000;
const FILIPINO_TERMS = new Map<string, string | null>();

function computeFilipinoTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  const loan = LOANWORDS[word];
  if (loan) return loan;
  const stem = stemTagalog(word);
  if (STOP_WORDS.has(stem)) return null;
  return canonical(stem);
}

/** The search term of one word of an English text: stop words dropped, loanword spellings mapped. */
export function englishTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  return canonical(word);
}
