import { Controller, Get, Param, Query } from '@nestjs/common';
import { API, routeOf, WEBSITE_MESSAGES } from '@cod/contracts';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { FunnelService } from './funnel.service.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

const websiteId = new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId);

@Controller()
export class AnalyticsController {
  constructor(private readonly funnel: FunnelService) {}

  /** A site's funnel in a range of days (owner or admin). */
  @Get(routeOf(API.analytics.website(':id')))
  @Scopes('analytics:read')
  website(@CurrentUser() user: User, @Param('id', websiteId) id: number, @Query() query: { from?: string; to?: string }) {
    return this.funnel.ofWebsite(user, id, query);
  }
}
