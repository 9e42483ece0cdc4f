import type { SearchResultDto } from '../api/types';
import { opensDirectly } from './search-match';

const result = (match?: SearchResultDto['match']): SearchResultDto => ({
  id: 1,
  type: 'guide',
  title: 'How to budget your salary',
  slug: 'how-to-budget-your-salary',
  introduction: '',
  language: 'how',
  category: { id: null, how: '', paano: '' },
  match,
});

describe('opensDirectly (SPEC one-result redirect, issue 29)', () => {
  it('opens one result whose title holds every word as typed', () => {
    expect(opensDirectly([result('title')])?.id).toBe(1);
    expect(opensDirectly([result(undefined)])?.id).toBe(1);
  });
  it.each(['text', 'corrected', 'some_words', 'similar_title', 'phrase'] as const)('lists one result found by %s', (match) => {
    expect(opensDirectly([result(match)])).toBeNull();
  });
  it('never opens when there are several results or none', () => {
    expect(opensDirectly([])).toBeNull();
    expect(opensDirectly([result('title'), { ...result('title'), id: 2 }])).toBeNull();
  });
});
