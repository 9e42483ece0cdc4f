import { categoryLabel } from './translation';

/**
 * A rank chosen for two categories (issue 12 item 5): the words that name who holds it, the same on
 * the server (POST /api/categories/update_ranks/) and in the dashboard's check before it sends.
 */

/** The first sentence: the refusal the API has always given. */
export const RANK_TAKEN = 'Each rank can be given to one category only.';

export interface RankedCategory {
  id: number;
  category_how: string;
  category_paano: string;
  /** The rank stored now. */
  rank: number | null;
}

export interface RankClash {
  rank: number;
  /** The category that holds the rank now, or null when none of the clashing ones does. */
  holder: RankedCategory | null;
  /** The categories the rank was chosen for (in the order given). */
  chosen: RankedCategory[];
}

/**
 * The first rank (lowest) wanted for two or more categories, or null. `wanted` maps a category id to
 * the rank asked for; categories not in it keep no say (a rank they hold is simply taken from them,
 * so two categories swap ranks in one save).
 */
export function findRankClash(categories: RankedCategory[], wanted: Map<number, number | null>): RankClash | null {
  const ranks = [...new Set([...wanted.values()].filter((r): r is number => r !== null))].sort((a, b) => a - b);
  for (const rank of ranks) {
    const chosen = [...wanted]
      .filter(([, r]) => r === rank)
      .map(([id]) => categories.find((c) => c.id === id)!)
      .filter(Boolean);
    if (chosen.length < 2) continue;
    return { rank, holder: chosen.find((c) => c.rank === rank) ?? null, chosen };
  }
  return null;
}

/** "Each rank can be given to one category only. Rank 1 is already given to Tech / Teknolohiya." */
export function rankClashMessage(clash: RankClash): string {
  if (clash.holder) return `${RANK_TAKEN} Rank ${clash.rank} is already given to ${categoryLabel(clash.holder)}.`;
  const names = clash.chosen.map((c) => categoryLabel(c));
  return `${RANK_TAKEN} Rank ${clash.rank} was chosen for both ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`;
}
