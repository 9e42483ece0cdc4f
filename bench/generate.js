#!/usr/bin/env node
/**
 * A large, realistic catalogue for scale tests (issue 9): N bilingual guides in an already migrated
 * database, generated inside PostgreSQL (generate_series + INSERT ... SELECT over small tables of
 * phrases), so 100,000 guides take a minute or two instead of an hour of ORM inserts.
 *
 *   node bench/generate.js --guides 100000 --database-url postgres://...   (or DATABASE_URL=...)
 *   node bench/generate.js --guides 1000 --data-dir bench-data/x           (a running server's DATA_DIR)
 *   node bench/generate.js --readers-days 400 --database-url ...           (Readers roll-ups, issue 24)
 *
 * The text is the demo guides' own (src/database/seeders/demo/*.ts) recombined: titles are a demo or
 * catalogue topic plus a qualifier ("... for OFWs" / "... para sa mga OFW"), sections are demo headings
 * with 2 to 5 demo bullets, so the English is English and the Filipino is Filipino, as a search index
 * needs. Each guide: 3 to 8 sections (most guides one "[p]" key-insight paragraph), 1 to 3 sources,
 * one of 12 categories (ranks 1 to 5 on five of them), about 90% published, 7% drafts, 3% archived,
 * updated_at spread over 3 years, unique slugs per language, about 2% with no Filipino text yet
 * (empty title, as a guide saved in English only).
 *
 * Every choice is a hash of (seed, guide number, field), so a seed always gives the same catalogue.
 * Only ordinary columns are inserted (never search columns), so it works whatever the search schema
 * is; afterwards the REINDEX HOOK runs: `select hp_reindex_search()` when the schema defines such a
 * function (a schema that indexes with triggers or generated columns needs nothing), then VACUUM ANALYZE.
 */
const { existsSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { Client } = require('pg');

const root = join(__dirname, '..');
const BATCH = 5000;

/** The 12 categories: the demo's 4 (ranks 1 to 4, as SEED_DEMO creates them) and 8 more. */
const CATEGORIES = [
  ['Educational Guides', 'Mga Gabay Pang-edukasyon', 1],
  ['Tech Tutorials', 'Mga Tutorial sa Teknolohiya', 2],
  ['Health & Wellness', 'Kalusugan at Kagalingan', 3],
  ['Financial Tips', 'Mga Tip sa Pananalapi', 4],
  ['Cooking & Recipes', 'Pagluluto at mga Recipe', 5],
  ['Home & Family', 'Bahay at Pamilya', null],
  ['Government Services', 'Mga Serbisyo ng Gobyerno', null],
  ['Jobs & Careers', 'Trabaho at Karera', null],
  ['Travel & Commuting', 'Biyahe at Pag-commute', null],
  ['Small Business', 'Maliit na Negosyo', null],
  ['Gardening & Farming', 'Paghahalaman at Pagsasaka', null],
  ['Disaster Preparedness', 'Paghahanda sa Sakuna', null],
];

/** Topics beyond the demo's titles, [category index, English, Filipino]. */
const MORE_TOPICS = [
  [3, 'How to save money every month', 'Paano mag-ipon kada buwan'],
  [3, 'How to pay off your debts', 'Paano bayaran ang mga utang mo'],
  [3, 'How to open a digital bank account', 'Paano magbukas ng digital bank account'],
  [2, 'How to eat healthy on a budget', 'Paano kumain nang masustansya kahit tipid'],
  [2, 'How to lower your blood pressure', 'Paano pababain ang blood pressure mo'],
  [1, 'How to spot a fake text message', 'Paano makilala ang pekeng text message'],
  [0, 'How to prepare for the board exam', 'Paano maghanda para sa board exam'],
  [4, 'How to cook chicken adobo', 'Paano magluto ng adobong manok'],
  [4, 'How to cook sinigang na baboy', 'Paano magluto ng sinigang na baboy'],
  [4, 'How to plan a week of cheap meals', 'Paano magplano ng murang ulam para sa isang linggo'],
  [4, 'How to store leftovers safely', 'Paano mag-imbak nang ligtas ng tirang pagkain'],
  [4, 'How to cook rice without a rice cooker', 'Paano magsaing kahit walang rice cooker'],
  [5, 'How to save on your electricity bill', 'Paano makatipid sa bayarin sa kuryente'],
  [5, 'How to save money for your family', 'Paano mag-ipon para sa pamilya'],
  [5, 'How to teach your child to read', 'Paano turuang magbasa ang anak mo'],
  [5, 'How to get rid of cockroaches at home', 'Paano mawala ang ipis sa bahay'],
  [5, 'How to organise a small room', 'Paano ayusin ang maliit na kuwarto'],
  [6, 'How to get a passport', 'Paano kumuha ng passport'],
  [6, 'How to apply for a National ID', 'Paano mag-apply ng National ID'],
  [6, 'How to get an NBI clearance online', 'Paano kumuha ng NBI clearance online'],
  [6, "How to renew your driver's license", "Paano mag-renew ng driver's license"],
  [6, 'How to get a birth certificate from the PSA', 'Paano kumuha ng birth certificate sa PSA'],
  [7, 'How to prepare for a job interview', 'Paano maghanda para sa job interview'],
  [7, 'How to ask for a salary increase', 'Paano humingi ng dagdag-sahod'],
  [7, 'How to find work as a freelancer', 'Paano maghanap ng trabaho bilang freelancer'],
  [7, 'How to write a cover letter', 'Paano sumulat ng cover letter'],
  [7, 'How to apply safely for work abroad', 'Paano mag-apply nang ligtas para sa trabaho sa abroad'],
  [8, 'How to commute safely in Metro Manila', 'Paano bumiyahe nang ligtas sa Metro Manila'],
  [8, 'How to book cheap domestic flights', 'Paano mag-book ng murang domestic flight'],
  [8, 'How to prepare for a long bus trip', 'Paano maghanda para sa mahabang biyahe sa bus'],
  [8, 'How to use a beep card', 'Paano gamitin ang beep card'],
  [9, 'How to start a sari-sari store', 'Paano magsimula ng sari-sari store'],
  [9, 'How to register a small business with the DTI', 'Paano magparehistro ng maliit na negosyo sa DTI'],
  [9, 'How to sell online', 'Paano magbenta online'],
  [9, 'How to price your products', 'Paano magpresyo ng mga produkto mo'],
  [9, 'How to keep simple business records', 'Paano magtala ng simpleng record ng negosyo'],
  [10, 'How to grow vegetables in pots', 'Paano magtanim ng gulay sa paso'],
  [10, 'How to make compost at home', 'Paano gumawa ng compost sa bahay'],
  [10, 'How to raise native chickens', 'Paano mag-alaga ng native na manok'],
  [10, 'How to start an urban garden', 'Paano magsimula ng urban garden'],
  [11, 'How to prepare a go bag', 'Paano maghanda ng go bag'],
  [11, 'How to stay safe during an earthquake', 'Paano manatiling ligtas kapag may lindol'],
  [11, 'How to prepare your home for a typhoon', 'Paano ihanda ang bahay sa bagyo'],
  [11, 'How to prepare for a flood', 'Paano maghanda sa baha'],
];

/** Endings that turn one topic into many titles (empty: the topic alone). */
const QUALIFIERS = [
  ['', ''],
  ['', ''],
  ['for beginners', 'para sa mga baguhan'],
  ['for students', 'para sa mga estudyante'],
  ['for OFWs', 'para sa mga OFW'],
  ['for senior citizens', 'para sa mga senior citizen'],
  ['for parents', 'para sa mga magulang'],
  ['for small business owners', 'para sa maliliit na negosyante'],
  ['for freelancers', 'para sa mga freelancer'],
  ['for working students', 'para sa mga working student'],
  ['for the whole family', 'para sa buong pamilya'],
  ['for first-time workers', 'para sa mga unang beses magtrabaho'],
  ['on a tight budget', 'kahit maliit ang budget'],
  ['in 10 minutes a day', 'sa loob ng 10 minuto bawat araw'],
  ['step by step', 'nang hakbang-hakbang'],
  ['the right way', 'sa tamang paraan'],
  ['even if you are busy', 'kahit abala ka'],
  ['without a bank account', 'kahit walang bank account'],
  ['using only your phone', 'gamit lang ang cellphone mo'],
  ['at home', 'sa bahay'],
  ['in Metro Manila', 'sa Metro Manila'],
  ['in Cebu', 'sa Cebu'],
  ['in Davao', 'sa Davao'],
  ['in Iloilo', 'sa Iloilo'],
  ['in the province', 'sa probinsya'],
  ['during the rainy season', 'tuwing tag-ulan'],
  ['this summer', 'ngayong tag-init'],
  ['before payday', 'bago ang sweldo'],
  ['this year', 'ngayong taon'],
  ['without making common mistakes', 'nang hindi nagkakamali'],
];

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`unknown argument ${argv[i]}`);
    out[m[1]] = m[2] !== undefined ? m[2] : argv[++i];
  }
  return out;
}

