import { parse } from 'node:querystring';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from '@nestjs/common';

/** What a client reads when its request is refused before it reaches a route (issue 14 items 6, 7). */
export const REQUEST_MESSAGES = {
  notJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  tooDeep: 'The request body is nested too deeply.',
  nul: 'The request contains a NUL character, which cannot be stored.',
  badEncoding: 'The request body uses an encoding we do not accept.',
  slowBody: 'The request body took too long to arrive.',
  slowHeaders: 'The request headers took too long to arrive.',
  unreadable: 'The request could not be read.',
} as const;

/** Deeper JSON than this is refused before it is parsed: our deepest body (a guide form) nests 4 levels. */
export const MAX_JSON_DEPTH = 32;

class RequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * body-parser's `verify` hook for JSON: one pass over the raw bytes BEFORE JSON.parse, so a 1 MB body of
 * nested brackets costs a loop, not a parser and a validation pipe recursing until the stack overflows.
 * Also refuses an escaped NUL (\u0000) in a string: PostgreSQL cannot store it in text.
 */
export function checkJsonBody(_req: Request, _res: Response, buf: Buffer): void {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (escaped) {
        escaped = false;
        // \u0000: "u" then four "0"s.
        if (c === 0x75 && buf[i + 1] === 0x30 && buf[i + 2] === 0x30 && buf[i + 3] === 0x30 && buf[i + 4] === 0x30) {
          throw new RequestRefused(400, 'entity.nul', REQUEST_MESSAGES.nul);
        }
      } else if (c === 0x5c) escaped = true;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw new RequestRefused(400, 'entity.too.deep', REQUEST_MESSAGES.tooDeep);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/** body-parser's `verify` hook for form bodies: a NUL, raw or %00, is refused. */
export function checkFormBody(_req: Request, _res: Response, buf: Buffer): void {
  if (buf.includes(0) || /%00/.test(buf.toString('latin1'))) throw new RequestRefused(400, 'entity.nul', REQUEST_MESSAGES.nul);
}

/**
 * A NUL (%00) used to reach SQL and answer 500. In the path it is refused (400) before any route sees
 * it; in the query string it is dropped (a search for "a%00b" looks for "ab").
 */
export function refuseNulInUrl(req: Request, res: Response, next: NextFunction): void {
  if (!req.url.includes('\0') && !/%00/i.test(req.url)) return next();
  const at = req.url.indexOf('?');
  const path = at < 0 ? req.url : req.url.slice(0, at);
  if (path.includes('\0') || /%00/i.test(path)) {
    res.status(400).json({ detail: REQUEST_MESSAGES.nul });
    return;
  }
  req.url = `${path}?${req.url.slice(at + 1).replace(/%00|\0/gi, '')}`;
  next();
}

/**
 * JSON and form bodies (1 MB at most) must arrive within `seconds`: a client dripping a body byte by
 * byte would otherwise hold the connection until Node's request timeout. Multipart uploads (large
 * images, administrators only) are bounded by that request timeout instead.
 */
export function bodyTimeout(seconds: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    // An import's export file (admin only, up to 100 MB) is bounded by the request timeout, like an upload.
    const importFile = req.path.startsWith('/api/import') && req.is(['application/xml', 'text/xml']);
    if (!declared || req.is('multipart/form-data') || importFile) return next();
    const timer = setTimeout(() => {
      if (req.complete) return;
      new Logger('Request').warn(`Request body of ${req.method} ${req.path} still incomplete after ${seconds} s; connection closed`);
      if (!res.headersSent) res.status(408).setHeader('Connection', 'close').json({ detail: REQUEST_MESSAGES.slowBody });
      res.once('finish', () => req.socket.destroy());
    }, seconds * 1000);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    res.once('close', done);
    next();
  };
}

/** A client that went away mid-request: not our error. */
export function isAborted(error: unknown): boolean {
  const e = error as { type?: string; code?: string; message?: string };
  return (
    e?.type === 'request.aborted' ||
    e?.code === 'ECONNABORTED' ||
    e?.code === 'ECONNRESET' ||
    /^(Request aborted|aborted)$/i.test(String(e?.message ?? ''))
  );
}

/**
 * Express error handler for what the body parsers throw (they run before Nest's routes and filters, so
 * without this Express answered with its own page, the parser's text and none of our headers): our
 * `{detail}` texts, the security headers already set, an aborted body logged as one warn line.
 */
export function bodyErrorHandler() {
  const logger = new Logger('Request');
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    if (isAborted(error)) {
      // Nobody is left to answer: the request line says 499 (aborted), this one line says why.
      logger.warn(`Client went away while sending the body of ${req.method} ${req.path}`);
      res.destroy();
      return;
    }
    const e = error as { type?: string; status?: number; statusCode?: number };
    const status = e.status ?? e.statusCode ?? 500;
    const detail =
      error instanceof RequestRefused
        ? error.message
        : {
            'entity.too.large': REQUEST_MESSAGES.tooLarge,
            'entity.parse.failed': REQUEST_MESSAGES.notJson,
            'encoding.unsupported': REQUEST_MESSAGES.badEncoding,
            'charset.unsupported': REQUEST_MESSAGES.badEncoding,
          }[e.type ?? ''];
    if (detail && status < 500) {
      if (status === 413) res.setHeader('Connection', 'close');
      res.status(status).json({ detail });
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).json({ detail: REQUEST_MESSAGES.unreadable });
      return;
    }
    next(error);
  };
}

/**
 * Express's query parser (issue 30 item 7): Node's querystring, as Express's "simple" parser, except
 * that an array-shaped name (`category_id[]=1`, `q[0]=x`) counts as its name given as a list, so it is
 * refused (or its first value taken) exactly as `category_id=1&category_id=2` is, never silently ignored.
 */
export function parseQuery(query: string): Record<string, string | string[]> {
  const parsed = parse(query) as Record<string, string | string[]>;
  for (const key of Object.keys(parsed)) {
    const name = /^([^[\]]+)\[[^\]]*\]/.exec(key)?.[1];
    if (name === undefined) continue;
    const values = [parsed[name] ?? [], parsed[key]].flat();
    delete parsed[key];
    parsed[name] = values;
  }
  return parsed;
}
