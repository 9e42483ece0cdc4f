import { importEn } from './import-en';
import { importFil } from './import-fil';

function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: String((value as (...a: unknown[]) => unknown)('Sample', 3)) };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => texts(v, path ? `${path}.${k}` : k)));
}

/** Words both interfaces use as they are. */
const SAME_IN_BOTH = new Set(['fileLabel', 'langName.paano', 'status.draft']);

describe('import screen catalogues', () => {
  it('have the same keys in English and Filipino, every text translated and none empty', () => {
    const en = texts(importEn);
    const fil = texts(importFil);
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) {
      expect({ key, empty: !value.trim() || !fil[key]!.trim() }).toEqual({ key, empty: false });
      if (!SAME_IN_BOTH.has(key)) expect({ key, same: value === fil[key] }).toEqual({ key, same: false });
    }
  });
});
