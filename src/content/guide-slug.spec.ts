import { baseSlug } from './guide-slug';

describe(baseSlug.name, () => {
  it('makes the admin slug from the title when none is given', () => {
    expect(baseSlug(undefined, 'How to Start Investing!')).toBe('how-to-start-investing');
    expect(baseSlug('', 'Paano mag-ipon?')).toBe('paano-mag-ipon');
  });
  it('normalises a given slug', () => {
    expect(baseSlug('  My Custom -- Slug ', 'ignored')).toBe('my-custom-slug');
    expect(baseSlug('!!!', 'From Title')).toBe('from-title');
  });
  it('caps at 60 characters without a trailing hyphen and never answers empty', () => {
    const slug = baseSlug(undefined, 'word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
    expect(baseSlug(undefined, '🙂🙂')).toBe('guide');
  });
});
