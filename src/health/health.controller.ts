import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService, type ReadinessPart } from './health.service';
import { RETRY_AFTER_SECONDS } from '../common/http-error.filter';
import { Public } from '../auth/public.decorator';

/** Probes for load balancers and orchestrators; public and never cached. */
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Liveness: 200 {"status":"ok"} while the process serves, whatever the database does. During an
   * outage cached pages still answer, so an orchestrator must not restart the replica (issue 26).
   */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  healthz(): { status: string } {
    return { status: 'ok' };
  }

  /**
   * Readiness: 200 {"status":"ready"} when the database answers within 2 s with every migration of this
   * build applied, and the image store answers too; else 503 {"status":"unavailable","unavailable":[...]}
   * naming "database" and/or "media", with Retry-After (a balancer sends no new work).
   */
  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  async readyz(@Res({ passthrough: true }) res: Response): Promise<{ status: string; unavailable?: ReadinessPart[] }> {
    const unavailable = await this.health.notReady();
    if (!unavailable.length) return { status: 'ready' };
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: 'unavailable', unavailable };
  }
}
