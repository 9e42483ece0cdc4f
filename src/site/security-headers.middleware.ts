import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { CspAdditions } from '../settings/page-features';

/**
 * The site's helmet configuration. The Content-Security-Policy is a constant for a build and the
 * settings in force (`extra`: the origins ads or analytics need while on, page-features.ts): the only
 * inline script that runs is the build's entry (client/src/document.ts), allowed by its hash (the
 * other script tags with content are JSON blocks), so script-src needs no per-response nonce, and a
 * cached page is sent as the very bytes it was rendered to.
 */
function helmetFor(scriptHashes: readonly string[], extra?: CspAdditions) {
  // connect-src and frame-src fall back to default-src ('self') until a feature needs more origins.
  const beyondDefault = (name: 'connectSrc' | 'frameSrc') => (extra?.[name].length ? { [name]: ["'self'", ...extra[name]] } : {});
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(extra?.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(extra?.imgSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...beyondDefault('connectSrc'),
        ...beyondDefault('frameSrc'),
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
}

/** Powerful browser features no page of ours uses: off for us and for anything we might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** Only over https (see securityHeaders). */
export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * What helmet sets, asked of helmet itself once per build (every header is a constant then), plus the
 * Permissions-Policy: the Nest chain and the cached-page fast path (fast-path.ts) send this one list,
 * so the two cannot drift apart. scriptHashes: the inline entry's ('sha256-...'; none without a build).
 */
export function securityHeaderList(scriptHashes: readonly string[] = [], extra?: CspAdditions): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let ran = false;
  helmetFor(scriptHashes, extra)({} as never, recorder as never, () => (ran = true));
  if (!ran) throw new Error('helmet did not answer synchronously: the security headers could not be derived');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return [...headers];
}

/**
 * Security headers on every response (issue 6 item 4, issue 14 item 7): a strict Content-Security-Policy,
 * constant for the build (`list`, from SiteService), nosniff, Referrer-Policy, frame blocking, a
 * Permissions-Policy, and HSTS when the request is https (as Express sees it: TRUST_PROXY decides
 * whether X-Forwarded-Proto counts). Mounted early (src/app.ts), before the body parsers, so their
 * 400/413 answers carry them too.
 */
export function securityHeaders(list: () => HeaderList) {
  return (req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of list()) res.setHeader(name, value);
    if (req.secure) res.setHeader(HSTS[0], HSTS[1]);
    res.removeHeader('X-Powered-By');
    next();
  };
}
