import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { json, urlencoded, type Express, type Request } from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { createValidationPipe } from './common/validation';
import { AppLogger } from './common/app-logger';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { SlidingWindowStorage } from './common/rate-limit.storage';
import { requestLog, requestLogger } from './common/request-logger';
import { bodyErrorHandler, bodyTimeout, checkFormBody, checkJsonBody, refuseNulInUrl } from './common/request-limits';
import { securityHeaders } from './site/security-headers.middleware';
import { fastPath } from './site/fast-path';
import { SiteService } from './site/site.service';

/** JSON bodies above this are refused with 413 before they are parsed. */
export const JSON_BODY_LIMIT = '1mb';
/** Headers must be complete within this (Node's default is a minute). */
export const HEADERS_TIMEOUT_SECONDS = 20;

/** Builds the whole application (API + site) on the given database; shared by main.ts and the tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, databaseUrl }), {
    bodyParser: false,
    logger: new AppLogger(config),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  // Order matters. First, in front of Express itself, the fast path (site/fast-path.ts): a cached page
  // or /robots.txt is answered there, headers and bytes made once, rate limit counted, one log line;
  // everything else goes on to Express. Then the request id and the security headers, so every answer
  // carries them, the body parsers'
  // 400/413 included; a NUL in the URL and slow or deep bodies are refused before any parsing or
  // route; what the parsers throw is answered in our words by bodyErrorHandler.
  const site = app.get(SiteService);
  const logRequest = requestLog(config);
  inFrontOfExpress(
    app,
    fastPath({
      lookup: (pathAndQuery) => site.ready(pathAndQuery),
      logRequest,
      rateLimit:
        config.rateLimitPerMinute > 0
          ? { storage: app.get<SlidingWindowStorage>(ThrottlerStorage), limit: config.rateLimitPerMinute }
          : undefined,
      securityHeaders: () => site.securityHeaders().flat,
    }),
  );
  app.use(requestLogger(config));
  app.use(securityHeaders(() => site.securityHeaders().list));
  app.use(refuseNulInUrl);
  app.use(bodyTimeout(config.bodyTimeoutSeconds));
  app.use(json({ limit: JSON_BODY_LIMIT, verify: checkJsonBody }));
  app.use(urlencoded({ extended: false, limit: JSON_BODY_LIMIT, verify: checkFormBody }));
  app.use(bodyErrorHandler());
  app.useGlobalPipes(createValidationPipe());
  limitConnections(app.getHttpServer() as Server, config);
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
function inFrontOfExpress(app: NestExpressApplication, handler: (req: Request, res: ServerResponse, next: () => void) => void): void {
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as Express;
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) throw new Error(`Expected Express as the one request listener, found ${listeners.length}`);
  const [toExpress] = listeners;
  server.removeListener('request', toExpress);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const view = Object.create(express.request) as Request & { socket: unknown };
    view.headers = req.headers;
    view.socket = req.socket;
    view.method = req.method!;
    view.url = req.url!;
    view.originalUrl = req.url!;
    // Passed on, with or without an error (the rate limit's storage failing): the Nest chain answers.
    handler(view, res, () => toExpress(req, res));
  });
}

/**
 * Node's own guards against slow clients and connection floods (issue 14 item 5): the whole request
 * within REQUEST_TIMEOUT (Node's default 300 s held a dripping body five minutes), headers within
 * HEADERS_TIMEOUT_SECONDS, at most MAX_CONNECTIONS sockets open. Node checks the timeouts every
 * connectionsCheckingInterval; 1 s makes them exact enough.
 */
function limitConnections(server: Server, config: AppConfig): void {
  server.requestTimeout = config.requestTimeoutSeconds * 1000;
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_SECONDS, config.requestTimeoutSeconds) * 1000;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  server.maxConnections = config.maxConnections;
}
