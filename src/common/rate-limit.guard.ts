import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { ADMIN_ONLY } from './route-access';
import { clientAddressKey } from './client-address';

export const RATE_LIMITED = 'Too many requests from your address. Please wait a minute and try again.';

/** The limit's window (RATE_LIMIT_PER_MINUTE per this many ms), also its block once exceeded. */
export const RATE_LIMIT_TTL_MS = 60_000;
/** The ThrottlerStorage key of an address is this + clientAddressKey (also counted by src/site/fast-path.ts). */
export const RATE_LIMIT_KEY_PREFIX = 'default:';

/** Static files: cheap (assets are precompressed, media are files on disk) and many per page view. */
const UNLIMITED = /^\/(assets|media)\/|^\/(healthz|readyz)$/;

/**
 * The per-address limit on public reads (issue 14 item 5): every GET/HEAD except static files and
 * health probes counts, per client address (IPv6 per /64, as sign-in attempts are counted; behind a
 * proxy only with TRUST_PROXY), in this replica's memory: N replicas allow N times the limit, which
 * is meant to stop one address hammering, not to meter. Writes and @AdminOnly reads are the
 * administrator's (a valid token needed; sign-in has its own lock-out).
 */
@Injectable()
export class PublicReadThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.method !== 'GET' && req.method !== 'HEAD') return true;
    // The administrator's own reads need a valid token (AdminGuard), which is the limit there.
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()])) return true;
    return UNLIMITED.test(req.path);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return clientAddressKey((req as unknown as Request).ip);
  }

  /** One budget per address for all reads together (the library's default keys per route). */
  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    if (`${name}:` !== RATE_LIMIT_KEY_PREFIX) throw new Error(`Unexpected throttler ${name}`);
    return `${RATE_LIMIT_KEY_PREFIX}${tracker}`;
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw new HttpException({ detail: RATE_LIMITED }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