/**
 * The demo guides: from the production build when there is one (bench scripts run against it),
 * otherwise straight from the TypeScript sources through @swc-node/register (a dev dependency).
 */
function loadDemo() {
  const build = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(root, 'dist');
  const built = join(build, 'src/database/seeders/demo-content.js');
  if (existsSync(built)) return require(built);
  require('@swc-node/register');
  return require(join(root, 'src/database/seeders/demo-content.ts'));
}

const topicOf = (title) => title.replace(/[:?].*$/, '').trim();

/** The phrase tables, each a list of [english, filipino] pairs (plus a category for titles). */
function phrases() {
  const { DEMO_GUIDES } = loadDemo();
  const catIndex = new Map(CATEGORIES.map(([how], i) => [how, i]));
  const pairs = (pick) => DEMO_GUIDES.map((g) => [pick(g.how), pick(g.paano)]);
  const headings = [];
  const bullets = [];
  const insights = [];
  for (const g of DEMO_GUIDES) {
    for (const s of g.sections) {
      const n = Math.min(s.bulletsHow.length, s.bulletsPaano.length);
      const target = s.headingHow.startsWith('[p] ') ? insights : bullets;
      if (!s.headingHow.startsWith('[p] ')) headings.push([s.headingHow, s.headingPaano]);
      for (let i = 0; i < n; i++) target.push([s.bulletsHow[i], s.bulletsPaano[i]]);
    }
  }
  const insightHeadings = new Map();
  for (const g of DEMO_GUIDES)
    for (const s of g.sections) if (s.headingHow.startsWith('[p] ')) insightHeadings.set(s.headingHow, s.headingPaano);
  return {
    topics: [
      // A demo title's subtitle or question mark would read badly before a qualifier: the topic is the part before it.
      ...DEMO_GUIDES.map((g) => [catIndex.get(g.category) ?? 0, topicOf(g.how.title), topicOf(g.paano.title)]),
      ...MORE_TOPICS,
    ],
    qualifiers: QUALIFIERS,
    headers: pairs((t) => t.headerDescription),
    intros: pairs((t) => t.introduction),
    conclusions: pairs((t) => t.conclusion),
    keywords: pairs((t) => t.metaKeywords),
    descriptions: pairs((t) => t.metaDescription),
    headings,
    bullets,
    insights,
    insightHeadings: [...insightHeadings.entries()],
    sources: [...new Set(DEMO_GUIDES.flatMap((g) => g.sources))].map((s) => [s]),
  };
}

