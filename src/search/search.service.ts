import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchMatch, SearchResultDto } from '../../client/src/api/types';
import { detectQueryLanguage } from '../../client/src/shared/query-language';
import type { Lang } from '../content/guide.entity';
import { mapSearchResult, type SearchRow } from '../content/guide.mapper';
import { SearchIndexService } from './search-index.service';
import { queryGroups, tsqueryText } from './search-text';
import {
  anyWordSql,
  CORRECT_TYPOS_SQL,
  LEXEME_FREQUENCIES_SQL,
  LOAD_RESULTS_SQL,
  STOP_WORDS_ONLY_SQL,
  tierSql,
  TITLE_TRIGRAM_SQL,
  WINDOW_START_SQL,
} from './search.sql';
import { words } from '../../client/src/shared/tagalog';
import { STOP_WORDS } from '../../client/src/shared/tagalog-words';

export const SEARCH_MAX_RESULTS = 20;
/** "More results" (issue 39): pages of SEARCH_MAX_RESULTS, at most this many (100 results). */
export const SEARCH_MAX_PAGES = 5;
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** At most this many query words are searched (a pasted paragraph is not 200 conditions). */
export const SEARCH_MAX_WORDS = 8;
/**
 * pg_trgm's default word-similarity threshold (0.6) misses a one-letter slip in a short word:
 * word_similarity('invsting', 'how to start investing') is 0.58. 0.5 still keeps unrelated titles out.
 * Used by the last-resort title match only.
 */
export const TYPO_THRESHOLD = 0.5;
/** A query word this short is never "corrected" (too many near neighbours). */
export const TYPO_MIN_LENGTH = 4;
/**
 * Trigram similarity a known word needs to replace an unknown query word (pg_trgm's `%` default,
 * 0.3): "passwrod" → "password" is 0.38, "budgt" → "budget" 0.44, "dengeu" → "dengue" 0.45.
 */
export const WORD_TYPO_THRESHOLD = 0.3;
/**
 * ...and at most this many letters typed wrong (added, dropped, changed or two swapped; issue 39):
 * "sinigang" is not a typo of a word it merely shares trigrams with. Words of 8+ letters may have two.
 */
export function typoEditsAllowed(word: string): number {
  return word.length >= 8 ? 2 : 1;
}
/** The trigram similarity a correction of a Tagalog stem needs ("tapusn" → "tapus" 0.63, "sigang" → "siyang" 0.4). */
export const STEM_TYPO_THRESHOLD = 0.5;
/**
 * Whether a known word may stand for an unknown query word: the same first letter (a slip seldom
 * changes it: "sigang", the stem of "sinigang", is not "tigang") and few letters typed wrong.
 */
export function isTypoOf(typed: string, known: string): boolean {
  return typed[0] === known[0] && editDistance(typed, known) <= typoEditsAllowed(typed);
}
/**
 * The any-word fallback runs for queries of two words or more, all of them known to the index, and
 * keeps only documents that hold all query words but one (issue 39): of "dengue mosquito net
 * cooking" a guide holding one word is not an answer. A query word no guide holds (and no close
 * typo) leaves it out, so "renew passport" finds nothing and reaches the Readers screen's gap lists.
 */
export const SOME_WORDS_MIN_GROUPS = 2;
/** Documents ranked by the any-word fallback (the newest that hold any query word). */
export const BODY_CANDIDATES = 200;
/** A query of stop words only looks at this many of the newest documents (bounded whatever the catalogue). */
export const STOP_WORD_CANDIDATES = 1000;
/** ts_rank weights for D (bullets, conclusion), C (introduction, headings), B (keywords, header), A (title). */
export const RANK_WEIGHTS = '{0.05,0.2,0.4,1.0}';

/**
 * A tier first looks among the newest documents only: the smallest window of WINDOW_SIZES expected
 * to hold WINDOW_MARGIN times the rows it wants (by how common ANALYZE says its words are, see
 * share()); a window four times larger when it held too few, up to the largest; then the whole
 * catalogue. A window's cost grows with its size (the GIN index collects every document of the
 * window's minutes), not with its matches, so windows are sized for what is wanted, not more.
 * Words rarer than the largest window needs skip the windows: their matches are few anyway.
 */
