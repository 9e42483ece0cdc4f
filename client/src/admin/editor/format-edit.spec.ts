import { indentLines, insertLink, outdentLines, wrapSelection } from './format-edit';

describe('formatting markers on a selection (SPEC §5)', () => {
  it('wraps the selection in bold, or inserts a placeholder to type over', () => {
    expect(wrapSelection('make this bold', 5, 9, '**', '**', 'bold text')).toEqual({ value: 'make **this** bold', start: 7, end: 11 });
    expect(wrapSelection('ab', 1, 1, '*', '*', 'italic text')).toEqual({ value: 'a*italic text*b', start: 2, end: 13 });
  });

  it('sets a size with the [Npx words] marker', () => {
    expect(wrapSelection('big words', 0, 3, '[20px ', ']', 'text').value).toBe('[20px big] words');
  });

  it('turns the selection into a link and selects the URL', () => {
    const edit = insertLink('see docs', 4, 8);
    expect(edit.value).toBe('see [docs](https://)');
    expect(edit.value.slice(edit.start, edit.end)).toBe('https://');
  });

  it('indents and outdents whole lines (sub-points) without a Tab key', () => {
    const text = 'Point\nsub one\nsub two';
    const indented = indentLines(text, 7, text.length);
    expect(indented.value).toBe('Point\n  sub one\n  sub two');
    expect(outdentLines(indented.value, indented.start, indented.end).value).toBe(text);
    expect(outdentLines('no indent', 0, 0).value).toBe('no indent');
  });
});
