import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppSettingsRepository } from '../common/app-settings.repository';
import type { Lang } from '../content/guide.entity';
import { documentTerms, type GuideText } from './search-text';

/**
 * Bump when the stemmer, the stop words, the loanwords or the document layout change: every
 * guide is then queued again at the next boot and re-indexed with the new rules.
 */
export const SEARCH_INDEX_VERSION = '4';
const VERSION_SETTING = 'search_index_version';
/** Guides per indexing transaction. */
const BATCH = 500;
/** A search that finds queued guides indexes up to this many itself before answering. */
const INLINE_LIMIT = 200;
/** Serialises the version check between replicas booting together. */
const VERSION_LOCK_KEY = 824019;
/**
 * The GIN indexes a search reads. PostgreSQL adds new entries to a GIN index's pending list (up to
 * gin_pending_list_limit, 4 MB) and merges them later; every scan of the index reads the whole
 * pending list, word or no word. After a bulk indexing run the title index held 22,818 pending
 * entries: 5 ms on every statement of every search, even a window of 256 documents. So the writer
 * merges them itself once it is done (flushPending): bulk runs keep the fast path of the pending
 * list (turning it off made indexing 11 times slower), and searches never pay for it.
 */
const SEARCHED_GIN_INDEXES = ['search_document_title_idx', 'search_document_head_idx', 'search_document_body_idx'];

interface TranslationRow {
  guide_id: number;
  lang: Lang;
  title: string;
  meta_keywords: string;
  header_description: string;
  introduction: string;
  conclusion: string;
  needs: unknown;
  tips: unknown;
  warnings: unknown;
  category: string;
}

interface SectionRow {
  guide_id: number;
  heading_how: string;
  heading_paano: string;
  bullets_how: unknown;
  bullets_paano: unknown;
  steps: unknown;
}

const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const asObjects = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Issue 38's blocks in one language, by weight: step action lines and the names of the things
 * needed count like headings (C); step explanations, quantities, notes, tips and warnings like bullets (D).
 */
function blockTexts(lang: Lang, t: TranslationRow, sections: SectionRow[]): { headings: string[]; bullets: string[][] } {
  const steps = sections.flatMap((s) => asObjects(s.steps));
  const needs = asObjects(t.needs);
  return {
    headings: [...steps.map((step) => str(step[`action_${lang}`])), ...needs.map((n) => str(n.item))],
    bullets: [
      ...steps.map((step) => asStrings(step[`details_${lang}`])),
      needs.flatMap((n) => [str(n.quantity), str(n.note)]),
      asStrings(t.tips),
      asStrings(t.warnings),
    ],
  };
}

