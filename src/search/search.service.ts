import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchResultDto } from '../../client/src/api/types';
import { mapSearchResult, type SearchRow } from '../content/guide.mapper';
import { SearchIndexService } from './search-index.service';
import { queryGroups, tsqueryText } from './search-text';
import { ANY_WORD_SQL, BODY_TIER_SQL, CORRECT_TYPOS_SQL, HEAD_TIER_SQL, LOAD_RESULTS_SQL, TITLE_TRIGRAM_SQL } from './search.sql';
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
/** Documents ranked by the any-word fallback (the newest that hold any query word). */
export const BODY_CANDIDATES = 200;
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
 * 3. Documents with every word (AND) come in three tiers: the words in the title, in title,
 *    keywords or header, anywhere in the guide; newest first within a tier. No document has them
 *    all and there are several words: the newest BODY_CANDIDATES documents with any of them,
 *    ranked by ts_rank. Still nothing: a trigram match on titles, as before.
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
    let hits = await this.tiers(em, corrected);
    if (!hits.length && corrected.length > 1) hits = await this.anyWord(em, corrected);
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

  /**
   * Every query word present, in three tiers, newest first within each: in the title, in the
   * title/keywords/header, anywhere in the guide. Each tier is one indexed statement with a
   * limit, so a word found in half the catalogue costs what a rare one does.
   */
  private async tiers(em: EntityManager, groups: string[][]): Promise<Hit[]> {
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const tiers: [string, string][] = [
      [HEAD_TIER_SQL, tsqueryText(groups, '&', 'A')],
      [HEAD_TIER_SQL, tsqueryText(groups, '&')],
      [BODY_TIER_SQL, tsqueryText(groups, '&')],
    ];
    for (const [statement, tsquery] of tiers) {
      // Earlier tiers' hits come again in later ones (a title is part of the body): ask for enough.
      const rows = await em.execute<Hit[]>(statement, [tsquery, SEARCH_MAX_RESULTS + hits.length]);
      for (const row of rows) {
        const key = `${row.guide_id}:${row.lang}`;
        if (seen.has(key) || hits.length >= SEARCH_MAX_RESULTS) continue;
        seen.add(key);
        hits.push(row);
      }
      if (hits.length >= SEARCH_MAX_RESULTS) break;
    }
    return hits;
  }

  /** No document has every word: the newest documents with any of them, ranked by how much of the query they hold. */
  private async anyWord(em: EntityManager, groups: string[][]): Promise<Hit[]> {
    const tsquery = tsqueryText(groups, '|');
    return em.execute<Hit[]>(ANY_WORD_SQL, [tsquery, BODY_CANDIDATES, RANK_WEIGHTS, tsquery, SEARCH_MAX_RESULTS]);
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
