import { categoryLabel, categoryName, hasTranslation, sectionText, translationOf } from './translation';

describe('translationOf', () => {
  it('reads English from the top level and Filipino from paano_content', () => {
    const guide = { title: 'How', slug: 'how', paano_content: { title: 'Paano', slug: 'paano' } };
    expect(translationOf(guide, 'how')).toMatchObject({ title: 'How', slug: 'how', introduction: '' });
    expect(translationOf(guide, 'paano')).toMatchObject({ title: 'Paano', slug: 'paano', introduction: '' });
  });
  it('reads the how / paano objects of the editor and the older shape', () => {
    const guide = { how: { title: 'H' }, paano: { title: 'P', introduction: 'I' } };
    expect(translationOf(guide, 'how').title).toBe('H');
    expect(translationOf(guide, 'paano')).toMatchObject({ title: 'P', introduction: 'I', conclusion: '' });
  });
  it('does not show English text as Filipino when a Filipino object exists', () => {
    expect(translationOf({ introduction: 'English', paano_content: { title: 'P' } }, 'paano').introduction).toBe('');
  });
  it('reads single-language items (search results) from the top level in either language', () => {
    expect(translationOf({ title: 'Paano X', slug: 'paano-x' }, 'paano').slug).toBe('paano-x');
  });
  it('never returns undefined or non-strings', () => {
    const t = translationOf({ title: 5 as unknown as string }, 'how');
    expect(Object.values(t).every((v) => v === '')).toBe(true);
    expect(translationOf(null, 'paano').title).toBe('');
  });
});

describe('hasTranslation', () => {
  it('tells whether a Filipino version exists', () => {
    expect(hasTranslation({ title: 'A', paano_content: null }, 'paano')).toBe(false);
    expect(hasTranslation({ title: 'A', paano_content: { title: 'B' } }, 'paano')).toBe(true);
    expect(hasTranslation({ title: 'A' }, 'how')).toBe(true);
    expect(hasTranslation(undefined, 'how')).toBe(false);
  });
});

describe('categoryName / categoryLabel', () => {
  it('reads both category shapes', () => {
    expect(categoryName({ category_how: 'Tech', category_paano: 'Teknolohiya' }, 'paano')).toBe('Teknolohiya');
    expect(categoryName({ how: 'Tech', paano: 'Teknolohiya' }, 'how')).toBe('Tech');
    expect(categoryName(null, 'how')).toBe('');
  });
  it('labels a category "how / paano"', () => {
    expect(categoryLabel({ category_how: 'Tech', category_paano: 'Teknolohiya' })).toBe('Tech / Teknolohiya');
    expect(categoryLabel({ how: 'Tech', paano: '' })).toBe('Tech');
  });
});

describe('sectionText', () => {
  it('gives the heading and string bullets of a language', () => {
    const section = {
      section_how: 'H',
      section_paano: 'P',
      section_how_bullets: ['a', 3 as unknown as string],
      section_paano_bullets: undefined,
    };
    expect(sectionText(section, 'how')).toEqual({ heading: 'H', bullets: ['a'] });
    expect(sectionText(section, 'paano')).toEqual({ heading: 'P', bullets: [] });
    expect(sectionText(undefined, 'how')).toEqual({ heading: '', bullets: [] });
  });
});