/** Loads a phrase list into a temporary table `name(i int, a text, b text, ...)`, i from 0. */
async function phraseTable(db, name, rows, columns = ['how', 'paano']) {
  await db.query(`create temporary table ${name} (i int primary key, ${columns.map((c) => `${c} text`).join(', ')})`);
  const arrays = columns.map((_, c) => rows.map((r) => String(r[c])));
  const casts = columns.map((_, c) => `$${c + 1}::text[]`).join(', ');
  await db.query(
    `insert into ${name} (i, ${columns.join(', ')}) select ord - 1, ${columns.map((c) => `t.${c}`).join(', ')}
       from unnest(${casts}) with ordinality as t(${columns.join(', ')}, ord)`,
    arrays,
  );
  return rows.length;
}

/**
 * Fills the database at databaseUrl with `guides` guides. Returns {guides, categories, seconds}.
 * onProgress(done, total) is called after each batch (default: a line on stdout).
 */
async function generateCatalogue(databaseUrl, { guides = 100000, seed = 1, onProgress } = {}) {
  const started = Date.now();
  const total = Math.max(0, Math.floor(Number(guides)));
  const progress =
    onProgress ??
    ((done, all) =>
      console.log(`  guides ${String(done).padStart(String(all).length)}/${all}  (${((Date.now() - started) / 1000).toFixed(1)} s)`));
  const p = phrases();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Generation is one long write: no synchronous commit wait per batch (the data is disposable until it finishes).
    await db.query(`set synchronous_commit = off`);
    const counts = {};
    for (const [name, rows, cols] of [
      ['gen_topic', p.topics.map(([c, a, b]) => [c, a, b]), ['cat', 'how', 'paano']],
      ['gen_qualifier', p.qualifiers],
      ['gen_header', p.headers],
      ['gen_intro', p.intros],
      ['gen_conclusion', p.conclusions],
      ['gen_keywords', p.keywords],
      ['gen_description', p.descriptions],
      ['gen_heading', p.headings],
      ['gen_bullet', p.bullets],
      ['gen_insight', p.insights],
      ['gen_insight_heading', p.insightHeadings],
      ['gen_source', p.sources, ['link']],
    ]) {
      counts[name] = await phraseTable(db, name, rows, cols);
    }

    const salt = (n) => Number(seed) * 1000 + n;
    /** A deterministic non-negative pseudo-random integer of (seed, expression, n). */
    const r = (expr, n) => `(hashint8extended((${expr})::int8, ${salt(n)}) & 2147483647)`;
    const pick = (expr, n, table) => `(${r(expr, n)} % ${counts[table]})`;

    // Groups of 2 to 5 bullets, built once and shared by sections (jsonb arrays aligned by language).
    const GROUPS = 4096;
    await db.query(`create temporary table gen_group as
      select g.i, jsonb_agg(b.how order by k) as how, jsonb_agg(b.paano order by k) as paano
        from generate_series(0, ${GROUPS - 1}) g(i)
        cross join lateral generate_series(0, 1 + ${r('g.i', 1)} % 4) k
        join gen_bullet b on b.i = ${pick('g.i * 8 + k', 2, 'gen_bullet')}
       group by g.i`);
    await db.query(`alter table gen_group add primary key (i)`);

    // Categories: reuse a category of the same English name; a rank only where it is still free.
    const catIds = [];
    for (const [how, paano, rank] of CATEGORIES) {
      const found = await db.query(`select id from category where name_how = $1 order by id limit 1`, [how]);
      if (found.rows.length) {
        catIds.push(found.rows[0].id);
        continue;
      }
      const made = await db.query(
        `insert into category (name_how, name_paano, rank, meta_description, meta_keywords, status, created_at, updated_at)
         values ($1, $2, case when $3::int is not null and not exists (select 1 from category where rank = $3::int) then $3::int end,
                 $4, $5, 'published', now() - interval '3 years', now() - interval '3 years')
         returning id`,
        [
          how,
          paano,
          rank,
          `Guides about ${how.toLowerCase()} for Filipinos, in English and Filipino.`,
          `${how.toLowerCase()}, ${paano.toLowerCase()}`,
        ],
      );
      catIds.push(made.rows[0].id);
    }
    await db.query(`create temporary table gen_cat as select ord - 1 as i, id from unnest($1::int[]) with ordinality as t(id, ord)`, [
      catIds,
    ]);

    const base = Number((await db.query(`select coalesce(max(id), 0) as m from guide`)).rows[0].m);
    // Slugs: the title's slug (SPEC §5 rule, accents folded) cut to leave room for "-<guide id in hex>", so they never collide.
    const slug = (title, n) =>
      `rtrim(left(regexp_replace(regexp_replace(lower(hp_unaccent(${title})), '[^a-z0-9\\s-]', '', 'g'), '[\\s-]+', '-', 'g'), 52), '-') || '-' || to_hex(${n})`;

    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      await db.query('begin');
      // Categories are skewed (some much larger than others), as on a real site.
      await db.query(`
        insert into guide (id, status, category_id, header_image, created_at, updated_at, published_at, version)
        select ${base} + n,
               case when ${r('n', 10)} % 100 < 90 then 'published' when ${r('n', 10)} % 100 < 97 then 'draft' else 'archived' end,
               c.id, null, u - make_interval(days => (${r('n', 11)} % 200)::int), u,
               case when ${r('n', 10)} % 100 < 90 or ${r('n', 10)} % 100 >= 97 then u - make_interval(days => (${r('n', 11)} % 200)::int) end,
               1
          from generate_series(${from}, ${to}) n
          cross join lateral (select now() - make_interval(secs => (${r('n', 12)} % (3 * 365 * 86400))::float8) as u) d
          join gen_cat c on c.i = floor(${CATEGORIES.length} * power((${r('n', 13)} % 1000000) / 1000000.0, 1.6))::int`);
      // Titles: a topic of the guide's category (half the time) or any topic, plus a qualifier.
      await db.query(`
        with g as (
          select n, ${base} + n as id,
                 case when ${r('n', 20)} % 2 = 0 then cat_topic.i else ${pick('n', 21, 'gen_topic')} end as topic,
                 ${pick('n', 22, 'gen_qualifier')} as q,
                 ${r('n', 23)} % 100 < 2 as no_filipino
            from generate_series(${from}, ${to}) n
            join guide gd on gd.id = ${base} + n
            join gen_cat c on c.id = gd.category_id
            left join lateral (
              select t.i from gen_topic t where t.cat = c.i::text
               order by hashint8extended((t.i * 100003 + n)::int8, ${salt(24)}) limit 1
            ) cat_topic on true
        ), titled as (
          select g.*, trim(t.how || ' ' || q.how) as title_how, trim(t.paano || ' ' || q.paano) as title_paano
            from g join gen_topic t on t.i = coalesce(g.topic, ${pick('g.n', 21, 'gen_topic')}) join gen_qualifier q on q.i = g.q
        )
        insert into guide_translation (guide_id, lang, title, slug, header_description, introduction, conclusion, meta_keywords, meta_description)
        select id, 'how', title_how, ${slug('title_how', 'id')},
               h.how, i.how, c.how, k.how, d.how
          from titled
          join gen_header h on h.i = ${pick('n', 30, 'gen_header')}
          join gen_intro i on i.i = ${pick('n', 31, 'gen_intro')}
          join gen_conclusion c on c.i = ${pick('n', 32, 'gen_conclusion')}
          join gen_keywords k on k.i = ${pick('n', 33, 'gen_keywords')}
          join gen_description d on d.i = ${pick('n', 34, 'gen_description')}
        union all
        select id, 'paano',
               case when no_filipino then '' else title_paano end,
               case when no_filipino then 'guide-' || to_hex(id) else ${slug('title_paano', 'id')} end,
               case when no_filipino then '' else h.paano end, case when no_filipino then '' else i.paano end,
               case when no_filipino then '' else c.paano end, case when no_filipino then '' else k.paano end,
               case when no_filipino then '' else d.paano end
          from titled
          join gen_header h on h.i = ${pick('n', 30, 'gen_header')}
          join gen_intro i on i.i = ${pick('n', 31, 'gen_intro')}
          join gen_conclusion c on c.i = ${pick('n', 32, 'gen_conclusion')}
          join gen_keywords k on k.i = ${pick('n', 33, 'gen_keywords')}
          join gen_description d on d.i = ${pick('n', 34, 'gen_description')}`);
      // Sections: 3 to 8; 70% of guides have one key-insight paragraph ("[p] " heading, one bullet of text).
      await db.query(`
        insert into section (guide_id, position, heading_how, heading_paano, bullets_how, bullets_paano, image)
        select ${base} + n, pos,
               case when ins then ih.how else hd.how end, case when ins then ih.paano else hd.paano end,
               case when ins then jsonb_build_array(it.how) else gr.how end,
               case when ins then jsonb_build_array(it.paano) else gr.paano end,
               null
          from generate_series(${from}, ${to}) n
          cross join lateral (select 3 + ${r('n', 40)} % 6 as k) sz
          cross join lateral generate_series(0, sz.k - 1) pos
          cross join lateral (select ${r('n', 41)} % 10 < 7 and pos = 1 + ${r('n', 42)} % (sz.k - 1) as ins) kind
          join gen_heading hd on hd.i = ${pick('n * 16 + pos', 43, 'gen_heading')}
          join gen_group gr on gr.i = ${r('n * 16 + pos', 44)} % ${GROUPS}
          join gen_insight it on it.i = ${pick('n', 45, 'gen_insight')}
          join gen_insight_heading ih on ih.i = ${pick('n', 46, 'gen_insight_heading')}`);
      await db.query(`
        insert into source (guide_id, position, link)
        select ${base} + n, pos, s.link
          from generate_series(${from}, ${to}) n
          cross join lateral generate_series(0, ${r('n', 50)} % 3) pos
          join gen_source s on s.i = (${r('n', 51)} + pos * 7) % ${counts.gen_source}`);
      await db.query('commit');
      progress(to, total);
    }
    await db.query(`select setval(pg_get_serial_sequence('guide', 'id'), greatest(1, (select coalesce(max(id), 0) from guide)))`);

    // REINDEX HOOK: a schema whose search data is not kept by triggers or generated columns defines
    // hp_reindex_search(); run it once over the whole catalogue.
    const hook = await db.query(`select 1 from pg_proc where proname = 'hp_reindex_search' and pronargs = 0`);
    if (hook.rows.length) {
      console.log('  running hp_reindex_search()');
      await db.query(`select hp_reindex_search()`);
    }
    // VACUUM too, not only ANALYZE: it sets the visibility map, so counts and lists can be
    // index-only scans right away, as they are on a database that has lived a while.
    console.log('  vacuum analyze');
    await db.query(`vacuum analyze category, guide, guide_translation, section, source`);
    return { guides: total, categories: catIds.length, firstId: base + 1, seconds: +((Date.now() - started) / 1000).toFixed(1) };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

