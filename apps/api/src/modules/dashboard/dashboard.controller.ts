import { Controller, Get } from '@nestjs/common';
import { API, routeOf } from '@cod/contracts';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { DashboardService } from './dashboard.service.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** The seller's statistics with their latest orders and best websites. */
  @Get(routeOf(API.dashboard.stats))
  @Scopes('analytics:read')
  stats(@CurrentUser() user: User) {
    return this.dashboard.stats(user);
  }
}
