import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { AdminOnly } from './admin-only.decorator';
import { AdminGuard } from './admin.guard';
import { Public } from './public.decorator';
import type { TokenService } from './token.service';

class Routes {
  @Public()
  open(): void {}

  @AdminOnly()
  owner(): void {}

  forgotten(): void {}
}

@Public()
class OpenController {
  @AdminOnly()
  owner(): void {}

  page(): void {}
}

function contextFor(target: object, handler: (...args: unknown[]) => unknown): ExecutionContextHost {
  const response = { setHeader: () => undefined };
  const context = new ExecutionContextHost([{ headers: {} }, response], target.constructor as never, handler);
  context.setType('http');
  return context;
}

describe('AdminGuard: every route states its guard', () => {
  const guard = new AdminGuard(new Reflector(), {} as TokenService);
  const routes = new Routes();
  const open = new OpenController();

  it('lets anyone through a @Public() route (on the method or its class)', async () => {
    await expect(guard.canActivate(contextFor(routes, routes.open))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(open, open.page))).resolves.toBe(true);
  });

  it('asks a token of an @AdminOnly() route, even inside a public controller', async () => {
    await expect(guard.canActivate(contextFor(routes, routes.owner))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor(open, open.owner))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('refuses a route marked neither, so a forgotten decorator never opens an admin call', async () => {
    await expect(guard.canActivate(contextFor(routes, routes.forgotten))).rejects.toBeInstanceOf(ForbiddenException);
  });
});
