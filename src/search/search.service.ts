import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchResultDto } from '../../client/src/api/types';
import { mapSearchResult, type SearchRow } from '../content/guide.mapper';

export const SEARCH_MAX_RESULTS = 20;
export const SEARCH_MAX_QUERY_LENGTH = 200;
/**
 * pg_trgm's default word-similarity threshold (0.6) misses a one-letter slip in a short word:
 * word_similarity('invsting', 'how to start investing') is 0.58. 0.5 still keeps unrelated titles out.
 */
export const TYPO_THRESHOLD = 0.5;

/**
 * Both languages' full text (English stemming for how, 'simple' for paano, accents folded by
 * hp_unaccent) OR a trigram word match on the title, so a typo ("invsting") still finds the
 * guide. The trigram condition is written as `indexed_expression %> query` so the GIN trigram
 * index on hp_unaccent(lower(title)) serves it; the threshold is lowered for this transaction
 * only (see TYPO_THRESHOLD). Values are always bound parameters, never spliced in.
 */
const SEARCH_SQL = `
select t.guide_id, t.lang, t.title, t.slug, left(t.introduction, 1000) as introduction,
       c.id as category_id, c.name_how as category_how, c.name_paano as category_paano
  from guide_translation t
  join guide g on g.id = t.guide_id and g.status = 'published'
  left join category c on c.id = g.category_id
 where (t.lang = 'how' and t.search @@ websearch_to_tsquery('english', hp_unaccent(?)))
    or (t.lang = 'paano' and t.search @@ websearch_to_tsquery('simple', hp_unaccent(?)))
    or hp_unaccent(lower(t.title)) %> hp_unaccent(lower(?))
 order by ts_rank(t.search, websearch_to_tsquery(case when t.lang = 'how' then 'english' else 'simple' end::regconfig, hp_unaccent(?)))
          + word_similarity(hp_unaccent(lower(?)), hp_unaccent(lower(t.title))) desc,
          g.updated_at desc, t.lang
 limit ?`;

@Injectable()
export class SearchService {
  constructor(private readonly em: EntityManager) {}

  /** Published guides matching q in either language, best first, at most 20; a blank q finds nothing. */
  async search(q: string): Promise<SearchResultDto[]> {
    const query = normaliseQuery(q);
    if (!query) return [];
    const rows = await this.em.fork().transactional(async (em) => {
      const ctx = em.getTransactionContext();
      const connection = em.getConnection();
      await connection.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(TYPO_THRESHOLD)], 'all', ctx);
      return connection.execute<SearchRow[]>(SEARCH_SQL, [query, query, query, query, query, SEARCH_MAX_RESULTS], 'all', ctx);
    }, { readOnly: true });
    return rows.map(mapSearchResult);
  }
}

/** Trimmed, NUL-free (PostgreSQL text cannot hold it), at most 200 characters. */
export function normaliseQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  return [...q.replace(/\u0000/g, ' ').trim()].slice(0, SEARCH_MAX_QUERY_LENGTH).join('').trim();
}
