import { preferLanguage, preferredLang } from './search.service';

const hit = (guide_id: number, lang: string) => ({ guide_id, lang });

describe("the query's language first (issue 29)", () => {
  it('detects a clearly Filipino or English query, else none', () => {
    expect(preferredLang('paano mag ipon')).toBe('paano');
    expect(preferredLang('how to budget')).toBe('how');
    expect(preferredLang('kulambo')).toBeNull();
  });

  it("puts the preferred version of each guide in the guide's earlier place, keeping the guides' order", () => {
    const hits = [hit(1, 'how'), hit(2, 'how'), hit(1, 'paano'), hit(3, 'paano')];
    expect(preferLanguage(hits, 'paano')).toEqual([hit(1, 'paano'), hit(2, 'how'), hit(1, 'how'), hit(3, 'paano')]);
    expect(preferLanguage(hits, 'how')).toEqual(hits);
    expect(preferLanguage(hits, null)).toEqual(hits);
  });
});
