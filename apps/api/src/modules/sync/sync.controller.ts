import { Body, Controller, Get, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import {
  createWebsiteSchema,
  isSyncTestBody,
  rules,
  syncTestCreateSchema,
  VALIDATION,
  type CreateWebsiteRequest,
  type CrossSyncTestRequest,
  type GenerationEvent,
  type Schema,
} from '@cod/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { toErrorBody } from '../../common/filters/api-exception.filter.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { WebsiteGenerator } from '../generation/website-generator.service.js';
import type { User } from '../users/user.entity.js';
import { CrossSyncService } from './cross-sync.service.js';
import { DashboardService } from './dashboard.service.js';
import { SyncTestService } from './sync-test.service.js';

const NDJSON = 'application/x-ndjson';
const crossSyncSchema: Schema<CrossSyncTestRequest> = { userEmail: [rules.email(VALIDATION.invalidEmail)] };

@Controller()
export class SyncController {
  private readonly logger = new Logger('Generation');

  constructor(
    private readonly dashboard: DashboardService,
    private readonly generator: WebsiteGenerator,
    private readonly syncTest: SyncTestService,
    private readonly crossSync: CrossSyncService,
  ) {}

  @Get('sync/dashboard')
  syncDashboard(@CurrentUser() user: User) {
    return this.dashboard.syncDashboard(user);
  }

  @Get('dashboard/stats')
  stats(@CurrentUser() user: User) {
    return this.dashboard.stats(user);
  }

  /**
   * Creates a website. With `Accept: application/x-ndjson` the answer streams one GenerationEvent per
   * line (progress steps, then the result or an error); validation and a taken address are refused
   * with a normal JSON error before the stream starts.
   */
  @Post('sync/create-website')
  async createWebsite(@CurrentUser() user: User, @Body() body: unknown, @Req() req: Request, @Res() res: Response) {
    if (isSyncTestBody(body)) {
      const input = new ContractPipe(syncTestCreateSchema).transform(body);
      res.status(200).json(await this.syncTest.create(user, input));
      return;
    }
    const input: CreateWebsiteRequest = new ContractPipe(createWebsiteSchema).transform(body);
    await this.generator.assertCustomUrlFree(input.customUrl);
    if (!(req.get('accept') ?? '').includes(NDJSON)) {
      res.status(201).json(await this.generator.create(user, input));
      return;
    }
    res.status(200).type(NDJSON).setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const send = (event: GenerationEvent) => res.write(`${JSON.stringify(event)}\n`);
    try {
      send({ type: 'result', result: await this.generator.create(user, input, send) });
    } catch (err) {
      const error = toErrorBody(err);
      if (error.statusCode >= 500) this.logger.error(`create-website failed: ${(err as Error)?.stack ?? err}`);
      send({ type: 'error', statusCode: error.statusCode, message: error.message });
    }
    res.end();
  }

  @Post('cross-sync/test')
  @HttpCode(200)
  async crossSyncTest(@Body(new ContractPipe(crossSyncSchema)) body: CrossSyncTestRequest) {
    return { results: await this.crossSync.test(body.userEmail) };
  }
}
