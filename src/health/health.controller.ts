import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService } from './health.service';

/** Probes for load balancers and orchestrators; public and never cached. */
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 {"status":"ok"} when the database answers within 2 s, else 503 {"status":"unavailable"}. */
  @Get('healthz')
  @Header('Cache-Control', 'no-store')
  async healthz(@Res({ passthrough: true }) res: Response): Promise<{ status: string }> {
    if (await this.health.databaseAnswers()) return { status: 'ok' };
    res.status(503);
    return { status: 'unavailable' };
  }

  /** 200 {"status":"ready"} once every migration of this build is applied, else 503. */
  @Get('readyz')
  @Header('Cache-Control', 'no-store')
  async readyz(@Res({ passthrough: true }) res: Response): Promise<{ status: string }> {
    if (await this.health.migrationsApplied()) return { status: 'ready' };
    res.status(503);
    return { status: 'unavailable' };
  }
}
