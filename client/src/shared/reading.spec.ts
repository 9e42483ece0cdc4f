import { countWords, guideReadTime, guideWordCount, readingProgress, readTimeMinutes, wordCounts } from './reading';

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('one two  three\nfour\n\nfive')).toBe(5);
    expect(countWords('Paano mag-ipon ng pera?')).toBe(4);
  });
  it('does not count markup that never shows', () => {
    expect(countWords('**bold** *italic* `code` - • ·')).toBe(3);
    expect(countWords('[16px big words] and /12px small/')).toBe(4);
    expect(countWords('[p] A key insight')).toBe(3);
    expect(countWords('see [the docs](https://example.com/very/long)')).toBe(3);
  });
  it('is zero for empty and non-string input', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(undefined)).toBe(0);
    expect(countWords(12)).toBe(0);
  });
});

describe('readTimeMinutes', () => {
  it('is words / 200 rounded up, at least 1 minute', () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(1)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(readTimeMinutes(NaN)).toBe(1);
    expect(readTimeMinutes(-5)).toBe(1);
  });
});

const guide = {
  title: 'Not counted title',
  header_description: 'Save money every month',
  introduction: 'Budgeting is simple.',
  conclusion: 'Start today.',
  paano_content: {
    title: 'Hindi binibilang',
    header_description: 'Mag-ipon buwan-buwan',
    introduction: 'Madali ang pagbabadyet ngayon.',
    conclusion: 'Simulan na.',
  },
  sections: [
    {
      section_how: 'Track spending',
      section_paano: '[p] Subaybayan',
      section_how_bullets: ['- Write it down', '• Review weekly\n  - every Sunday'],
      section_paano_bullets: ['Isulat'],
    },
    { section_how: '[p] Key insight here', section_paano: '', section_how_bullets: [], section_paano_bullets: [] },
  ],
};

describe('wordCounts', () => {
  it('counts header description, introduction, section headings and bullets, and conclusion in a language', () => {
    expect(wordCounts(guide, 'how')).toEqual({
      header: 4,
      introduction: 3,
      sections: 2 + 3 + 2 + 2 + 3,
      conclusion: 2,
      total: 4 + 3 + 12 + 2,
    });
    expect(wordCounts(guide, 'paano')).toEqual({ header: 2, introduction: 4, sections: 2, conclusion: 2, total: 10 });
  });
  it('reads the editor shape (how / paano objects)', () => {
    const bilingual = {
      how: { header_description: 'a b', introduction: 'c', conclusion: '' },
      paano: { header_description: 'x', introduction: '', conclusion: 'y z' },
      sections: [],
    };
    expect(wordCounts(bilingual, 'how').total).toBe(3);
    expect(wordCounts(bilingual, 'paano').total).toBe(3);
  });
  it('is all zero for a missing guide', () => {
    expect(wordCounts(null, 'how')).toEqual({ header: 0, introduction: 0, sections: 0, conclusion: 0, total: 0 });
  });
  it('gives the total and the read time', () => {
    expect(guideWordCount(guide, 'how')).toBe(21);
    expect(guideReadTime(guide, 'how')).toBe(1);
    const long = { introduction: 'word '.repeat(401), sections: [] };
    expect(guideReadTime(long, 'how')).toBe(3);
  });
});

describe('readingProgress', () => {
  it('is a percentage of the scrollable height, capped to 0–100', () => {
    expect(readingProgress(0, 2000, 1000)).toBe(0);
    expect(readingProgress(500, 2000, 1000)).toBe(50);
    expect(readingProgress(1000, 2000, 1000)).toBe(100);
    expect(readingProgress(1500, 2000, 1000)).toBe(100);
    expect(readingProgress(-20, 2000, 1000)).toBe(0);
    expect(readingProgress(0, 800, 1000)).toBe(100);
  });
});
