import { clampRows, wrapWithSize } from './fields';
import { joinHeading, sectionFromDto, sectionToInput, splitHeading } from './section-model';
import { columns } from './CategoryPanel';
import { filterContent } from './ContentTable';
import type { GuideDto } from '../api/types';

describe('section model', () => {
  it('splits and joins the [p] marker', () => {
    expect(splitHeading('[p] Save first')).toEqual({ text: 'Save first', paragraph: true });
    expect(splitHeading('Plain')).toEqual({ text: 'Plain', paragraph: false });
    expect(joinHeading('Save first', true)).toBe('[p] Save first');
    expect(joinHeading('Plain', false)).toBe('Plain');
  });

  it('round-trips a stored section unchanged', () => {
    const dto = {
      id: 5,
      section_how: '[p] Insight',
      section_paano: 'Pamagat',
      section_how_bullets: ['a', 'b\n  sub'],
      section_paano_bullets: [],
      section_img: '/media/x.webp',
      image: '/media/x.webp',
      order: 0,
    };
    const input = sectionToInput(sectionFromDto(dto));
    expect(input).toMatchObject({ id: 5, section_how: '[p] Insight', section_paano: 'Pamagat', section_how_bullets: ['a', 'b\n  sub'] });
  });

  it('sends an unedited heading back byte for byte', () => {
    const dto = {
      id: 6,
      section_how: '[p]No space',
      section_paano: '  Spaced  ',
      section_how_bullets: [],
      section_paano_bullets: [],
      section_img: null,
      image: null,
      order: 0,
    };
    const draft = sectionFromDto(dto);
    expect(sectionToInput(draft)).toMatchObject({ section_how: '[p]No space', section_paano: '  Spaced  ' });
    draft.paragraph.how = false;
    expect(sectionToInput(draft).section_how).toBe('No space');
  });
});

describe('editor helpers', () => {
  it('wraps a selection in a size marker', () => {
    expect(wrapWithSize('make this big', 5, 9, '16px')).toEqual({ value: 'make [16px this] big', caret: 16 });
    expect(wrapWithSize('ab', 1, 1, '20px').value).toBe('a[20px ]b');
  });

  it('clamps bullet rows to 1–5', () => {
    expect(clampRows(0)).toBe(1);
    expect(clampRows(3)).toBe(3);
    expect(clampRows(12)).toBe(5);
  });

  it('puts 5 categories in a column', () => {
    expect(columns([1, 2, 3, 4, 5, 6, 7]).map((c) => c.length)).toEqual([5, 2]);
  });

  it('filters content by title in either language, category and status', () => {
    const item = (id: number, title: string, paano: string, status: 'draft' | 'published', categoryId: number | null) =>
      ({
        id,
        title,
        post_status: status,
        category: categoryId ? { id: categoryId, category_how: 'c', category_paano: 'k' } : null,
        paano_content: { title: paano },
      }) as unknown as GuideDto;
    const items = [item(1, 'Start investing', 'Magsimulang mamuhunan', 'published', 1), item(2, 'Budget', 'Pagbabadyet', 'draft', 2)];
    expect(filterContent(items, 'invest', '', 'all').map((i) => i.id)).toEqual([1]);
    expect(filterContent(items, 'badyet', '', 'all').map((i) => i.id)).toEqual([2]);
    expect(filterContent(items, '', '2', 'all').map((i) => i.id)).toEqual([2]);
    expect(filterContent(items, '', '', 'published').map((i) => i.id)).toEqual([1]);
  });
});
