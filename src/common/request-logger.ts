import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { bufferedStdout } from './log-buffer';
import { logTime, requestContext, type LogRecord } from './log-record';

/** An incoming X-Request-Id is kept only when it is a plain token (a proxy's id), never arbitrary text. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,100}$/;

/** Probes hit these every few seconds: logged only when they fail. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

const RANK: Record<string, number> = { verbose: 0, debug: 1, log: 2, info: 2, warn: 3, error: 4, silent: 9 };

/** A request line: the shape of every log line (log-record.ts) plus what happened to the request. */
export interface RequestLogLine extends LogRecord {
  level: 'info' | 'warn' | 'error';
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string | undefined;
  aborted?: true;
}

/** The id of the current request (set by the request logger), for other logs that want to mention it. */
export function requestId(req: Request): string | undefined {
  return (req as Request & { id?: string }).id;
}

/** The request's id: a sane incoming X-Request-Id (a proxy's), else a fresh one. */
export function newRequestId(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Writes the line of one finished request (shared by the Nest chain and the cached-page fast path). */
export type LogRequest = (req: Request, id: string, status: number, started: bigint, aborted?: boolean) => void;

/**
 * The request line writer: JSON in production, in the shape every log line has ({time, level, pid,
 * context: "HTTP", msg, reqId} + method, path, status, ms, ip), a readable line in development.
 * Lines go through a buffer written in batches (log-buffer.ts), not one stdout write per request.
 * Only the path is logged — never the query string (it can hold a token or a password reset code),
 * the body, cookies or the Authorization header.
 */
export function requestLog(
  config: Pick<AppConfig, 'production' | 'logLevel'>,
  write: (line: string) => void = bufferedStdout().write,
): LogRequest {
  const threshold = RANK[config.logLevel] ?? RANK.log;
  return (req, id, status, started, aborted = false) => {
    const level = status >= 500 ? 'error' : status >= 400 && status !== 499 ? 'warn' : 'info';
    if (RANK[level] < threshold) return;
    const path = (req.originalUrl || req.url).split('?')[0].slice(0, 500);
    if (level === 'info' && QUIET_PATHS.has(path)) return;
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    // Written out in the shape's order, not spread from logRecord: an object built from spreads of
    // spreads is a slow (dictionary) object to V8, and serialising it cost about 10 µs a line, a third
    // of a cached page's whole answer (measured under wrk; this literal costs under 1 µs).
    const line: RequestLogLine = {
      time: logTime(),
      level,
      pid: process.pid,
      context: 'HTTP',
      msg: `${req.method} ${path} ${status}`,
      reqId: id,
      method: req.method,
      path,
      status,
      ms,
      ip: req.ip,
    };
    if (aborted) line.aborted = true;
    write(config.production ? `${JSON.stringify(line)}\n` : readable(line));
  };
}

/**
 * One line per request (requestLog), with the request's id in X-Request-Id. Everything that runs for
 * the request does so inside requestContext, so the application's own lines carry the same reqId.
 */
export function requestLogger(config: Pick<AppConfig, 'production' | 'logLevel'>, write?: (line: string) => void) {
  const logRequest = requestLog(config, write);
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const id = newRequestId(req.get('x-request-id'));
    (req as Request & { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);

    let logged = false;
    const log = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      logRequest(req, id, aborted && !res.headersSent ? 499 : res.statusCode, started, aborted);
    };
    res.on('finish', () => log(false));
    res.on('close', () => log(!res.writableFinished));
    requestContext.run({ reqId: id }, next);
  };
}

function readable(l: RequestLogLine): string {
  const clock = l.time.slice(11, 19);
  const flag = l.level === 'info' ? '' : ` ${l.level.toUpperCase()}`;
  return `${clock} [HTTP]${flag} ${l.method} ${l.path} ${l.status} ${l.ms} ms ${l.ip ?? '-'} id=${l.reqId}${l.aborted ? ' (client went away)' : ''}\n`;
}