/** The URL of the embedded PostgreSQL a running server on dataDir left in DATA_DIR/postgres.url. */
function urlFromDataDir(dataDir) {
  const file = join(resolve(dataDir), 'postgres.url');
  if (!existsSync(file)) throw new Error(`${file} not found: start the server on that DATA_DIR first (it writes the URL while it runs)`);
  return readFileSync(file, 'utf8').trim();
}

/**
 * Waits until a running server's search indexer has caught up with every guide (its queue,
 * `search_stale`, is empty), printing the queue every 15 s, then runs what autovacuum would do a
 * little later on the index tables, so a bench measures neither the indexer nor autovacuum at work
 * (vacuum: 'always', or 'if-indexed': only when guides were queued). A build without that queue (an
 * older BUILD_DIR) returns at once. Resolves to { queuedAtStart, seconds, documents,
 * publishedDocuments, words } (null without the queue).
 */
async function waitForSearchIndex(databaseUrl, { log = console.log, vacuum = 'always' } = {}) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ queue }] = (await db.query(`select to_regclass('search_stale') is not null as queue`)).rows;
    if (!queue) return null;
    const started = Date.now();
    let lastLog = 0;
    let queuedAtStart = null;
    for (;;) {
      const { n } = (await db.query('select count(*)::int as n from search_stale')).rows[0];
      queuedAtStart ??= n;
      if (n === 0) break;
      if (Date.now() - lastLog >= 15_000) {
        log(`  search index: ${n} guides queued`);
        lastLog = Date.now();
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    if (vacuum === 'always' || queuedAtStart > 0) await db.query('vacuum (analyze) search_document, search_word');
    const { rows } = await db.query(
      `select count(*)::int as docs, count(*) filter (where published)::int as published from search_document`,
    );
    const words = (await db.query('select count(*)::int as n from search_word')).rows[0].n;
    return { queuedAtStart, seconds, documents: rows[0].docs, publishedDocuments: rows[0].published, words };
  } finally {
    await db.end();
  }
}

