import { Controller, Get, Res } from '@nestjs/common';
import { API, API_ERRORS, routeOf, type HealthAnswer, type ReadinessAnswer } from '@cod/contracts';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/public.decorator.js';
import { UnavailableError } from '../../common/errors/domain-error.js';
import { ping } from '../../database/ping.js';
import { ReadinessService } from './readiness.service.js';

/** GET /api/health/ready (not in the spec's tables; README "Running several processes"). */
export const READY_PATH = `${API.health}/ready`;

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: ReadinessService,
  ) {}

  /** 200 once the database answers; migrations ran before the server started listening. */
  @Public()
  @Get(routeOf(API.health))
  async health(): Promise<HealthAnswer> {
    try {
      await ping(this.dataSource);
    } catch {
      throw new UnavailableError(API_ERRORS.databaseUnavailable);
    }
    return { status: 'ok' };
  }

  /**
   * Readiness, for a load balancer or an orchestrator: 200 `{ready: true, database, migrations}` when
   * migrations are done and `SELECT 1` answers within 2 s (checked at most once a second), else 503
   * `{ready: false, reason}` with the API's error fields. The server listens only after its migrations,
   * so in practice a 503 means the database is unreachable or too slow.
   */
  @Public()
  @Get(routeOf(READY_PATH))
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessAnswer> {
    const answer = await this.readiness.check();
    res.setHeader('Cache-Control', 'no-store');
    if (answer.ready) return answer;
    res.status(503);
    return { statusCode: 503, message: API_ERRORS.databaseUnavailable, error: 'Service Unavailable', ...answer };
  }
}
