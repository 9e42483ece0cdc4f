import { baseSlug, firstFreeSlug, slugPrefix } from './guide-slug';

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

describe(firstFreeSlug.name, () => {
  it('keeps the slug when it is free, else takes the first free numbered one', () => {
    expect(firstFreeSlug('how-to-save', new Set())).toBe('how-to-save');
    expect(firstFreeSlug('how-to-save', new Set(['how-to-save', 'how-to-save-2']))).toBe('how-to-save-3');
  });
  it('shortens a long slug so the numbered one stays within 60 characters, and its prefix finds every candidate', () => {
    const base = 'a'.repeat(60);
    const slug = firstFreeSlug(base, new Set([base]));
    expect(slug).toBe(`${'a'.repeat(58)}-2`);
    expect(slug.startsWith(slugPrefix(base))).toBe(true);
  });
});
