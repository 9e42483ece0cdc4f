import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { SlidingWindowStorage } from '../common/rate-limit.storage';
import { clientAddressKey } from '../common/client-address';
import { newRequestId, type LogRequest } from '../common/request-logger';
import { REQUEST_MESSAGES } from '../common/request-limits';
import { RATE_LIMIT_KEY_PREFIX, RATE_LIMIT_TTL_MS } from '../common/rate-limit.guard';
import { etagMatches, pickEncoding, type CachedPage } from './html-cache';
import { HSTS } from './security-headers.middleware';
import { cacheTags } from '../common/shared-cache';

/** A ready answer: a page from the HTML cache, or a constant file such as /robots.txt. */
export interface ReadyAnswer {
  page: CachedPage;
  contentType: string;
  cacheControl: string;
  /** With a shared cache in front (SHARED_CACHE_SECONDS): what the answer shows, sent as Surrogate-Key and Cache-Tag. */
  keys?: string;
}

export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The headers of a ready answer besides the security headers, the request id and the rate limit's:
 * the same list whichever path sends it (the Nest controller or the fast path). One strong ETag for
 * all encodings, Vary: Accept-Encoding; the compressed bytes were made once, when the page was kept.
 */
export function answerHeaders(answer: ReadyAnswer, encoding: 'br' | 'gzip' | null, notModified: boolean): string[] {
  const headers = [
    'Content-Type',
    answer.contentType,
    'Cache-Control',
    answer.cacheControl,
    'ETag',
    answer.page.etag,
    'Vary',
    // A page differs with Save-Data too (its lite version, issue 36: SiteService LITE_KEY_MARK).
    answer.contentType === HTML_TYPE ? 'Accept-Encoding, Save-Data' : 'Accept-Encoding',
  ];
  if (answer.keys) headers.push('Surrogate-Key', answer.keys, 'Cache-Tag', cacheTags(answer.keys));
  if (notModified) return headers;
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(bodyOf(answer.page, encoding).length));
  return headers;
}

function bodyOf(page: CachedPage, encoding: 'br' | 'gzip' | null): Buffer {
  return (encoding && page[encoding]) || page.body;
}

/** The encoding this request gets for this page: only one whose bytes are made. */
export function encodingFor(req: Request, page: CachedPage): 'br' | 'gzip' | null {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  return encoding && page[encoding] ? encoding : null;
}

/** 304 when If-None-Match names the ETag (200 answers only). */
export function isNotModified(req: Request, page: CachedPage): boolean {
  return page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag);
}

/** Sends a ready answer from the Nest chain (headers already set there: security, request id, rate limit). */
export function sendReady(req: Request, res: Response, answer: ReadyAnswer): void {
  const notModified = isNotModified(req, answer.page);
  const encoding = encodingFor(req, answer.page);
  const headers = answerHeaders(answer, encoding, notModified);
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  res.status(notModified ? 304 : answer.page.status);
  if (notModified || req.method === 'HEAD') res.end();
  else res.end(bodyOf(answer.page, encoding));
}

export interface FastPathOptions {
  /** The ready answer for a GET/HEAD of this path and query (and its Save-Data), or undefined (then Nest answers). */
  lookup(pathAndQuery: string, req: Request): ReadyAnswer | undefined;
  logRequest: LogRequest;
  /** The guard's storage (Nest's ThrottlerStorage, a SlidingWindowStorage) and limit, when RATE_LIMIT_PER_MINUTE is on. */
  rateLimit?: { storage: SlidingWindowStorage; limit: number };
  /**
   * The security headers, flat (name, value, ...): the Nest chain's own list (SiteService.securityHeaders);
   * for a page, that page's own (a guide with a video frames its player: CachedPage.frameSrc).
   */
  securityHeaders(page?: CachedPage): string[];
  /**
   * The Readers beacon (issue 24): a small form body, counted in memory and answered 204 here, so a
   * page view's count costs about what the page does (docs/readers.md has the measurement). `record`
   * reads the body by the beacon's one schema (src/readers/dto/beacon-body.ts, the controller's too).
   */
  beacon?: { path: string; record(req: Request, body: Record<string, string>): void; timeoutSeconds: number };
  /**
   * Readers (issue 24): a page answered here is counted on the server (ReadersCountingService.servedPage:
   * a few header checks and a push onto a bounded queue; docs/readers.md has the measurement).
   */
  served?(req: Request, status: number, body: Buffer): void;
}

/** A beacon's body is a few hundred bytes; more is not a beacon (Nest answers it). */
const BEACON_MAX_BYTES = 4096;

/**
 * Issue 11 item 3: cached pages and constant files answered before the Express/Nest chain, mounted
 * first in src/app.ts. A GET or HEAD whose path and query are in the HTML cache (or a constant file)
 * gets one precomputed header block (the same security headers as the Nest chain, derived from helmet
 * once per build; HSTS over https only; X-Request-Id; ETag; Vary; Cache-Control), 304 on If-None-Match,
 * br/gzip/identity bytes made once, the per-address rate limit counted in Nest's ThrottlerStorage (the guard's SlidingWindowStorage)
 * under the guard's key, and one access-log line. Everything else — cache misses, the API, the admin,
 * and a request over the rate limit (so the 429 is Nest's own answer) — goes on to Nest unchanged.
 */
