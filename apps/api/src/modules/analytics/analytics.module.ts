import { Module } from '@nestjs/common';
import { WebsitesModule } from '../websites/index.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsIngest } from './analytics-ingest.service.js';
import { ExperimentsController } from './experiments.controller.js';
import { ExperimentsService } from './experiments.service.js';
import { RunningExperiments } from './running-experiments.js';
import { FunnelService } from './funnel.service.js';
import { TrackFastRoute } from './track.fast-route.js';

/** The funnel: the pages' events (POST /api/t), their roll-up, the seller's numbers per site; A/B tests of a site. */
@Module({
  imports: [WebsitesModule],
  controllers: [AnalyticsController, ExperimentsController],
  providers: [AnalyticsIngest, FunnelService, TrackFastRoute, ExperimentsService, RunningExperiments],
  exports: [AnalyticsIngest, RunningExperiments],
})
export class AnalyticsModule {}
