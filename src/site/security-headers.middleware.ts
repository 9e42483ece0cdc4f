import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * The site's helmet configuration. The Content-Security-Policy is a constant: nothing inline runs
 * (the only script tags with content are JSON blocks, client/src/document.ts), so script-src 'self'
 * needs no per-response nonce, and a cached page is sent as the very bytes it was rendered to.
 */
const applyHelmet = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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

/** Only over https (see securityHeaders). */
export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/**
 * What helmet sets, asked of helmet itself once at load (every header is a constant now), plus the
 * Permissions-Policy: the Nest chain and the cached-page fast path (fast-path.ts) send this one list,
 * so the two cannot drift apart.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = (() => {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let ran = false;
  applyHelmet({} as never, recorder as never, () => (ran = true));
  if (!ran) throw new Error('helmet did not answer synchronously: the security headers could not be derived');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return [...headers];
})();

/**
 * Security headers on every response (issue 6 item 4, issue 14 item 7): a strict, constant
 * Content-Security-Policy, nosniff, Referrer-Policy, frame blocking, a Permissions-Policy, and HSTS
 * when the request is https (as Express sees it: TRUST_PROXY decides whether X-Forwarded-Proto
 * counts). Mounted early (src/app.ts), before the body parsers, so their 400/413 answers carry them too.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (req.secure) res.setHeader(HSTS[0], HSTS[1]);
  res.removeHeader('X-Powered-By');
  next();
}
