import 'reflect-metadata';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { json, urlencoded, type Express, type Request } from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { createValidationPipe } from './common/validation';
import { AppLogger } from './common/app-logger';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { SlidingWindowStorage } from './common/rate-limit.storage';
import { newRequestId, requestLog, requestLogger, type LogRequest } from './common/request-logger';
import {
  bodyErrorHandler,
  bodyTimeout,
  checkFormBody,
  checkJsonBody,
  parseQuery,
  refuseNulInUrl,
  REQUEST_MESSAGES,
} from './common/request-limits';
import { securityHeaders } from './site/security-headers.middleware';
import { ADDRESS_MESSAGES, capConnectionsPerAddress, requestPath, requestsPerAddress } from './common/address-limits';
import { clientAddressKey } from './common/client-address';
import { fastPath } from './site/fast-path';
import { privateAnswers } from './common/shared-cache';
import { DatabaseCircuit } from './common/database-circuit';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from './common/http-error.filter';
import { SiteService } from './site/site.service';
import { parseBeacon } from './readers/dto/beacon-body';
import { ReadersCountingService } from './readers/readers-counting.service';
import { BEACON_PATH } from '../client/src/shared/readers-beacon';
import { wantsLite } from '../client/src/shared/lite';

/** JSON bodies above this are refused with 413 before they are parsed. */
export const JSON_BODY_LIMIT = '1mb';
/**
 * Headers must be complete within this (Node's default is a minute): a browser sends them in one go,
 * so a client still sending them after 10 s is holding a slot, not loading a page.
 */
export const HEADERS_TIMEOUT_SECONDS = 10;

/** Builds the whole application (API + site) on the given database; shared by main.ts and the tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, databaseUrl }), {
    bodyParser: false,
    logger: new AppLogger(config),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  app.set('query parser', parseQuery);
  // Order matters. First, in front of Express itself, the fast path (site/fast-path.ts): a cached page
  // or /robots.txt is answered there, headers and bytes made once, rate limit counted, one log line;
  // everything else goes on to Express. Then the request id and the security headers, so every answer
  // carries them, the body parsers'
  // 400/413 included; a NUL in the URL and slow or deep bodies are refused before any parsing or
  // route; what the parsers throw is answered in our words by bodyErrorHandler.
  const site = app.get(SiteService);
  const readers = app.get(ReadersCountingService);
  const logRequest = requestLog(config);
  inFrontOfExpress(app, {
    logRequest,
    securityHeaders: () => site.securityHeaders().flat,
    takeRequest: requestsPerAddress(config.maxRequestsPerAddress),
    handler: fastPath({
      lookup: (pathAndQuery, req) => site.ready(pathAndQuery, wantsLite(pathAndQuery, req.headers['save-data'])),
      logRequest,
      rateLimit:
        config.rateLimitPerMinute > 0
          ? { storage: app.get<SlidingWindowStorage>(ThrottlerStorage), limit: config.rateLimitPerMinute }
          : undefined,
      securityHeaders: (page) => site.securityHeaders(page?.frameSrc).flat,
      beacon: {
        path: BEACON_PATH,
        record: (req, body) => readers.beacon(req.headers, req.ip, parseBeacon(body)),
        timeoutSeconds: config.bodyTimeoutSeconds,
      },
      served: (req, status, body) => readers.servedPage(req.headers, req.ip, req.url, status, body),
    }),
  });
  app.use(requestLogger(config));
  app.use(privateAnswers(config.sharedCacheSeconds > 0));
  app.use(answerWhileDatabaseDown(app.get(DatabaseCircuit)));
  app.use(securityHeaders(() => site.securityHeaders().list));
  app.use(refuseNulInUrl);
  app.use(bodyTimeout(config.bodyTimeoutSeconds));
  app.use(json({ limit: JSON_BODY_LIMIT, verify: checkJsonBody }));
  app.use(urlencoded({ extended: false, limit: JSON_BODY_LIMIT, verify: checkFormBody }));
  app.use(bodyErrorHandler());
  app.useGlobalPipes(createValidationPipe());
  limitConnections(app.getHttpServer() as Server, config);
  answerUnreadable(app.getHttpServer() as Server, () => site.securityHeaders().flat);
  return app;
}

/**
 * Puts a handler on the HTTP server's 'request' event ahead of Express: what it answers never enters
 * Express's router or Nest; what it passes on (next) goes to Express unchanged. The handler sees a view
 * of the request made on Express's request prototype (headers, socket, method, url: enough for
 * Express's own req.ip and req.secure getters, so TRUST_PROXY means what it means everywhere else).
 * A view, not Express's way of giving the request itself a new prototype: measured here, that
 * Object.setPrototypeOf on Node's request and response cost about 100 µs a request, more than the
 * whole rest of a cached page's answer.
 */