export const WINDOW_MARGIN = 2;
export const WINDOW_SIZES = [256, 512, 1024, 2048, 4096, 8192, 16384, 32768] as const;
/** A window that held too few is followed by one this many steps of WINDOW_SIZES larger (×4). */
const WINDOW_ESCALATION = 2;
/** How long the lexeme frequencies (from ANALYZE) and the windows' starts are reused. */
const FREQUENCIES_TTL_MS = 5 * 60_000;
const WINDOW_START_TTL_MS = 60_000;

interface Hit {
  guide_id: number;
  lang: string;
  /** How this hit was found (set by the tiers; else the search's one way). */
  match?: SearchMatch;
}

/** The hits of a search and how they were found (a hit's own `match` first). */
interface Found {
  hits: Hit[];
  match: SearchMatch;
}

/** A query word after typo correction: its terms, their lexemes, whether the index holds any of them, and whether they replace the word typed. */
interface Group {
  terms: string[];
  lexemes: string[];
  known: boolean;
  corrected?: boolean;
}

type Frequencies = Record<'title' | 'head' | 'body', Map<string, number>>;

/** A search that found guides waiting in the index's queue. */
const QUEUED = Symbol('queued');

/**
 * Whole-guide search in both languages (see search_document, Migration20261123100000):
 *
 * 1. The query becomes groups of terms (search-text.ts): each content word read as English and as
 *    Filipino (Tagalog stem, loanword), stop words ("paano", "how to", "mag", "ng") dropped.
 * 2. A word the index has never seen is replaced by its nearest indexed word (trigram similarity
 *    on search_word), so typos in titles and bodies alike are forgiven.
 * 3. Documents with every word (AND) come in three tiers: the words in the title, in title,
 *    keywords or header, anywhere in the guide; newest first within a tier. No document has them
 *    all and there are several words: the newest BODY_CANDIDATES documents with any of them,
 *    ranked by ts_rank. Still nothing: a trigram match on titles, as before.
 *
 * Values are always bound parameters, never spliced in.
 */
@Injectable()
export class SearchService {
  private freq: { value: Frequencies; at: number } | null = null;
  private readonly windowStarts = new Map<number, { start: Date | null; at: number }>();

  constructor(
    private readonly em: EntityManager,
    private readonly index: SearchIndexService,
  ) {}

  /**
   * Published guides matching q in either language, best first, at most 20, each saying how it was
   * found (`match`); the versions in the query's language, when it clearly has one, before the other
   * language's version of the same guide. A blank q finds nothing.
   */
  async search(q: string): Promise<SearchResultDto[]> {
    return (await this.searchPage(q, 1)).results;
  }

  /**
   * One page of SEARCH_MAX_RESULTS results (issue 39's "more results"), and whether a next page
   * exists: the search collects page × 20 + 1 hits (the one more says so), in the same order as page 1.
   */
  async searchPage(q: string, page: number): Promise<{ results: SearchResultDto[]; more: boolean }> {
    const query = normaliseQuery(q);
    const p = searchPageNumber(page);
    if (!query) return { results: [], more: false };
    const wanted = p * SEARCH_MAX_RESULTS + 1;
    const prefer = preferredLang(query);
    const groups = queryGroups(query).slice(0, SEARCH_MAX_WORDS);
    // Only stop words ("paano", "how to", "the"): on a site of how-to guides that is not nothing.
    if (!groups.length) return this.stopWordsOnly(query, prefer, p, wanted);
    let found = await this.find(query, groups, this.index.mayCatchUp(), wanted);
    if (found === QUEUED) {
      // Guides saved outside the app wait in the index's queue: index them, then search.
      await this.index.catchUp();
      found = (await this.find(query, groups, false, wanted)) as Found;
    }
    return this.results(found, prefer, p);
  }

  /**
   * A query of stop words only (issue 29): among the newest STOP_WORD_CANDIDATES documents, those
   * whose title holds the words as a phrase ("how to", "paano"), then the others, the query's
   * language first, newest first. Never confident enough to open a guide by itself.
   */
  private async stopWordsOnly(
    query: string,
    prefer: Lang | null,
    page: number,
    wanted: number,
  ): Promise<{ results: SearchResultDto[]; more: boolean }> {
    const phrase = words(query);
    if (!phrase.length) return { results: [], more: false };
    await this.index.catchUp();
    // words() are [a-z0-9]+ only: nothing in them is a regular expression operator.
    const pattern = `\\m${phrase.join('[^[:alnum:]]+')}\\M`;
    return this.em.fork().transactional(
      async (em) => {
        const hits = await em.execute<Hit[]>(STOP_WORDS_ONLY_SQL, [STOP_WORD_CANDIDATES, pattern, prefer ?? '', wanted]);
        return this.results({ hits, match: 'phrase' }, null, page, em);
      },
      { readOnly: true },
    );
  }

