import { settingsEn } from './settings-en';
import { settingsFil } from './settings-fil';

/** Every key path of a catalogue with the kind of its value (string, function/arity, object). */
function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: 'string' };
  if (typeof value === 'function') return { [path]: `function/${value.length}` };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => shape(v, path ? `${path}.${k}` : k)));
}

function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: String((value as (...a: unknown[]) => unknown)(3)) };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => texts(v, path ? `${path}.${k}` : k)));
}

/** The same in both on purpose: a product's name, and "Tagline (Filipino)", which Filipino interfaces say too. */
const SAME_IN_BOTH = new Set(['analytics', 'taglineFil']);

describe('settings catalogues', () => {
  it('have the same keys, each of the same kind, in English and Filipino', () => {
    expect(shape(settingsFil)).toEqual(shape(settingsEn));
  });

  it('are translated: no Filipino text is the English one, and none is empty', () => {
    const en = texts(settingsEn);
    const fil = texts(settingsFil);
    for (const [key, value] of Object.entries(en)) {
      expect({ key, empty: value.trim() === '' || fil[key]!.trim() === '' }).toEqual({ key, empty: false });
      if (!SAME_IN_BOTH.has(key)) expect({ key, same: value === fil[key] }).toEqual({ key, same: false });
    }
  });
});
