import { queryLanguage } from './query-language';

describe('queryLanguage', () => {
  it('answers Filipino for clearly Filipino queries', () => {
    expect(queryLanguage('Paano gumagana ang crypto?')).toBe('fil');
    expect(queryLanguage('paano gumawa ng budget')).toBe('fil');
    expect(queryLanguage('ano ang inflation')).toBe('fil');
    expect(queryLanguage('magkano ang GCash fee')).toBe('fil');
  });

  it('answers English for English queries, brand names and mixed cases without a clear lead', () => {
    expect(queryLanguage('How to start investing')).toBe('en');
    expect(queryLanguage('gcash')).toBe('en');
    expect(queryLanguage('budget')).toBe('en');
    expect(queryLanguage('')).toBe('en');
    expect(queryLanguage('how to use GCash sa bahay')).toBe('en');
    expect(queryLanguage('magazine pagination')).toBe('en');
  });
});
