import { dateToZoneInput, formatSiteTime, isTimeZone, nextHourInput, zoneInputToDate } from './site-time';

describe('times in the site zone', () => {
  it('reads a typed Manila time as the UTC instant eight hours earlier', () => {
    expect(zoneInputToDate('2026-11-24T15:30', 'Asia/Manila')?.toISOString()).toBe('2026-11-24T07:30:00.000Z');
    expect(zoneInputToDate('2026-11-25T03:00', 'Asia/Manila')?.toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(zoneInputToDate('2026-11-25T03:00:05', 'Asia/Manila')?.toISOString()).toBe('2026-11-24T19:00:05.000Z');
  });

  it('follows daylight saving in a zone that has it', () => {
    expect(zoneInputToDate('2026-07-01T12:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(zoneInputToDate('2026-12-01T12:00', 'America/New_York')?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(dateToZoneInput(new Date('2026-07-01T16:00:00Z'), 'America/New_York')).toBe('2026-07-01T12:00');
  });

  it('refuses a value that is not a full date and time', () => {
    expect(zoneInputToDate('', 'Asia/Manila')).toBeNull();
    expect(zoneInputToDate('2026-11-24', 'Asia/Manila')).toBeNull();
  });

  it('shows a UTC instant in the zone, named, across the date line', () => {
    expect(dateToZoneInput(new Date('2026-11-24T19:00:00Z'), 'Asia/Manila')).toBe('2026-11-25T03:00');
    expect(formatSiteTime('2026-11-24T19:00:00Z', 'en-US', 'Asia/Manila')).toBe('Nov 25, 2026, 3:00 AM (Asia/Manila)');
    expect(formatSiteTime('2026-11-24T19:00:00Z', 'en-US', 'UTC')).toBe('Nov 24, 2026, 7:00 PM (UTC)');
  });

  it('suggests the next whole hour', () => {
    expect(nextHourInput(new Date('2026-11-24T07:10:00Z'), 'Asia/Manila')).toBe('2026-11-24T16:00');
  });

  it('knows IANA names from made-up ones', () => {
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
