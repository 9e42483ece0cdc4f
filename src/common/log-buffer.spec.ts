import { LineBuffer } from './log-buffer';

describe('LineBuffer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the lines of a batch in one write, in order, 50 ms after the first', () => {
    const writes: string[] = [];
    const buffer = new LineBuffer((chunk) => writes.push(chunk));
    buffer.write('a\n');
    buffer.write('b\n');
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(writes).toEqual(['a\nb\n']);
    buffer.write('c\n');
    jest.advanceTimersByTime(50);
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once when a batch reaches 64 KB, and whatever is left on flush', () => {
    const writes: string[] = [];
    const buffer = new LineBuffer((chunk) => writes.push(chunk));
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 64; i++) buffer.write(line);
    expect(writes).toEqual([line.repeat(64)]);
    buffer.write('last\n');
    buffer.flush();
    expect(writes).toEqual([line.repeat(64), 'last\n']);
    buffer.flush();
    jest.advanceTimersByTime(100);
    expect(writes).toHaveLength(2);
  });
});
