import { randomBytes } from 'node:crypto';
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
  // DENY says what frame-ancestors 'none' says (SAMEORIGIN contradicted it), for browsers without CSP 2.
  xFrameOptions: { action: 'deny' },
  // Sent below, only over https: over plain http it would mean nothing (and would pin localhost).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  xPoweredBy: true,
});

/** Powerful browser features no page of ours uses: off for us and for anything we might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * Security headers on every response (issue 6 item 4, issue 14 item 7): a strict Content-Security-Policy
 * with a fresh nonce per response, nosniff, Referrer-Policy, frame blocking, a Permissions-Policy, and
 * HSTS when the request is https (as Express sees it: TRUST_PROXY decides whether X-Forwarded-Proto
 * counts). Mounted first (src/app.ts), before the body parsers, so their 400/413 answers carry them too.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.removeHeader('X-Powered-By');
  applyHelmet(req, res, next);
}
