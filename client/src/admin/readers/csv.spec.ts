import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['Search', 'Times'],
        [
          ['paano, mag-ipon', 3],
          ['say "hi"', 1],
          ['=cmd()', 2],
        ],
      ),
    ).toBe('\uFEFFSearch,Times\r\n"paano, mag-ipon",3\r\n"say ""hi""",1\r\n"\'=cmd()",2\r\n');
  });
});
