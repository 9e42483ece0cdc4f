import { findRankClash, rankClashMessage, type RankedCategory } from './rank-clash';

describe('rank clash', () => {
  const cat = (id: number, how: string, rank: number | null): RankedCategory => ({
    id,
    category_how: how,
    category_paano: `${how} (fil)`,
    rank,
  });
  const cats = [cat(1, 'Tech', 1), cat(2, 'Money', 2), cat(3, 'Health', null)];
  const message = (wanted: [number, number | null][]) => {
    const clash = findRankClash(cats, new Map(wanted));
    return clash && rankClashMessage(clash);
  };

  it('names the category that holds the rank now', () => {
    expect(
      message([
        [3, 1],
        [1, 1],
      ]),
    ).toBe('Each rank can be given to one category only. Rank 1 is already given to Tech / Tech (fil).');
  });

  it('names the categories chosen when none of them holds the rank', () => {
    expect(
      message([
        [2, 4],
        [3, 4],
      ]),
    ).toBe('Each rank can be given to one category only. Rank 4 was chosen for both Money / Money (fil) and Health / Health (fil).');
  });

  it('finds no clash in a swap, nor in several categories without a rank', () => {
    expect(
      message([
        [1, 2],
        [2, 1],
        [3, null],
      ]),
    ).toBeNull();
    expect(
      message([
        [1, null],
        [2, null],
        [3, null],
      ]),
    ).toBeNull();
  });
});
