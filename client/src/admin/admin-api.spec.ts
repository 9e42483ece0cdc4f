import { cleanSources, contentListPath, createContentForm, updateContentForm } from './admin-api';

const translation = (title: string) => ({
  title,
  slug: '',
  header_description: 'desc',
  introduction: 'intro',
  conclusion: '',
  meta_keywords: '',
  meta_description: '',
});

const png = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

describe('admin multipart bodies (SPEC §7)', () => {
  it('drops blank sources', () => {
    expect(cleanSources([' https://a.example ', '', '   ', 'b.example'])).toEqual(['https://a.example', 'b.example']);
  });

  it('builds the create body with JSON fields, files by index and no empty bullets', () => {
    const form = createContentForm({
      how: translation('How to cook rice'),
      paano: translation('Paano magluto ng kanin'),
      categoryId: 7,
      status: 'draft',
      headerImage: png(),
      sections: [
        { section_how: 'Wash', section_paano: 'Hugasan', section_how_bullets: ['one', ' '], section_paano_bullets: ['isa'] },
        { section_how: 'Cook', section_paano: 'Lutuin', section_how_bullets: [], section_paano_bullets: [], imageFile: png() },
      ],
      sources: ['https://a.example', ''],
    });
    expect(JSON.parse(form.get('how') as string).title).toBe('How to cook rice');
    expect(JSON.parse(form.get('paano') as string).title).toBe('Paano magluto ng kanin');
    expect(form.get('category')).toBe('7');
    expect(form.get('post_status')).toBe('draft');
    expect(form.get('header_image')).toBeInstanceOf(File);
    expect(JSON.parse(form.get('sections') as string)).toEqual([
      { section_how: 'Wash', section_paano: 'Hugasan', section_how_bullets: ['one'], section_paano_bullets: ['isa'], order: 0 },
      { section_how: 'Cook', section_paano: 'Lutuin', section_how_bullets: [], section_paano_bullets: [], order: 1 },
    ]);
    expect(form.get('section_image_0')).toBeNull();
    expect(form.get('section_image_1')).toBeInstanceOf(File);
    expect(JSON.parse(form.get('sources') as string)).toEqual(['https://a.example']);
    expect(form.get('lang')).toBeNull();
  });

  it('builds the update body with one language key, lang and version', () => {
    const form = updateContentForm({
      lang: 'paano',
      translation: translation('Bagong pamagat'),
      categoryId: 3,
      status: 'published',
      version: 4,
      removeHeaderImage: true,
      sections: [
        { id: 11, section_how: 'A', section_paano: 'B', section_how_bullets: ['x'], section_paano_bullets: ['y'], removeImage: true },
      ],
      sources: [],
    });
    expect(form.get('how')).toBeNull();
    expect(JSON.parse(form.get('paano') as string).title).toBe('Bagong pamagat');
    expect(form.get('lang')).toBe('paano');
    expect(form.get('version')).toBe('4');
    expect(form.get('post_status')).toBe('published');
    expect(form.get('remove_header_image')).toBe('true');
    expect(JSON.parse(form.get('sections') as string)).toEqual([
      {
        id: 11,
        section_how: 'A',
        section_paano: 'B',
        section_how_bullets: ['x'],
        section_paano_bullets: ['y'],
        order: 0,
        remove_image: true,
      },
    ]);
  });
});

describe('the table list call', () => {
  it('sends the page and only the filters that are set', () => {
    expect(contentListPath({ page: 1, pageSize: 25 })).toBe('/api/bilingual-content/?page=1&page_size=25');
    expect(contentListPath({ page: 3, pageSize: 25, search: '  mag-ipon ', categoryId: '', status: 'all' })).toBe(
      '/api/bilingual-content/?page=3&page_size=25&search=mag-ipon',
    );
    expect(contentListPath({ page: 2, pageSize: 10, search: 'Niño & co', categoryId: '7', status: 'draft' })).toBe(
      '/api/bilingual-content/?page=2&page_size=10&search=Ni%C3%B1o+%26+co&category=7&status=draft',
    );
  });
});
