import { adminSlugify, categorySegment, slugify } from './slug';

describe('slugify (public)', () => {
  it('lowercases, hyphenates whitespace, drops non-word characters and trims hyphens', () => {
    expect(slugify('  How to Start   Investing?! ')).toBe('how-to-start-investing');
    expect(slugify('Paano gumagana ang crypto?')).toBe('paano-gumagana-ang-crypto');
    expect(slugify('--a -- b--')).toBe('a-b');
  });
  it('caps the slug at 60 characters without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('keeps Filipino letters readable', () => {
    expect(slugify('Pagbabadyet ng Pamilya sa Parañaque')).toBe('pagbabadyet-ng-pamilya-sa-paranaque');
  });
});

describe('adminSlugify', () => {
  it('removes punctuation and turns whitespace runs into hyphens', () => {
    expect(adminSlugify('How to Budget: The 50/30/20 Rule')).toBe('how-to-budget-the-503020-rule');
  });
});

describe('categorySegment', () => {
  it('slugifies the category name in a language', () => {
    expect(categorySegment('Health & Wellness')).toBe('health-wellness');
    expect(categorySegment(null)).toBe('guide');
  });
});
