import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every text cell, doubles quotes, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['Search', 'Times'],
        [
          ['paano, mag-ipon', 3],
          ['say "hi"', 1],
          ['=cmd()', 2],
        ],
      ),
    ).toBe('\uFEFF"Search","Times"\r\n"paano, mag-ipon",3\r\n"say ""hi""",1\r\n"\'=cmd()",2\r\n');
  });

  it('keeps a ;-separated formula inside one quoted cell, whatever the list separator (issue 35 item 7)', () => {
    const csv = toCsv(['Search'], [['x;=HYPERLINK("http://evil.example";"click")'], ['a;b'], ['\t=1+1']]);
    expect(csv).toBe('\uFEFF"Search"\r\n"x;=HYPERLINK(""http://evil.example"";""click"")"\r\n"a;b"\r\n"\'\t=1+1"\r\n');
    // Split as a spreadsheet set to ";" does: outside quotes only. Each line stays one cell.
    const cells = (line: string) => line.match(/("([^"]|"")*"|[^;"]+)(?=;|$)/g) ?? [];
    for (const line of csv.slice(1).trim().split('\r\n')) expect(cells(line)).toHaveLength(1);
  });
});