interface FrontOptions {
  /** `incoming`: Node's request itself, for a handler that reads a body (the view is no stream). */
  handler: (req: Request, res: ServerResponse, next: () => void, incoming: IncomingMessage) => void;
  /** Whether one more unfinished request of this address may go on (address-limits.ts). */
  takeRequest: (addressKey: string, res: ServerResponse) => boolean;
  logRequest: LogRequest;
  securityHeaders(): string[];
}

/** The headers, as a flat name/value list, of a JSON refusal answered before Express: the connection then closes. */
function closingJsonHeaders(body: string, securityHeaders: () => string[]): string[] {
  return [
    ...securityHeaders(),
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(body)),
    'Cache-Control',
    'no-store',
    'Connection',
    'close',
  ];
}

/**
 * Before anything else (issue 30 items 1, 3): a request line whose target is not a path (absolute
 * form is served by its path; `*`, authority form, junk get a 400), and an address already holding
 * MAX_REQUESTS_PER_ADDRESS unfinished requests (429, connection closed), answered here in our words
 * with the security headers.
 */
function inFrontOfExpress(app: NestExpressApplication, options: FrontOptions): void {
  const { handler, takeRequest, logRequest, securityHeaders } = options;
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as Express;
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) throw new Error(`Expected Express as the one request listener, found ${listeners.length}`);
  const [toExpress] = listeners;
  server.removeListener('request', toExpress);
  const refuse = (view: Request, res: ServerResponse, status: number, detail: string) => {
    const started = process.hrtime.bigint();
    const id = newRequestId(undefined);
    const body = JSON.stringify({ detail });
    res.writeHead(status, ['X-Request-Id', id, ...closingJsonHeaders(body, securityHeaders)]);
    res.end(body);
    logRequest(view, id, status, started);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = requestPath(req.url!);
    const view = Object.create(express.request) as Request & { socket: unknown };
    view.headers = req.headers;
    view.socket = req.socket;
    view.method = req.method!;
    view.url = req.url!;
    view.originalUrl = req.url!;
    // Express's req.ip getter runs proxy-addr over X-Forwarded-For on every read; the front, the rate
    // limit, Readers and the log line each read it, so it is worked out once here (issue 37 item 6).
    Object.defineProperty(view, 'ip', { value: view.ip });
    if (path === null) return refuse(view, res, 400, ADDRESS_MESSAGES.badRequestLine);
    if (!takeRequest(clientAddressKey(view.ip), res)) return refuse(view, res, 429, ADDRESS_MESSAGES.tooManyOpen);
    req.url = view.url = view.originalUrl = path;
    // Passed on, with or without an error (the rate limit's storage failing): the Nest chain answers.
    // `incoming`: Node's request itself, for a handler that reads a body (the view is no stream).
    handler(view, res, () => toExpress(req, res), req);
  });
}

/**
 * Issue 37 item 4: while the database is known to be down (DatabaseCircuit), an API call answers 503
 * with Retry-After at once instead of waiting for the pool's timeout; pages go on (the kept ones are
 * answered, the others render their 503 without a query).
 */
function answerWhileDatabaseDown(circuit: DatabaseCircuit) {
  return (req: Request, res: import('express').Response, next: () => void): void => {
    if (!circuit.open || !req.path.startsWith('/api/')) return next();
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).json({ detail: DATABASE_UNAVAILABLE });
  };
}

/**
 * Node's own guards against slow clients and connection floods (issue 14 item 5): the whole request
 * within REQUEST_TIMEOUT (Node's default 300 s held a dripping body five minutes), headers within
 * HEADERS_TIMEOUT_SECONDS, at most MAX_CONNECTIONS sockets open, MAX_CONNECTIONS_PER_ADDRESS of them
 * from one address (issue 30). Node checks the timeouts every
 * connectionsCheckingInterval; 1 s makes them exact enough.
 */
function limitConnections(server: Server, config: AppConfig): void {
  server.requestTimeout = config.requestTimeoutSeconds * 1000;
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_SECONDS, config.requestTimeoutSeconds) * 1000;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  server.maxConnections = config.maxConnections;
  capConnectionsPerAddress(server, config.maxConnectionsPerAddress);
}

/**
 * What Node's HTTP parser refuses before there is a request (a request line with a space or a bare
 * host in it, CONNECT, broken headers; issue 30 item 3): answered as Node would (400, or 431 for
 * oversized headers, 408 for headers not finished in time) but with our JSON and security headers.
 * A connection that has already been answered on, or is gone, is only closed.
 */
function answerUnreadable(server: Server, securityHeaders: () => string[]): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const detail =
      status === 431
        ? REQUEST_MESSAGES.tooLarge
        : status === 408
          ? REQUEST_MESSAGES.slowHeaders
          : error.code === 'HPE_INVALID_URL' || error.code === 'HPE_INVALID_CONSTANT' || error.code === 'HPE_INVALID_METHOD'
            ? ADDRESS_MESSAGES.badRequestLine
            : REQUEST_MESSAGES.unreadable;
    const body = JSON.stringify({ detail });
    const headers = closingJsonHeaders(body, securityHeaders);
    const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
    for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
