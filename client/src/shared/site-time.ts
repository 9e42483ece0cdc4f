import { SITE_SCRIPT_ID } from './site-config';

/**
 * Every time the site shows is in one named zone: the site's (SITE_TIME_ZONE, Asia/Manila by
 * default). The server hands it to the page in the site configuration block (SiteConfig.timeZone);
 * a time is written with the zone's name after it, "Nov 25, 2026, 3:00 PM (Asia/Manila)", so no
 * reader has to guess whose clock it is. Schedules are typed in the same zone and stored in UTC.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

let browserZone: string | null = null;

/** The site's zone: from the page's configuration block in the browser, else the default. */
export function siteTimeZone(): string {
  if (browserZone) return browserZone;
  let zone = DEFAULT_TIME_ZONE;
  if (typeof document !== 'undefined') {
    try {
      const text = document.getElementById(SITE_SCRIPT_ID)?.textContent;
      const parsed = text ? (JSON.parse(text) as { timeZone?: unknown }).timeZone : undefined;
      if (typeof parsed === 'string' && isTimeZone(parsed)) zone = parsed;
    } catch {
      // keep the default
    }
    browserZone = zone;
  }
  return zone;
}

/** Whether Intl knows an IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Nov 25, 2026, 3:00 PM (Asia/Manila)": a date and time in the site's zone, named. */
export function formatSiteTime(iso: string | Date, locale = 'en-US', zone = siteTimeZone()): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '—';
  const text = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return `${text} (${zone})`;
}

/** The wall-clock fields of an instant in a zone, as a UTC timestamp (zone offset = this − the instant). */
function wallClock(date: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The instant moved so that its UTC fields read the zone's wall clock (for formatters that read UTC fields). */
export function wallClockDate(date: Date, zone: string): Date {
  return new Date(wallClock(date, zone));
}

/** '2026-11-24T15:30' (or with ':ss') typed in the site's zone → the UTC instant; null when it is not a full date and time. */
export function zoneInputToDate(value: string, zone = siteTimeZone()): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // Two passes find the offset in force at that wall-clock time (daylight saving included).
  let guess = asUtc - (wallClock(new Date(asUtc), zone) - asUtc);
  guess = asUtc - (wallClock(new Date(guess), zone) - guess);
  return new Date(guess);
}

/** An instant as a datetime-local value in the site's zone. */
export function dateToZoneInput(date: Date, zone = siteTimeZone()): string {
  return new Date(wallClock(date, zone)).toISOString().slice(0, 16);
}

/** The next whole hour from `now`, as a datetime-local value in the site's zone (the schedule field's default). */
export function nextHourInput(now: Date, zone = siteTimeZone()): string {
  const next = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  return dateToZoneInput(next, zone);
}