  /** The results of what a search found, in the query language's order, each tagged with how it was found. */
  private async results(
    found: Found,
    prefer: Lang | null,
    page: number,
    em: EntityManager = this.em.fork(),
  ): Promise<{ results: SearchResultDto[]; more: boolean }> {
    const ordered = preferLanguage(found.hits, prefer);
    const shown = ordered.slice((page - 1) * SEARCH_MAX_RESULTS, page * SEARCH_MAX_RESULTS);
    const loaded = await this.load(em, shown);
    const how = new Map(found.hits.map((h) => [`${h.guide_id}:${h.lang}`, h.match ?? found.match]));
    return {
      results: loaded.map((r) => ({ ...r, match: how.get(`${r.id}:${r.language}`) ?? found.match })),
      more: ordered.length > page * SEARCH_MAX_RESULTS && page < SEARCH_MAX_PAGES,
    };
  }

  /**
   * One read-only transaction; sequential scans are off in it (set by its first statement), so no
   * misjudged word can make PostgreSQL read every document (each statement has an index that
   * answers it). With `checkQueue`, gives up (QUEUED) when guides wait to be indexed.
   */
  private find(query: string, groups: string[][], checkQueue: boolean, wanted: number): Promise<Found | typeof QUEUED> {
    return this.em.fork().transactional(
      async (em): Promise<Found | typeof QUEUED> => {
        const typos = await this.correctTypos(em, groups);
        if (checkQueue && typos.queued) return QUEUED;
        const corrected = typos.groups;
        // A word the index has never seen (and no close one) matches no document: skip straight to
        // the title match, without reading the documents.
        const allKnown = corrected.every((g) => g.known);
        if (allKnown) {
          const hits = await this.tiers(em, corrected, wanted);
          if (hits.length)
            return corrected.some((g) => g.corrected)
              ? { hits: hits.map(({ match: _, ...h }) => h), match: 'corrected' }
              : { hits, match: 'text' };
          if (corrected.length >= SOME_WORDS_MIN_GROUPS) {
            const some = await this.anyWord(em, corrected, await this.frequencies(em), wanted);
            if (some.length) return { hits: some, match: 'some_words' };
          }
        }
        const similar = await this.titleTrigram(
          em,
          words(query)
            .filter((w) => !STOP_WORDS.has(w))
            .join(' '),
          wanted,
        );
        return { hits: similar, match: 'similar_title' };
      },
      { readOnly: true },
    );
  }

  /** Each group none of whose terms is indexed gets the closest indexed word instead, if one is close enough. */
  private async correctTypos(em: EntityManager, groups: string[][]): Promise<{ groups: Group[]; queued: boolean }> {
    const terms = [...new Set(groups.flat())];
    const rows = await em.execute<
      {
        term: string;
        queued: boolean;
        lexeme: string | null;
        known: boolean;
        best: string | null;
        score: number | null;
        best_lexeme: string | null;
      }[]
    >(CORRECT_TYPOS_SQL, [JSON.stringify(terms), TYPO_MIN_LENGTH]);
    const byTerm = new Map(rows.map((r) => [r.term, r]));
    const lexemes = (ls: (string | null | undefined)[]) => [...new Set(ls.filter((l): l is string => !!l))];
    const corrected = groups.map((group) => {
      if (group.some((t) => byTerm.get(t)?.known))
        return { terms: group, lexemes: lexemes(group.map((t) => byTerm.get(t)?.lexeme)), known: true };
      let best: { word: string; score: number; lexeme: string | null } | null = null;
      for (const t of group) {
        const r = byTerm.get(t);
        if (
          r?.best &&
          r.score !== null &&
          r.score >= WORD_TYPO_THRESHOLD &&
          // The same English stem ("investments" → "investing"), or a real slip: a stem (the group's
          // later terms) is short, and a one-letter slip there is often another word ("sigang", from
          // "sinigang", and "siyang"), so it must be closer.
          ((r.lexeme !== null && r.best_lexeme === r.lexeme) ||
            (isTypoOf(t, r.best) && (t === group[0] || r.score >= STEM_TYPO_THRESHOLD))) &&
          (!best || r.score > best.score)
        )
          best = { word: r.best, score: r.score, lexeme: r.best_lexeme };
      }
      if (best) return { terms: [best.word], lexemes: lexemes([best.lexeme]), known: true, corrected: true };
      return { terms: group, lexemes: lexemes(group.map((t) => byTerm.get(t)?.lexeme)), known: false };
    });
    return { groups: corrected, queued: rows.some((r) => r.queued) };
  }

