/**
 * The SQL of SearchService, kept apart so bench/search.js can EXPLAIN exactly what a search runs.
 * Parameters are knex-style `?` placeholders, always bound.
 */
/**
 * A search's first statement. Per term: its lexeme (PostgreSQL's english stem), whether it is
 * indexed, and else its nearest indexed word of about the same length (trigram GIN on search_word)
 * with that word's lexeme. On every row, whether guides wait in the index's queue, and (evaluated
 * once, for the statements after this one) sequential scans turned off for the transaction: two
 * round trips fewer. Params: terms (JSON array), min length.
 */
export const CORRECT_TYPOS_SQL = `select v.value as term,
              (select set_config('enable_seqscan', 'off', true)) is not null
                and exists (select 1 from search_stale) as queued,
              (select min(x.lexeme) from unnest(to_tsvector('english', v.value)) x) as lexeme,
              exists (select 1 from search_word w where w.word = v.value) as known,
              c.word as best, c.score,
              (select min(x.lexeme) from unnest(to_tsvector('english', c.word)) x) as best_lexeme
         from jsonb_array_elements_text(?::jsonb) v
         left join lateral (
           select w.word, similarity(w.word, v.value) as score from search_word w
            where length(v.value) >= ? and w.word % v.value and abs(length(w.word) - length(v.value)) <= 2
              and not exists (select 1 from search_word k where k.word = v.value)
            order by w.word <-> v.value, w.word limit 1
         ) c on true`;

/**
 * How often the commonest lexemes occur in title, head and body (ANALYZE's most common elements): the
 * search service sizes a tier's window by it (see tierSql).
 */
export const LEXEME_FREQUENCIES_SQL = `select s.attname as col, e.lexeme, e.freq
         from pg_stats s
         cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(lexeme, freq)
        where s.schemaname = current_schema() and s.tablename = 'search_document' and s.attname in ('title', 'head', 'body')
          and e.lexeme is not null`;

/**
 * Where a window of the `offset` newest published documents starts: the update time of the first
 * document past it (an index-only walk of search_document_recent_idx), or no row when the
 * catalogue is smaller than the window. Params: offset.
 */
export const WINDOW_START_SQL = `select updated_at from search_document where published
        order by updated_at desc, guide_id desc, lang offset ? limit 1`;

/**
 * The documents of a window: updated in the same minute as its start or later (whole minutes, so
 * everything outside is older than everything inside). search_document_title_idx, _head_idx and
 * _body_idx hold updated_minute beside the words, so one GIN scan gives only the matches in the window.
 */
const IN_WINDOW = `d.updated_minute >= floor(extract(epoch from ?::timestamptz) / 60)::int`;

/**
 * One tier of matches, newest first: every match (in the window when `windowed`) from the GIN
 * index, then sorted. Params: tsquery, [window start,] limit.
 */
export function tierSql(column: 'title' | 'head' | 'body', windowed: boolean): string {
  return `select m.guide_id, m.lang from (
         select d.guide_id, d.lang, d.updated_at from search_document d
          where d.published and d.${column} @@ to_tsquery('english', ?)${windowed ? ` and ${IN_WINDOW}` : ''} offset 0
       ) m order by updated_at desc, guide_id desc, lang limit ?`;
}

/**
 * The any-word fallback: the newest BODY_CANDIDATES documents with any query word (from the GIN
 * index, in the window when `windowed`), ranked by ts_rank (more of the words, in weightier places,
 * first); each row says how many candidates there were. Only candidates holding at least `min` of
 * the query's words (each word's tsquery in a JSON list) are ranked. Params: tsquery, [window start,]
 * candidates, words (JSON), min, weights, tsquery, limit.
 */
export function anyWordSql(windowed: boolean): string {
  return `select c.guide_id, c.lang, c.candidates from (
         select m.*, count(*) over () as candidates from (
           select d.guide_id, d.lang, d.updated_at, d.body from search_document d
            where d.published and d.body @@ to_tsquery('english', ?)${windowed ? ` and ${IN_WINDOW}` : ''} offset 0
         ) m order by updated_at desc, guide_id desc, lang limit ?
       ) c
        where (select count(*) from jsonb_array_elements_text(?::jsonb) w where c.body @@ to_tsquery('english', w.value)) >= ?
        order by ts_rank(?::float4[], c.body, to_tsquery('english', ?)) desc, c.updated_at desc, c.guide_id desc, c.lang
        limit ?`;
}

/** Last resort: title word similarity (GIN guide_translation_title_trgm_idx). Params: text, text, limit. */
export const TITLE_TRIGRAM_SQL = `select t.guide_id, t.lang
           from guide_translation t
           join guide g on g.id = t.guide_id and g.status = 'published'
          where hp_unaccent(lower(t.title)) %> ?
          order by word_similarity(?, hp_unaccent(lower(t.title))) desc, g.updated_at desc, t.lang
          limit ?`;

/**
 * A query of stop words only: of the newest N published documents (search_document_recent_idx, an
 * index walk with a limit), the titles holding the words as a phrase first (a regular expression on
 * the folded title), then the preferred language, newest first. Params: N, pattern, language ('' for
 * none), limit.
 */
export const STOP_WORDS_ONLY_SQL = `select w.guide_id, w.lang from (
           select d.guide_id, d.lang, d.updated_at from search_document d where d.published
            order by d.updated_at desc, d.guide_id desc, d.lang limit ?
         ) w
         join guide_translation t on t.guide_id = w.guide_id and t.lang = w.lang
        order by (hp_unaccent(lower(t.title)) ~ ?) desc, (w.lang = ?) desc, w.updated_at desc, w.guide_id desc, w.lang
        limit ?`;

/** The result rows for the chosen (guide, language) pairs, in order (primary keys). Params: hits (JSON). */
export const LOAD_RESULTS_SQL = `select t.guide_id, t.lang, t.title, t.slug, left(t.introduction, 1000) as introduction,
              c.id as category_id, c.name_how as category_how, c.name_paano as category_paano, x.ord
         from jsonb_to_recordset(?::jsonb) as x(guide_id int, lang text, ord int)
         join guide_translation t on t.guide_id = x.guide_id and t.lang = x.lang
         join guide g on g.id = t.guide_id and g.status = 'published'
         left join category c on c.id = g.category_id
        order by x.ord`;
