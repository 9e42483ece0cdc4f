import { randomBytes } from 'node:crypto';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** The per-response CSP nonce, for the script tags the site renders. */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

const applyHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent below, only over https: over plain http it would mean nothing (and would pin localhost).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  xPoweredBy: true,
});

/**
 * Security headers on every response (issue 6 item 4): a strict Content-Security-Policy with a fresh
 * nonce per response, nosniff, Referrer-Policy, frame blocking, and HSTS when the request is https
 * (as Express sees it: TRUST_PROXY decides whether X-Forwarded-Proto counts).
 */
@Injectable()
export class SecurityHeadersMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.removeHeader('X-Powered-By');
    applyHelmet(req, res, next);
  }
}
