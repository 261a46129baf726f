import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { API, EXPERIMENT_MESSAGES, routeOf, WEBSITE_MESSAGES, createExperimentSchema, stopExperimentSchema, type CreateExperimentRequest, type StopExperimentRequest } from '@cod/contracts';
import { ContractPipe } from '../../common/pipes/contract.pipe.js';
import { IdPipe } from '../../common/pipes/id.pipe.js';
import { CurrentUser } from '../auth/index.js';
import type { User } from '../users/index.js';
import { ExperimentsService } from './experiments.service.js';
import { Scopes } from '../../common/decorators/scopes.decorator.js';

const websiteId = new IdPipe(WEBSITE_MESSAGES.invalidWebsiteId);
const experimentId = new IdPipe(EXPERIMENT_MESSAGES.notFound);

@Controller()
export class ExperimentsController {
  constructor(private readonly experiments: ExperimentsService) {}

  @Get(routeOf(API.analytics.experiments(':id')))
  @Scopes('analytics:read')
  list(@CurrentUser() user: User, @Param('id', websiteId) id: number) {
    return this.experiments.list(user, id);
  }

  @Post(routeOf(API.analytics.experiments(':id')))
  @Scopes('websites:write')
  create(@CurrentUser() user: User, @Param('id', websiteId) id: number, @Body(new ContractPipe(createExperimentSchema)) body: CreateExperimentRequest) {
    return this.experiments.create(user, id, body);
  }

  @Post(routeOf(API.analytics.stopExperiment(':id', ':eid')))
  @Scopes('websites:write')
  @HttpCode(200)
  stop(@CurrentUser() user: User, @Param('id', websiteId) id: number, @Param('eid', experimentId) eid: number, @Body(new ContractPipe(stopExperimentSchema)) body: StopExperimentRequest) {
    return this.experiments.stop(user, id, eid, body);
  }
}
