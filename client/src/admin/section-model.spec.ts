import { clampRows } from './fields/BulletTextarea';
import { wrapWithSize } from './fields/font-size';
import { joinHeading, moveItem, sectionFromDto, sectionToInput, splitHeading } from './section-model';
import { columns, rankClash } from './CategoryPanel';

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
});

describe('moveItem (section reorder)', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('rankClash', () => {
  const cat = (id: number, how: string, rank: number | null) => ({ id, category_how: how, category_paano: `${how} (fil)`, rank }) as never;
  const cats = [cat(1, 'Tech', 1), cat(2, 'Money', 2), cat(3, 'Health', null)];

  it('names the category that holds the rank', () => {
    expect(rankClash(cats, { 1: '1', 2: '2', 3: '1' })).toBe(
      'Each rank can be given to one category only. Rank 1 is already given to Tech / Tech (fil).',
    );
  });

  it('lets two categories swap ranks in one save', () => {
    expect(rankClash(cats, { 1: '2', 2: '1', 3: '' })).toBeNull();
  });
});
