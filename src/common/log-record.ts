import { AsyncLocalStorage } from 'node:async_hooks';
import { inspect } from 'node:util';

/**
 * The one shape of every JSON log line (issue 14 item 8): application lines and request lines alike,
 * so a log shipper needs one parser.
 *   {"time":"2026-11-23T08:00:00.000Z","level":"info","pid":1,"context":"Boot","msg":"…","reqId":"…"}
 * Request lines (context "HTTP") add method, path, status, ms, ip (and aborted). reqId is present on
 * every line written while a request is being handled, so its application lines can be joined to it.
 */
export type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'verbose';

export interface LogRecord {
  time: string;
  level: LogLevelName;
  pid: number;
  context: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

/** The request being handled (set by the request logger for everything that runs on its behalf). */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Nest's level names to the shape's (Nest's "log" is pino's and most shippers' "info"). */
export const LEVEL_NAMES: Record<string, LogLevelName> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'verbose',
};

let clockMs = 0;
let clockText = '';

/**
 * The time of a log line (ISO 8601, UTC, milliseconds), made at most once per millisecond: under load
 * many request lines fall in the same millisecond, and Date#toISOString costs more than the rest of
 * the line.
 */
export function logTime(): string {
  const now = Date.now();
  if (now !== clockMs) {
    clockMs = now;
    clockText = new Date(now).toISOString();
  }
  return clockText;
}

export function logRecord(level: LogLevelName, context: string, message: unknown, extra: Record<string, unknown> = {}): LogRecord {
  const msg =
    typeof message === 'string'
      ? message
      : message instanceof Error
        ? message.message
        : inspect(message, { breakLength: Infinity, depth: 4 });
  const reqId = requestContext.getStore()?.reqId;
  const record: LogRecord = { time: logTime(), level, pid: process.pid, context, msg };
  if (reqId) record.reqId = reqId;
  return Object.assign(record, extra);
}
