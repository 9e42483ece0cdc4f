import { en } from './en';
import { fil } from './fil';

/** Every key path of a catalogue with the kind of its value (string, function/arity, object). */
function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: 'string' };
  if (typeof value === 'function') return { [path]: `function/${value.length}` };
  if (value && typeof value === 'object') {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => shape(v, path ? `${path}.${k}` : k)));
  }
  return { [path]: typeof value };
}

/** Same words in both languages on purpose ("Lite" as Filipino readers know it from Facebook Lite; its hint is translated). */
const SAME_IN_BOTH = new Set(['email', 'liteOn']);

describe('interface catalogues', () => {
  it('have the same keys, each of the same kind, in English and Filipino', () => {
    expect(shape(fil)).toEqual(shape(en));
  });

  it('hold no empty text', () => {
    for (const catalogue of [en, fil]) {
      for (const [key, value] of Object.entries(catalogue)) {
        if (typeof value === 'string') expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it('are translated: no Filipino text is the English one', () => {
    for (const [key, value] of Object.entries(en)) {
      if (SAME_IN_BOTH.has(key)) continue;
      const other = (fil as Record<string, unknown>)[key];
      const arg = key === 'date' ? new Date('2026-05-02T00:00:00Z') : 3;
      const sample = (v: unknown) => (typeof v === 'function' ? v(arg) : typeof v === 'string' ? v : JSON.stringify(v));
      const [a, b] = [sample(value), sample(other)];
      expect({ key, same: a === b }).toEqual({ key, same: false });
    }
  });

  it('write dates the way each language does', () => {
    const day = new Date('2026-11-23T10:00:00Z');
    expect(en.date(day)).toBe('November 23, 2026');
    expect(fil.date(day)).toBe('Nobyembre 23, 2026');
    // The English form is the one the site showed before (Intl en-US, long month).
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(en.date(day)).toBe(intl.format(day));
  });

  it("keep SPEC's quoted English texts exactly", () => {
    expect(en.searchPlaceholder).toBe("Type your 'how' or 'paano' here...");
    expect(en.noResultsFor('x')).toBe('No results found for "x"');
    expect(en.resultCount(1)).toBe('1 Result');
    expect(en.resultCount(7)).toBe('7 Results');
    expect(en.copied).toBe('Copied!');
    expect(en.footerCategoriesError).toBe('Error loading categories');
    expect(en.noRankedCategories).toBe('No ranked categories available');
    expect(en.contentComingSoon).toBe('Content Coming Soon');
    expect(en.unexpectedApplicationError).toBe('Unexpected Application Error!');
  });
});
