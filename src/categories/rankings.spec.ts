import { BadRequestException } from '@nestjs/common';
import { parseRankings } from './rankings';

function refusal(body: unknown): unknown {
  try {
    parseRankings(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse();
  }
  throw new Error('accepted');
}

describe(parseRankings.name, () => {
  it('accepts whole ranks 1–5 and null (or a missing rank)', () => {
    expect(
      parseRankings({
        rankings: [
          { category_id: 1, rank: 1 },
          { category_id: 2, rank: 5 },
          { category_id: 3, rank: null },
          { category_id: 4 },
        ],
      }),
    ).toEqual([
      { categoryId: 1, rank: 1 },
      { categoryId: 2, rank: 5 },
      { categoryId: 3, rank: null },
      { categoryId: 4, rank: null },
    ]);
    expect(parseRankings({ rankings: [] })).toEqual([]);
  });

  it.each([0, 6, 1.5, '2', Number.NaN, Infinity])('refuses rank %p', (rank) => {
    expect(refusal({ rankings: [{ category_id: 1, rank }] })).toEqual({ rankings: ['Rank must be between 1 and 5.'] });
  });

  it('leaves a rank given twice to the service (it names the holder), and allows several nulls', () => {
    expect(
      parseRankings({
        rankings: [
          { category_id: 1, rank: 3 },
          { category_id: 2, rank: 3 },
        ],
      }),
    ).toHaveLength(2);
    expect(
      parseRankings({
        rankings: [
          { category_id: 1, rank: null },
          { category_id: 2, rank: null },
        ],
      }),
    ).toHaveLength(2);
  });

  it('refuses a category named twice, a missing id and a body without a list', () => {
    expect(refusal({ rankings: [{ category_id: 1, rank: 1 }, { category_id: 1, rank: 2 }] })).toEqual({
      rankings: ['Category 1 is listed more than once.'],
    });
    expect(refusal({ rankings: [{ rank: 1 }] })).toEqual({ rankings: ['Each ranking needs a numeric category_id.'] });
    expect(refusal({ rankings: [null] })).toEqual({ rankings: ['Each ranking needs a numeric category_id.'] });
    expect(refusal(null)).toEqual({ rankings: ['Send rankings as a list of {category_id, rank}.'] });
    expect(refusal({ rankings: 'x' })).toEqual({ rankings: ['Send rankings as a list of {category_id, rank}.'] });
  });
});
