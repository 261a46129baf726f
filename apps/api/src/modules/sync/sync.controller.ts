import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { API, API_ERRORS, crossSyncTestSchema, routeOf, type CrossSyncTestRequest } from '@cod/contracts';
import type { Request, Response } from 'express';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { answerWithProgress } from '../../common/http/ndjson.js';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { CurrentUser } from '../auth/index.js';
import { DashboardService } from '../dashboard/index.js';
import type { User } from '../users/index.js';
import { CrossSyncService } from './cross-sync.service.js';
import { WebsiteCreation } from './website-creation.service.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

/** The spec's /api/sync calls (000 §7): the seller's dashboard, creating a website, the developer sync tools. */
@Controller()
export class SyncController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly creation: WebsiteCreation,
    private readonly crossSync: CrossSyncService,
  ) {}

  @Get(routeOf(API.sync.dashboard))
  @Scopes('analytics:read')
  syncDashboard(@CurrentUser() user: User) {
    return this.dashboard.syncDashboard(user);
  }

  /** Creates a website (201), or runs the sync tool's test variant (200); NDJSON progress with `Accept: application/x-ndjson`. */
  @Post(routeOf(API.sync.createWebsite))
  @Scopes('websites:write')
  createWebsite(@CurrentUser() user: User, @Body() body: unknown, @Req() req: Request, @Res() res: Response) {
    return answerWithProgress(req, res, (onEvent) => this.creation.create(user, body, onEvent));
  }

  @Post(routeOf(API.sync.crossSyncTest))
  @Roles(['admin'], API_ERRORS.developerToolsAdminOnly)
  @HttpCode(200)
  async crossSyncTest(@Body(new ContractPipe(crossSyncTestSchema)) body: CrossSyncTestRequest) {
    return { results: await this.crossSync.test(body.userEmail) };
  }
}
