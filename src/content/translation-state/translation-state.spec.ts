import type { Section } from '../section.entity';
import { markUpToDate, nextSync, sectionKey, sectionText, staleCount, staleParts, type PartTexts } from './translation-state';

const NOW = '2026-11-24T00:00:00.000Z';
const LATER = '2026-11-24T01:00:00.000Z';

function texts(how: string, paano: string): PartTexts {
  return new Map([['introduction', { how, paano }]]);
}

describe('translation state', () => {
  const start = nextSync({}, undefined, texts('Save weekly.', 'Mag-ipon linggo-linggo.'), NOW);

  it('starts up to date', () => {
    expect(staleCount(start, texts('Save weekly.', 'Mag-ipon linggo-linggo.'))).toBe(0);
  });

  it('an English edit makes the Filipino stale, keeping what the Filipino was based on', () => {
    const after = texts('Save every week.', 'Mag-ipon linggo-linggo.');
    const sync = nextSync(start, texts('Save weekly.', 'Mag-ipon linggo-linggo.'), after, LATER);
    expect(sync.introduction.paano).toEqual({ basis: 'Save weekly.', at: NOW });
    expect(sync.introduction.how).toEqual({ basis: 'Mag-ipon linggo-linggo.', at: LATER });
    expect(staleCount(sync, after)).toBe(1);
  });

  it('the Filipino catching up leaves both up to date (the English does not become stale)', () => {
    const edited = texts('Save every week.', 'Mag-ipon linggo-linggo.');
    const stale = nextSync(start, texts('Save weekly.', 'Mag-ipon linggo-linggo.'), edited, LATER);
    const fixed = texts('Save every week.', 'Mag-ipon bawat linggo.');
    const sync = nextSync(stale, edited, fixed, LATER);
    expect(staleCount(sync, fixed)).toBe(0);
  });

  it('a Filipino edit of an up-to-date part makes the English stale', () => {
    const fil = texts('Save weekly.', 'Mag-ipon tuwing Lunes.');
    const sync = nextSync(start, texts('Save weekly.', 'Mag-ipon linggo-linggo.'), fil, LATER);
    expect(sync.introduction.how?.basis).toBe('Mag-ipon linggo-linggo.');
    expect(staleCount(sync, fil)).toBe(1);
  });

  it('a language left empty beside a written one needs its translation; filling it is a translation, not a source edit', () => {
    const empty = texts('Save weekly.', '');
    const sync = nextSync({}, undefined, empty, NOW);
    expect(sync.introduction.paano?.basis).toBe('');
    expect(staleCount(sync, empty)).toBe(1);
    const filled = texts('Save weekly.', 'Mag-ipon.');
    expect(staleCount(nextSync(sync, empty, filled, LATER), filled)).toBe(0);
  });

  it('marks one language of one part up to date with the other language as it reads now', () => {
    const after = texts('Save every week.', 'Mag-ipon linggo-linggo.');
    const stale = nextSync(start, texts('Save weekly.', 'Mag-ipon linggo-linggo.'), after, LATER);
    const marked = markUpToDate(stale, after, 'introduction', 'paano', LATER);
    expect(marked.introduction.paano).toEqual({ basis: 'Save every week.', at: LATER });
    expect(staleCount(marked, after)).toBe(0);
  });

  describe('steps (issue 38)', () => {
    const section = (actionHow: string, actionPaano: string, detailsHow: string[] = []) =>
      ({
        headingHow: 'Plant',
        headingPaano: 'Magtanim',
        bulletsHow: [],
        bulletsPaano: [],
        steps: [{ action_how: actionHow, action_paano: actionPaano, details_how: detailsHow, details_paano: [], image: null }],
      }) as unknown as Section;
    const partsOf = (s: Section): PartTexts => new Map([[sectionKey(7), { how: sectionText(s, 'how'), paano: sectionText(s, 'paano') }]]);

    it('a section without steps reads as it did before steps', () => {
      const plain = {
        headingHow: 'Plant',
        headingPaano: 'Magtanim',
        bulletsHow: ['Dig'],
        bulletsPaano: ['Maghukay'],
      } as unknown as Section;
      expect(sectionText(plain, 'how')).toBe('Plant\n- Dig');
    });

    it('steps added in English only leave the Filipino text as it was, so the Filipino needs an update', () => {
      const plain = { headingHow: 'Plant', headingPaano: 'Magtanim', bulletsHow: [], bulletsPaano: [], steps: [] } as unknown as Section;
      const before = partsOf(plain);
      const after = partsOf(section('Dig a hole', ''));
      expect(after.get(sectionKey(7))!.paano).toBe(before.get(sectionKey(7))!.paano);
      const sync = nextSync(nextSync({}, undefined, before, NOW), before, after, LATER);
      expect(staleParts(sync, after)).toEqual([expect.objectContaining({ part: 'section', lang: 'paano' })]);
    });

    it("an English step's edit makes the Filipino section stale and shows the step that changed", () => {
      const before = partsOf(section('Dig a hole', 'Maghukay'));
      const start2 = nextSync({}, undefined, before, NOW);
      const after = partsOf(section('Dig a deep hole', 'Maghukay', ['30 cm']));
      const sync = nextSync(start2, before, after, LATER);
      const stale = staleParts(sync, after);
      expect(stale).toHaveLength(1);
      expect(stale[0]).toMatchObject({ part: 'section', section_id: 7, lang: 'paano' });
      expect(stale[0].was).toContain('1. Dig a hole');
      expect(stale[0].now).toContain('1. Dig a deep hole\n   30 cm');
    });
  });
});
