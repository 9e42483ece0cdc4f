import { canonical, englishTerm, filipinoTerm, stemTagalog, words } from './tagalog';

/** [word, expected stem]: common forms and the tricky ones (infix + reduplication, vowel change, Taglish). */
const STEMS: [string, string][] = [
  // prefixes
  ['pagtulog', 'tulug'],
  ['matulog', 'tulug'],
  ['makatulog', 'tulug'],
  ['tulog', 'tulug'],
  ['magluto', 'lutu'],
  ['mabagal', 'bagal'],
  ['malakas', 'lakas'],
  ['maayos', 'ayus'],
  ['ilista', 'lista'],
  ['ihiwalay', 'hiwalay'],
  ['makaiwas', 'iwas'],
  ['nakapagtapos', 'tapus'],
  ['pinakamahalaga', 'halaga'],
  ['magkaroon', 'roun'],
  // infixes
  ['gumagana', 'gana'],
  ['gumana', 'gana'],
  ['kumain', 'kain'],
  ['binasa', 'basa'],
  ['sumulat', 'sulat'],
  ['bumili', 'bili'],
  ['tumulong', 'tulung'],
  ['pumapasok', 'pasuk'],
  ['bumabagal', 'bagal'],
  // reduplication
  ['nagbabasa', 'basa'],
  ['babasahin', 'basa'],
  ['aaral', 'aral'],
  ['pagpapabilis', 'bilis'],
  ['maliliit', 'liit'],
  ['nilalagnat', 'lagnat'],
  ['natutulog', 'tulug'],
  ['pagsusulat', 'sulat'],
  ['magkakahiwalay', 'hiwalay'],
  ['pinoprotektahan', 'protekta'],
  ['nagbabudget', 'budget'],
  ['pagpaplano', 'planu'],
  // suffixes and vowel change
  ['aralin', 'aral'],
  ['basahin', 'basa'],
  ['tandaan', 'tanda'],
  ['iwasan', 'iwas'],
  ['maiiwasan', 'iwas'],
  ['maiwasan', 'iwas'],
  ['ipunin', 'ipun'],
  ['ipon', 'ipun'],
  ['gastusin', 'gastus'],
  ['gastos', 'gastus'],
  ['gumastos', 'gastus'],
  ['bayaran', 'bayad'],
  ['babayaran', 'bayad'],
  ['pabilisin', 'bilis'],
  ['bumilis', 'bilis'],
  ['protektahan', 'protekta'],
  ['kalusugan', 'lusug'],
  ['malusog', 'lusug'],
  // left alone: short roots, English and Spanish spellings, numbers
  ['kain', 'kain'],
  ['bata', 'bata'],
  ['exercise', 'exercise'],
  ['investing', 'investing'],
  ['password', 'passwurd'], // no foreign letter: o → u like any root (the same on both sides)
  ['budget', 'budget'],
  ['cellphone', 'cellphone'],
  ['2fa', '2fa'],
  ['kinsenas', 'kinsenas'],
  ['linggo', 'linggu'],
  // a prefix leaves a root of two syllables even after the suffix goes
  ['papalitan', 'palit'],
  ['palitan', 'palit'],
  ['pinalitan', 'palit'],
  ['palit', 'palit'],
  // words of their own, not their parts
  ['magulang', 'magulang'],
  ['gulang', 'gulang'],
  ['kapatid', 'kapatid'],
  ['pamilya', 'pamilya'],
];

describe('stemTagalog', () => {
  it.each(STEMS)('%s → %s', (word, stem) => {
    expect(stemTagalog(word)).toBe(stem);
  });

  it('gives every form of a root the same stem', () => {
    const families = [
      ['tulog', 'matulog', 'pagtulog', 'makatulog', 'natutulog', 'tulugan'],
      ['aral', 'mag-aral', 'pag-aaral', 'nag-aaral', 'aralin', 'pag-aralan'],
      ['bilis', 'bumilis', 'pabilisin', 'pagpapabilis'],
      ['iwas', 'iwasan', 'maiwasan', 'maiiwasan', 'makaiwas', 'pag-iwas'],
      ['ipon', 'mag-ipon', 'pag-iipon', 'ipunin', 'nag-iipon'],
      // pa-…-an / pa-…-in with reduplication (issue 39): the root's own first syllable after pa-.
      ['galing', 'magaling', 'pagalingin', 'pagagalingin', 'pinagagaling', 'papagalingan', 'pinapagaling'],
      ['halaga', 'pahalagahan', 'pinahahalagahan', 'papahalagahan', 'pinapahalagahan', 'pagpapahalagahan'],
      ['salamat', 'pasalamatan', 'pinasasalamatan', 'pinapasalamatan'],
      ['ganda', 'maganda', 'pagagandahin', 'pinagaganda'],
    ];
    for (const family of families) {
      const stems = new Set(
        family
          .flatMap((w) => words(w))
          .map((w) => filipinoTerm(w))
          .filter((t) => t !== null),
      );
      expect([family[0], [...stems]]).toEqual([family[0], [expect.any(String)]]);
    }
  });
});

describe('words', () => {
  it('folds accents, drops formatting and splits hyphenated affixes', () => {
    expect(words('**Pag-iipon** ng *pera*: `jalapeño`!')).toEqual(['pag', 'iipon', 'ng', 'pera', 'jalapeno']);
    expect(words('nagla-lag na cellphone, nire-remit, ina-apply-an')).toEqual(['lag', 'na', 'cellphone', 'remit', 'apply', 'an']);
    expect(words('i-check ang 50/30/20 rule')).toEqual(['check', 'ang', '50', '30', '20', 'rule']);
    expect(words('🙂 emoji 中文')).toEqual(['emoji']);
  });
});

describe('stop words and loanwords', () => {
  it('drops words every guide shares and keeps content words', () => {
    for (const w of ['paano', 'ang', 'ng', 'mga', 'sa', 'mag', 'gumawa', 'how', 'to']) expect([w, filipinoTerm(w)]).toEqual([w, null]);
    for (const w of ['ipon', 'tulog', 'budget', 'dengue', 'lamok']) expect(filipinoTerm(w)).not.toBeNull();
    expect(englishTerm('how')).toBeNull();
    expect(englishTerm('budget')).toBe('budget');
  });

  it('maps Filipino spellings of loanwords, inflected or not, to the English word', () => {
    expect(filipinoTerm('ehersisyo')).toBe('exercise');
    expect(words('nag-eehersisyo').map(filipinoTerm)).toEqual([null, 'exercise']);
    expect(filipinoTerm('badyet')).toBe('budget');
    expect(filipinoTerm('kontribusyon')).toBe('contribution');
    expect(englishTerm('badyet')).toBe('budget');
    expect(canonical('exercise')).toBe('exercise');
  });
});