  /**
   * Every query word present, in three tiers, newest first within each: in the title, in the
   * title/keywords/header, anywhere in the guide. Each tier is one indexed statement with a
   * limit, read the way that suits how common the words are (see tierSql).
   */
  private async tiers(em: EntityManager, groups: Group[], wanted: number): Promise<Hit[]> {
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const terms = groups.map((g) => g.terms);
    const freq = await this.frequencies(em);
    const tsquery = tsqueryText(terms, '&');
    const tiers = ['title', 'head', 'body'] as const;
    for (const column of tiers) {
      // Earlier tiers' hits come again in later ones (a title is part of the body): ask for enough.
      const limit = wanted + hits.length;
      const rows = await this.newestMatches<Hit>(
        em,
        tierSql(column, true),
        tierSql(column, false),
        [tsquery],
        [limit],
        this.share(freq[column], groups, '&'),
        limit * WINDOW_MARGIN,
        (r) => r.length >= limit,
      );
      for (const row of rows) {
        const key = `${row.guide_id}:${row.lang}`;
        if (seen.has(key) || hits.length >= wanted) continue;
        seen.add(key);
        hits.push({ guide_id: row.guide_id, lang: row.lang, match: column === 'body' ? 'text' : 'title' });
      }
      if (hits.length >= wanted) break;
    }
    return hits;
  }

  /**
   * The newest matches of a statement: first among the newest documents only (windows sized to hold
   * `wanted` rows by the expected `share` of matching documents), then, unless a window held
   * `enough`, in the whole catalogue. Params go before and after the window's start, as the SQL takes them.
   */
  private async newestMatches<R>(
    em: EntityManager,
    windowedSql: string,
    wholeSql: string,
    before: unknown[],
    after: unknown[],
    share: number,
    wanted: number,
    enough: (rows: R[]) => boolean,
  ): Promise<R[]> {
    const last = WINDOW_SIZES.length - 1;
    const first = WINDOW_SIZES.findIndex((size) => size * share >= wanted);
    for (let i = first; i >= 0; i = i === last ? -1 : Math.min(i + WINDOW_ESCALATION, last)) {
      const start = await this.windowStart(em, WINDOW_SIZES[i]);
      // A catalogue smaller than the window: the whole of it is the window.
      if (!start) break;
      const rows = await em.execute<R[]>(windowedSql, [...before, start, ...after]);
      if (enough(rows)) return rows;
    }
    return em.execute<R[]>(wholeSql, [...before, ...after]);
  }

  /** The update time where the window of the `size` newest published documents starts (null: fewer documents than that). */
  private async windowStart(em: EntityManager, size: number): Promise<Date | null> {
    const cached = this.windowStarts.get(size);
    if (cached && Date.now() - cached.at < WINDOW_START_TTL_MS) return cached.start;
    const [row] = await em.execute<{ updated_at: Date }[]>(WINDOW_START_SQL, [size]);
    const start = row ? new Date(row.updated_at) : null;
    this.windowStarts.set(size, { start, at: Date.now() });
    return start;
  }

  /** No document has every word: the newest documents with any of them, ranked by how much of the query they hold. */
  private async anyWord(em: EntityManager, groups: Group[], freq: Frequencies, wanted: number): Promise<Hit[]> {
    const tsquery = tsqueryText(
      groups.map((g) => g.terms),
      '|',
    );
    const each = JSON.stringify(groups.map((g) => tsqueryText([g.terms])));
    const after = [BODY_CANDIDATES, each, groups.length - 1, RANK_WEIGHTS, tsquery, wanted];
    // A window must hold all BODY_CANDIDATES candidates (the ranking then keeps 20 of them): it is
    // sized for that, and its answer counts them.
    const share = this.share(freq.body, groups, '|');
    return this.newestMatches<Hit & { candidates: number }>(
      em,
      anyWordSql(true),
      anyWordSql(false),
      [tsquery],
      after,
      share,
      BODY_CANDIDATES,
      (rows) => rows.some((r) => Number(r.candidates) >= BODY_CANDIDATES),
    );
  }

