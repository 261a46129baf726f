import { Module } from '@nestjs/common';
import { WebsitesModule } from '../websites/index.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsIngest } from './analytics-ingest.service.js';
import { FunnelService } from './funnel.service.js';
import { TrackFastRoute } from './track.fast-route.js';

/** The funnel: the pages' events (POST /api/t), their roll-up, the seller's numbers per site. */
@Module({
  imports: [WebsitesModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsIngest, FunnelService, TrackFastRoute],
  exports: [AnalyticsIngest],
})
export class AnalyticsModule {}
