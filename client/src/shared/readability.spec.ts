import { englishReadability, filipinoReadability, filipinoSyllables, sentences, startsWithFilipinoVerb, wordsOf } from './readability';

describe('readability', () => {
  it('splits sentences at end marks and line ends, and words at anything but letters', () => {
    expect(sentences('Open the app. Tap Save! Done?\nNext step')).toEqual(['Open the app.', 'Tap Save!', 'Done?', 'Next step']);
    expect(wordsOf("Don't pay 500 pesos for mag-ipon.")).toEqual(["Don't", 'pay', 'pesos', 'for', 'mag-ipon']);
  });

  describe('English', () => {
    it('gives plain short sentences a high Flesch reading ease', () => {
      const r = englishReadability('Open the app. Tap the green button. Type your name. Save it.');
      expect(r.sentences).toBe(4);
      expect(r.wordsPerSentence).toBe(3);
      expect(r.flesch).toBeGreaterThanOrEqual(90);
      expect(r.longSentences).toBe(0);
    });

    it('gives long sentences of long words a low one, and counts the long sentences', () => {
      const text =
        'Notwithstanding the considerable administrative complexity associated with intergovernmental remittance documentation, applicants should systematically organize supplementary identification requirements, authenticated certifications, and corresponding authorization correspondence before submitting everything electronically to the appropriate institutional representative.';
      const r = englishReadability(text);
      expect(r.flesch).toBeLessThan(20);
      expect(r.longSentences).toBe(1);
    });

    it('is the textbook value on a known sample', () => {
      // "The cat sat on the mat." 6 words, 6 syllables, 1 sentence: 206.835 - 6.09 - 84.6 = 116 -> 100.
      expect(englishReadability('The cat sat on the mat.').flesch).toBe(100);
    });
  });

  describe('Filipino', () => {
    it('counts a syllable per vowel', () => {
      expect(filipinoSyllables('bahay')).toBe(2);
      expect(filipinoSyllables('pinakamahalaga')).toBe(7);
      expect(filipinoSyllables('Ñ')).toBe(1);
    });

    it('measures sentence and word length', () => {
      const short = filipinoReadability('Buksan ang app. Pindutin ang berdeng button. Isulat ang pangalan mo.');
      expect(short.sentences).toBe(3);
      expect(short.wordsPerSentence).toBe(3.7);
      expect(short.longSentences).toBe(0);
      const long = filipinoReadability(
        'Bago magsumite ng aplikasyon sa pinakamalapit na tanggapan ng pamahalaan, kinakailangang ihanda ang lahat ng mahahalagang dokumentong pagkakakilanlan at sertipikasyong pinatunayan ng kinauukulang ahensiya upang maiwasan ang anumang pagkaantala.',
      );
      expect(long.longSentences).toBe(1);
      expect(long.lettersPerWord).toBeGreaterThan(short.lettersPerWord);
      expect(long.longWordShare).toBeGreaterThan(short.longWordShare);
    });

    it.each([
      ['Buksan ang app.', true],
      ['Ilagay ang pera sa alkansya.', true],
      ['Pumunta sa pinakamalapit na bangko.', true],
      ['Magbukas ng savings account.', true],
      ['Gawin ito tuwing sweldo.', true],
      ['I-save ang numero.', true],
      ['mag-ipon ng kaunti bawat araw', true],
      ['- Isulat ang lahat ng gastos.', true],
      ['Ang pera ay mahalaga.', false],
      ['Pagbabayad ng utang.', false],
      ['Kalusugan muna.', false],
      ['Sa bangko.', false],
      ['Bangko ang pinakaligtas.', false],
    ])('%j starts with a verb: %s', (step, expected) => {
      expect(startsWithFilipinoVerb(step)).toBe(expected);
    });
  });
});
