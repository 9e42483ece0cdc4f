import { readersEn } from './readers-en';
import { readersFil } from './readers-fil';

function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: 'string' };
  if (typeof value === 'function') return { [path]: `function/${value.length}` };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => shape(v, path ? `${path}.${k}` : k)));
}

function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: String((value as (...a: unknown[]) => unknown)('Sample', 3, 60)) };
  return Object.assign({}, ...Object.entries(value as object).map(([k, v]) => texts(v, path ? `${path}.${k}` : k)));
}

/** Names that are the same in both languages on purpose (brands, words Filipino interfaces borrow). */
const SAME = /^(sourceName\.(facebook|messenger|google)|filipino|device|deviceName\.tablet|pageName\.home)$/;

describe('Readers catalogues', () => {
  it('have the same keys, each of the same kind, in English and Filipino', () => {
    expect(shape(readersFil)).toEqual(shape(readersEn));
  });

  it('are translated: no Filipino text is the English one unless it is a name, and none is empty', () => {
    const en = texts(readersEn);
    const same = Object.entries(texts(readersFil)).filter(([key, text]) => !text.trim() || (text === en[key] && !SAME.test(key)));
    expect(same).toEqual([]);
  });
});