/**
 * Readers roll-ups (issue 24) for the bench: `days` days ending today of daily roll-ups over the guides
 * in the database, shaped like a busy site's long tail: each day about `perDay` distinct guides read
 * (skewed to a few: power(random(), 3)), each in English and/or Filipino; ~170 site rows a day (page
 * types, languages, readers, 5 sources plus 150 referring domains, devices, landings, switches); about
 * `searches` distinct searches a day from a pool of 20,000, a fifth without result and a tenth found
 * only in the other language. Deterministic (setseed). Existing roll-ups of those days are replaced.
 */
async function generateReaders(databaseUrl, { days = 400, perDay = 3000, searches = 1500 } = {}) {
  const started = Date.now();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`set synchronous_commit = off`);
    const { rows } = await db.query(`select min(id) as lo, max(id) as hi from guide`);
    const lo = Number(rows[0].lo);
    const hi = Number(rows[0].hi);
    if (!lo) throw new Error('no guides: generate the catalogue first');
    const from = `current_date - ${days - 1}`;
    for (const table of ['readers_guide_day', 'readers_site_day', 'readers_search_day']) {
      await db.query(`delete from ${table} where day >= ${from}`);
    }
    await db.query(`select setseed(0.24)`);
    await db.query(
      `insert into readers_guide_day (day, guide_id, lang, views, helpful_yes, helpful_no, affiliate_clicks)
       select current_date - d, g, l, 1 + floor(power(random(), 4) * 200)::int,
         (random() < 0.05)::int, (random() < 0.02)::int, (random() < 0.01)::int
       from generate_series(0, $1::int - 1) d
       cross join lateral (select distinct $2::int + floor(($3::int - $2::int + 1) * power(random(), 3))::int as g
                           from generate_series(1, $4::int) n where d >= 0) x
       cross join (values ('en'), ('fil')) langs(l)
       where random() < 0.6
       on conflict do nothing`,
      [days, lo, hi, perDay],
    );
    await db.query(
      `insert into readers_site_day (day, dim, key, n)
       select current_date - d, k.dim, k.key, 1 + floor(random() * k.scale)::int
       from generate_series(0, $1::int - 1) d
       cross join (
         select 'views' as dim, unnest(array['home', 'guide', 'category', 'search', 'static', 'notfound']) as key, 5000 as scale
         union all select 'lang', unnest(array['en', 'fil']), 8000
         union all select 'readers', 'all', 3000
         union all select 'source', unnest(array['facebook', 'messenger', 'google', 'search', 'direct']), 2000
         union all select 'source', 'site:site' || n || '.example', 20 from generate_series(1, 150) n
         union all select 'device', unnest(array['mobile', 'tablet', 'desktop']), 2000
         union all select 'landing', unnest(array['en', 'fil']), 3000
         union all select 'switch', unnest(array['en>fil', 'fil>en']), 300) k
       on conflict do nothing`,
      [days],
    );
    await db.query(
      `insert into readers_search_day (day, lang, query, results, other_only, n)
       select current_date - d, case when q % 2 = 0 then 'en' else 'fil' end, 'query number ' || q,
         case when q % 5 = 0 then 0 else 1 + q % 20 end, q % 10 = 3, 1 + floor(power(random(), 3) * 40)::int
       from generate_series(0, $1::int - 1) d
       cross join lateral (select distinct floor(20000 * power(random(), 2))::int as q from generate_series(1, $2::int) n where d >= 0) x
       on conflict do nothing`,
      [days, searches],
    );
    await db.query(`analyze readers_guide_day, readers_site_day, readers_search_day`);
    const counts = {};
    for (const table of ['readers_guide_day', 'readers_site_day', 'readers_search_day']) {
      counts[table] = Number((await db.query(`select count(*) as n from ${table}`)).rows[0].n);
    }
    return { days, counts, seconds: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    await db.end();
  }
}

