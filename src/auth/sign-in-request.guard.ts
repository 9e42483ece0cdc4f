import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AUTH_MESSAGES } from './auth.messages';

/**
 * Only our own pages may spend sign-in attempts (issue 14 item 6). Failures are counted per client
 * address, so a page on another site that posted a form (or a no-cors fetch) from the owner's browser
 * would lock the owner out. A cross-site request cannot send application/json without a CORS
 * preflight, which we never grant; and a browser always names the page's Origin on a POST, which
 * must be this site's. Checked before the attempt is counted.
 */
/**
 * The page's Origin names the host the request was sent to. Compared by host, not scheme: behind an
 * https proxy without TRUST_PROXY, Express sees http while the browser says https.
 */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

@Injectable()
export class SignInRequestGuard implements CanActivate {
  private readonly siteOrigin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.siteOrigin = new URL(config.siteUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('application/json')) throw new UnsupportedMediaTypeException({ detail: AUTH_MESSAGES.jsonOnly });
    const origin = req.get('origin');
    if (origin !== undefined && origin !== this.siteOrigin && !sameHost(origin, req.get('host'))) {
      throw new ForbiddenException({ detail: AUTH_MESSAGES.foreignOrigin });
    }
    if (origin === undefined && ['cross-site', 'same-site'].includes(req.get('sec-fetch-site') ?? '')) {
      throw new ForbiddenException({ detail: AUTH_MESSAGES.foreignOrigin });
    }
    return true;
  }
}
