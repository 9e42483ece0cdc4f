import { BadRequestException } from '@nestjs/common';
import { validateBody } from '../common/validation';
import { UpdateRanksDto } from './dto/update-ranks.dto';
import { rankingEntries } from './rankings';

/** A rank update's body through the same steps as a request: its shape (the DTO), then the rules across entries. */
async function parse(body: unknown) {
  return rankingEntries((await validateBody(UpdateRanksDto, body as Record<string, unknown>)).rankings);
}

async function refusal(body: unknown): Promise<unknown> {
  const error = await parse(body).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse();
}

describe('rank updates', () => {
  it('accepts whole ranks 1–5 and null (or a missing rank)', async () => {
    expect(
      await parse({
        rankings: [{ category_id: 1, rank: 1 }, { category_id: 2, rank: 5 }, { category_id: 3, rank: null }, { category_id: 4 }],
      }),
    ).toEqual([
      { categoryId: 1, rank: 1 },
      { categoryId: 2, rank: 5 },
      { categoryId: 3, rank: null },
      { categoryId: 4, rank: null },
    ]);
    expect(await parse({ rankings: [] })).toEqual([]);
  });

  it.each([0, 6, 1.5, '2', Number.NaN, Infinity, true, {}])('refuses rank %p', async (rank) => {
    expect(await refusal({ rankings: [{ category_id: 1, rank }] })).toEqual({ rankings: ['Rank must be between 1 and 5.'] });
  });

  it('leaves a rank given twice to the service (it names the holder), and allows several nulls', async () => {
    expect(
      await parse({
        rankings: [
          { category_id: 1, rank: 3 },
          { category_id: 2, rank: 3 },
        ],
      }),
    ).toHaveLength(2);
    expect(
      await parse({
        rankings: [
          { category_id: 1, rank: null },
          { category_id: 2, rank: null },
        ],
      }),
    ).toHaveLength(2);
  });

  it('refuses a category named twice, a missing or non-numeric id, an entry that is not an object and a body without a list', async () => {
    expect(
      await refusal({
        rankings: [
          { category_id: 1, rank: 1 },
          { category_id: 1, rank: 2 },
        ],
      }),
    ).toEqual({
      rankings: ['Category 1 is listed more than once.'],
    });
    for (const entry of [{ rank: 1 }, { category_id: '1' }, { category_id: 0 }, { category_id: 2 ** 53 }, null, 5, [1]]) {
      expect(await refusal({ rankings: [entry] })).toEqual({ rankings: ['Each ranking needs a numeric category_id.'] });
    }
    for (const body of [null, {}, { rankings: 'x' }, { rankings: { category_id: 1 } }]) {
      expect(await refusal(body)).toEqual({ rankings: ['Send rankings as a list of {category_id, rank}.'] });
    }
  });
});