if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const url = args['database-url'] || (args['data-dir'] ? urlFromDataDir(args['data-dir']) : process.env.DATABASE_URL);
  if (!url) {
    console.error(
      'usage: node bench/generate.js [--guides 100000] [--seed 1] (--database-url postgres://... | --data-dir DIR | DATABASE_URL=...)',
    );
    process.exit(2);
  }
  const guides = Number(args.guides ?? 100000);
  // --readers-days 400: Readers roll-ups for the guides already there (no catalogue generated).
  const run = args['readers-days']
    ? generateReaders(url, { days: Number(args['readers-days']) }).then((r) =>
        console.log(`Done: ${r.days} days of Readers roll-ups ${JSON.stringify(r.counts)} in ${r.seconds} s`),
      )
    : (console.log(`Generating ${guides} guides`), generateCatalogue(url, { guides, seed: Number(args.seed ?? 1) })).then((r) =>
        console.log(`Done: ${r.guides} guides in ${r.categories} categories in ${r.seconds} s`),
      );
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Readers' speed roll-ups (issue 36 item 2) for `days` days: a busy site's histograms, every page type,
 * device class, language and metric, each bucket present with probability 0.6 (≈1,470 rows a day; the
 * most a day can hold is 2,448), counts 1–50.
 */
async function generateVitals(databaseUrl, { days = 400 } = {}) {
  const build = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(root, 'dist');
  const { VITAL_RULES } = require(join(build, 'client/src/shared/vitals-buckets.js'));
  const started = Date.now();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`set synchronous_commit = off`);
    await db.query(`delete from readers_vitals_day where day >= current_date - ${days - 1}`);
    await db.query(`select setseed(0.36)`);
    const buckets = Object.entries(VITAL_RULES).flatMap(([metric, rule]) => rule.edges.map((upto) => `('${metric}', ${upto})`));
    await db.query(
      `insert into readers_vitals_day (day, page, device, lang, metric, upto, n)
       select current_date - d, p, dv, l, b.metric, b.upto, 1 + floor(random() * 50)::int
       from generate_series(0, $1::int - 1) d
       cross join (values ('home'), ('guide'), ('category'), ('search'), ('static'), ('notfound')) pages(p)
       cross join (values ('mobile'), ('tablet'), ('desktop')) devices(dv)
       cross join (values ('en'), ('fil')) langs(l)
       cross join (values ${buckets.join(', ')}) as b(metric, upto)
       where random() < 0.6`,
      [days],
    );
    await db.query('analyze readers_vitals_day');
    const { rows } = await db.query('select count(*)::int as n from readers_vitals_day');
    return { rows: rows[0].n, seconds: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    await db.end();
  }
}

module.exports = {
  generateVitals,
  generateCatalogue,
  generateReaders,
  urlFromDataDir,
  waitForSearchIndex,
  CATEGORIES,
};
