/**
 * Schedules are shown and typed in Asia/Manila time and stored in UTC. The Philippines keeps
 * UTC+8 all year (no daylight saving), so a datetime-local value converts with a fixed offset.
 */
export const MANILA_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3_600_000;

/** '2026-11-24T15:30' (or with ':ss') typed as Manila time → the UTC instant; null when it is not a full date and time. */
export function manilaInputToDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${MANILA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as a datetime-local value in Manila time. */
export function dateToManilaInput(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The next whole hour from `now`, as a Manila datetime-local value (the schedule field's default). */
export function nextHourInput(now: Date): string {
  const next = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  return dateToManilaInput(next);
}

/** "Tue, Nov 24, 2026, 3:30 PM" in Manila time. */
export function formatManila(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Manila',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}
