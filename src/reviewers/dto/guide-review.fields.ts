import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Allow, ValidateBy } from 'class-validator';
import { DEFAULT_TIME_ZONE, dateToZoneInput, isTimeZone } from '../../../client/src/shared/site-time';
import { REVIEWER_MESSAGES } from '../reviewers.messages';

type Plain = Record<string, unknown>;

/** Not sent: undefined (the stored pick is kept); "", "null" or null: null (cleared); else the value. */
function sentValue(obj: Plain, key: string): unknown {
  if (!(key in obj)) return undefined;
  const value = obj[key];
  if (value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()))) return null;
  return typeof value === 'string' ? value.trim() : value;
}

/** Today's date (YYYY-MM-DD) in the site's zone: the owner sets "last reviewed" by the site's calendar. */
export function siteToday(now = new Date(), zone = process.env.SITE_TIME_ZONE): string {
  return dateToZoneInput(now, zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE).slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.toISOString().slice(0, 10) === value;
}

/** `reviewer_id` of a guide form: a reviewer's id, or null for none. Whether it exists is the save's check. */
export function ReviewerIdField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ obj, key }: { obj: Plain; key: string }) => {
      const value = sentValue(obj, key);
      return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
    }),
    ValidateBy(
      {
        name: 'reviewerId',
        validator: { validate: (v: unknown) => v === undefined || v === null || (Number.isSafeInteger(v) && (v as number) > 0) },
      },
      { message: REVIEWER_MESSAGES.unknownReviewer },
    ),
    Allow(),
  );
}

/** `last_reviewed` of a guide form: YYYY-MM-DD, not after today (site's zone), or null for none. */
export function LastReviewedField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ obj, key }: { obj: Plain; key: string }) => sentValue(obj, key)),
    ValidateBy(
      {
        name: 'lastReviewedDate',
        validator: { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'string' && isCalendarDate(v)) },
      },
      { message: REVIEWER_MESSAGES.badDate },
    ),
    ValidateBy(
      { name: 'lastReviewedPast', validator: { validate: (v: unknown) => typeof v !== 'string' || v <= siteToday() } },
      { message: REVIEWER_MESSAGES.futureDate },
    ),
    Allow(),
  );
}
