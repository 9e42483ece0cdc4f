import type { SearchResultDto } from '../api/types';

/**
 * SPEC §2's one-result redirect, only on a confident match (issue 29): the one result holds every
 * query word as typed in its title, keywords or header description. A result found through typo
 * correction, only some of the words, words only in its body text ("pagluluto", cooking, is an
 * aside in the programming guide's introduction and opened it), a title merely similar to the query
 * or a query of stop words is listed, not opened. A result without `match` (an older server) is
 * taken as confident, as before.
 */
export function opensDirectly(results: readonly SearchResultDto[]): SearchResultDto | null {
  if (results.length !== 1) return null;
  const only = results[0]!;
  return only.match === undefined || only.match === 'title' ? only : null;
}
