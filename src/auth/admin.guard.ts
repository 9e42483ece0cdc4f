import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ADMIN_ONLY } from './admin-only.decorator';
import { AUTH_MESSAGES } from './auth.messages';
import { TokenService, type AuthenticatedAdmin } from './token.service';

export type AdminRequest = Request & { user?: AuthenticatedAdmin };

/**
 * The one global guard: routes marked @AdminOnly() (handler or controller) need a valid bearer token;
 * every other route is public.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (!adminOnly) return true;
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
