import { MAX_PAGE_SIZE, PageParamError, pageOf, parsePageRequest, wantsPages, withPage } from './pagination';

describe('pagination', () => {
  it('defaults to the first page of the default size', () => {
    expect(parsePageRequest({})).toEqual({ page: 1, pageSize: 24 });
  });

  it('clamps a page size above the maximum', () => {
    expect(parsePageRequest({ page: '3', page_size: '5000' })).toEqual({ page: 3, pageSize: MAX_PAGE_SIZE });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['9999999999']])('refuses page=%s naming the field', (value) => {
    expect(() => parsePageRequest({ page: value })).toThrow(PageParamError);
    try {
      parsePageRequest({ page: value });
    } catch (error) {
      expect((error as PageParamError).field).toBe('page');
    }
  });

  it('knows whether pages were asked for', () => {
    expect(wantsPages({})).toBe(false);
    expect(wantsPages({ page: '' })).toBe(false);
    expect(wantsPages({ page_size: '10' })).toBe(true);
  });

  it('links next and previous keeping the other parameters', () => {
    const page = pageOf([1, 2], 5, { page: 2, pageSize: 2 }, '/api/x/?status=published&page=2');
    expect(page).toEqual({ count: 5, next: '/api/x/?status=published&page=3', previous: '/api/x/?status=published', results: [1, 2] });
  });

  it('has no next on the last page and points back to the last page from beyond the end', () => {
    expect(pageOf([], 5, { page: 9, pageSize: 2 }, '/c?page=9')).toEqual({ count: 5, next: null, previous: '/c?page=3', results: [] });
  });

  it('gives page 1 a single address', () => {
    expect(withPage('/category/x?page=4', 1)).toBe('/category/x');
  });
});