  /**
   * The share of documents expected to match: per word the sum of its lexemes' frequencies; for any
   * word (OR) their sum; for every word (AND) halfway, on a log scale, between words that meet only
   * by chance (the product) and words that always come together (the rarest word's share): query
   * words are seldom independent ("blackout curtains"), nor always together ("sleep better"). A
   * lexeme ANALYZE did not list as common counts 0.
   */
  private share(freq: Map<string, number>, groups: Group[], op: '&' | '|'): number {
    const per = groups.map((g) =>
      Math.min(
        1,
        g.lexemes.reduce((sum, l) => sum + (freq.get(l) ?? 0), 0),
      ),
    );
    if (op === '|')
      return Math.min(
        1,
        per.reduce((a, b) => a + b, 0),
      );
    const independent = per.reduce((a, b) => a * b, 1);
    return Math.sqrt(independent * Math.min(...per));
  }

  private async frequencies(em: EntityManager): Promise<Frequencies> {
    if (this.freq && Date.now() - this.freq.at < FREQUENCIES_TTL_MS) return this.freq.value;
    const rows = await em.execute<{ col: 'title' | 'head' | 'body'; lexeme: string; freq: number }[]>(LEXEME_FREQUENCIES_SQL);
    const value: Frequencies = { title: new Map(), head: new Map(), body: new Map() };
    for (const r of rows) value[r.col].set(r.lexeme, Number(r.freq));
    this.freq = { value, at: Date.now() };
    return value;
  }

  /** Last resort, the search of old: a title within TYPO_THRESHOLD word similarity (trigram index). */
  private async titleTrigram(em: EntityManager, text: string, wanted: number): Promise<Hit[]> {
    if (!text.trim()) return [];
    await em.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(TYPO_THRESHOLD)]);
    return em.execute<Hit[]>(TITLE_TRIGRAM_SQL, [text, text, wanted]);
  }

  /** SPEC §3's search results for the hits, in their order. */
  private async load(em: EntityManager, hits: Hit[]): Promise<SearchResultDto[]> {
    if (!hits.length) return [];
    const rows = await em.execute<(SearchRow & { ord: number })[]>(LOAD_RESULTS_SQL, [
      JSON.stringify(hits.map((h, ord) => ({ guide_id: h.guide_id, lang: h.lang, ord }))),
    ]);
    return rows.map(mapSearchResult);
  }
}

/** The index's language of the query's language, when the query clearly has one (shared/query-language.ts). */
export function preferredLang(query: string): Lang | null {
  const lang = detectQueryLanguage(query);
  return lang === 'fil' ? 'paano' : lang === 'en' ? 'how' : null;
}

/**
 * The hits with each guide's versions reordered so the preferred language's comes first: the
 * positions a guide holds stay its own (the ranking of guides is kept), the preferred version takes
 * the earlier one ("paano mag ipon" lists the Filipino version of the budget guide first).
 */
export function preferLanguage<H extends { guide_id: number; lang: string }>(hits: readonly H[], prefer: Lang | null): H[] {
  if (!prefer) return [...hits];
  const byGuide = new Map<number, H[]>();
  for (const h of hits) byGuide.set(h.guide_id, [...(byGuide.get(h.guide_id) ?? []), h]);
  const next = new Map<number, number>();
  return hits.map((h) => {
    const versions = byGuide.get(h.guide_id)!;
    const ordered = [...versions.filter((v) => v.lang === prefer), ...versions.filter((v) => v.lang !== prefer)];
    const i = next.get(h.guide_id) ?? 0;
    next.set(h.guide_id, i + 1);
    return ordered[i]!;
  });
}

/** Trimmed, NUL-free (PostgreSQL text cannot hold it), at most 200 characters. */
export function normaliseQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  return [...q.replace(/\u0000/g, ' ').trim()].slice(0, SEARCH_MAX_QUERY_LENGTH).join('').trim();
}

/** The page asked for: a whole number from 1 to SEARCH_MAX_PAGES (anything else is page 1 or the last). */
export function searchPageNumber(page: unknown): number {
  const n = typeof page === 'number' ? page : typeof page === 'string' && /^\d{1,3}$/.test(page) ? Number(page) : 1;
  return Math.min(SEARCH_MAX_PAGES, Math.max(1, Math.floor(n) || 1));
}

/** Letters added, dropped, changed or two neighbours swapped to turn a into b (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
