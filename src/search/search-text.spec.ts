import { documentTerms, queryGroups, tsqueryText } from './search-text';

describe('documentTerms', () => {
  it('weights title, keywords/header, introduction/headings, bullets/conclusion, markers stripped', () => {
    const terms = documentTerms('paano', {
      title: 'Paano mag-ipon ng pera',
      metaKeywords: 'ipon, badyet',
      headerDescription: 'Para sa **sweldo**',
      introduction: 'Simulan ang pagtulog nang maaga.',
      conclusion: 'Tapos na.',
      headings: ['[p] Tandaan', 'Gumamit ng `spreadsheet`'],
      bullets: [['Bumili ng *kulambo*', '  sub-point: lamok']],
    });
    expect(terms.a).toBe('ipun pera');
    expect(terms.b).toBe('ipun budget salary');
    expect(terms.c.split(' ')).toEqual(expect.arrayContaining(['tulug', 'tanda', 'spreadsheet']));
    expect(terms.d.split(' ')).toEqual(expect.arrayContaining(['bili', 'kulambu', 'lamuk']));
  });
});

describe('queryGroups / tsqueryText', () => {
  it('reads each content word as English and as Filipino, drops stop words', () => {
    expect(queryGroups('Paano gumawa ng budget?')).toEqual([['budget']]);
    expect(queryGroups('paano mag')).toEqual([]);
    expect(queryGroups('pagtulog sa gabi')).toEqual([['pagtulog', 'tulug'], ['gabi']]);
    expect(queryGroups('ehersisyo')).toEqual([['exercise']]);
  });

  it('writes a tsquery with only a-z0-9 terms, AND or OR', () => {
    const groups = queryGroups("pagtulog & budget'); drop table guide; --");
    const text = tsqueryText(groups);
    expect(text).toMatch(/^[a-z0-9 |&():]+$/);
    expect(tsqueryText([['pagtulog', 'tulug'], ['gabi']], '&')).toBe('(pagtulog | tulug) & gabi');
    expect(tsqueryText([['a1'], ['b2']], '|')).toBe('a1 | b2');
  });
});
