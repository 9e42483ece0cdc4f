import { pageWindow } from './pagination';

describe('pageWindow, the numbers a pager shows', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 4000)).toEqual([1, 2, 3, 4, 5, null, 4000]);
    expect(pageWindow(50, 4000)).toEqual([1, null, 49, 50, 51, null, 4000]);
    expect(pageWindow(4000, 4000)).toEqual([1, null, 3996, 3997, 3998, 3999, 4000]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });

  it('has at most 7 entries and always the current page', () => {
    for (let last = 1; last <= 30; last++) {
      for (let page = 1; page <= last; page++) {
        const w = pageWindow(page, last);
        expect(w.length).toBeLessThanOrEqual(7);
        expect(w).toContain(page);
        expect(w[0]).toBe(1);
        expect(w[w.length - 1]).toBe(last);
      }
    }
  });
});