export function fastPath(options: FastPathOptions) {
  const { lookup, logRequest, rateLimit, securityHeaders, beacon, served } = options;

  const answerBeacon = (req: Request, incoming: IncomingMessage, res: ServerResponse, next: () => void) => {
    const length = Number(req.headers['content-length']);
    const type = String(req.headers['content-type'] ?? '');
    // Anything unusual (chunked, large, another type) goes to Nest, whose parsers and limits apply.
    if (!beacon || !(length >= 0 && length <= BEACON_MAX_BYTES) || !type.startsWith('application/x-www-form-urlencoded')) return next();
    const started = process.hrtime.bigint();
    const chunks: Buffer[] = [];
    let size = 0;
    const answer = (status: number, detail?: string) => {
      const id = newRequestId(req.headers['x-request-id'] as string | undefined);
      const headers = ['X-Request-Id', id, ...securityHeaders(), 'Cache-Control', 'no-store'];
      if (req.secure) headers.push(HSTS[0], HSTS[1]);
      const body = detail === undefined ? '' : JSON.stringify({ detail });
      if (body) headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body)));
      if (status === 408) headers.push('Connection', 'close');
      res.writeHead(status, headers);
      res.end(body);
      logRequest(req, id, status, started);
    };
    // Under BODY_TIMEOUT like every other body (issue 35 item 7): a beacon dripped byte by byte is
    // answered 408 and its connection closed, as the Nest chain's bodyTimeout does.
    const timer = setTimeout(() => {
      if (incoming.complete || res.headersSent) return;
      answer(408, REQUEST_MESSAGES.slowBody);
      res.once('finish', () => incoming.socket.destroy());
    }, beacon.timeoutSeconds * 1000);
    timer.unref();
    incoming.once('close', () => clearTimeout(timer));
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
    });
    incoming.on('end', () => {
      clearTimeout(timer);
      if (res.headersSent) return;
      const raw = Buffer.concat(chunks);
      // A NUL, raw or %00, is refused as the Nest chain's form parser refuses it (checkFormBody); bytes
      // that are not UTF-8 are no beacon of ours: not counted (issue 35 item 1).
      if (size <= BEACON_MAX_BYTES && (raw.includes(0) || /%00/.test(raw.toString('latin1')))) return answer(400, REQUEST_MESSAGES.nul);
      if (size <= BEACON_MAX_BYTES && isUtf8(raw)) beacon.record(req, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
      answer(204);
    });
  };

  const send = (req: Request, res: ServerResponse, answer: ReadyAnswer, id: string, started: bigint, limitHeaders: string[] | null) => {
    const notModified = isNotModified(req, answer.page);
    const encoding = encodingFor(req, answer.page);
    const headers = ['X-Request-Id', id, ...securityHeaders(answer.page)];
    if (req.secure) headers.push(HSTS[0], HSTS[1]);
    if (limitHeaders) headers.push(...limitHeaders);
    headers.push(...answerHeaders(answer, encoding, notModified));
    const status = notModified ? 304 : answer.page.status;
    if (served && req.method === 'GET' && answer.contentType === HTML_TYPE) served(req, status, answer.page.body);
    res.writeHead(status, headers);
    if (notModified || req.method === 'HEAD') res.end();
    else res.end(bodyOf(answer.page, encoding));
    logRequest(req, id, status, started);
  };

  /** req: the request as Express would see it (its getters: ip, secure); res: Node's response; incoming: Node's request. */
  return (req: Request, res: ServerResponse, next: () => void, incoming?: IncomingMessage): void => {
    if (req.method === 'POST' && beacon && incoming && req.url === beacon.path) return answerBeacon(req, incoming, res, next);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const answer = lookup(req.url, req);
    if (!answer) return next();
    const started = process.hrtime.bigint();
    const id = newRequestId(req.headers['x-request-id'] as string | undefined);
    if (!rateLimit) return send(req, res, answer, id, started, null);
    const { storage, limit } = rateLimit;
    const key = `${RATE_LIMIT_KEY_PREFIX}${clientAddressKey(req.ip)}`;
    // Counted at once (no promise): a map lookup and a few additions, whatever the address has sent.
    const { totalHits, timeToExpire, isBlocked } = storage.hit(key, RATE_LIMIT_TTL_MS, limit, RATE_LIMIT_TTL_MS);
    // Over the limit: Nest's guard answers (it counts nothing more while the address is blocked).
    if (isBlocked) return next();
    const limitHeaders = [
      'X-RateLimit-Limit',
      String(limit),
      'X-RateLimit-Remaining',
      String(Math.max(0, limit - totalHits)),
      'X-RateLimit-Reset',
      String(timeToExpire),
    ];
    send(req, res, answer, id, started, limitHeaders);
  };
}
