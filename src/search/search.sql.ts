/**
 * The SQL of SearchService, kept apart so bench/search.js can EXPLAIN exactly what a search runs.
 * Parameters are knex-style `?` placeholders, always bound.
 */
/** Per term: is it indexed, and else its nearest indexed word of about the same length (trigram GIN on search_word). Params: terms (JSON array), min length. */
export const CORRECT_TYPOS_SQL = `select v.value as term,
              exists (select 1 from search_word w where w.word = v.value) as known,
              c.word as best, c.score
         from jsonb_array_elements_text(?::jsonb) v
         left join lateral (
           select w.word, similarity(w.word, v.value) as score from search_word w
            where length(v.value) >= ? and w.word % v.value and abs(length(w.word) - length(v.value)) <= 2
              and not exists (select 1 from search_word k where k.word = v.value)
            order by w.word <-> v.value, w.word limit 1
         ) c on true`;

/**
 * One tier of matches, newest first: `?` is the column's tsquery. The planner picks per query:
 * for a word in thousands of documents it walks search_document_recent_idx and stops at the
 * limit; for a rare one it takes the few rows from the GIN index and sorts them. Params: tsquery, limit.
 */
const tier = (column: 'head' | 'body') => `select d.guide_id, d.lang
         from search_document d
        where d.published and d.${column} @@ to_tsquery('english', ?)
        order by d.updated_at desc, d.guide_id desc, d.lang
        limit ?`;

/** Matches in title (query terms labelled :A) or in title/keywords/header (GIN search_document_head_idx). */
export const HEAD_TIER_SQL = tier('head');

/** Matches anywhere in the guide (GIN search_document_body_idx). */
export const BODY_TIER_SQL = tier('body');

/**
 * The any-word fallback: the newest BODY_CANDIDATES documents with any query word, ranked by
 * ts_rank (those with more of the words and in weightier places first).
 * Params: tsquery, candidates, tsquery, weights, limit.
 */
export const ANY_WORD_SQL = `select c.guide_id, c.lang
         from (select d.guide_id, d.lang, d.updated_at, d.body
                 from search_document d
                where d.published and d.body @@ to_tsquery('english', ?)
                order by d.updated_at desc, d.guide_id desc, d.lang
                limit ?) c
        order by ts_rank(?::float4[], c.body, to_tsquery('english', ?)) desc, c.updated_at desc, c.guide_id desc, c.lang
        limit ?`;

/** Last resort: title word similarity (GIN guide_translation_title_trgm_idx). Params: text, text, limit. */
export const TITLE_TRIGRAM_SQL = `select t.guide_id, t.lang
           from guide_translation t
           join guide g on g.id = t.guide_id and g.status = 'published'
          where hp_unaccent(lower(t.title)) %> ?
          order by word_similarity(?, hp_unaccent(lower(t.title))) desc, g.updated_at desc, t.lang
          limit ?`;

/** The result rows for the chosen (guide, language) pairs, in order (primary keys). Params: hits (JSON). */
export const LOAD_RESULTS_SQL = `select t.guide_id, t.lang, t.title, t.slug, left(t.introduction, 1000) as introduction,
              c.id as category_id, c.name_how as category_how, c.name_paano as category_paano, x.ord
         from jsonb_to_recordset(?::jsonb) as x(guide_id int, lang text, ord int)
         join guide_translation t on t.guide_id = x.guide_id and t.lang = x.lang
         join guide g on g.id = t.guide_id and g.status = 'published'
         left join category c on c.id = g.category_id
        order by x.ord`;