/**
 * Keeps search_document (and the word list) in step with the guides. Database triggers queue
 * every written guide in search_stale; this service turns queued guides into documents: inside
 * the admin's save (ContentService), at boot for whatever was written while the app was away or
 * by other means, and before a search that finds the queue non-empty.
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SearchIndexService.name);
  private background: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly em: EntityManager) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [VERSION_LOCK_KEY]);
      const settings = new AppSettingsRepository(em);
      if ((await settings.get(VERSION_SETTING)) === SEARCH_INDEX_VERSION) return;
      await em.execute(
        `insert into search_stale (guide_id) select g.id from guide g where not exists (select 1 from search_stale s where s.guide_id = g.id)`,
      );
      await settings.put(VERSION_SETTING, SEARCH_INDEX_VERSION);
    });
    // Boot does not wait: a large catalogue (100,000 guides: a few minutes) is indexed while the site answers.
    this.startBackground();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.background?.catch(() => undefined);
  }

  /** Rebuilds the documents of these guides inside the caller's transaction (a save). */
  async refresh(em: EntityManager, guideIds: number[]): Promise<void> {
    if (!guideIds.length) return;
    await em.execute(`delete from search_stale where guide_id in (select value::int from jsonb_array_elements_text(?::jsonb))`, [
      JSON.stringify(guideIds),
    ]);
    await this.index(em, guideIds);
    await this.flushPending(em);
  }

  /**
   * Called by a search whose first statement saw guides queued (and by tests): when no background
   * run is busy with them, indexes up to INLINE_LIMIT of them now (a save made outside the app
   * shows up at once) and leaves the rest to a background run. One indexed lookup when the queue is empty.
   */
  async catchUp(): Promise<void> {
    if (!this.mayCatchUp()) return;
    const [row] = await this.em.fork().execute<{ queued: boolean }[]>(`select exists (select 1 from search_stale) as queued`);
    if (!row?.queued) return;
    const done = await this.drain(INLINE_LIMIT);
    if (done >= INLINE_LIMIT) this.startBackground();
    else await this.flushPending(this.em.fork());
  }

  /** Whether catchUp() would index anything now (no background run is busy with the queue). */
  mayCatchUp(): boolean {
    return !this.background;
  }

  /** Guides still queued (for the bench and for logs). */
  async queued(): Promise<number> {
    const [row] = await this.em.fork().execute<{ n: string }[]>(`select count(*) as n from search_stale`);
    return Number(row?.n ?? 0);
  }

  private startBackground(): void {
    if (this.background) return;
    this.background = (async () => {
      const started = Date.now();
      let total = 0;
      try {
        for (;;) {
          if (this.stopping) return;
          const done = await this.drain(BATCH);
          total += done;
          if (done < BATCH) break;
          if (total % 10_000 < BATCH) this.logger.log(`Search index: ${total} guides indexed, ${await this.queued()} queued`);
        }
        if (total) await this.flushPending(this.em.fork());
        if (total) this.logger.log(`Search index up to date: ${total} guides indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        // The queue keeps them: the next search or boot tries again.
        this.logger.error(`Search indexing stopped: ${(error as Error).message}`);
      } finally {
        this.background = null;
      }
    })();
  }

  /**
   * Takes up to `limit` queued guides (rows other replicas hold are skipped), indexes them and
   * removes them from the queue, one transaction per batch. Returns how many it took.
   */
  private async drain(limit: number): Promise<number> {
    let total = 0;
    while (total < limit) {
      const size = Math.min(BATCH, limit - total);
      const taken = await this.em.fork().transactional(async (em) => {
        const rows = await em.execute<{ guide_id: number }[]>(
          `delete from search_stale where guide_id in (
             select guide_id from search_stale order by guide_id limit ? for update skip locked)
           returning guide_id`,
          [size],
        );
        // An id may be queued twice (see the migration): index it once.
        const ids = [...new Set(rows.map((r) => r.guide_id))];
        await this.index(em, ids);
        return rows.length;
      });
      total += taken;
      if (taken < size) break;
    }
    return total;
  }

  /**
   * Merges the searched GIN indexes' pending entries into the indexes (see SEARCHED_GIN_INDEXES):
   * a few after a save, thousands after a bulk run. Only the indexes' owner (or a superuser) may,
   * so a database user that is neither leaves them to autovacuum (the statement never fails, as
   * it runs inside a save's transaction).
   */
  private async flushPending(em: EntityManager): Promise<void> {
    await em.execute(
      `select gin_clean_pending_list(c.oid::regclass) from pg_class c
        where c.oid in (select to_regclass(value) from jsonb_array_elements_text(?::jsonb)) and pg_has_role(c.relowner, 'USAGE')`,
      [JSON.stringify(SEARCHED_GIN_INDEXES)],
    );
  }

  private async index(em: EntityManager, guideIds: number[]): Promise<void> {
    if (!guideIds.length) return;
    const ids = JSON.stringify(guideIds);
    const translations = await em.execute<TranslationRow[]>(
      `select t.guide_id, t.lang, t.title, t.meta_keywords, t.header_description, t.introduction, t.conclusion,
              t.needs, t.tips, t.warnings, concat_ws(' ', c.name_how, c.name_paano) as category
         from guide_translation t join guide g on g.id = t.guide_id left join category c on c.id = g.category_id
        where t.guide_id in (select value::int from jsonb_array_elements_text(?::jsonb))`,
      [ids],
    );
    const sections = await em.execute<SectionRow[]>(
      `select guide_id, heading_how, heading_paano, bullets_how, bullets_paano, steps
         from section where guide_id in (select value::int from jsonb_array_elements_text(?::jsonb))
        order by guide_id, position, id`,
      [ids],
    );
    const sectionsOf = new Map<number, SectionRow[]>();
    for (const s of sections) sectionsOf.set(s.guide_id, [...(sectionsOf.get(s.guide_id) ?? []), s]);

    const docs: { guide_id: number; lang: Lang; a: string; b: string; c: string; d: string }[] = [];
    const vocabulary = new Set<string>();
    for (const t of translations) {
      // A language version without a title is not published in that language (an English-only guide).
      if (!t.title.trim()) continue;
      const own = sectionsOf.get(t.guide_id) ?? [];
      const blocks = blockTexts(t.lang, t, own);
      const text: GuideText = {
        title: t.title,
        // The category's names in both languages weigh as keywords (issue 39): "tech" finds Tech Tutorials' guides.
        metaKeywords: `${t.meta_keywords} ${t.category}`,
        headerDescription: t.header_description,
        introduction: t.introduction,
        conclusion: t.conclusion,
        headings: [...own.map((s) => (t.lang === 'how' ? s.heading_how : s.heading_paano)), ...blocks.headings],
        bullets: [...own.map((s) => asStrings(t.lang === 'how' ? s.bullets_how : s.bullets_paano)), ...blocks.bullets],
      };
      const terms = documentTerms(t.lang, text);
      docs.push({ guide_id: t.guide_id, lang: t.lang, ...terms });
      for (const part of [terms.a, terms.b, terms.c, terms.d]) {
        for (const term of part.split(' ')) if (term.length >= 3 && !/^\d+$/.test(term)) vocabulary.add(term);
      }
    }

    // Upsert, then drop the versions that are gone: two replicas indexing the same guide at once
    // simply write it twice, in turn (a delete-then-insert would collide on the primary key).
    const kept = JSON.stringify(docs.map((d) => ({ guide_id: d.guide_id, lang: d.lang })));
    await em.execute(
      `delete from search_document d
        where d.guide_id in (select value::int from jsonb_array_elements_text(?::jsonb))
          and not exists (select 1 from jsonb_to_recordset(?::jsonb) as k(guide_id int, lang text) where k.guide_id = d.guide_id and k.lang = d.lang)`,
      [ids, kept],
    );
    if (docs.length) {
      await em.execute(
        `insert into search_document (guide_id, lang, published, updated_at, head, body)
         select g.id, x.lang, g.status = 'published', g.updated_at, v.head,
                v.head || setweight(to_tsvector('english', x.c), 'C') || setweight(to_tsvector('english', x.d), 'D')
           from jsonb_to_recordset(?::jsonb) as x(guide_id int, lang text, a text, b text, c text, d text)
           join guide g on g.id = x.guide_id
           cross join lateral (select setweight(to_tsvector('english', x.a), 'A') || setweight(to_tsvector('english', x.b), 'B') as head) v
         on conflict (guide_id, lang) do update
            set published = excluded.published, updated_at = excluded.updated_at, head = excluded.head, body = excluded.body`,
        [JSON.stringify(docs)],
      );
    }
    if (vocabulary.size) {
      await em.execute(
        `insert into search_word (word) select value from jsonb_array_elements_text(?::jsonb) order by 1 on conflict do nothing`,
        [JSON.stringify([...vocabulary])],
      );
    }
  }
}
