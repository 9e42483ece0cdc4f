import { accountEn } from './account-en';
import { accountFil } from './account-fil';
import { foundEn } from './found-en';
import { foundFil } from './found-fil';
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

/** The admin screens with a language switch of their own: each English catalogue and its Filipino twin. */
const SCREENS = [
  // "Account" and "Code" are what Filipino interfaces say too.
  { name: 'account', en: accountEn, fil: accountFil, sameInBoth: ['nav', 'signIn.code'] },
  // A product's name, and "Tagline (Filipino)", which Filipino interfaces say too.
  { name: 'settings', en: settingsEn, fil: settingsFil, sameInBoth: ['analytics', 'taglineFil'] },
  // "Filipino", "Address" and "Link" are what Filipino interfaces say too.
  {
    name: 'found',
    en: foundEn,
    fil: foundFil,
    sameInBoth: ['langs.paano', 'notFound.address', 'report.link', 'purge.targets.cloudflare', 'purge.targets.fastly'],
  },
];

describe.each(SCREENS)('$name catalogues', ({ en, fil, sameInBoth }) => {
  it('have the same keys, each of the same kind, in English and Filipino', () => {
    expect(shape(fil)).toEqual(shape(en));
  });

  it('are translated: no Filipino text is the English one, and none is empty', () => {
    const enTexts = texts(en);
    const filTexts = texts(fil);
    for (const [key, value] of Object.entries(enTexts)) {
      expect({ key, empty: value.trim() === '' || filTexts[key]!.trim() === '' }).toEqual({ key, empty: false });
      if (!sameInBoth.includes(key)) expect({ key, same: value === filTexts[key] }).toEqual({ key, same: false });
    }
  });
});
