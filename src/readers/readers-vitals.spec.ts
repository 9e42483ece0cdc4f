import { bucketFloor, bucketOf, ratingOf, storedValue, VITAL_RULES, VITALS } from '../../client/src/shared/vitals-buckets';
import { parseHit } from './readers-rules';
import { vitalsDtos } from './readers-vitals.service';

describe("readers' speed (issue 36 item 2)", () => {
  it('reads a speed beacon: page type, language and plausible values in stored units', () => {
    expect(parseHit({ t: 'vitals', p: 'guide', l: 'fil', lcp: '2410', inp: '88', cls: '0.1042' }, false)).toEqual({
      kind: 'vitals',
      page: 'guide',
      lang: 'fil',
      values: { lcp: 2410, inp: 88, cls: 104 },
    });
    // A view without a tap has no INP.
    expect(parseHit({ t: 'vitals', p: 'home', l: 'en', lcp: '900', cls: '0.0000' }, false)).toMatchObject({ values: { lcp: 900, cls: 0 } });
  });

  it('ignores a beacon with an impossible value, an unknown page or language, or nothing measured', () => {
    for (const bad of ['NaN', 'Infinity', '-1', '1e9', '', ' 5', '0x10', '12abc', '600001']) {
      expect(parseHit({ t: 'vitals', p: 'guide', l: 'en', lcp: bad }, false)).toBeNull();
    }
    expect(parseHit({ t: 'vitals', p: 'guide', l: 'en', inp: '60001' }, false)).toBeNull();
    expect(parseHit({ t: 'vitals', p: 'guide', l: 'en', cls: '100.5' }, false)).toBeNull();
    expect(parseHit({ t: 'vitals', p: 'admin', l: 'en', lcp: '900' }, false)).toBeNull();
    expect(parseHit({ t: 'vitals', p: 'guide', l: 'de', lcp: '900' }, false)).toBeNull();
    expect(parseHit({ t: 'vitals', p: 'guide', l: 'en' }, false)).toBeNull();
  });

  it("puts Google's thresholds on bucket edges, so a rating read from a bucket is exact", () => {
    for (const name of VITALS) {
      const { edges, good, poor } = VITAL_RULES[name];
      expect(edges).toContain(good);
      expect(edges).toContain(poor);
      expect([...edges].sort((a, b) => a - b)).toEqual(edges);
      expect(ratingOf(name, bucketOf(name, good))).toBe('good');
      expect(ratingOf(name, bucketOf(name, good + 1))).toBe('ni');
      expect(ratingOf(name, bucketOf(name, poor + 1))).toBe('poor');
    }
    // CLS 0.1 exactly is good (thousandths, no float rounding across the edge).
    expect(storedValue('cls', '0.1')).toBe(100);
    expect(bucketOf('cls', 0)).toBe(0);
    expect(bucketOf('lcp', 2501)).toBe(2800);
    expect(bucketFloor('lcp', 2800)).toBe(2500);
    expect(bucketOf('lcp', 500_000)).toBe(60000);
  });

  it('places the 75th percentile inside its bucket and orders the groups', () => {
    // Two views: LCP buckets 600 and 3,100; the 75th percentile (1.5 of 2) is half-way into the second bucket.
    const dtos = vitalsDtos([
      { dim: 'lang', key: 'fil', metric: 'lcp', total: 1, p75_upto: 3100, p75_before: 0, p75_n: 1, good: 0, poor: 0 },
      { dim: 'all', key: '', metric: 'lcp', total: 2, p75_upto: 3100, p75_before: 1, p75_n: 1, good: 1, poor: 0 },
      { dim: 'all', key: '', metric: 'cls', total: 2, p75_upto: 500, p75_before: 1, p75_n: 1, good: 1, poor: 1 },
    ]);
    expect(dtos.map((d) => `${d.dim}:${d.key}`)).toEqual(['all:', 'lang:fil']);
    expect(dtos[0]).toEqual({
      dim: 'all',
      key: '',
      views: 2,
      lcp: { n: 2, p75: 2950, good: 1, poor: 0 },
      inp: null,
      cls: { n: 2, p75: 0.45, good: 1, poor: 1 },
    });
    // One view: three quarters into its bucket (2.8–3.1 s).
    expect(dtos[1]!.lcp!.p75).toBe(3025);
  });
});
