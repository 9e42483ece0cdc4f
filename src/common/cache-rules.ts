/**
 * The one rule deciding which cached things a change makes stale (issue 26 item 2), for every cache
 * of every replica: rendered pages, search pages, sitemap files, feeds. docs/replicas.md explains it.
 *
 * A cached thing records what it was made from, as dependencies; a change says what it touched. A
 * cache drops, and its guard refuses to keep, whatever `isStale(change, dependencies)` says. When in
 * doubt a change is `everything`: correctness before hit rate.
 */

/** What a change touched: everything (settings, categories, an import, a missed notice), or some guides. */
export type ContentChange =
  | { everything: true }
  | {
      everything?: false;
      /** The guides written (created, saved, published, unpublished, deleted). */
      guides: number[];
      /**
       * Their categories before and after the write (a move touches both lists); null for none. Left out
       * when unknown: then every category's list counts as touched.
       */
      categories?: (number | null)[];
    };

export const EVERYTHING: ContentChange = { everything: true };

/** A change to these guides in these categories (old and new). */
export function guidesChanged(guides: number[], categories?: (number | null)[]): ContentChange {
  return categories ? { guides, categories: [...new Set(categories)] } : { guides };
}

/**
 * What a cached thing can depend on. Pages collect theirs while they render (every public API call a
 * loader makes adds the guides it returned and the lists it read: server-public-api.ts); other caches
 * name their kind.
 */
export const depends = {
  /** Shows this guide: its own page in either language, or a card, link or recommendation of it. */
  guide: (id: number) => `guide:${id}`,
  /** Lists a category's guides in order (its pages, counts): a guide joining, leaving or moving up changes it. */
  category: (id: number) => `category:${id}`,
  /** Lists drawn from all guides: the home page (featured, trending, latest, topics, counts), the categories that have guides. */
  guideLists: 'guide-lists',
  /** A search's results: which guides match and their order may change with any guide. */
  search: 'search',
  /** A sitemap file (every published guide's addresses and dates). */
  sitemap: 'sitemap',
  /** A feed (the newest guides): for the feeds (branch feeds). */
  feed: 'feed',
} as const;

/**
 * The kinds dropped by any guide change, whatever guide it is: the declarative part of the rule. A
 * new kind of cached thing that lists guides chosen by the database (a new feed, a Filipino home)
 * depends on one of these, or on the guides and categories it shows.
 */
const DROPPED_BY_EVERY_GUIDE_CHANGE: ReadonlySet<string> = new Set([depends.guideLists, depends.search, depends.sitemap, depends.feed]);

const CATEGORY_PREFIX = 'category:';

/** Whether `change` may have made a thing made from `dependencies` wrong. */
export function isStale(change: ContentChange, dependencies: ReadonlySet<string>): boolean {
  if (change.everything) return true;
  for (const kind of DROPPED_BY_EVERY_GUIDE_CHANGE) if (dependencies.has(kind)) return true;
  if (change.guides.some((id) => dependencies.has(depends.guide(id)))) return true;
  if (!change.categories) return [...dependencies].some((d) => d.startsWith(CATEGORY_PREFIX));
  return change.categories.some((id) => id !== null && dependencies.has(depends.category(id)));
}

/** A NOTIFY payload is at most 8000 bytes: a change naming more guides than fit is sent as everything. */
const MAX_PAYLOAD = 7000;

/** The NOTIFY payload: who sent it (a replica ignores its own) and what changed. */
export function encodeNotice(from: string, change: ContentChange): string {
  const payload = JSON.stringify({ from, change });
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ from, change: EVERYTHING });
}

/**
 * A NOTIFY payload read back. Anything not understood (another version's notice during a rolling
 * upgrade, a payload written by hand) counts as everything: dropping more is always safe.
 */
export function decodeNotice(payload: string): { from: string | null; change: ContentChange } {
  try {
    const notice = JSON.parse(payload) as { from?: unknown; change?: Record<string, unknown> };
    const from = typeof notice.from === 'string' ? notice.from : null;
    const change = notice.change;
    const ids = (value: unknown, nulls: boolean) =>
      Array.isArray(value) && value.every((v) => Number.isSafeInteger(v) || (nulls && v === null));
    if (
      change &&
      change.everything !== true &&
      ids(change.guides, false) &&
      (change.categories === undefined || ids(change.categories, true))
    ) {
      return { from, change: guidesChanged(change.guides as number[], change.categories as (number | null)[] | undefined) };
    }
    return { from, change: EVERYTHING };
  } catch {
    // The former payload: the sender's id alone.
    return { from: payload, change: EVERYTHING };
  }
}
