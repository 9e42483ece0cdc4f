import { CanActivate, ExecutionContext, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ADMIN_ONLY, PUBLIC_ROUTE } from '../common/route-access';
import { AUTH_MESSAGES } from './auth.messages';
import { TokenService, type AuthenticatedAdmin } from './token.service';

export type AdminRequest = Request & { user?: AuthenticatedAdmin };

/**
 * The one global guard: routes marked @AdminOnly() (handler or controller) need a valid bearer token;
 * routes marked @Public() are open; a route marked neither is refused (the lint rule
 * `howpaano/route-guard` catches it first), so a forgotten decorator never makes an admin call public.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly logger = new Logger(AdminGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets);
    if (!adminOnly) {
      if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
      const route = `${context.getClass().name}.${context.getHandler().name}`;
      this.logger.error(`${route} has neither @Public() nor @AdminOnly(): refused`);
      throw new ForbiddenException({ detail: AUTH_MESSAGES.unguardedRoute });
    }
    const http = context.switchToHttp();
    const req = http.getRequest<AdminRequest>();
    const res = http.getResponse<Response>();
    const [scheme, token, ...rest] = (req.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer') return this.refuse(res, AUTH_MESSAGES.notAuthenticated);
    if (!token || rest.length) return this.refuse(res, AUTH_MESSAGES.badToken);
    const admin = await this.tokens.verify(token);
    if (!admin) return this.refuse(res, AUTH_MESSAGES.badToken);
    req.user = admin;
    return true;
  }

  private refuse(res: Response, detail: string): never {
    res.setHeader('WWW-Authenticate', 'Bearer realm="api"');
    throw new UnauthorizedException({ detail });
  }
}
