import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchResultDto } from '../../client/src/api/types';
import { mapSearchResult, type SearchRow } from '../content/guide.mapper';
import { SearchIndexService } from './search-index.service';
import { queryGroups, tsqueryText } from './search-text';
import { CORRECT_TYPOS_SQL, LOAD_RESULTS_SQL, RANK_BODY_SQL, RANK_HEAD_SQL, TITLE_TRIGRAM_SQL } from './search.sql';
import { STOP_WORDS, words } from './tagalog';

export const SEARCH_MAX_RESULTS = 20;
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
/** Body-only matches ranked per query (they come after every title/keyword match). */
export const BODY_CANDIDATES = 400;
/** ts_rank weights for D (bullets, conclusion), C (introduction, headings), B (keywords, header), A (title). */
export const RANK_WEIGHTS = '{0.05,0.2,0.4,1.0}';

interface Hit {
  guide_id: number;
  lang: string;
}

/**
 * Whole-guide search in both languages (see search_document, Migration20261123100000):
 *
 * 1. The query becomes groups of terms (search-text.ts): each content word read as English and as
 *    Filipino (Tagalog stem, loanword), stop words ("paano", "how to", "mag", "ng") dropped.
 * 2. A word the index has never seen is replaced by its nearest indexed word (trigram similarity
 *    on search_word), so typos in titles and bodies alike are forgiven.
 * 3. Documents with every word (AND) are ranked: first those matching in title/keywords/header
 *    (`head`, small vectors, ranked whole), then those matching only in the body (the first
 *    BODY_CANDIDATES, ranked). Nothing found and several words: the same with any word (OR).
 *    Still nothing: a trigram match on titles, as before.
 *
 * Values are always bound parameters, never spliced in.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly index: SearchIndexService,
  ) {}

  /** Published guides matching q in either language, best first, at most 20; a blank q finds nothing. */
  async search(q: string): Promise<SearchResultDto[]> {
    const query = normaliseQuery(q);
    if (!query) return [];
    const groups = queryGroups(query).slice(0, SEARCH_MAX_WORDS);
    // Only stop words ("paano", "how to"): nothing to look for, and not every guide either.
    if (!groups.length) return [];
    await this.index.catchUp();
    const em = this.em.fork();
    const corrected = await this.correctTypos(em, groups);
    let hits = await this.rank(em, tsqueryText(corrected, '&'));
    if (!hits.length && corrected.length > 1) hits = await this.rank(em, tsqueryText(corrected, '|'));
    if (!hits.length) hits = await this.titleTrigram(em, words(query).filter((w) => !STOP_WORDS.has(w)).join(' '));
    return this.load(em, hits);
  }

  /** Each group none of whose terms is indexed gets the closest indexed word instead, if one is close enough. */
  private async correctTypos(em: EntityManager, groups: string[][]): Promise<string[][]> {
    const terms = [...new Set(groups.flat())];
    const rows = await em.execute<{ term: string; known: boolean; best: string | null; score: number | null }[]>(
      CORRECT_TYPOS_SQL,
      [JSON.stringify(terms), TYPO_MIN_LENGTH],
    );
    const byTerm = new Map(rows.map((r) => [r.term, r]));
    return groups.map((group) => {
      if (group.some((t) => byTerm.get(t)?.known)) return group;
      let best: { word: string; score: number } | null = null;
      for (const t of group) {
        const r = byTerm.get(t);
        if (r?.best && r.score !== null && r.score >= WORD_TYPO_THRESHOLD && (!best || r.score > best.score)) best = { word: r.best, score: r.score };
      }
      return best ? [best.word] : group;
    });
  }

  /** Title/keyword matches first (all of them ranked), then body-only matches (a bounded set, ranked). */
  private async rank(em: EntityManager, tsquery: string): Promise<Hit[]> {
    const head = await em.execute<Hit[]>(
      RANK_HEAD_SQL,
      [tsquery, RANK_WEIGHTS, SEARCH_MAX_RESULTS],
    );
    if (head.length >= SEARCH_MAX_RESULTS) return head;
    const body = await em.execute<Hit[]>(
      RANK_BODY_SQL,
      [tsquery, BODY_CANDIDATES, tsquery, RANK_WEIGHTS, SEARCH_MAX_RESULTS - head.length],
    );
    return [...head, ...body];
  }

  /** Last resort, the search of old: a title within TYPO_THRESHOLD word similarity (trigram index). */
  private async titleTrigram(em: EntityManager, text: string): Promise<Hit[]> {
    if (!text.trim()) return [];
    return em.transactional(async (tem) => {
      await tem.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(TYPO_THRESHOLD)]);
      return tem.execute<Hit[]>(
        TITLE_TRIGRAM_SQL,
        [text, text, SEARCH_MAX_RESULTS],
      );
    }, { readOnly: true });
  }

  /** SPEC §3's search results for the hits, in their order. */
  private async load(em: EntityManager, hits: Hit[]): Promise<SearchResultDto[]> {
    if (!hits.length) return [];
    const rows = await em.execute<(SearchRow & { ord: number })[]>(
      LOAD_RESULTS_SQL,
      [JSON.stringify(hits.map((h, ord) => ({ guide_id: h.guide_id, lang: h.lang, ord })))],
    );
    return rows.map(mapSearchResult);
  }
}

/** Trimmed, NUL-free (PostgreSQL text cannot hold it), at most 200 characters. */
export function normaliseQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  return [...q.replace(/\u0000/g, ' ').trim()].slice(0, SEARCH_MAX_QUERY_LENGTH).join('').trim();
}
