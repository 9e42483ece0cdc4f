import { DEFAULT_TEXT_SIZE, stepTextSize, TEXT_SIZES } from './text-size';

describe('stepTextSize', () => {
  it('moves one step and stops at both ends of the scale', () => {
    expect(stepTextSize(DEFAULT_TEXT_SIZE, 1)).toBe(1.15);
    expect(stepTextSize(DEFAULT_TEXT_SIZE, -1)).toBe(0.9);
    expect(stepTextSize(TEXT_SIZES[TEXT_SIZES.length - 1]!, 1)).toBe(TEXT_SIZES[TEXT_SIZES.length - 1]);
    expect(stepTextSize(TEXT_SIZES[0], -1)).toBe(TEXT_SIZES[0]);
    expect(stepTextSize(7, 1)).toBe(1.15);
  });
});
