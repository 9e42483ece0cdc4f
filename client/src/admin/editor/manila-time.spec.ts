import { dateToManilaInput, formatManila, manilaInputToDate, nextHourInput } from './manila-time';

describe('Manila time for schedules', () => {
  it('reads a typed Manila time as the UTC instant eight hours earlier', () => {
    expect(manilaInputToDate('2026-11-24T15:30')?.toISOString()).toBe('2026-11-24T07:30:00.000Z');
    expect(manilaInputToDate('2026-11-25T03:00')?.toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(manilaInputToDate('2026-11-25T03:00:05')?.toISOString()).toBe('2026-11-24T19:00:05.000Z');
  });

  it('refuses a value that is not a full date and time', () => {
    expect(manilaInputToDate('')).toBeNull();
    expect(manilaInputToDate('2026-11-24')).toBeNull();
  });

  it('shows a UTC instant as Manila input and text, across the date line', () => {
    expect(dateToManilaInput(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25T03:00');
    expect(formatManila('2026-11-24T19:00:00Z')).toBe('Wed, Nov 25, 2026, 3:00 AM');
  });

  it('suggests the next whole hour', () => {
    expect(nextHourInput(new Date('2026-11-24T07:10:00Z'))).toBe('2026-11-24T16:00');
  });
});
