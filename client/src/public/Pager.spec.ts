import { pagerNumbers } from './Pager';

describe('pagerNumbers', () => {
  it('lists every page of a short list', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and two on each side, with gaps', () => {
    expect(pagerNumbers(10, 50)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50]);
    expect(pagerNumbers(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pagerNumbers(50, 50)).toEqual([1, null, 48, 49, 50]);
  });
});
