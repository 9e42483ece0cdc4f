/**
 * The SQL of SearchService, kept apart so bench/search.js can EXPLAIN exactly what a search runs.
 * Parameters are knex-style `?` placeholders, always bound.
 */
/** Per term: is it indexed, and else its nearest indexed word (trigram GIN on search_word). Params: terms (JSON array), min length. */
export const CORRECT_TYPOS_SQL = `select v.value as term,
              exists (select 1 from search_word w where w.word = v.value) as known,
              c.word as best, c.score
         from jsonb_array_elements_text(?::jsonb) v
         left join lateral (
           select w.word, similarity(w.word, v.value) as score from search_word w
            where length(v.value) >= ? and w.word % v.value
              and not exists (select 1 from search_word k where k.word = v.value)
            order by w.word <-> v.value, w.word limit 1
         ) c on true`;

/** Matches in title/keywords/header (GIN search_document_head_idx), ranked. Params: tsquery, weights, limit. */
export const RANK_HEAD_SQL = `select d.guide_id, d.lang
         from search_document d, to_tsquery('english', ?) q
        where d.published and d.head @@ q
        order by ts_rank(?::float4[], d.head, q) desc, d.updated_at desc, d.guide_id desc, d.lang
        limit ?`;

/** Matches only in the rest of the guide (GIN search_document_body_idx): a bounded candidate set, ranked. Params: tsquery, candidates, tsquery, weights, limit. */
export const RANK_BODY_SQL = `select c.guide_id, c.lang
         from (select d.guide_id, d.lang, d.updated_at, d.body
                 from search_document d, to_tsquery('english', ?) q
                where d.published and d.body @@ q and not (d.head @@ q)
                limit ?) c, to_tsquery('english', ?) q
        order by ts_rank(?::float4[], c.body, q) desc, c.updated_at desc, c.guide_id desc, c.lang
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
