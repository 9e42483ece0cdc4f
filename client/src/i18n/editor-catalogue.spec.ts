import { editorEn } from './editor-en';
import { editorFil } from './editor-fil';

/** Every key path of a catalogue with the kind of its value (string, function/arity, object). */
function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: 'string' };
  if (typeof value === 'function') return { [path]: `function/${value.length}` };
  if (value && typeof value === 'object') {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => shape(v, path ? `${path}.${k}` : k)));
  }
  return { [path]: typeof value };
}

/** Every text of a catalogue by key path, functions called with sample arguments. */
function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: String((value as (...a: unknown[]) => unknown)('Sample', 3, 60)) };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => texts(v, path ? `${path}.${k}` : k)));
}

/** The same word in both languages on purpose (the language name, words Filipino interfaces borrow). */
const SAME_IN_BOTH = new Set(['langName.paano', 'signIn.username', 'signIn.password']);

describe('editor catalogues', () => {
  it('have the same keys, each of the same kind, in English and Filipino', () => {
    expect(shape(editorFil)).toEqual(shape(editorEn));
  });

  it('are translated: no Filipino text is the English one, and none is empty', () => {
    const en = texts(editorEn);
    const fil = texts(editorFil);
    for (const [key, value] of Object.entries(en)) {
      expect({ key, empty: value.trim() === '' || fil[key]!.trim() === '' }).toEqual({ key, empty: false });
      if (!SAME_IN_BOTH.has(key)) expect({ key, same: value === fil[key] }).toEqual({ key, same: false });
    }
  });

  it('keep the English texts the editor showed before', () => {
    expect(editorEn.stale.needsUpdate).toBe('Needs update');
    expect(editorEn.stale.markUpToDate).toBe('Mark as up to date');
    expect(editorEn.saveState.offline).toBe('Offline, kept on this device');
    expect(editorEn.alt.label('Header image', 'English')).toBe('Header image description (English alt text)');
  });
});
