import { decodeNotice, depends, encodeNotice, EVERYTHING, guidesChanged, isStale } from './cache-rules';

const deps = (...names: string[]) => new Set(names);

describe(isStale.name, () => {
  const guidePage = deps(depends.guide(1), depends.guide(7), depends.guide(8));
  const categoryPage = deps(depends.category(3), depends.guide(2));

  it('drops everything on a change of everything', () => {
    expect(isStale(EVERYTHING, deps())).toBe(true);
  });

  it('drops what shows a changed guide, the lists of its old and new categories, and the lists of all guides', () => {
    const change = guidesChanged([7], [3, 4]);
    expect(isStale(change, guidePage)).toBe(true); // shows guide 7 (its page or a recommendation)
    expect(isStale(change, categoryPage)).toBe(true); // lists category 3, which guide 7 left
    expect(isStale(change, deps(depends.category(4)))).toBe(true); // and the one it joined
    for (const kind of [depends.guideLists, depends.search, depends.sitemap, depends.feed]) expect(isStale(change, deps(kind))).toBe(true);
  });

  it('keeps what neither shows the guide nor lists its categories', () => {
    const change = guidesChanged([5], [9]);
    expect(isStale(change, guidePage)).toBe(false);
    expect(isStale(change, categoryPage)).toBe(false);
    expect(isStale(change, deps())).toBe(false); // a static page
  });

  it("counts every category's list as touched when the categories are not known", () => {
    expect(isStale(guidesChanged([5]), categoryPage)).toBe(true);
    expect(isStale(guidesChanged([5]), deps(depends.guide(1)))).toBe(false);
  });
});

describe('change notices', () => {
  it('carry what changed from one replica to the others', () => {
    const change = guidesChanged([7], [3, null]);
    expect(decodeNotice(encodeNotice('replica-a', change))).toEqual({ from: 'replica-a', change });
    expect(decodeNotice(encodeNotice('replica-a', EVERYTHING))).toEqual({ from: 'replica-a', change: EVERYTHING });
  });

  it('become everything when too long for NOTIFY, or not understood', () => {
    const many = guidesChanged(Array.from({ length: 5000 }, (_, i) => i + 1));
    expect(encodeNotice('a', many).length).toBeLessThan(8000);
    expect(decodeNotice(encodeNotice('a', many)).change).toEqual(EVERYTHING);
    expect(decodeNotice('an-old-replica-id')).toEqual({ from: 'an-old-replica-id', change: EVERYTHING });
    expect(decodeNotice('{"from":"a","change":{"guides":["1"]}}').change).toEqual(EVERYTHING);
  });
});
